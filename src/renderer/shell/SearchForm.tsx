import { useEffect, useState, type FormEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../components/icons';

/**
 * A plain <input type="search"> styled like Fluent's filled search box: Fluent's SearchBox
 * (Input + Field + icons) would add ≈ 7 KB gzip to every first load for one text field.
 */
const useStyles = makeStyles({
  form: { display: 'flex', width: '100%', minWidth: 0 },
  box: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minWidth: 0,
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid transparent`,
    color: tokens.colorNeutralForeground3,
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
  icon: { position: 'absolute', left: '12px', display: 'inline-flex', pointerEvents: 'none' },
  input: {
    flexGrow: 1,
    minWidth: 0,
    height: '100%',
    border: 'none',
    outline: 'none',
    background: 'transparent',
    padding: '0 14px 0 38px',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    '::placeholder': { color: tokens.colorNeutralForeground3, opacity: 1 },
  },
});

/** Search box; Enter navigates to /search?keyword=… */
export function SearchForm({ onSubmitted, autoFocus }: { onSubmitted?: () => void; autoFocus?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState('');

  useEffect(() => {
    if (location.pathname === '/search') setValue(new URLSearchParams(location.search).get('keyword') ?? '');
  }, [location.pathname, location.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) return;
    navigate(`/search?${new URLSearchParams({ keyword }).toString()}`);
    onSubmitted?.();
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <span className={styles.box}>
        <span className={styles.icon}>
          <SearchIcon size={18} />
        </span>
        <input
          className={styles.input}
          type="search"
          value={value}
          autoFocus={autoFocus}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t('header.searchPlaceholder')}
          aria-label={t('header.searchLabel')}
          name="keyword"
          enterKeyHint="search"
          autoComplete="off"
        />
      </span>
    </form>
  );
}
