import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyboardEvent } from 'react';
import { RootStore } from '../../stores/RootStore';
import { memoryPlatform } from '../../stores/testPlatform';
import { scriptedAdapter, ok } from '../../api/testAdapter';
import { must } from '../../../common/must';
import { contentItem } from '../../components/contentFixtures';
import { SUGGEST_DEBOUNCE_MS, SearchSuggestions } from './searchSuggestions';
import type { SearchInputContext } from '../../components/SearchInput';
import { searchOf } from './store';

const course = contentItem({ contentId: 41, type: 1, url: 'excel-untuk-analisis-data', title: 'Excel untuk Analisis Data' });
const ANSWER = { keyword: 'exel', didYouMean: 'excel', keywords: ['excel', 'excel lanjutan'], items: [course] };
const ids = { label: 'l', listbox: 'lb', status: 's' };

function setup() {
  const { adapter, calls } = scriptedAdapter(() => ok(ANSWER));
  const store = new RootStore({ platform: memoryPlatform(null).platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  const model = new SearchSuggestions(searchOf(store));
  const opened: Array<[number, string]> = [];
  model.onOpenItem = (item, typed) => opened.push([item.contentId, typed]);
  const ctx = { typed: 'exel', setValue: vi.fn(), search: vi.fn(), navigate: vi.fn() } satisfies SearchInputContext;
  return { store, model, calls, ctx, opened };
}

function key(k: string) {
  let prevented = false;
  const event = { key: k, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent<HTMLInputElement>;
  return { event, prevented: () => prevented };
}

async function typeAndSettle(s: ReturnType<typeof setup>, text: string) {
  const before = s.calls.length;
  s.model.change(text);
  expect(s.calls).toHaveLength(before); // debounced
  await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
  await vi.waitFor(() => expect(searchOf(s.store).suggestions.loaded).toBe(true));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('search suggestions', () => {
  it('asks once the typing pauses, and lists "did you mean" first, then keywords, then contents', async () => {
    vi.useFakeTimers();
    const s = setup();
    s.model.change('ex');
    await typeAndSettle(s, 'exel');
    expect(s.calls).toHaveLength(1);
    expect(must(s.calls[0], 'the suggest call').params).toEqual({ keyword: 'exel', limit: 5 });
    expect(s.model.optionsFor('exel').map((o) => (o.kind === 'keyword' ? o.keyword : o.item.title))).toEqual(['excel', 'excel lanjutan', 'Excel untuk Analisis Data']);
    expect(s.model.isShown('exel')).toBe(true);
    expect(s.model.inputProps(ids, 'exel')).toMatchObject({ role: 'combobox', 'aria-expanded': true, 'aria-controls': 'lb', 'aria-activedescendant': undefined });
  });

  it('moves through the options with the arrow keys (wrapping through the text box) and Enter picks a keyword', async () => {
    vi.useFakeTimers();
    const s = setup();
    await typeAndSettle(s, 'exel');
    const down = key('ArrowDown');
    expect(s.model.keyDown(down.event, s.ctx)).toBe(true);
    expect(down.prevented()).toBe(true);
    expect(s.model.inputProps(ids, 'exel')['aria-activedescendant']).toBe('lb-opt-0');
    s.model.keyDown(key('ArrowUp').event, s.ctx);
    s.model.keyDown(key('ArrowUp').event, s.ctx);
    expect(s.model.active).toBe(2); // from the text box up to the last option
    s.model.keyDown(key('ArrowDown').event, s.ctx);
    s.model.keyDown(key('ArrowDown').event, s.ctx);
    expect(s.model.active).toBe(0);
    expect(s.model.keyDown(key('Enter').event, s.ctx)).toBe(true);
    expect(s.ctx.setValue).toHaveBeenCalledWith('excel');
    expect(s.ctx.search).toHaveBeenCalledWith('excel');
    expect(s.model.isShown('excel')).toBe(false);
  });

  it('Enter on a content opens its page and reports it; Enter without a choice is left to the form', async () => {
    vi.useFakeTimers();
    const s = setup();
    await typeAndSettle(s, 'exel');
    expect(s.model.keyDown(key('Enter').event, s.ctx)).toBe(false);
    s.model.change('exel');
    await typeAndSettle(s, 'exel');
    s.model.setActive(2);
    expect(s.model.keyDown(key('Enter').event, s.ctx)).toBe(true);
    expect(s.ctx.navigate).toHaveBeenCalledWith('/courses/excel-untuk-analisis-data');
    expect(s.opened).toEqual([[41, 'exel']]);
  });

  it('Escape hides the list, leaving the box focusable; clearing the text clears the suggestions', async () => {
    vi.useFakeTimers();
    const s = setup();
    await typeAndSettle(s, 'exel');
    const esc = key('Escape');
    expect(s.model.keyDown(esc.event, s.ctx)).toBe(true);
    expect(esc.prevented()).toBe(true);
    expect(s.model.inputProps(ids, 'exel')['aria-expanded']).toBe(false);
    expect(s.model.keyDown(key('Escape').event, s.ctx)).toBe(false); // nothing left to close
    s.model.change('   ');
    expect(searchOf(s.store).suggestions.data).toBeNull();
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(s.calls).toHaveLength(1);
  });

  it('a search started before the pause drops the pending request', async () => {
    vi.useFakeTimers();
    const s = setup();
    s.model.change('excel');
    s.model.close();
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(s.calls).toHaveLength(0);
  });
});
