import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyboardEvent } from 'react';
import { RootStore } from '../stores/RootStore';
import { memoryPlatform } from '../stores/testPlatform';
import { scriptedAdapter, ok } from '../api/testAdapter';
import { must } from '../../common/must';
import { contentItem } from './contentFixtures';
import { SearchCombobox } from './SearchCombobox';
import type { SearchInputContext } from './SearchInput';
import { SUGGEST_DEBOUNCE_MS, SuggestionsStore } from '../stores/SuggestionsStore';
import type { KeyValueStorage } from '../stores/recentSearches';

const course = contentItem({ contentId: 41, type: 1, url: 'excel-untuk-analisis-data', title: 'Excel untuk Analisis Data' });
const ANSWER = { keyword: 'exel', didYouMean: 'excel', keywords: ['excel', 'excel lanjutan'], items: [course] };
const POPULAR = [
  { keyword: 'excel', count: 9 },
  { keyword: 'desain', count: 5 },
];
const ids = { label: 'l', listbox: 'lb', status: 's' };

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const m = new Map(Object.entries(initial));
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

function setup(options: { inline?: boolean; recent?: string[] } = {}) {
  const { adapter, calls } = scriptedAdapter((c) => ok(c.url.endsWith('popular-keywords') ? POPULAR : ANSWER));
  const root = new RootStore({ platform: memoryPlatform(null).platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  const storage = memoryStorage(options.recent ? { recentSearches: JSON.stringify(options.recent) } : {});
  const store = new SuggestionsStore({ client: root.client, locale: root.locale, storage, cookies: root.platform.cookies });
  const model = new SearchCombobox(store, { inline: options.inline });
  const opened: Array<[number, string]> = [];
  model.onOpenItem = (item, typed) => opened.push([item.contentId, typed]);
  const ctx = { typed: 'exel', setValue: vi.fn(), search: vi.fn(), navigate: vi.fn() } satisfies SearchInputContext;
  return { store, model, calls, ctx, opened, storage };
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
  await vi.waitFor(() => expect(s.store.suggestions.loaded).toBe(true));
}

const labels = (s: ReturnType<typeof setup>, typed: string) =>
  s.model.optionsFor(typed).map((o) => (o.kind === 'item' ? o.item.title : o.kind === 'clearRecent' ? '(clear)' : `${o.kind}:${o.keyword}`));

afterEach(() => {
  vi.useRealTimers();
});

describe('the search combobox', () => {
  it('asks once the typing pauses, and lists "did you mean" first, then keywords, then contents', async () => {
    vi.useFakeTimers();
    const s = setup();
    s.model.change('ex');
    await typeAndSettle(s, 'exel');
    expect(s.calls).toHaveLength(1);
    expect(must(s.calls[0], 'the suggest call').params).toEqual({ keyword: 'exel', limit: 5 });
    expect(labels(s, 'exel')).toEqual(['keyword:excel', 'keyword:excel lanjutan', 'Excel untuk Analisis Data']);
    expect(s.model.groupsFor('exel').map((g) => g.key)).toEqual(['keywords', 'items']);
    expect(s.model.isShown('exel')).toBe(true);
    expect(s.model.inputProps(ids, 'exel')).toMatchObject({
      role: 'combobox',
      'aria-expanded': true,
      'aria-controls': 'lb',
      'aria-autocomplete': 'list',
      'aria-activedescendant': undefined,
    });
  });

  it('an empty focused box lists the recent searches (with "clear") and the popular keywords not among them', async () => {
    const s = setup({ recent: ['excel', 'pivot'] });
    s.model.focus('');
    await vi.waitFor(() => expect(s.store.popular.loaded).toBe(true));
    expect(labels(s, '')).toEqual(['recent:excel', 'recent:pivot', '(clear)', 'popular:desain']);
    expect(s.model.groupsFor('').map((g) => g.key)).toEqual(['recent', 'popular']);
    expect(s.model.isShown('')).toBe(true);
    // Delete on an active recent search removes it; the "clear" option empties the list.
    s.model.setActive(0);
    const del = key('Delete');
    expect(s.model.keyDown(del.event, { ...s.ctx, typed: '' })).toBe(true);
    expect(del.prevented()).toBe(true);
    expect(s.store.recent).toEqual(['pivot']);
    expect(labels(s, '')).toEqual(['recent:pivot', '(clear)', 'popular:excel', 'popular:desain']);
    s.model.setActive(1);
    expect(s.model.keyDown(key('Enter').event, { ...s.ctx, typed: '' })).toBe(true);
    expect(s.store.recent).toEqual([]);
    expect(s.storage.getItem('recentSearches')).toBeNull();
    expect(s.ctx.search).not.toHaveBeenCalled();
    expect(labels(s, '')).toEqual(['popular:excel', 'popular:desain']);
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

  it('Enter on a content opens its page and counts the click on the typed keyword; Enter without a choice is left to the form', async () => {
    vi.useFakeTimers();
    const s = setup();
    await typeAndSettle(s, 'exel');
    expect(s.model.keyDown(key('Enter').event, s.ctx)).toBe(false);
    s.model.setActive(2);
    expect(s.model.keyDown(key('Enter').event, s.ctx)).toBe(true);
    expect(s.ctx.navigate).toHaveBeenCalledWith('/courses/excel-untuk-analisis-data');
    expect(s.opened).toEqual([[41, 'exel']]);
    // From whichever box (the header's too): P contents/onclick, no result id, this device's id.
    await vi.waitFor(() => expect(s.calls.filter((c) => c.url.endsWith('/onclick'))).toHaveLength(1));
    const click = must(
      s.calls.find((c) => c.url.endsWith('/onclick')),
      'the click',
    );
    expect(click).toMatchObject({ method: 'POST', data: { keyword: 'exel', resultId: null, contentId: 41 } });
    expect((click.data as { deviceId?: string }).deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('Escape hides the list, a second Escape clears the text; Tab closes without being kept', async () => {
    vi.useFakeTimers();
    const s = setup();
    await typeAndSettle(s, 'exel');
    const esc = key('Escape');
    expect(s.model.keyDown(esc.event, s.ctx)).toBe(true);
    expect(esc.prevented()).toBe(true);
    expect(s.model.inputProps(ids, 'exel')['aria-expanded']).toBe(false);
    expect(s.model.keyDown(key('Escape').event, s.ctx)).toBe(true);
    expect(s.ctx.setValue).toHaveBeenCalledWith('');
    expect(s.store.suggestions.data).toBeNull();
    expect(s.model.keyDown(key('Escape').event, { ...s.ctx, typed: '' })).toBe(false); // nothing left to do
    await typeAndSettle(s, 'exel');
    const tab = key('Tab');
    expect(s.model.keyDown(tab.event, s.ctx)).toBe(false);
    expect(tab.prevented()).toBe(false);
    expect(s.model.isShown('exel')).toBe(false);
  });

  it('inline (the phone dialog): the list is always shown and Escape is left to the dialog', async () => {
    vi.useFakeTimers();
    const s = setup({ inline: true });
    await typeAndSettle(s, 'exel');
    s.model.blur();
    expect(s.model.isShown('exel')).toBe(true);
    expect(s.model.keyDown(key('Escape').event, s.ctx)).toBe(false);
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
