/**
 * THE search input: the header's box (and the drawer's, and the not-found page's) and the search
 * page's box with suggestions. A plain <input type="search">: Fluent's SearchBox (Input + Field +
 * icons) would add ≈ 7 KB gzip to every first load for one text field.
 *
 *   compact  the header's filled pill; Enter searches.
 *   large    the search page's box with a submit button. With `suggestions` it is a combobox
 *            (ARIA 1.2): keyword suggestions and matching contents while typing
 *            (contents/search-keyword-suggestions, debounced); arrow keys move through the
 *            options, Enter picks one (or searches the typed text), Escape closes the list.
 *
 * Searching goes to /search?keyword=…; the box shows the keyword of the page it is on.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../common/types';
import { useStores } from '../stores/context';
import { contentPath, contentTypeLabelKey } from './contentPath';
import { SearchIcon } from './icons';
import { brandTeal, palette } from './theme';
import { srOnlyStyle } from './styles';

export const SUGGEST_DEBOUNCE_MS = 250;

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
  box: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    flexGrow: 1,
    minWidth: 0,
    color: tokens.colorNeutralForeground3,
  },
  boxCompact: {
    width: '100%',
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
  srOnly: srOnlyStyle,
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

export interface SearchInputProps {
  /** compact: the header's box; large: the search page's box with a submit button. */
  variant?: 'compact' | 'large';
  /** Suggestions while typing (a combobox). */
  suggestions?: boolean;
  /** A suggested content was opened (click tracking). */
  onOpenItem?: (item: ContentItem, typed: string) => void;
  /** After a search was started (the drawer closes itself). */
  onSubmitted?: () => void;
  /** Names the search landmark when a page has a second one (the header has one). */
  labelledBy?: string;
  autoFocus?: boolean;
}

export const SearchInput = observer(function SearchInput({ variant = 'compact', suggestions = false, onOpenItem, onSubmitted, labelledBy, autoFocus }: SearchInputProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { search } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const large = variant === 'large';
  const ids = { listbox: useId(), status: useId(), label: useId() };
  const inputId = `${ids.listbox}-input`;
  // On /search the box shows the page's keyword; elsewhere it keeps what was typed.
  const pageKeyword = location.pathname === '/search' ? (new URLSearchParams(location.search).get('keyword') ?? '').trim() : null;
  const [value, setValue] = useState(pageKeyword ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (pageKeyword !== null) setValue(pageKeyword);
  }, [pageKeyword]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (suggestions) search.clearSuggestions();
    },
    [search, suggestions],
  );

  const typed = value.trim();
  const data = suggestions ? search.suggestions.data : null;
  const options: Option[] = [];
  if (data && typed) {
    if (data.didYouMean) options.push({ kind: 'keyword', keyword: data.didYouMean, didYouMean: true });
    for (const k of data.keywords) if (k !== data.didYouMean) options.push({ kind: 'keyword', keyword: k });
    for (const item of data.items) options.push({ kind: 'item', item });
  }
  const keywordOptions = options.filter((o) => o.kind === 'keyword');
  const itemOptions = options.filter((o) => o.kind === 'item');
  const showPopup = suggestions && open && typed.length > 0 && (search.suggestions.loading || options.length > 0 || search.suggestions.loaded);

  const searchFor = (keyword: string) => {
    navigate(`/search?${new URLSearchParams({ keyword }).toString()}`);
    onSubmitted?.();
  };

  const onChange = (next: string) => {
    setValue(next);
    if (!suggestions) return;
    setActive(-1);
    setOpen(true);
    if (timer.current) clearTimeout(timer.current);
    if (!next.trim()) {
      search.clearSuggestions();
      return;
    }
    timer.current = setTimeout(() => void search.suggest(next), SUGGEST_DEBOUNCE_MS);
  };

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    if (option.kind === 'keyword') {
      setValue(option.keyword);
      searchFor(option.keyword);
    } else {
      onOpenItem?.(option.item, typed);
      navigate(contentPath(option.item));
    }
  };

  const submit = () => {
    setOpen(false);
    if (timer.current) clearTimeout(timer.current);
    if (!typed) return;
    searchFor(typed);
    // The page's box hides the on-screen keyboard so the results show.
    if (large) inputRef.current?.blur();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself; the options are 0..n-1; the ends wrap around.
      setActive((i) => {
        const next = i + delta;
        if (next < -1) return options.length - 1;
        if (next > options.length - 1) return -1;
        return next;
      });
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = showPopup && active >= 0 && active < options.length ? options[active] : null;
      if (chosen) choose(chosen);
      else submit();
      return;
    }
    if (e.key === 'Escape' && showPopup) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeIndex = active >= 0 && active < options.length ? active : -1;
  const optionId = (i: number) => `${ids.listbox}-opt-${i}`;
  const renderOption = (option: Option) => {
    const index = options.indexOf(option);
    const isActive = index === activeIndex;
    return (
      <div
        key={option.kind === 'keyword' ? `k-${option.keyword}` : `i-${option.item.type}-${option.item.contentId}`}
        id={optionId(index)}
        role="option"
        aria-selected={isActive}
        className={mergeClasses(styles.option, isActive && styles.active)}
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => setActive(index)}
        onClick={() => choose(option)}
        data-testid={option.kind === 'keyword' ? 'suggestion-keyword' : 'suggestion-item'}
      >
        {option.kind === 'keyword' ? (
          <>
            <SearchIcon size={16} />
            <span>
              {option.didYouMean ? (
                t('searchBox.didYouMeanOption', { keyword: option.keyword })
              ) : (
                <Highlight text={option.keyword} query={typed} className={styles.mark} />
              )}
            </span>
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
  if (showPopup && !search.suggestions.loading) status = options.length ? t('searchBox.suggestionsCount', { count: options.length }) : t('searchBox.noSuggestions');

  const combobox = suggestions
    ? ({
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': showPopup,
        'aria-controls': ids.listbox,
        'aria-activedescendant': showPopup && activeIndex >= 0 ? optionId(activeIndex) : undefined,
        'aria-describedby': ids.status,
        onFocus: () => typed && setOpen(true),
        onBlur: () => setOpen(false),
      } as const)
    : {};

  return (
    <div className={mergeClasses(styles.root, large && styles.rootLarge)}>
      <form
        role="search"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : large ? t('searchBox.formLabel') : undefined}
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
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            data-testid={large ? 'search-input' : undefined}
            {...combobox}
          />
        </span>
        {large && (
          <button type="submit" className={styles.submit}>
            <SearchIcon size={18} className={styles.submitIcon} />
            <span className={styles.submitText}>{t('searchBox.submit')}</span>
          </button>
        )}
      </form>
      {suggestions && (
        <>
          <span id={ids.status} className={styles.srOnly} role="status" aria-live="polite">
            {status}
          </span>
          <div id={ids.listbox} role="listbox" aria-labelledby={ids.label} className={styles.popup} hidden={!showPopup} data-testid="search-suggestions">
            {search.suggestions.loading && options.length === 0 && <div className={styles.hint}>{t('searchBox.suggesting')}</div>}
            {!search.suggestions.loading && options.length === 0 && <div className={styles.hint}>{t('searchBox.noSuggestions')}</div>}
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
      )}
    </div>
  );
});
