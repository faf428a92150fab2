/**
 * The three money lines of a purchase (total price, discount, total payment) as the cart and the
 * checkout show them. The numbers come from src/common/cart.ts (`CartTotals`); this only lays
 * them out, so both screens read the same way.
 */
import { makeStyles } from '@fluentui/react-components';
import { formatRupiah } from '../../common/format';
import type { CartTotals } from '../../common/cart';
import { palette } from './theme';

const useStyles = makeStyles({
  dl: { margin: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'flex', justifyContent: 'space-between', gap: '12px', margin: 0 },
  totalRow: { display: 'flex', justifyContent: 'space-between', gap: '12px', margin: 0, fontWeight: 800, fontSize: '18px', color: palette.indigoDeep },
  dd: { margin: 0, whiteSpace: 'nowrap' },
});

export interface TotalsListProps {
  totals: CartTotals;
  labels: { totalPrice: string; totalDiscount: string; totalPayment: string };
  /** Test ids `<prefix>-total-price`, `-total-discount`, `-total-payment`. */
  testIdPrefix: string;
}

export function TotalsList({ totals, labels, testIdPrefix }: TotalsListProps) {
  const styles = useStyles();
  return (
    <dl className={styles.dl}>
      <div className={styles.row}>
        <dt>{labels.totalPrice}</dt>
        <dd className={styles.dd} data-testid={`${testIdPrefix}-total-price`}>
          {formatRupiah(totals.totalPrice)}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{labels.totalDiscount}</dt>
        <dd className={styles.dd} data-testid={`${testIdPrefix}-total-discount`}>
          {totals.totalDiscount > 0 ? `−${formatRupiah(totals.totalDiscount)}` : formatRupiah(0)}
        </dd>
      </div>
      <div className={styles.totalRow}>
        <dt>{labels.totalPayment}</dt>
        <dd className={styles.dd} data-testid={`${testIdPrefix}-total-payment`}>
          {formatRupiah(totals.totalPayment)}
        </dd>
      </div>
    </dl>
  );
}
