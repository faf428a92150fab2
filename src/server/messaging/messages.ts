import type { Locale } from '../../common/enums.js';
import { messagesOf } from '../http/messages.js';

/**
 * The texts of the messages the server sends, in both languages. `{site}` is the product's name;
 * amounts and times come filled in already written (Rupiah, Jakarta time).
 */
const TEXT = {
  footer: {
    id: 'Anda menerima pesan ini karena akun {site} Anda. Jangan berikan kode kepada siapa pun, termasuk pihak {site}.',
    en: 'You receive this message because of your {site} account. Never share a code with anyone, {site} staff included.',
  },
  otpSms: {
    id: '{line}: {code}\nBerlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk pihak Belajar.',
    en: '{line}: {code}\nIt is valid for {minutes} minutes. Never share this code with anyone, Belajar staff included.',
  },
  otpValid: { id: 'Berlaku {minutes} menit.', en: 'It is valid for {minutes} minutes.' },
  welcomeTitle: { id: 'Selamat datang di {site}, {name}!', en: 'Welcome to {site}, {name}!' },
  welcomeReady: {
    id: 'Akun Anda sudah siap. Temukan kursus, bootcamp, atau webinar dan mulai belajar hari ini.',
    en: 'Your account is ready. Find a course, a bootcamp or a webinar and start learning today.',
  },
  welcomeAccount: { id: 'Sertifikat, pesanan, dan poin Anda semuanya ada di akun Anda.', en: 'Your certificates, orders and points are all in your account.' },
  payTitle: { id: 'Selesaikan pembayaran {invoice}', en: 'Complete your payment for {invoice}' },
  payTotal: { id: 'Total: {total} melalui {channel}.', en: 'Total: {total} by {channel}.' },
  payBefore: { id: 'Bayar sebelum {time}; setelah itu pesanan kedaluwarsa.', en: 'Pay before {time}; after that the order expires.' },
  receiptTitle: { id: 'Pembayaran diterima: {invoice}', en: 'Payment received: {invoice}' },
  receiptThanks: { id: 'Terima kasih. Kami telah menerima {total} pada {time}.', en: 'Thank you. We received {total} on {time}.' },
  receiptAttached: { id: 'Invoice terlampir sebagai PDF.', en: 'The invoice is attached as a PDF.' },
  certificateTitle: { id: 'Sertifikat Anda untuk {course}', en: 'Your certificate for {course}' },
  certificateIssued: { id: 'Selamat, {name}! Sertifikat Anda untuk {course} telah terbit.', en: 'Congratulations, {name}! Your certificate for {course} has been issued.' },
  certificateNumber: {
    id: 'Nomor sertifikat: {number}. Unduh dari menu sertifikat di akun Anda.',
    en: "Certificate number: {number}. Download it from your account's certificates.",
  },
  expiringTitle: { id: 'Pembayaran {invoice} segera kedaluwarsa', en: 'Your payment for {invoice} expires soon' },
  expiringPay: { id: 'Bayar {total} sebelum {time}; setelah itu pesanan kedaluwarsa.', en: 'Pay {total} before {time}; after that the order expires.' },
  expiringWhere: { id: 'Cara pembayaran ada di riwayat pesanan Anda.', en: 'The payment instructions are in your order history.' },
  webinarTitle: { id: '{session} dimulai satu jam lagi', en: '{session} starts in one hour' },
  webinarStarts: { id: 'Sesi {session} dimulai pada {time}.', en: 'Your session {session} starts at {time}.' },
  webinarJoin: { id: 'Buka halaman sesi di akun Anda untuk bergabung tepat waktu.', en: 'Open the session page in your account to join on time.' },
  subscriptionTitle: { id: 'Langganan {plan} Anda segera berakhir', en: 'Your {plan} subscription ends soon' },
  subscriptionEnds: { id: 'Langganan {plan} Anda berakhir pada {time}.', en: 'Your {plan} subscription ends on {time}.' },
  subscriptionRenew: { id: 'Perpanjang dari menu langganan agar belajar tidak terputus.', en: 'Renew it from your subscriptions to keep learning without a break.' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
