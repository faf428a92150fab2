/** Error (with retry), empty and loading states of lists and page blocks, in the home page's style. */
import type { ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { apiMessageKey } from '../../api/errors';
import { AlertIcon, RetryIcon, SearchOffIcon } from '../icons';

const useStyles = makeStyles({
  state: {
    display: 'flex',
    alignItems: 'center',
    gap: '14px',
    flexWrap: 'wrap',
    padding: '20px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    fontSize: '14px',
    lineHeight: '20px',
  },
  big: { flexDirection: 'column', textAlign: 'center', justifyContent: 'center', padding: '40px 20px', gap: '10px' },
  error: { ...shorthands.borderStyle('solid'), ...shorthands.borderColor('#FECACA'), backgroundColor: '#FEF2F2', color: '#7F1D1D' },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', flexGrow: 1, minWidth: '200px' },
  bigText: { flexGrow: 0, alignItems: 'center', maxWidth: '520px' },
  title: { fontWeight: 700, fontSize: '15px', color: 'inherit', margin: 0 },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  errorIcon: { color: '#B91C1C' },
});

/** The text of an API failure message in the UI language (catalogue messages are translated). */
export function useErrorText(): (message: string | null | undefined) => string {
  const { t } = useTranslation();
  return (message) => {
    const key = message ? apiMessageKey(message) : undefined;
    return key ? t(key) : message || t('errors.generic');
  };
}

export interface ErrorStateProps {
  /** What failed ("Search results", "Reviews" …); shown as "Could not load …". */
  title?: string;
  message: string | null;
  onRetry?: () => void;
  big?: boolean;
  className?: string;
}

export function ErrorState({ title, message, onRetry, big = false, className }: ErrorStateProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const text = useErrorText();
  return (
    <div className={mergeClasses(styles.state, styles.error, big && styles.big, className)} role="alert" data-testid="listing-error">
      <AlertIcon size={big ? 32 : 22} className={mergeClasses(styles.icon, styles.errorIcon)} />
      <div className={mergeClasses(styles.text, big && styles.bigText)}>
        <p className={styles.title}>{title ? t('listing.errorTitle', { title }) : t('errors.generic')}</p>
        <span>{text(message)}</span>
      </div>
      {onRetry && (
        <Button appearance="primary" icon={<RetryIcon size={18} />} onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
    </div>
  );
}

export interface EmptyStateProps {
  title?: string;
  text?: string;
  action?: ReactNode;
  big?: boolean;
  className?: string;
}

export function EmptyState({ title, text, action, big = false, className }: EmptyStateProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={mergeClasses(styles.state, big && styles.big, className)} role="status" data-testid="listing-empty">
      <SearchOffIcon size={big ? 36 : 22} className={styles.icon} />
      <div className={mergeClasses(styles.text, big && styles.bigText)}>
        <p className={styles.title}>{title ?? t('listing.emptyTitle')}</p>
        {text && <span>{text}</span>}
      </div>
      {action}
    </div>
  );
}
