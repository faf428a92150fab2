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
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons';
import { brandTeal, palette } from './theme';
import { srOnlyStyle } from './styles';
import { trackSearch } from '../platform/tagManager';

const inputBase = {
  flexGrow: 1,
  minWidth: 0,
  height: '100%',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  color: tokens.colorNeutralForeground1,
  '::placeholder': { color: tokens.colorNeutralForeground3, opacity: 1 },
} as const;

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%', minWidth: 0 },
  rootLarge: { maxWidth: '720px' },
  form: { display: 'flex', width: '100%', minWidth: 0 },
  formLarge: { gap: '8px' },
  box: { position: 'relative', display: 'flex', alignItems: 'center', flexGrow: 1, minWidth: 0, color: tokens.colorNeutralForeground3 },
  boxCompact: {
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid transparent`,
    transitionProperty: 'border-color, background-color, box-shadow',
    transitionDuration: tokens.durationFaster,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover },
    ':focus-within': {
      backgroundColor: tokens.colorNeutralBackground1,
      border: `1px solid ${tokens.colorBrandStroke1}`,
      boxShadow: `0 0 0 2px ${tokens.colorBrandBackground2}`,
      color: tokens.colorBrandForeground1,
    },
  },
  boxLarge: {
    height: '48px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    boxShadow: '0 1px 2px rgba(16, 24, 40, 0.05)',
    ':focus-within': {
      ...shorthands.borderColor(brandTeal[80]),
      boxShadow: `0 0 0 3px ${palette.tealSoft}`,
      color: palette.tealDark,
    },
  },
  icon: { position: 'absolute', display: 'inline-flex', pointerEvents: 'none' },
  iconCompact: { left: '12px' },
  iconLarge: { left: '14px' },
  inputCompact: { ...inputBase, padding: '0 14px 0 38px', fontSize: tokens.fontSizeBase300 },
  inputLarge: { ...inputBase, padding: '0 14px 0 44px', fontSize: '16px', '::-webkit-search-cancel-button': { cursor: 'pointer' } },
  submit: {
    flexShrink: 0,
    height: '48px',
    padding: '0 20px',
    borderRadius: '12px',
    border: 'none',
    backgroundColor: brandTeal[70],
    color: '#FFFFFF',
    fontFamily: 'inherit',
    fontSize: '15px',
    fontWeight: 700,
    cursor: 'pointer',
    ':hover': { backgroundColor: palette.tealDark },
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  submitIcon: { display: 'none', '@media (max-width: 640px)': { display: 'inline' } },
  submitText: { '@media (max-width: 640px)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
  srOnly: srOnlyStyle,
});

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
  const styles = useStyles();
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
    <div className={mergeClasses(styles.root, large && styles.rootLarge)}>
      <form
        role="search"
        aria-labelledby={labelledBy}
        aria-label={labelledBy || !large ? undefined : t('searchBox.formLabel')}
        className={mergeClasses(styles.form, large && styles.formLarge)}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <span className={mergeClasses(styles.box, large ? styles.boxLarge : styles.boxCompact)}>
          <span className={mergeClasses(styles.icon, large ? styles.iconLarge : styles.iconCompact)}>
            <SearchIcon size={large ? 20 : 18} />
          </span>
          <label id={ids.label} className={styles.srOnly} htmlFor={inputId}>
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
