import { PaymentMethodGroup, PaymentStatus } from './enums.js';

/**
 * Payment channels (issue 11): the method groups of the spec and the channels inside each, with
 * what each one is called on Midtrans's Core API. One table, read by the server's gateway adapter
 * (src/server/payments/gateway), the sandbox gateway and the renderer's checkout.
 */

export type PaymentMethodGroupId = (typeof PaymentMethodGroup)[keyof typeof PaymentMethodGroup];
export type PaymentStatusId = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Midtrans Core API `payment_type` values our channels use. */
export const MIDTRANS_PAYMENT_TYPES = ['bank_transfer', 'echannel', 'qris', 'gopay', 'shopeepay', 'cstore', 'akulaku', 'kredivo', 'bca_klikpay', 'bri_epay', 'cimb_clicks'] as const;
export type MidtransPaymentType = (typeof MIDTRANS_PAYMENT_TYPES)[number];

/** Banks of `bank_transfer.bank` (virtual accounts). */
export const MIDTRANS_VA_BANKS = ['bca', 'bni', 'bri', 'permata', 'cimb'] as const;
export type MidtransVaBank = (typeof MIDTRANS_VA_BANKS)[number];

/** Stores of `cstore.store`. */
export const MIDTRANS_STORES = ['indomaret', 'alfamart'] as const;
export type MidtransStore = (typeof MIDTRANS_STORES)[number];

/** How a channel is charged on Midtrans: the payment type and, for VA and stores, which one. */
export type MidtransChannel =
  { paymentType: 'bank_transfer'; bank: MidtransVaBank } | { paymentType: 'cstore'; store: MidtransStore } | { paymentType: Exclude<MidtransPaymentType, 'bank_transfer' | 'cstore'> };

export interface PaymentMethodGroupInfo {
  id: PaymentMethodGroupId;
  /** The spec's name of the group. */
  key: keyof typeof PaymentMethodGroup;
  name: { id: string; en: string };
}

export interface PaymentChannel {
  /** Our payment type id (payment/payment-types/{id}/instruction). Permanent once released. */
  id: number;
  /** Stable short name, e.g. for file names and test ids. */
  code: string;
  group: PaymentMethodGroupId;
  /** Brand names read the same in both languages. */
  name: string;
  /** null: never reaches the gateway (paid in full by a voucher). */
  midtrans: MidtransChannel | null;
}

/** The groups in the order checkout lists them. */
export const PAYMENT_METHOD_GROUPS: readonly PaymentMethodGroupInfo[] = [
  { id: PaymentMethodGroup.TRANSFER_VIRTUAL_ACCOUNT, key: 'TRANSFER_VIRTUAL_ACCOUNT', name: { id: 'Transfer Virtual Account', en: 'Virtual account transfer' } },
  { id: PaymentMethodGroup.MANDIRI_E_CHANNEL, key: 'MANDIRI_E_CHANNEL', name: { id: 'Mandiri Bill Payment', en: 'Mandiri bill payment' } },
  { id: PaymentMethodGroup.INSTANT_PAYMENT, key: 'INSTANT_PAYMENT', name: { id: 'Pembayaran Instan', en: 'Instant payment' } },
  { id: PaymentMethodGroup.SHOPEE_PAY, key: 'SHOPEE_PAY', name: { id: 'ShopeePay', en: 'ShopeePay' } },
  { id: PaymentMethodGroup.OVER_THE_COUNTER, key: 'OVER_THE_COUNTER', name: { id: 'Gerai Retail', en: 'Over the counter' } },
  { id: PaymentMethodGroup.CARDLESS, key: 'CARDLESS', name: { id: 'Cicilan Tanpa Kartu', en: 'Cardless credit' } },
  { id: PaymentMethodGroup.DIRECT_DEBIT, key: 'DIRECT_DEBIT', name: { id: 'Debit Langsung', en: 'Direct debit' } },
  { id: PaymentMethodGroup.VOUCHER, key: 'VOUCHER', name: { id: 'Voucher', en: 'Voucher' } },
];

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  { id: 1, code: 'bca_va', group: PaymentMethodGroup.TRANSFER_VIRTUAL_ACCOUNT, name: 'BCA Virtual Account', midtrans: { paymentType: 'bank_transfer', bank: 'bca' } },
  { id: 2, code: 'bni_va', group: PaymentMethodGroup.TRANSFER_VIRTUAL_ACCOUNT, name: 'BNI Virtual Account', midtrans: { paymentType: 'bank_transfer', bank: 'bni' } },
  { id: 3, code: 'bri_va', group: PaymentMethodGroup.TRANSFER_VIRTUAL_ACCOUNT, name: 'BRI Virtual Account', midtrans: { paymentType: 'bank_transfer', bank: 'bri' } },
  { id: 4, code: 'permata_va', group: PaymentMethodGroup.TRANSFER_VIRTUAL_ACCOUNT, name: 'Permata Virtual Account', midtrans: { paymentType: 'bank_transfer', bank: 'permata' } },
  { id: 5, code: 'cimb_va', group: PaymentMethodGroup.TRANSFER_VIRTUAL_ACCOUNT, name: 'CIMB Niaga Virtual Account', midtrans: { paymentType: 'bank_transfer', bank: 'cimb' } },
  { id: 6, code: 'mandiri_bill', group: PaymentMethodGroup.MANDIRI_E_CHANNEL, name: 'Mandiri Bill Payment', midtrans: { paymentType: 'echannel' } },
  { id: 7, code: 'qris', group: PaymentMethodGroup.INSTANT_PAYMENT, name: 'QRIS', midtrans: { paymentType: 'qris' } },
  { id: 8, code: 'gopay', group: PaymentMethodGroup.INSTANT_PAYMENT, name: 'GoPay', midtrans: { paymentType: 'gopay' } },
  { id: 9, code: 'shopeepay', group: PaymentMethodGroup.SHOPEE_PAY, name: 'ShopeePay', midtrans: { paymentType: 'shopeepay' } },
  { id: 10, code: 'indomaret', group: PaymentMethodGroup.OVER_THE_COUNTER, name: 'Indomaret', midtrans: { paymentType: 'cstore', store: 'indomaret' } },
  { id: 11, code: 'alfamart', group: PaymentMethodGroup.OVER_THE_COUNTER, name: 'Alfamart', midtrans: { paymentType: 'cstore', store: 'alfamart' } },
  { id: 12, code: 'akulaku', group: PaymentMethodGroup.CARDLESS, name: 'Akulaku PayLater', midtrans: { paymentType: 'akulaku' } },
  { id: 13, code: 'kredivo', group: PaymentMethodGroup.CARDLESS, name: 'Kredivo', midtrans: { paymentType: 'kredivo' } },
  { id: 14, code: 'bca_klikpay', group: PaymentMethodGroup.DIRECT_DEBIT, name: 'BCA KlikPay', midtrans: { paymentType: 'bca_klikpay' } },
  { id: 15, code: 'bri_epay', group: PaymentMethodGroup.DIRECT_DEBIT, name: 'BRI e-Pay', midtrans: { paymentType: 'bri_epay' } },
  { id: 16, code: 'cimb_clicks', group: PaymentMethodGroup.DIRECT_DEBIT, name: 'CIMB Clicks', midtrans: { paymentType: 'cimb_clicks' } },
  { id: 17, code: 'voucher', group: PaymentMethodGroup.VOUCHER, name: 'Voucher', midtrans: null },
];

export function paymentChannelById(id: number): PaymentChannel | undefined {
  return PAYMENT_CHANNELS.find((c) => c.id === id);
}

export function paymentChannelsOfGroup(group: PaymentMethodGroupId): PaymentChannel[] {
  return PAYMENT_CHANNELS.filter((c) => c.group === group);
}

/** The channel a Midtrans transaction was paid with (its payment type and bank or store). */
export function paymentChannelOfMidtrans(paymentType: string, bankOrStore?: string | null): PaymentChannel | undefined {
  return PAYMENT_CHANNELS.find((c) => {
    const m = c.midtrans;
    if (!m || m.paymentType !== paymentType) return false;
    if (m.paymentType === 'bank_transfer') return m.bank === bankOrStore;
    if (m.paymentType === 'cstore') return m.store === bankOrStore;
    return true;
  });
}

/** Midtrans `transaction_status` values (Core API "Transaction Status"). */
export const MIDTRANS_TRANSACTION_STATUSES = ['pending', 'settlement', 'capture', 'deny', 'cancel', 'expire', 'failure', 'refund', 'partial_refund', 'authorize'] as const;
export type MidtransTransactionStatus = (typeof MIDTRANS_TRANSACTION_STATUSES)[number];

/**
 * Our payment status (spec: PENDING 1, SUCCESS 2, EXPIRED 3) of a gateway transaction: money
 * arrived (settlement, or a capture the fraud check accepted) is SUCCESS; still waiting is
 * PENDING; every ending without money (expire, cancel, deny, failure) is EXPIRED. Refunds are
 * not the shop's flow and keep the order paid. An unknown status stays PENDING (ask again).
 */
export function paymentStatusOfMidtrans(transactionStatus: string, fraudStatus?: string | null): PaymentStatusId {
  switch (transactionStatus) {
    case 'settlement':
    case 'refund':
    case 'partial_refund':
      return PaymentStatus.SUCCESS;
    case 'capture':
      return fraudStatus === 'challenge' || fraudStatus === 'deny' ? PaymentStatus.PENDING : PaymentStatus.SUCCESS;
    case 'expire':
    case 'cancel':
    case 'deny':
    case 'failure':
      return PaymentStatus.EXPIRED;
    default:
      return PaymentStatus.PENDING;
  }
}

/** What a payer needs to pay a pending charge; which fields are set depends on the channel. */
export interface PaymentInstructions {
  /** Virtual account number and its bank (bank transfer). */
  vaNumber?: string;
  bank?: MidtransVaBank;
  /** Mandiri bill payment: company (biller) code and bill key. */
  billerCode?: string;
  billKey?: string;
  /** Indomaret / Alfamart payment code and the store. */
  paymentCode?: string;
  store?: MidtransStore;
  /** QRIS / GoPay: the QR payload (draw it) and the gateway's QR image URL. */
  qrString?: string;
  qrCodeUrl?: string;
  /** GoPay / ShopeePay: the app link to open on a phone. */
  deeplinkUrl?: string;
  /** Cardless credit and direct debit: the page to send the payer to. */
  redirectUrl?: string;
}

/** Asia/Jakarta is UTC+7 all year (no daylight saving time). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as Midtrans writes it: Asia/Jakarta local time, "YYYY-MM-DD HH:mm:ss". */
export function toMidtransTime(date: Date): string {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of a Midtrans time ("YYYY-MM-DD HH:mm:ss" in Asia/Jakarta); null when malformed. */
export function fromMidtransTime(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  // The pattern has six mandatory groups, so the defaults never apply (and the round trip below would refuse them).
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = m.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(utc - JAKARTA_OFFSET_MS);
  // Date.UTC rolls 2024-02-31 over to March: refuse what does not come back the same.
  return toMidtransTime(date) === value ? date : null;
}

/** Midtrans writes amounts as decimal strings with two places: 150000 → "150000.00". */
export function toMidtransAmount(rupiah: number): string {
  return `${rupiah}.00`;
}

/** Rupiah of a Midtrans amount ("150000.00", "150000" or a number); null when not a whole, finite amount. */
export function fromMidtransAmount(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}(\.\d{1,2})?$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** Where the shop receives the gateway's HTTP notifications (the sandbox's default target). */
export const PAYMENT_NOTIFICATION_PATH = '/web/v2/payment/notification';

/**
 * The shop's finish page, where a payer's browser lands after a redirect payment (Midtrans's
 * "Finish Redirect URL": `?order_id=…&status_code=…&transaction_status=…`). It offers the desktop
 * app (belajar://payment/finish) and the website's payment page; `&app=desktop` opens the app at once.
 */
export const PAYMENT_FINISH_PATH = '/web/v2/payment/finish';
