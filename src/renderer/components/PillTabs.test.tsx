import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PillTabs, pillTabTarget } from './PillTabs';

const render = (element: ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

const TABS = [
  { value: 'all', label: 'Semua (4)', testId: 'tab-all' },
  { value: 'success', label: 'Berhasil', testId: 'tab-success' },
  { value: 'fail', label: 'Gagal', testId: 'tab-fail' },
] as const;

describe('PillTabs', () => {
  it('arrow keys move the selection to the next or previous tab, wrapping; Home and End to the ends', () => {
    expect(pillTabTarget('ArrowRight', 0, 3)).toBe(1);
    expect(pillTabTarget('ArrowDown', 1, 3)).toBe(2);
    expect(pillTabTarget('ArrowRight', 2, 3)).toBe(0);
    expect(pillTabTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(pillTabTarget('ArrowUp', 2, 3)).toBe(1);
    expect(pillTabTarget('Home', 2, 3)).toBe(0);
    expect(pillTabTarget('End', 0, 3)).toBe(2);
    expect(pillTabTarget('Enter', 0, 3)).toBeNull();
    expect(pillTabTarget('a', 0, 3)).toBeNull();
    expect(pillTabTarget('ArrowRight', 0, 0)).toBeNull();
  });

  it('a named tablist whose selected tab alone is in the Tab order (roving focus), aria-selected on it', () => {
    const html = render(<PillTabs tabs={TABS} selectedValue="success" onSelect={() => undefined} aria-label="Status" />);
    expect(html).toMatch(/^<div role="tablist" aria-label="Status"/);
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html).toMatch(/<button type="button" role="tab" aria-selected="false" tabindex="-1"[^>]*data-testid="tab-all">Semua \(4\)<\/button>/);
    expect(html).toMatch(/<button type="button" role="tab" aria-selected="true" tabindex="0"[^>]*data-testid="tab-success">Berhasil<\/button>/);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).not.toContain('aria-current');
  });

  it('with URLs: link tabs to each tab’s URL, the selected one also the current page', () => {
    const html = render(<PillTabs tabs={TABS} selectedValue="all" hrefFor={(v) => (v === 'all' ? '/history' : `/history?status=${v}`)} aria-label="Status" />);
    expect(html).toMatch(/<a role="tab" aria-selected="true" tabindex="0"[^>]*data-testid="tab-all"[^>]*aria-current="page" href="\/history"/);
    expect(html).toMatch(/<a role="tab" aria-selected="false" tabindex="-1"[^>]*data-testid="tab-fail" href="\/history\?status=fail"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });
});
