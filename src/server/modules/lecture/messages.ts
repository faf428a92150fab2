import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the lecture calls, in both languages. */
export const TEXT = {
  notEnrolled: {
    id: 'Anda belum terdaftar di kelas ini. Daftar atau beli kelasnya dulu untuk mulai belajar.',
    en: 'You are not enrolled in this class. Enrol in or buy it first to start learning.',
  },
  courseNotFound: { id: 'Kelas tidak ditemukan.', en: 'Class not found.' },
  materialNotFound: { id: 'Materi tidak ditemukan.', en: 'Lesson not found.' },
  noteNotFound: { id: 'Catatan tidak ditemukan.', en: 'Note not found.' },
  locked: {
    id: 'Materi ini masih terkunci. Selesaikan materi sebelumnya terlebih dahulu.',
    en: 'This lesson is still locked. Finish the lessons before it first.',
  },
  badRecordedAt: { id: 'Waktu rekaman laporan tidak sah.', en: 'The report’s recording time is not valid.' },
  notVideo: { id: 'Posisi hanya dicatat untuk materi video.', en: 'Positions are only recorded for video lessons.' },
  notVisitable: {
    id: 'Hanya materi tautan atau bacaan yang selesai saat dibuka; video selesai dengan ditonton dan kuis dengan lulus.',
    en: 'Only link and reading lessons finish on opening; a video finishes by watching it and a quiz by passing it.',
  },
  noteSaved: { id: 'Catatan disimpan', en: 'Note saved' },
  mediaNotFound: { id: 'Media tidak ditemukan.', en: 'Media not found.' },
  captionsNotFound: { id: 'Teks video tidak ditemukan.', en: 'Captions not found.' },
  badMediaLink: { id: 'Tautan media ini tidak sah.', en: 'This media link is not valid.' },
  expiredMediaLink: { id: 'Tautan media ini sudah kedaluwarsa. Muat ulang pelajaran.', en: 'This media link has expired. Reload the lesson.' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
