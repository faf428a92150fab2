import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the bootcamp lecture calls, in both languages (`{time}` in Asia/Jakarta). */
export const TEXT = {
  notBootcamp: { id: 'Bootcamp tidak ditemukan.', en: 'Bootcamp not found.' },
  notEnrolled: {
    id: 'Anda belum terdaftar di bootcamp ini. Beli salah satu paketnya untuk membuka sesi, tugas, dan sertifikat.',
    en: 'You are not enrolled in this bootcamp. Buy one of its packages to open its sessions, assignments and certificate.',
  },
  sessionNotFound: { id: 'Sesi bootcamp tidak ditemukan.', en: 'Bootcamp session not found.' },
  notOpenYet: { id: 'Ruang sesi dibuka {time}.', en: 'The session room opens at {time}.' },
  ended: { id: 'Sesi ini sudah berakhir.', en: 'This session has ended.' },
  noLink: { id: 'Tautan Zoom sesi ini belum tersedia.', en: 'The Zoom link of this session is not available yet.' },
  assignmentNotFound: { id: 'Tugas tidak ditemukan.', en: 'Assignment not found.' },
  fileExpected: {
    id: 'Tugas ini dikumpulkan sebagai berkas: kirim satu berkas (PDF, gambar, dokumen Office, atau zip) sebagai multipart/form-data.',
    en: 'This assignment takes a file: send one file (PDF, image, Office document or zip) as multipart/form-data.',
  },
  linkExpected: { id: 'Tugas ini dikumpulkan sebagai tautan: kirim { "link": "https://…" }.', en: 'This assignment takes a link: send { "link": "https://…" }.' },
  badLink: { id: 'Tautan harus alamat http(s) yang lengkap, paling banyak 2000 karakter.', en: 'The link must be a full http(s) address of at most 2000 characters.' },
  fileMissing: { id: 'Pilih satu berkas untuk dikumpulkan.', en: 'Choose one file to hand in.' },
  fileEmpty: { id: 'Berkas kosong. Pilih berkas yang berisi tugas Anda.', en: 'The file is empty. Choose the file with your work.' },
  fileTooLarge: { id: 'Berkas terlalu besar: paling besar 20 MB.', en: 'The file is too large: 20 MB at most.' },
  wrongType: {
    id: 'Jenis berkas tidak diterima. Kirim PDF, gambar (JPG, PNG, WebP, GIF), dokumen Word/Excel/PowerPoint, atau zip.',
    en: 'This type of file is not accepted. Send a PDF, an image (JPG, PNG, WebP, GIF), a Word/Excel/PowerPoint document or a zip.',
  },
  fileCut: { id: 'Unggahan terputus. Coba kirim lagi.', en: 'The upload was cut off. Please send it again.' },
  alreadyAccepted: { id: 'Tugas ini sudah diterima mentor dan tidak bisa diganti.', en: 'This assignment was accepted by the mentor and cannot be replaced.' },
  submitted: { id: 'Tugas terkirim.', en: 'Assignment handed in.' },
  submittedLate: { id: 'Tugas terkirim (terlambat).', en: 'Assignment handed in (late).' },
  certificateLocked: {
    id: 'Sertifikat belum bisa diklaim: hadiri sesi wajib ({sessions}) dan selesaikan tugas yang diterima mentor ({assignments}).',
    en: 'The certificate cannot be claimed yet: attend the required sessions ({sessions}) and get every assignment accepted ({assignments}).',
  },
  certificateIssued: { id: 'Sertifikat terbit.', en: 'Certificate issued.' },
  notMentor: { id: 'Akun Anda bukan mentor bootcamp mana pun.', en: 'Your account is not the mentor of any bootcamp.' },
  submissionNotFound: { id: 'Pengumpulan tugas tidak ditemukan.', en: 'Submission not found.' },
  commentRequired: { id: 'Tulis komentar (1–2000 karakter) saat meminta perbaikan.', en: 'Write a comment (1–2000 characters) when you request changes.' },
  alreadyReviewed: {
    id: 'Pengumpulan ini sudah dinilai. Penilaian baru bisa diberikan setelah peserta mengirim ulang.',
    en: 'This submission has already been reviewed. A new review is possible after the student hands it in again.',
  },
  reviewSaved: { id: 'Penilaian disimpan dan peserta diberi tahu.', en: 'Review saved; the student has been notified.' },
  decisionAccepted: { id: 'tugas "{title}" diterima', en: 'assignment "{title}" accepted' },
  decisionChanges: { id: 'tugas "{title}" perlu diperbaiki', en: 'assignment "{title}" needs changes' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TextKey = keyof typeof TEXT;

export const say = messagesOf(TEXT);
