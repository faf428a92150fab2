/**
 * A payment channel's brand mark (issue 25): a wordmark in the brand's colours drawn here (styled
 * text and a small inline SVG for QRIS), never an image from another host. Decorative: the
 * channel's name is always written beside it, so the mark is hidden from screen readers.
 * Colours: PaymentMark.module.css (one custom property set per brand).
 */
import { cx } from './classNames';
import styles from './PaymentMark.module.css';

export interface MarkSpec {
  /** The brand's class in PaymentMark.module.css. */
  brand: 'bca' | 'bni' | 'bri' | 'permata' | 'cimb' | 'mandiri' | 'qris' | 'gopay' | 'shopeepay' | 'indomaret' | 'alfamart' | 'akulaku' | 'kredivo' | 'voucher' | 'other';
  /** The wordmark. */
  word: string;
  /** A product's word after the bank's (KlikPay, e-Pay, Clicks). */
  sub?: string;
}

/** The mark of each channel code of src/common/payments.ts. */
export const PAYMENT_MARKS: Readonly<Record<string, MarkSpec>> = {
  bca_va: { brand: 'bca', word: 'BCA' },
  bni_va: { brand: 'bni', word: 'BNI' },
  bri_va: { brand: 'bri', word: 'BRI' },
  permata_va: { brand: 'permata', word: 'Permata' },
  cimb_va: { brand: 'cimb', word: 'CIMB' },
  mandiri_bill: { brand: 'mandiri', word: 'mandiri' },
  qris: { brand: 'qris', word: 'QRIS' },
  gopay: { brand: 'gopay', word: 'gopay' },
  shopeepay: { brand: 'shopeepay', word: 'ShopeePay' },
  indomaret: { brand: 'indomaret', word: 'Indomaret' },
  alfamart: { brand: 'alfamart', word: 'Alfamart' },
  akulaku: { brand: 'akulaku', word: 'akulaku' },
  kredivo: { brand: 'kredivo', word: 'kredivo' },
  bca_klikpay: { brand: 'bca', word: 'BCA', sub: 'KlikPay' },
  bri_epay: { brand: 'bri', word: 'BRI', sub: 'e-Pay' },
  cimb_clicks: { brand: 'cimb', word: 'CIMB', sub: 'Clicks' },
  voucher: { brand: 'voucher', word: 'VOUCHER' },
};

/** The mark of a channel; a channel added later without its own mark gets its name's first word. */
export function markOf(code: string, name: string): MarkSpec {
  return PAYMENT_MARKS[code] ?? { brand: 'other', word: (name.split(/\s+/)[0] ?? name).slice(0, 10) };
}

/** QRIS's sign: a small QR finder pattern beside the word. */
const qrGlyph = (
  <svg className={styles.glyph} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
    <path d="M0 0h5v5H0zM1 1v3h3V1zM7 0h5v5H7zM8 1v3h3V1zM0 7h5v5H0zM1 8v3h3V8zM2 2h1v1H2zM9 2h1v1H9zM2 9h1v1H2zM7 7h2v2H7zM10 7h2v2h-2zM7 10h2v2H7zM10 10h2v2h-2z" />
  </svg>
);

export function PaymentMark({ code, name, className }: { code: string; name: string; className?: string }) {
  const mark = markOf(code, name);
  return (
    <span className={cx(styles.mark, styles[mark.brand], className)} aria-hidden="true" data-mark={mark.brand} data-testid={`payment-mark-${code}`}>
      {mark.brand === 'qris' && qrGlyph}
      <span className={styles.word}>{mark.word}</span>
      {mark.sub && <span className={styles.sub}>{mark.sub}</span>}
    </span>
  );
}
