import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';
import type { NotificationType } from '../../../common/notifications.js';

/** Messages of the notification calls, in both languages. */
export const TEXT = {
  markReadOneOf: {
    id: 'Sebutkan ids (notifikasi yang dibaca) atau all: true, salah satu saja.',
    en: 'Give either ids (the notifications read) or all: true, not both and not neither.',
  },
  marked: { id: 'Notifikasi ditandai sudah dibaca.', en: 'Notifications marked as read.' },
  policySaved: { id: 'Pengaturan notifikasi disimpan.', en: 'Notification settings saved.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TextKey = keyof typeof TEXT;

export const say = messagesOf(TEXT);

/**
 * Title and body of each kind, `{name}` filled per language. A fill value is a plain value or one
 * per language (dates and titles of contents differ by language).
 */
export const KIND_TEXT = {
  payment_paid: {
    title: { id: 'Pembayaran berhasil', en: 'Payment received' },
    body: { id: 'Pembayaran {invoice} sebesar {amount} untuk {item} sudah kami terima.', en: 'We received {amount} for {invoice} ({item}).' },
  },
  payment_expired: {
    title: { id: 'Pembayaran kedaluwarsa', en: 'Payment expired' },
    body: { id: 'Batas waktu pembayaran {invoice} ({item}, {amount}) sudah lewat. Silakan pesan ulang.', en: 'The payment of {invoice} ({item}, {amount}) has expired. Please order again.' },
  },
  order_expiring: {
    title: { id: 'Segera selesaikan pembayaran', en: 'Your payment is about to expire' },
    body: { id: 'Bayar {invoice} ({item}, {amount}) sebelum {at} agar pesanan tidak kedaluwarsa.', en: 'Pay {invoice} ({item}, {amount}) before {at} or the order expires.' },
  },
  certificate_issued: {
    title: { id: 'Sertifikat terbit', en: 'Certificate issued' },
    body: { id: 'Selamat! Sertifikat {title} sudah terbit (nomor {number}).', en: 'Congratulations! Your certificate for {title} has been issued (number {number}).' },
  },
  question_answered: {
    title: { id: 'Pertanyaan kamu dijawab', en: 'Your question was answered' },
    body: { id: 'Instruktur {title} menjawab: “{excerpt}”', en: 'The instructor of {title} answered: “{excerpt}”' },
  },
  comment_reply: {
    title: { id: 'Balasan untuk komentar kamu', en: 'A reply to your comment' },
    body: { id: '{name} membalas di {title}: “{excerpt}”', en: '{name} replied on {title}: “{excerpt}”' },
  },
  webinar_starting: {
    title: { id: 'Sesi segera dimulai', en: 'Your session starts soon' },
    body: { id: '{title} dimulai {at}. Bergabunglah tepat waktu.', en: '{title} starts at {at}. Join on time.' },
  },
  points_earned: {
    title: { id: 'Poin bertambah', en: 'Points earned' },
    body: { id: '+{points} poin: {reason}.', en: '+{points} points: {reason}.' },
  },
  subscription_ending: {
    title: { id: 'Langganan segera berakhir', en: 'Your subscription ends soon' },
    body: { id: 'Langganan {title} berakhir {at}. Perpanjang agar akses tidak terputus.', en: 'Your {title} subscription ends on {at}. Renew it to keep access.' },
  },
  submission_reviewed: {
    title: { id: 'Tugas kamu sudah dinilai', en: 'Your assignment was reviewed' },
    body: { id: 'Mentor {title}: {decision}.', en: 'The mentor of {title}: {decision}.' },
  },
} as const satisfies Record<NotificationType, { title: Record<Locale, string>; body: Record<Locale, string> }>;

/** Why points came (the ledger's reasons), as the notification's body says it. */
export const POINT_REASON_TEXT: Record<string, Record<Locale, string>> = {
  purchase: { id: 'pembelian', en: 'a purchase' },
  course: { id: 'kelas selesai', en: 'a completed course' },
  checkin: { id: 'check-in harian', en: 'the daily check-in' },
  payout_return: { id: 'penarikan GoPay dikembalikan', en: 'a GoPay payout returned' },
};

export type Fill = Record<string, string | number | Record<Locale, string>>;

function fillIn(template: string, fill: Fill, locale: Locale): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = fill[name];
    if (v === undefined) return whole;
    return typeof v === 'object' ? v[locale] : String(v);
  });
}

/** The title and body of a kind in both languages. */
export function kindText(type: NotificationType, fill: Fill): { title: Record<Locale, string>; body: Record<Locale, string> } {
  const t = KIND_TEXT[type];
  return {
    title: { id: fillIn(t.title.id, fill, 'id'), en: fillIn(t.title.en, fill, 'en') },
    body: { id: fillIn(t.body.id, fill, 'id'), en: fillIn(t.body.en, fill, 'en') },
  };
}

/** A short quote of a text (the notification's body, not the whole answer). */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
