import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Texts of the people around a course, in both languages. */
const TEXTS = {
  contentNotFound: { id: 'Konten tidak ditemukan.', en: 'Content not found.' },
  commentNotFound: { id: 'Komentar tidak ditemukan.', en: 'Comment not found.' },
  blank: { id: 'Tulisan tidak boleh kosong.', en: 'The text cannot be empty.' },
  commented: { id: 'Komentar terkirim', en: 'Comment posted' },
  replied: { id: 'Balasan terkirim', en: 'Reply posted' },
  edited: { id: 'Komentar diperbarui', en: 'Comment updated' },
  deleted: { id: 'Komentar dihapus', en: 'Comment deleted' },
  liked: { id: 'Anda menyukai konten ini', en: 'You like this content' },
  unliked: { id: 'Suka dibatalkan', en: 'Like removed' },
  courseNotFound: { id: 'Kelas tidak ditemukan.', en: 'Class not found.' },
  reviewNotYet: { id: 'Selesaikan minimal satu materi dulu sebelum menulis ulasan.', en: 'Finish at least one lesson before writing a review.' },
  reviewExists: { id: 'Anda sudah menulis ulasan untuk kelas ini. Ubah ulasan Anda bila perlu.', en: 'You have already reviewed this class. Edit your review instead.' },
  reviewMissing: { id: 'Anda belum menulis ulasan untuk kelas ini.', en: 'You have not reviewed this class yet.' },
  reviewSaved: { id: 'Terima kasih, ulasan Anda tersimpan', en: 'Thank you, your review is saved' },
  reviewUpdated: { id: 'Ulasan Anda diperbarui', en: 'Your review is updated' },
  promoEligibleTitle: { id: 'Bagaimana kelas ini menurut Anda?', en: 'How do you like this class?' },
  promoEligible: {
    id: 'Anda sudah menyelesaikan {done} dari {total} materi. Beri rating dan ulasan singkat untuk membantu pelajar lain memilih.',
    en: 'You have finished {done} of {total} lessons. Rate the class and write a short review to help other learners choose.',
  },
  promoReviewedTitle: { id: 'Terima kasih atas ulasan Anda', en: 'Thank you for your review' },
  promoReviewed: { id: 'Anda bisa mengubah ulasan kapan saja di tab Ulasan.', en: 'You can edit your review at any time in the Reviews tab.' },
  promoNotYetTitle: { id: 'Ulasan dibuka setelah satu materi selesai', en: 'Reviews open after one finished lesson' },
  promoNotYet: { id: 'Selesaikan satu materi untuk bisa memberi rating dan ulasan.', en: 'Finish one lesson to rate and review this class.' },
  questionNotFound: { id: 'Pertanyaan tidak ditemukan di kelas ini.', en: 'Question not found in this class.' },
  onlyInstructorAnswers: { id: 'Hanya pengajar kelas ini yang dapat menjawab pertanyaan.', en: 'Only this class’s instructor can answer questions.' },
  asked: { id: 'Pertanyaan terkirim', en: 'Question posted' },
  answered: { id: 'Jawaban terkirim', en: 'Answer posted' },
  assistantBusy: { id: 'Terlalu banyak pertanyaan. Coba lagi dalam {n} detik.', en: 'Too many questions. Try again in {n} seconds.' },
  assistantNoWords: { id: 'Pertanyaan Anda belum berisi kata yang bisa dicari di kelas ini.', en: 'Your question has no word to look for in this class yet.' },
  assistantNotMentioned: { id: 'Materi, takarir, dan tanya jawab kelas ini tidak menyebut {terms}.', en: 'This class’s lessons, captions and Q&A do not mention {terms}.' },
  assistantTryTopics: { id: 'Coba pakai nama topik atau istilah dari materi, misalnya: {topics}.', en: 'Try the name of a topic or term from the lessons, for example: {topics}.' },
  assistantTryTopic: { id: 'Coba pakai nama topik atau istilah dari materi.', en: 'Try the name of a topic or term from the lessons.' },
  assistantAskInstructor: { id: 'Anda juga bisa bertanya ke pengajar di tab Tanya Jawab.', en: 'You can also ask the instructor in the Q&A tab.' },
  assistantLead: { id: 'Ini yang dibahas kelas Anda tentang {about}:', en: 'Here is what your class says about {about}:' },
  assistantProviderFailed: { id: 'Penyedia AI sedang tidak bisa menjawab. {lead}', en: 'The AI provider could not answer just now. {lead}' },
  providerSystem: {
    id: 'Anda asisten belajar sebuah kelas daring. Jawab dalam Bahasa Indonesia, singkat, hanya dari kutipan materi bernomor yang diberikan. Sebut kutipan sebagai [n]. Bila kutipan tidak menjawab pertanyaan, katakan demikian.',
    en: 'You are a study assistant of an online course. Answer in English, briefly, using only the numbered course passages given. Cite passages as [n]. If they do not answer the question, say so.',
  },
  providerQuestion: { id: 'Pertanyaan', en: 'Question' },
} satisfies Record<string, Record<Locale, string>>;

export type TextKey = keyof typeof TEXTS;

export const t = messagesOf(TEXTS);
