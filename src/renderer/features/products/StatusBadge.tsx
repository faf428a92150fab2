/** Upcoming / live / ended badge of dated products (webinars, events, bootcamps). */
import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { daysUntil, type LiveState } from './helpers';

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    padding: '4px 10px',
    borderRadius: '999px',
    fontSize: '13px',
    fontWeight: 700,
    lineHeight: '18px',
  },
  dot: { width: '8px', height: '8px', borderRadius: '50%', backgroundColor: 'currentColor' },
});

const COLORS: Record<LiveState, { background: string; text: string }> = {
  upcoming: { background: '#DEF4F1', text: '#0A665E' },
  live: { background: '#FEE2E2', text: '#991B1B' },
  past: { background: '#F3F4F6', text: '#374151' },
};

export function StatusBadge({ state, startAt }: { state: LiveState; startAt: string | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const days = state === 'upcoming' ? daysUntil(startAt) : null;
  let text = t(`products.status.${state}`);
  if (days !== null && days >= 0) text = days === 0 ? t('products.status.today') : t('products.status.inDays', { count: days });
  return (
    <span className={styles.badge} style={{ backgroundColor: COLORS[state].background, color: COLORS[state].text }} data-testid="live-status" data-state={state}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </span>
  );
}
