/**
 * Suggestions for SearchInput, plugged in by the search page (useSearchSuggestions): the input
 * becomes a combobox (ARIA 1.2) with keyword suggestions and matching contents while typing
 * (contents/search-keyword-suggestions, debounced). Arrow keys move through the options, Enter
 * picks one (or searches the typed text), Escape closes the list. A module of its own so the
 * header's box (in every first load) does not carry it.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { action, makeObservable, observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../common/types';
import type { SearchStore } from './store';
import { useStores } from '../../stores/context';
import { contentPath, contentTypeLabelKey } from '../../components/contentPath';
import { SearchIcon } from '../../components/icons';
import { palette } from '../../components/theme';
import type { SearchInputContext, SearchInputIds, SearchSuggestionsBinding } from '../../components/SearchInput';
import { searchOf } from './store';
import a11y from '../../components/a11y.module.css';

export const SUGGEST_DEBOUNCE_MS = 250;

const useStyles = makeStyles({
  popup: {
    position: 'absolute',
    zIndex: 20,
    top: 'calc(100% + 6px)',
    left: 0,
    right: 0,
    maxHeight: 'min(420px, 60vh)',
    overflowY: 'auto',
    padding: '6px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: '0 16px 40px rgba(16, 24, 40, 0.16)',
  },
  groupLabel: { padding: '8px 10px 4px', fontSize: '12px', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: tokens.colorNeutralForeground3 },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    padding: '8px 10px',
    borderRadius: '8px',
    fontSize: '14px',
    lineHeight: '20px',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    minWidth: 0,
  },
  active: { backgroundColor: palette.tealSoft, color: palette.tealDark },
  thumb: { width: '48px', height: '27px', borderRadius: '4px', objectFit: 'cover', flexShrink: 0, backgroundColor: '#E5E7EB' },
  itemText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  itemTitle: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 },
  itemType: { fontSize: '12px', color: tokens.colorNeutralForeground3 },
  hint: { padding: '10px', fontSize: '14px', color: tokens.colorNeutralForeground3 },
  mark: { backgroundColor: 'transparent', color: 'inherit', fontWeight: 800 },
});

type Option = { kind: 'keyword'; keyword: string; didYouMean?: boolean } | { kind: 'item'; item: ContentItem };

/** The typed text in bold inside a suggestion. */
function Highlight({ text, query, className }: { text: string; query: string; className: string }) {
  const q = query.trim().toLowerCase();
  const at = q ? text.toLowerCase().indexOf(q) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className={className}>{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  );
}

const optionId = (ids: SearchInputIds, i: number) => `${ids.listbox}-opt-${i}`;

/** The combobox state of one search box: open or not, the active option, the pending request. */
export class SearchSuggestions implements SearchSuggestionsBinding {
  open = false;
  /** -1 is the text box itself; the options are 0..n-1. */
  active = -1;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** A suggested content was opened (click tracking). */
  onOpenItem?: (item: ContentItem, typed: string) => void;

  constructor(private readonly search: SearchStore) {
    makeObservable<SearchSuggestions, 'optionsFor'>(this, {
      open: observable,
      active: observable,
      optionsFor: false,
      change: action,
      keyDown: action,
      focus: action,
      blur: action,
      close: action,
      choose: action,
      setActive: action,
    });
  }

  optionsFor(typed: string): Option[] {
    const data = this.search.suggestions.data;
    const options: Option[] = [];
    if (!data || !typed) return options;
    if (data.didYouMean) options.push({ kind: 'keyword', keyword: data.didYouMean, didYouMean: true });
    for (const k of data.keywords) if (k !== data.didYouMean) options.push({ kind: 'keyword', keyword: k });
    for (const item of data.items) options.push({ kind: 'item', item });
    return options;
  }

  isShown(typed: string): boolean {
    const s = this.search.suggestions;
    return this.open && typed.length > 0 && (s.loading || this.optionsFor(typed).length > 0 || s.loaded);
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
    this.cancel();
    if (!value.trim()) {
      this.search.clearSuggestions();
      return;
    }
    this.timer = setTimeout(() => void this.search.suggest(value), SUGGEST_DEBOUNCE_MS);
  }

  setActive(index: number): void {
    this.active = index;
  }

  focus(typed: string): void {
    if (typed) this.open = true;
  }

  /** The box lost focus: the list hides, a pending request still lands. */
  blur(): void {
    this.open = false;
  }

  /** A search starts: the list closes and a pending request is dropped. */
  close(): void {
    this.open = false;
    this.active = -1;
    this.cancel();
  }

  choose(option: Option, ctx: SearchInputContext): void {
    this.close();
    if (option.kind === 'keyword') {
      ctx.setValue(option.keyword);
      ctx.search(option.keyword);
    } else {
      this.onOpenItem?.(option.item, ctx.typed);
      ctx.navigate(contentPath(option.item));
    }
  }

  keyDown(e: KeyboardEvent<HTMLInputElement>, ctx: SearchInputContext): boolean {
    const options = this.optionsFor(ctx.typed);
    const shown = this.isShown(ctx.typed);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return true;
      e.preventDefault();
      this.open = true;
      const next = this.active + (e.key === 'ArrowDown' ? 1 : -1);
      // The ends wrap around through the text box.
      this.active = next < -1 ? options.length - 1 : next > options.length - 1 ? -1 : next;
      return true;
    }
    if (e.key === 'Enter') {
      const chosen = shown && this.active >= 0 && this.active < options.length ? options[this.active] : null;
      if (!chosen) return false;
      e.preventDefault();
      this.choose(chosen, ctx);
      return true;
    }
    if (e.key === 'Escape' && shown) {
      e.preventDefault();
      this.open = false;
      this.active = -1;
      return true;
    }
    return false;
  }

  dispose(): void {
    this.cancel();
    this.search.clearSuggestions();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  readonly Popup = observer(({ ids, ctx }: { ids: SearchInputIds; ctx: SearchInputContext }) => <SuggestionsPopup model={this} ids={ids} ctx={ctx} />);
}

const SuggestionsPopup = observer(function SuggestionsPopup({ model, ids, ctx }: { model: SearchSuggestions; ids: SearchInputIds; ctx: SearchInputContext }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const search = searchOf(useStores());
  const typed = ctx.typed;
  const options = model.optionsFor(typed);
  const shown = model.isShown(typed);
  const loading = search.suggestions.loading;
  const keywordOptions = options.filter((o) => o.kind === 'keyword');
  const itemOptions = options.filter((o) => o.kind === 'item');
  const activeIndex = model.active >= 0 && model.active < options.length ? model.active : -1;

  const renderOption = (option: Option) => {
    const index = options.indexOf(option);
    const isActive = index === activeIndex;
    return (
      <div
        key={option.kind === 'keyword' ? `k-${option.keyword}` : `i-${option.item.type}-${option.item.contentId}`}
        id={optionId(ids, index)}
        role="option"
        aria-selected={isActive}
        className={mergeClasses(styles.option, isActive && styles.active)}
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => model.setActive(index)}
        onClick={() => model.choose(option, ctx)}
        data-testid={option.kind === 'keyword' ? 'suggestion-keyword' : 'suggestion-item'}
      >
        {option.kind === 'keyword' ? (
          <>
            <SearchIcon size={16} />
            <span>{option.didYouMean ? t('searchBox.didYouMeanOption', { keyword: option.keyword }) : <Highlight text={option.keyword} query={typed} className={styles.mark} />}</span>
          </>
        ) : (
          <>
            {option.item.imageUrl ? <img className={styles.thumb} src={option.item.imageUrl} alt="" loading="lazy" /> : <span className={styles.thumb} />}
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>
                <Highlight text={option.item.title} query={typed} className={styles.mark} />
              </span>
              <span className={styles.itemType}>{t(contentTypeLabelKey(option.item.type))}</span>
            </span>
          </>
        )}
      </div>
    );
  };

  let status = '';
  if (shown && !loading) status = options.length ? t('searchBox.suggestionsCount', { count: options.length }) : t('searchBox.noSuggestions');

  return (
    <>
      <span id={ids.status} className={a11y.srOnly} role="status" aria-live="polite">
        {status}
      </span>
      <div id={ids.listbox} role="listbox" aria-labelledby={ids.label} className={styles.popup} hidden={!shown} data-testid="search-suggestions">
        {loading && options.length === 0 && <div className={styles.hint}>{t('searchBox.suggesting')}</div>}
        {!loading && options.length === 0 && <div className={styles.hint}>{t('searchBox.noSuggestions')}</div>}
        {keywordOptions.length > 0 && (
          <div role="group" aria-label={t('searchBox.keywordsGroup')}>
            <div className={styles.groupLabel} aria-hidden="true">
              {t('searchBox.keywordsGroup')}
            </div>
            {keywordOptions.map(renderOption)}
          </div>
        )}
        {itemOptions.length > 0 && (
          <div role="group" aria-label={t('searchBox.itemsGroup')}>
            <div className={styles.groupLabel} aria-hidden="true">
              {t('searchBox.itemsGroup')}
            </div>
            {itemOptions.map(renderOption)}
          </div>
        )}
      </div>
    </>
  );
});

/** Suggestions for the page's SearchInput; cleared when the page goes away. */
export function useSearchSuggestions(onOpenItem?: (item: ContentItem, typed: string) => void): SearchSuggestions {
  const search = searchOf(useStores());
  const [model] = useState(() => new SearchSuggestions(search));
  model.onOpenItem = onOpenItem;
  useEffect(() => () => model.dispose(), [model]);
  return model;
}
