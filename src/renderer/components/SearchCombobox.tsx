/**
 * The typeahead of every search box (issue 24): plugged into SearchInput (`suggestions`), the box
 * becomes a combobox (WAI-ARIA 1.2: role combobox, aria-expanded, aria-controls,
 * aria-autocomplete list, aria-activedescendant) over a listbox of labelled groups:
 *
 *   empty box   this device's recent searches (each removable: its ×, or Delete on the active
 *               one; the last option clears them all) and the popular keywords;
 *   typing      "did you mean" first, the keyword suggestions, the top matching contents with
 *               their thumbnails (SuggestionsStore: debounced, aborted, stale answers dropped).
 *
 * ArrowDown/ArrowUp move (wrapping through the text box), Enter opens the active option (or, with
 * none, the form searches the typed text), Escape closes the list and a second Escape clears the
 * text, Tab leaves. `inline`: the phone's full-screen search (components/SearchDialog.tsx), where
 * the list is the dialog's body and Escape is the dialog's (it closes it).
 *
 * Drawn without Fluent (SearchCombobox.module.css). Never in a first load: the header's box loads
 * this module with import() when it gets focus (SearchInput `lazySuggestions`), the search page
 * with its chunk.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { action, makeObservable, observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../common/types';
import type { RootStore } from '../stores/RootStore';
import { useStores } from '../stores/context';
import { suggestionsOf, type SuggestionsStore } from '../stores/SuggestionsStore';
import { contentPath, contentTypeLabelKey } from './contentPath';
import { ClockIcon, CloseIcon, SearchIcon } from './icons';
import type { SearchInputContext, SearchInputIds, SearchSuggestionsBinding } from './SearchInput';
import { cx } from './classNames';
import styles from './SearchCombobox.module.css';
import a11y from './a11y.module.css';
import { LocalImage } from './LocalImage';

/** Popular keywords shown under the recent searches of an empty box. */
export const POPULAR_SHOWN = 6;

export type ComboboxOption =
  | { kind: 'recent'; keyword: string }
  | { kind: 'clearRecent' }
  | { kind: 'popular'; keyword: string }
  | { kind: 'keyword'; keyword: string; didYouMean?: boolean }
  | { kind: 'item'; item: ContentItem };

type GroupKey = 'recent' | 'popular' | 'keywords' | 'items';

export interface ComboboxGroup {
  key: GroupKey;
  options: ComboboxOption[];
}

export interface SearchComboboxOptions {
  /** The phone's full-screen search: the list is always shown, Escape is left to the dialog. */
  inline?: boolean;
  /** A suggested content was opened (click tracking). */
  onOpenItem?: (item: ContentItem, typed: string) => void;
}

const optionId = (ids: SearchInputIds, i: number) => `${ids.listbox}-opt-${i}`;
const keywordOf = (o: ComboboxOption): string | null => ('keyword' in o ? o.keyword : null);

/** The combobox state of one search box: open or not, the active option. The data is the store's. */
export class SearchCombobox implements SearchSuggestionsBinding {
  open = false;
  /** -1 is the text box itself; the options are 0..n-1. */
  active = -1;
  onOpenItem?: (item: ContentItem, typed: string) => void;
  readonly inline: boolean;

  constructor(
    readonly store: SuggestionsStore,
    options: SearchComboboxOptions = {},
  ) {
    this.inline = options.inline ?? false;
    this.onOpenItem = options.onOpenItem;
    makeObservable(this, {
      open: observable,
      active: observable,
      change: action,
      keyDown: action,
      focus: action,
      blur: action,
      close: action,
      choose: action,
      setActive: action,
      remove: action,
    });
  }

  /** The groups shown for the text in the box (empty groups left out). */
  groupsFor(typed: string): ComboboxGroup[] {
    const groups: ComboboxGroup[] = [];
    if (!typed) {
      const recent = this.store.recent;
      if (recent.length) groups.push({ key: 'recent', options: [...recent.map((keyword) => ({ kind: 'recent' as const, keyword })), { kind: 'clearRecent' as const }] });
      const seen = new Set(recent.map((k) => k.toLocaleLowerCase()));
      const popular = (this.store.popular.data ?? []).filter((p) => !seen.has(p.keyword.toLocaleLowerCase())).slice(0, POPULAR_SHOWN);
      if (popular.length) groups.push({ key: 'popular', options: popular.map((p) => ({ kind: 'popular' as const, keyword: p.keyword })) });
      return groups;
    }
    const data = this.store.suggestions.data;
    if (!data) return groups;
    const keywords: ComboboxOption[] = [];
    if (data.didYouMean) keywords.push({ kind: 'keyword', keyword: data.didYouMean, didYouMean: true });
    for (const k of data.keywords) if (k !== data.didYouMean) keywords.push({ kind: 'keyword', keyword: k });
    if (keywords.length) groups.push({ key: 'keywords', options: keywords });
    if (data.items.length) groups.push({ key: 'items', options: data.items.map((item) => ({ kind: 'item' as const, item })) });
    return groups;
  }

  /** Every option in order (the index is the one aria-activedescendant names). */
  optionsFor(typed: string): ComboboxOption[] {
    return this.groupsFor(typed).flatMap((g) => g.options);
  }

  /** Whether the list is shown: open, and with something to show (or being asked, for a typed text). */
  isShown(typed: string): boolean {
    if (!this.open && !this.inline) return false;
    if (!typed) return this.optionsFor(typed).length > 0;
    const s = this.store.suggestions;
    return s.loading || s.loaded || this.store.debouncing || this.optionsFor(typed).length > 0;
  }

  inputProps(ids: SearchInputIds, typed: string) {
    const shown = this.isShown(typed);
    const count = this.optionsFor(typed).length;
    return {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': shown,
      'aria-controls': ids.listbox,
      'aria-activedescendant': shown && this.active >= 0 && this.active < count ? optionId(ids, this.active) : undefined,
      'aria-describedby': ids.status,
    } as const;
  }

  change(value: string): void {
    this.active = -1;
    this.open = true;
    this.store.type(value);
    if (!value.trim()) this.showEmpty();
  }

  setActive(index: number): void {
    this.active = index;
  }

  focus(typed: string): void {
    this.open = true;
    if (!typed) this.showEmpty();
  }

  /** The box lost focus: the list hides, a pending request still lands. */
  blur(): void {
    this.open = false;
    this.active = -1;
  }

  /** A search starts: the list closes and a pending request is dropped. */
  close(): void {
    this.open = false;
    this.active = -1;
    this.store.cancel();
  }

  /** A recent search is removed (its ×, or Delete on it). */
  remove(keyword: string, typed: string): void {
    this.store.forget(keyword);
    const count = this.optionsFor(typed).length;
    if (this.active >= count) this.active = count - 1;
  }

  choose(option: ComboboxOption, ctx: SearchInputContext): void {
    if (option.kind === 'clearRecent') {
      this.store.clearRecent();
      this.active = -1;
      return;
    }
    this.close();
    if (option.kind === 'item') {
      // Counted as a click on the typed keyword, from whichever box it was opened.
      void this.store.recordClick({ keyword: ctx.typed, resultId: null, contentId: option.item.contentId });
      this.onOpenItem?.(option.item, ctx.typed);
      ctx.navigate(contentPath(option.item));
      return;
    }
    ctx.setValue(option.keyword);
    ctx.search(option.keyword);
  }

  keyDown(e: KeyboardEvent<HTMLInputElement>, ctx: SearchInputContext): boolean {
    const options = this.optionsFor(ctx.typed);
    const shown = this.isShown(ctx.typed);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) {
        this.focus(ctx.typed);
        this.active = -1;
      }
      const n = this.optionsFor(ctx.typed).length;
      if (!n) return true;
      const next = this.active + (e.key === 'ArrowDown' ? 1 : -1);
      // The ends wrap around through the text box.
      this.active = next < -1 ? n - 1 : next > n - 1 ? -1 : next;
      return true;
    }
    const chosen = shown && this.active >= 0 && this.active < options.length ? options[this.active] : undefined;
    if (e.key === 'Enter') {
      if (!chosen) return false;
      e.preventDefault();
      this.choose(chosen, ctx);
      return true;
    }
    if (e.key === 'Delete' && chosen?.kind === 'recent') {
      e.preventDefault();
      this.remove(chosen.keyword, ctx.typed);
      return true;
    }
    if (e.key === 'Escape' && !this.inline) {
      if (shown) {
        e.preventDefault();
        this.open = false;
        this.active = -1;
        return true;
      }
      if (ctx.typed) {
        e.preventDefault();
        ctx.setValue('');
        this.store.cancel();
        return true;
      }
      return false;
    }
    if (e.key === 'Tab') {
      this.open = false;
      this.active = -1;
    }
    return false;
  }

  dispose(): void {
    this.store.cancel();
  }

  private showEmpty(): void {
    this.store.reloadRecent();
    void this.store.loadPopular();
  }

  readonly Popup = observer(({ ids, ctx }: { ids: SearchInputIds; ctx: SearchInputContext }) => <ComboboxPopup model={this} ids={ids} ctx={ctx} />);
}

/** The typed text in bold inside a suggestion. */
function Highlight({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLowerCase();
  const at = q ? text.toLowerCase().indexOf(q) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.mark}>{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  );
}

const GROUP_LABEL: Record<GroupKey, string> = {
  recent: 'searchBox.recentGroup',
  popular: 'searchBox.popularGroup',
  keywords: 'searchBox.keywordsGroup',
  items: 'searchBox.itemsGroup',
};

const ComboboxPopup = observer(function ComboboxPopup({ model, ids, ctx }: { model: SearchCombobox; ids: SearchInputIds; ctx: SearchInputContext }) {
  const { t } = useTranslation();
  const typed = ctx.typed;
  const groups = model.groupsFor(typed);
  const options = groups.flatMap((g) => g.options);
  const shown = model.isShown(typed);
  const loading = typed !== '' && (model.store.suggestions.loading || model.store.debouncing);
  const activeIndex = shown && model.active >= 0 && model.active < options.length ? model.active : -1;
  const removeHintId = `${ids.listbox}-remove-hint`;

  const renderOption = (option: ComboboxOption) => {
    const index = options.indexOf(option);
    const isActive = index === activeIndex;
    const keyword = keywordOf(option);
    let body;
    switch (option.kind) {
      case 'item':
        body = (
          <>
            {option.item.imageUrl ? <LocalImage className={styles.thumb} src={option.item.imageUrl} alt="" loading="lazy" /> : <span className={styles.thumb} />}
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>
                <Highlight text={option.item.title} query={typed} />
              </span>
              <span className={styles.itemType}>{t(contentTypeLabelKey(option.item.type))}</span>
            </span>
          </>
        );
        break;
      case 'clearRecent':
        body = <span className={cx(styles.optionText, styles.action)}>{t('searchBox.clearRecent')}</span>;
        break;
      case 'recent':
        body = (
          <>
            <span className={styles.optionIcon}>
              <ClockIcon size={16} />
            </span>
            <span className={styles.optionText}>{option.keyword}</span>
            <span
              className={styles.remove}
              aria-hidden="true"
              title={t('searchBox.removeRecent', { keyword: option.keyword })}
              data-testid="recent-remove"
              onClick={(e) => {
                e.stopPropagation();
                model.remove(option.keyword, typed);
              }}
            >
              <CloseIcon size={14} />
            </span>
          </>
        );
        break;
      default:
        body = (
          <>
            <span className={styles.optionIcon}>
              <SearchIcon size={16} />
            </span>
            <span className={styles.optionText}>
              {option.kind === 'keyword' && option.didYouMean ? t('searchBox.didYouMeanOption', { keyword: option.keyword }) : <Highlight text={option.keyword} query={typed} />}
            </span>
          </>
        );
    }
    return (
      <div
        key={option.kind === 'item' ? `i-${option.item.type}-${option.item.contentId}` : `${option.kind}-${keyword ?? ''}`}
        id={optionId(ids, index)}
        role="option"
        aria-selected={isActive}
        aria-describedby={option.kind === 'recent' ? removeHintId : undefined}
        className={cx(styles.option, isActive && styles.active)}
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => activeIndex !== index && model.setActive(index)}
        onClick={() => model.choose(option, ctx)}
        data-testid={option.kind === 'item' ? 'suggestion-item' : option.kind === 'keyword' ? 'suggestion-keyword' : `suggestion-${option.kind}`}
      >
        {body}
      </div>
    );
  };

  let status = '';
  if (shown && !loading && typed) status = options.length ? t('searchBox.suggestionsCount', { count: options.length }) : t('searchBox.noSuggestions');

  return (
    <>
      <span id={ids.status} className={a11y.srOnly} role="status" aria-live="polite">
        {status}
      </span>
      <span id={removeHintId} className={a11y.srOnly}>
        {t('searchBox.removeHint')}
      </span>
      <div className={model.inline ? styles.inline : styles.popup} hidden={!shown}>
        {/* Outside the listbox: a listbox holds options (and their groups) only. */}
        {loading && options.length === 0 && <div className={styles.hint}>{t('searchBox.suggesting')}</div>}
        {!loading && typed !== '' && options.length === 0 && <div className={styles.hint}>{t('searchBox.noSuggestions')}</div>}
        <div id={ids.listbox} role="listbox" aria-labelledby={ids.label} hidden={options.length === 0} data-testid="search-suggestions">
          {groups.map((g) => (
            <div key={g.key} role="group" aria-label={t(GROUP_LABEL[g.key])} className={styles.group} data-testid={`suggestions-${g.key}`}>
              <div className={styles.groupLabel} aria-hidden="true">
                {t(GROUP_LABEL[g.key])}
              </div>
              {g.options.map(renderOption)}
            </div>
          ))}
        </div>
      </div>
    </>
  );
});

/** A box's combobox over the RootStore's typeahead store (SearchInput's lazy load calls this). */
export function createSearchCombobox(root: RootStore, options?: SearchComboboxOptions): SearchCombobox {
  return new SearchCombobox(suggestionsOf(root), options);
}

/** The combobox of a page's box (the search page's), dropped with the page. */
export function useSearchCombobox(onOpenItem?: (item: ContentItem, typed: string) => void): SearchCombobox {
  const root = useStores();
  const [model] = useState(() => createSearchCombobox(root));
  model.onOpenItem = onOpenItem;
  useEffect(() => () => model.dispose(), [model]);
  return model;
}
