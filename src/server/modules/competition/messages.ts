import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the competition calls, in both languages. */
export const TEXT = {
  notFound: { id: 'Kompetisi tidak ditemukan.', en: 'Competition not found.' },
  closed: { id: 'Kompetisi ini tidak sedang menerima karya.', en: 'This competition is not taking entries now.' },
  fileMissing: { id: 'Kirim satu berkas video pada bagian "file" (multipart/form-data).', en: 'Send one video file in the part "file" (multipart/form-data).' },
  wrongType: { id: 'Berkas harus berupa video MP4, WebM atau QuickTime (MOV).', en: 'The file must be an MP4, WebM or QuickTime (MOV) video.' },
  empty: { id: 'Berkas video kosong.', en: 'The video file is empty.' },
  tooLarge: { id: 'Video terlalu besar: paling besar 200 MB.', en: 'The video is too large: 200 MB at most.' },
  cut: { id: 'Unggahan terputus sebelum selesai. Coba lagi.', en: 'The upload was cut off before its end. Please try again.' },
  saved: { id: 'Karya Anda tersimpan.', en: 'Your entry is saved.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TextKey = keyof typeof TEXT;
export const say = messagesOf(TEXT);
