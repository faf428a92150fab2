/** Upcoming / live / ended badge of dated products (webinars, events, bootcamps). */
import { useTranslation } from 'react-i18next';
import { daysUntil, type LiveState } from './helpers';
import styles from './StatusBadge.module.css';

const COLORS: Record<LiveState, { background: string; text: string }> = {
  upcoming: { background: '#DEF4F1', text: '#0A665E' },
  live: { background: '#FEE2E2', text: '#991B1B' },
  past: { background: '#F3F4F6', text: '#374151' },
};

export function StatusBadge({ state, startAt }: { state: LiveState; startAt: string | null }) {
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
