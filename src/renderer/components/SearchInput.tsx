/**
 * THE search input: the header's box (and the drawer's, and the not-found page's) and the search
 * page's box. A plain <input type="search">: Fluent's SearchBox (Input + Field + icons) would add
 * ≈ 7 KB gzip to every first load for one text field.
 *
 *   compact  the header's filled pill; Enter searches.
 *   large    the search page's box with a submit button.
 *
 * Searching goes to /search?keyword=…; on /search the box shows the page's keyword. The search
 * page plugs in suggestions while typing (`suggestions`, from features/search/searchSuggestions.tsx: a module of
 * its own, so the header's box in every first load does not carry the combobox).
 */
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './firstLoadIcons';
import { trackSearch } from '../platform/tagManager';
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

/** Suggestions plugged into the box (features/search/searchSuggestions.tsx). */
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
}

export interface SearchInputProps {
  /** compact: the header's box; large: the search page's box with a submit button. */
  variant?: 'compact' | 'large';
  /** Suggestions while typing: useSearchSuggestions() of features/search/searchSuggestions.tsx. */
  suggestions?: SearchSuggestionsBinding;
  /** After a search was started (the drawer closes itself). */
  onSubmitted?: () => void;
  /** Names the search landmark when a page has a second one (the header has one). */
  labelledBy?: string;
  autoFocus?: boolean;
}

export const SearchInput = observer(function SearchInput({ variant = 'compact', suggestions, onSubmitted, labelledBy, autoFocus }: SearchInputProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const large = variant === 'large';
  const ids: SearchInputIds = { label: useId(), listbox: useId(), status: useId() };
  const inputId = `${ids.label}-input`;
  // On /search the box shows the page's keyword; elsewhere it keeps what was typed.
  const pageKeyword = location.pathname === '/search' ? (new URLSearchParams(location.search).get('keyword') ?? '').trim() : null;
  const [value, setValue] = useState(pageKeyword ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

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
      navigate(`/search?${new URLSearchParams({ keyword }).toString()}`);
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
    <div className={cx(styles.root, large && styles.rootLarge)}>
      <form
        role="search"
        aria-labelledby={labelledBy}
        aria-label={labelledBy || !large ? undefined : t('searchBox.formLabel')}
        className={cx(styles.form, large && styles.formLarge)}
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
              setValue(e.target.value);
              suggestions?.change(e.target.value);
            }}
            onKeyDown={(e) => void suggestions?.keyDown(e, ctx)}
            onFocus={() => suggestions?.focus(typed)}
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
