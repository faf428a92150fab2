/**
 * Fluent's Spinner without its script (issue 23): the brand-coloured ring with its growing and
 * shrinking arc (Spinner.module.css), role="progressbar" with a name ("Loading…" unless a more
 * precise label is given, as components/BusySpinner's).
 */
import { useTranslation } from 'react-i18next';
import { cx } from '../classNames';
import styles from './Spinner.module.css';

export function PlainBusySpinner({ size = 'tiny', label, className }: { size?: 'extra-tiny' | 'tiny' | 'extra-small' | 'small'; label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="progressbar" aria-label={label ?? t('app.loading')} className={cx(styles.root, className)}>
      <span className={cx(styles.spinner, styles[size])}>
        <span className={styles.tail} />
      </span>
    </span>
  );
}
