/** Pieces both transaction pages use: the status badge, the channel's name, the page frame's styles. */
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PaymentStatus } from '../../../common/enums';
import { paymentChannelById } from '../../../common/payments';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';

export const usePageStyles = makeStyles({
  page: {
    maxWidth: '960px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
});

const useBadgeStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: '2px 10px',
    borderRadius: '999px',
    fontSize: '13px',
    lineHeight: '20px',
    fontWeight: 700,
    whiteSpace: 'nowrap',
  },
  // Text colours are 4.5:1 or better on their backgrounds (WCAG AA).
  pending: { backgroundColor: '#FEF3C7', color: '#7A4A00' },
  success: { backgroundColor: palette.tealSoft, color: '#065A52' },
  fail: { backgroundColor: '#FDE7EA', color: '#9B1C31' },
});

/** PENDING 1 → waiting payment, SUCCESS 2 → success, EXPIRED 3 (expired or cancelled) → fail. */
export function OrderStatusBadge({ status }: { status: number }) {
  const styles = useBadgeStyles();
  const { t } = useTranslation();
  const tone = status === PaymentStatus.SUCCESS ? styles.success : status === PaymentStatus.PENDING ? styles.pending : styles.fail;
  const key = status === PaymentStatus.SUCCESS || status === PaymentStatus.PENDING ? status : PaymentStatus.EXPIRED;
  return (
    <span className={mergeClasses(styles.badge, tone)} data-testid="order-status" data-status={key}>
      {t(`transactions.badge.${key}`)}
    </span>
  );
}

/** The channel's brand name (src/common/payments.ts), or null before one is chosen. */
export function channelName(paymentTypeId: number | null): string | null {
  return paymentTypeId === null ? null : (paymentChannelById(paymentTypeId)?.name ?? null);
}
