import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Bilingual messages of quizzes and assessments. */
const TEXT = {
  quizNotFound: { id: 'Kuis tidak ditemukan', en: 'Quiz not found' },
  assessmentNotFound: { id: 'Asesmen tidak ditemukan', en: 'Assessment not found' },
  resultNotFound: { id: 'Hasil asesmen tidak ditemukan', en: 'Assessment result not found' },
  alreadyPassed: { id: 'Anda sudah lulus kuis ini', en: 'You have already passed this quiz' },
  noAttemptsLeft: { id: 'Kesempatan mengerjakan kuis ini sudah habis', en: 'You have no attempts left at this quiz' },
  notStarted: { id: 'Mulai kuis dulu sebelum mengirim jawaban', en: 'Start the quiz before submitting answers' },
  unknownQuestion: { id: 'Pertanyaan {n} bukan bagian dari kuis ini', en: 'Question {n} is not part of this quiz' },
  repeatedQuestion: { id: 'Pertanyaan {n} dijawab lebih dari sekali', en: 'Question {n} is answered more than once' },
  unknownOption: { id: 'Jawaban untuk pertanyaan {n} memuat pilihan yang tidak ada', en: 'The answer to question {n} names an option it does not have' },
  tooManyOptions: { id: 'Pertanyaan {n} hanya boleh dijawab dengan satu pilihan', en: 'Question {n} takes a single option' },
  passed: { id: 'Selamat, Anda lulus kuis ini', en: 'Congratulations, you passed this quiz' },
  failed: { id: 'Belum lulus. Pelajari lagi materinya lalu coba kembali', en: 'Not passed yet. Review the material and try again' },
  failedLast: { id: 'Belum lulus dan kesempatan sudah habis', en: 'Not passed, and no attempts are left' },
  late: { id: 'Waktu habis: jawaban dikirim setelah batas waktu dan tidak dinilai', en: 'Time is up: the answers came after the time limit and were not graded' },
  submitted: { id: 'Jawaban terkirim', en: 'Answers submitted' },
} as const satisfies Record<string, Record<Locale, string>>;

export type QuizMessage = keyof typeof TEXT;

export const t = messagesOf(TEXT);
