/**
 * THE search input: the header's box (and the drawer's, and the not-found page's) and the search
 * page's box. A plain <input type="search">: Fluent's SearchBox (Input + Field + icons) would add
 * ≈ 7 KB gzip to every first load for one text field.
 *
 *   compact  the header's filled pill; Enter searches.
 *   large    the search page's box with a submit button.
 *
 * Searching goes to /search?keyword=… (in the URL's language: the router's basename) and keeps the
 * keyword among this device's recent searches (stores/recentSearches.ts); on /search the box shows
 * the page's keyword. The typeahead (components/SearchCombobox.tsx) is plugged in by the search page
 * (`suggestions`) or, for the boxes of the header, the drawer and the not-found page (`lazySuggestions`), loaded with import() when the box
 * first gets focus: a module of its own, so the box in every first load does not carry it.
 */
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './firstLoadIcons';
import { trackSearch } from '../platform/tagManager';
import { useStores } from '../stores/context';
import { cx } from './classNames';
import styles from './SearchInput.module.css';
import a11y from './a11y.module.css';

export interface SearchInputIds {
  label: string;
  listbox: string;
  status: string;
}

/** What suggestions may do with the box. */
export interface SearchInputContext {
  /** The text in the box, trimmed. */
  typed: string;
  setValue: (value: string) => void;
  /** Goes to the results of `keyword`. */
  search: (keyword: string) => void;
  navigate: (to: string) => void;
}

/** Suggestions plugged into the box (components/SearchCombobox.tsx). */
export interface SearchSuggestionsBinding {
  inputProps: (ids: SearchInputIds, typed: string) => Record<string, unknown>;
  change: (value: string) => void;
  /** True when the key was handled (Enter not handled submits the form). */
  keyDown: (e: KeyboardEvent<HTMLInputElement>, ctx: SearchInputContext) => boolean;
  focus: (typed: string) => void;
  blur: () => void;
  /** A search starts. */
  close: () => void;
  Popup: ComponentType<{ ids: SearchInputIds; ctx: SearchInputContext }>;
  /** The box goes away. */
  dispose?: () => void;
}

export interface SearchInputProps {
  /** compact: the header's box; large: the search page's box with a submit button. */
  variant?: 'compact' | 'large';
  /** Suggestions while typing: useSearchCombobox() of components/SearchCombobox.tsx. */
  suggestions?: SearchSuggestionsBinding;
  /**
   * Loads the typeahead (components/SearchCombobox.tsx) with import(): when the box first gets
   * focus (true: the header's, the drawer's and the not-found page's boxes) or once the page is shown ('mount': the search page, whose box
   * is the page's subject). Either way it is not part of the page's first load.
   */
  lazySuggestions?: boolean | 'mount';
  /** After a search was started (the drawer closes itself). */
  onSubmitted?: () => void;
  /** The typeahead's list as wide as the box, under it (a narrow box at the window's start: the drawer's), instead of growing leftwards. */
  fillPopup?: boolean;
  /** Names the search landmark when a page has a second one (the header has one). */
  labelledBy?: string;
  autoFocus?: boolean;
}

/** The history state of a search the visitor started (typed and submitted, or a suggested keyword picked). */
const SUBMITTED_STATE = { searchSubmitted: true } as const;

/** Whether the location's state says a search was just submitted (the results page then focuses its results' heading). */
export function wasSubmitted(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { searchSubmitted?: unknown }).searchSubmitted === true;
}

export const SearchInput = observer(function SearchInput({ variant = 'compact', suggestions: given, lazySuggestions, onSubmitted, labelledBy, autoFocus, fillPopup }: SearchInputProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The results page as a plain GET: a server-rendered page's box searches before the app is there (boot-script.ts).
  const resultsHref = useHref('/search');
  const large = variant === 'large';
  const ids: SearchInputIds = { label: useId(), listbox: useId(), status: useId() };
  const inputId = `${ids.label}-input`;
  // On /search the box shows the page's keyword; elsewhere it keeps what was typed.
  const pageKeyword = location.pathname === '/search' ? (new URLSearchParams(location.search).get('keyword') ?? '').trim() : null;
  const [value, setValue] = useState(pageKeyword ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const root = useStores();
  const [loaded, setLoaded] = useState<SearchSuggestionsBinding | null>(null);
  const requested = useRef(false);
  const suggestions = given ?? loaded;
  // The focus autoFocus gives on arrival does not open the list (a click or a key does).
  const arrivalFocus = useRef(Boolean(autoFocus));
  // Whether the visitor asked for the list (a focus of theirs, a click, typing): only then does
  // it open when its chunk arrives. The arrival focus may be heard before that (a server-rendered
  // page tells the app of it when it starts), and must not open the list over the page.
  const asked = useRef(false);

  useEffect(() => () => loaded?.dispose?.(), [loaded]);
  useEffect(() => {
    if (lazySuggestions === 'mount') loadSuggestions();
    // Once, after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The header's box: the typeahead's chunk is asked for on the first focus. */
  const loadSuggestions = () => {
    if (!lazySuggestions || given || requested.current) return;
    requested.current = true;
    import('./SearchCombobox')
      .then(({ createSearchCombobox }) => {
        const combobox = createSearchCombobox(root);
        setLoaded(combobox);
        // What happened while it loaded: the text typed, the box still focused.
        const input = inputRef.current;
        if (!input || document.activeElement !== input || !asked.current) return;
        if (input.value.trim()) combobox.change(input.value);
        combobox.focus(input.value.trim());
      })
      .catch(() => {
        requested.current = false;
      });
  };

  useEffect(() => {
    if (pageKeyword !== null) setValue(pageKeyword);
  }, [pageKeyword]);

  const typed = value.trim();
  const ctx: SearchInputContext = {
    typed,
    setValue,
    navigate,
    search: (keyword) => {
      trackSearch(keyword);
      // This device's recent searches (loaded when needed: not part of the first load).
      void import('../stores/recentSearches').then((m) => m.rememberSearch(keyword)).catch(() => undefined);
      navigate(`/search?${new URLSearchParams({ keyword }).toString()}`, { state: SUBMITTED_STATE });
      onSubmitted?.();
    },
  };

  const submit = () => {
    suggestions?.close();
    if (!typed) return;
    ctx.search(typed);
    // The page's box hides the on-screen keyboard so the results show.
    if (large) inputRef.current?.blur();
  };

  return (
    <div className={cx(styles.root, large && styles.rootLarge)} data-fill-popup={fillPopup ? '' : undefined}>
      <form
        role="search"
        aria-labelledby={labelledBy}
        aria-label={labelledBy || !large ? undefined : t('searchBox.formLabel')}
        className={cx(styles.form, large && styles.formLarge)}
        action={resultsHref}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <span className={cx(styles.box, large ? styles.boxLarge : styles.boxCompact)}>
          <span className={cx(styles.icon, large ? styles.iconLarge : styles.iconCompact)}>
            <SearchIcon size={large ? 20 : 18} />
          </span>
          <label id={ids.label} className={a11y.srOnly} htmlFor={inputId}>
            {large ? t('searchBox.label') : t('header.searchLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={large ? styles.inputLarge : styles.inputCompact}
            type="search"
            name="keyword"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            autoFocus={autoFocus}
            placeholder={large ? t('searchBox.placeholder') : t('header.searchPlaceholder')}
            value={value}
            onChange={(e) => {
              asked.current = true;
              loadSuggestions();
              setValue(e.target.value);
              suggestions?.change(e.target.value);
            }}
            onKeyDown={(e) => void suggestions?.keyDown(e, ctx)}
            onFocus={() => {
              loadSuggestions();
              if (arrivalFocus.current) arrivalFocus.current = false;
              else {
                asked.current = true;
                suggestions?.focus(typed);
              }
            }}
            onClick={() => {
              asked.current = true;
              loadSuggestions();
              suggestions?.focus(typed);
            }}
            onBlur={() => suggestions?.blur()}
            data-testid={large ? 'search-input' : undefined}
            {...suggestions?.inputProps(ids, typed)}
          />
        </span>
        {large && (
          <button type="submit" className={styles.submit}>
            <SearchIcon size={18} className={styles.submitIcon} />
            <span className={styles.submitText}>{t('searchBox.submit')}</span>
          </button>
        )}
      </form>
      {suggestions && <suggestions.Popup ids={ids} ctx={ctx} />}
    </div>
  );
});
