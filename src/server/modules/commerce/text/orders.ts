import type { Locale } from '../../../../common/enums.js';
import { messagesOf } from '../../../http/messages.js';

/** Bilingual messages of orders and payments. */
const TEXT = {
  notFound: { id: 'Pesanan tidak ditemukan', en: 'Order not found' },
  paymentNotFound: { id: 'Pembayaran tidak ditemukan', en: 'Payment not found' },
  noQr: { id: 'Pembayaran ini tidak memakai kode QR', en: 'This payment has no QR code' },
  unknownChannel: { id: 'Metode pembayaran tidak dikenal', en: 'Unknown payment method' },
  unavailable: { id: 'Konten tidak tersedia untuk dibeli', en: 'The content is not available for purchase' },
  owned: { id: 'Anda sudah memiliki konten ini', en: 'You already own this content' },
  duplicate: { id: 'Konten yang sama tidak boleh dipesan dua kali', en: 'The same content cannot be ordered twice' },
  packageMismatch: { id: 'Paket harga tidak sesuai dengan bootcamp', en: 'The price tier does not belong to the bootcamp' },
  notPending: { id: 'Pesanan tidak lagi menunggu pembayaran', en: 'The order is no longer waiting for payment' },
  changedMeanwhile: {
    id: 'Metode pembayaran pesanan ini baru saja diganti oleh permintaan lain. Gunakan pembayaran yang berlaku sekarang.',
    en: 'The payment method of this order was just changed by another request. Use the payment now in force.',
  },
  keyReused: { id: 'Idempotency-Key sudah dipakai untuk pesanan lain', en: 'The Idempotency-Key was already used for another order' },
  badKey: { id: 'Idempotency-Key tidak valid (1–128 karakter)', en: 'Invalid Idempotency-Key (1–128 characters)' },
  gatewayDown: {
    id: 'Pembayaran belum dapat dibuat. Pesanan Anda tetap menunggu pembayaran: coba lagi atau pilih metode lain.',
    en: 'The payment could not be made. Your order is still waiting for payment: try again or choose another method.',
  },
  gatewayRefused: {
    id: 'Gerbang pembayaran menolak pembayaran ini. Pesanan dibatalkan dan tidak ada dana yang ditagih: pilih metode lain lalu pesan lagi.',
    en: 'The payment gateway refused this payment. The order was cancelled and nothing was charged: choose another method and order again.',
  },
  gatewayRefusedChange: {
    id: 'Gerbang pembayaran menolak metode ini. Pesanan Anda tetap dengan metode pembayaran sebelumnya: pilih metode lain.',
    en: 'The payment gateway refused this method. Your order keeps its previous payment method: choose another method.',
  },
  ordered: { id: 'Pesanan dibuat', en: 'Order placed' },
  cancelled: { id: 'Pesanan dibatalkan', en: 'Order cancelled' },
  changed: { id: 'Metode pembayaran diubah', en: 'Payment method changed' },
  badSignature: { id: 'Tanda tangan notifikasi tidak valid', en: 'Invalid notification signature' },
  vaNumber: { id: 'Nomor virtual account', en: 'Virtual account' },
  billKey: { id: 'Kode bayar', en: 'Bill key' },
  billerCode: { id: 'kode perusahaan', en: 'biller code' },
  paymentCode: { id: 'Kode pembayaran', en: 'Payment code' },
  payAt: { id: 'Bayar di', en: 'Pay at' },
} as const satisfies Record<string, Record<Locale, string>>;

export type OrderText = keyof typeof TEXT;
export const t = messagesOf(TEXT);
