/** The product logo: a teal rounded mark (open book + spark) and the wordmark. */
import { useTranslation } from 'react-i18next';
import { palette } from './theme';
import { cx } from './classNames';
import styles from './Logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill={palette.teal} />
      <path d="M9 13.5c3.8-1.2 7.5-.8 11 1.5v14c-3.5-2.3-7.2-2.7-11-1.5Z" fill="#fff" opacity=".95" />
      <path d="M31 13.5c-3.8-1.2-7.5-.8-11 1.5v14c3.5-2.3 7.2-2.7 11-1.5Z" fill="#DEF4F1" />
      <circle cx="29.5" cy="9.5" r="2.5" fill="#F59E0B" />
    </svg>
  );
}

export function Logo({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.root} role="img" aria-label={t('app.logoAlt')}>
      <LogoMark size={size} />
      <span className={cx(styles.word, inverted && styles.wordInverted)} aria-hidden="true">
        {t('app.name')}
        <span className={styles.dot}>.</span>
      </span>
    </span>
  );
}
