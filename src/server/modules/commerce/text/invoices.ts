import type { ContentTypeId, Locale } from '../../../../common/enums.js';
import type { PaymentStatusId } from '../../../../common/payments.js';
import { messagesOf } from '../../../http/messages.js';

/** The invoice's texts in Indonesian and English. */
export const INVOICE_LABELS = {
  id: {
    title: 'Faktur Pembelian',
    seller: 'Penjual',
    taxId: 'NPWP',
    buyer: 'Pembeli',
    number: 'Nomor faktur',
    date: 'Tanggal',
    item: 'Produk',
    type: 'Jenis',
    price: 'Harga',
    discount: 'Diskon',
    subtotal: 'Subtotal',
    voucher: 'Voucher',
    total: 'Total',
    channel: 'Metode pembayaran',
    status: 'Status pembayaran',
    paidAt: 'Dibayar pada',
    none: '—',
    footer: 'Faktur ini dibuat secara elektronik dan sah tanpa tanda tangan.',
  },
  en: {
    title: 'Purchase Invoice',
    seller: 'Seller',
    taxId: 'Tax ID (NPWP)',
    buyer: 'Buyer',
    number: 'Invoice number',
    date: 'Date',
    item: 'Item',
    type: 'Type',
    price: 'Price',
    discount: 'Discount',
    subtotal: 'Subtotal',
    voucher: 'Voucher',
    total: 'Total',
    channel: 'Payment method',
    status: 'Payment status',
    paidAt: 'Paid at',
    none: '—',
    footer: 'This invoice was issued electronically and is valid without a signature.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type InvoiceLabels = (typeof INVOICE_LABELS)[Locale];

const STATUS: Record<PaymentStatusId, Record<Locale, string>> = {
  1: { id: 'Menunggu pembayaran', en: 'Awaiting payment' },
  2: { id: 'Lunas', en: 'Paid' },
  3: { id: 'Kedaluwarsa', en: 'Expired' },
};

export function paymentStatusLabel(status: PaymentStatusId, locale: Locale): string {
  return STATUS[status][locale];
}

const CONTENT_TYPES: Record<ContentTypeId, Record<Locale, string>> = {
  1: { id: 'Kursus', en: 'Course' },
  2: { id: 'Microlearning', en: 'Microlearning' },
  3: { id: 'Webinar', en: 'Webinar' },
  5: { id: 'Belajar Kilat', en: 'Belajar Kilat' },
  6: { id: 'Paket', en: 'Package' },
  8: { id: 'Jalur Belajar', en: 'Learning path' },
  10: { id: 'Artikel', en: 'Article' },
  26: { id: 'Bootcamp', en: 'Bootcamp' },
  32: { id: 'Langganan', en: 'Subscription' },
  37: { id: 'Acara', en: 'Event' },
};

export function contentTypeLabel(type: ContentTypeId, locale: Locale): string {
  return CONTENT_TYPES[type]?.[locale] ?? String(type);
}

const TEXT = {
  /** The type column of a donation's line (a donation is no content type). */
  donation: { id: 'Donasi', en: 'Donation' },
  invoiceNotFound: { id: 'Faktur tidak ditemukan.', en: 'Invoice not found.' },
  badInvoiceId: {
    id: 'invoiceId harus berupa id pesanan atau nomor faktur (huruf, angka, -, _, /; paling banyak 64).',
    en: 'invoiceId must be an order id or an invoice number (letters, digits, -, _, /; at most 64).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const say = messagesOf(TEXT);

/** The type column of a donation's line (a donation is no content type). */
export const donationLabel = (locale: Locale): string => say(locale, 'donation');

export const invoiceNotFoundText = (locale: Locale): string => say(locale, 'invoiceNotFound');

export const badInvoiceIdText = (locale: Locale): string => say(locale, 'badInvoiceId');
