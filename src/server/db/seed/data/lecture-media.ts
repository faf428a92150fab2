/**
 * The demo lesson videos under resources/media (made once by scripts/generate-lecture-media.ts, which
 * also writes their WebVTT captions from the cues below; the seeder puts the same cues in
 * caption_cues for the transcript panel and the study assistant). Lessons share them by kind.
 */

/** [start second, end second, Indonesian, English] */
export type Cue = readonly [number, number, string, string];

export interface LectureMediaDef {
  slug: string;
  title: readonly [string, string];
  /** Seconds; the generated file is exactly this long. */
  duration: number;
  /** Background colour of the generated picture. */
  colour: string;
  /** Tone of the generated sound (Hz). */
  tone: number;
  cues: readonly Cue[];
}

export const LECTURE_MEDIA: readonly LectureMediaDef[] = [
  {
    slug: 'welcome',
    title: ['Selamat datang dan cara belajar', 'Welcome and how to learn'],
    duration: 24,
    colour: '0x1f4e79',
    tone: 440,
    cues: [
      [0, 4, 'Selamat datang di kelas ini. Senang sekali Anda bergabung.', 'Welcome to this class. We are glad you joined.'],
      [4, 8, 'Kelas dibagi menjadi beberapa bab, dan setiap bab berisi video, bacaan, dan kuis.', 'The class is split into chapters, and each chapter has videos, readings and a quiz.'],
      [8, 12, 'Tonton video sampai selesai agar pelajaran ditandai selesai.', 'Watch a video to the end so the lesson is marked as finished.'],
      [12, 16, 'Gunakan catatan untuk menyimpan poin penting pada detik tertentu.', 'Use notes to keep important points at a given second.'],
      [16, 20, 'Ajukan pertanyaan di tab tanya jawab bila ada yang belum jelas.', 'Ask a question in the Q&A tab when something is unclear.'],
      [20, 24, 'Selesaikan semua pelajaran dan kuis untuk mendapatkan sertifikat.', 'Finish every lesson and quiz to earn your certificate.'],
    ],
  },
  {
    slug: 'key-concepts',
    title: ['Gambaran umum dan konsep kunci', 'Overview and key concepts'],
    duration: 30,
    colour: '0x2e7d32',
    tone: 523,
    cues: [
      [0, 5, 'Di pelajaran ini kita membahas konsep kunci yang menjadi dasar seluruh kelas.', 'In this lesson we cover the key concepts the whole class builds on.'],
      [5, 10, 'Konsep pertama adalah tujuan: tentukan hasil yang ingin Anda capai sebelum mulai.', 'The first concept is the goal: decide the result you want before you start.'],
      [10, 15, 'Konsep kedua adalah data: ukur keadaan awal supaya kemajuan bisa terlihat.', 'The second concept is data: measure where you start so progress can be seen.'],
      [15, 20, 'Konsep ketiga adalah proses: pecah pekerjaan besar menjadi langkah kecil.', 'The third concept is process: break big work into small steps.'],
      [20, 25, 'Ketiga konsep ini saling terhubung dan akan dipakai di setiap bab.', 'These three concepts connect to each other and are used in every chapter.'],
      [25, 30, 'Catat istilah yang baru bagi Anda, lalu lanjutkan ke pelajaran berikutnya.', 'Write down the terms that are new to you, then move on to the next lesson.'],
    ],
  },
  {
    slug: 'case-study',
    title: ['Contoh kasus dari perusahaan Indonesia', 'A case study from an Indonesian company'],
    duration: 30,
    colour: '0x6a1b9a',
    tone: 392,
    cues: [
      [0, 5, 'Mari kita lihat contoh kasus sebuah usaha kecil di Bandung.', "Let's look at the case of a small business in Bandung."],
      [5, 10, 'Pemiliknya ingin menambah pelanggan tanpa menambah biaya iklan.', 'The owner wanted more customers without spending more on ads.'],
      [10, 15, 'Ia mulai dengan mencatat dari mana setiap pelanggan baru datang.', 'She started by recording where every new customer came from.'],
      [15, 20, 'Ternyata sebagian besar pelanggan datang dari rekomendasi teman.', 'It turned out that most customers came from friends recommending the shop.'],
      [20, 25, 'Maka ia memberi hadiah kecil bagi pelanggan yang mengajak teman.', 'So she gave a small reward to customers who brought a friend.'],
      [25, 30, 'Dalam tiga bulan, jumlah pelanggan naik tiga puluh persen.', 'Within three months the number of customers grew by thirty percent.'],
    ],
  },
  {
    slug: 'walkthrough',
    title: ['Praktik langkah demi langkah', 'Step-by-step walkthrough'],
    duration: 36,
    colour: '0xbf360c',
    tone: 330,
    cues: [
      [0, 6, 'Sekarang kita praktikkan bersama, langkah demi langkah.', 'Now we practise together, step by step.'],
      [6, 12, 'Langkah pertama: siapkan lembar kerja dan tuliskan tujuan Anda.', 'Step one: prepare a worksheet and write down your goal.'],
      [12, 18, 'Langkah kedua: kumpulkan data yang Anda perlukan dari pekerjaan sehari-hari.', 'Step two: gather the data you need from your daily work.'],
      [18, 24, 'Langkah ketiga: susun rencana kecil yang bisa dikerjakan minggu ini.', 'Step three: draft a small plan you can carry out this week.'],
      [24, 30, 'Langkah keempat: jalankan rencana itu dan catat hasilnya.', 'Step four: carry out the plan and record the results.'],
      [30, 36, 'Terakhir, bandingkan hasil dengan tujuan dan perbaiki langkah berikutnya.', 'Finally, compare the results with your goal and improve the next step.'],
    ],
  },
  {
    slug: 'tips',
    title: ['Kesalahan umum dan tips praktisi', 'Common mistakes and tips from practitioners'],
    duration: 30,
    colour: '0x00695c',
    tone: 494,
    cues: [
      [0, 5, 'Berikut beberapa kesalahan umum yang sering dilakukan pemula.', 'Here are a few common mistakes that beginners often make.'],
      [5, 10, 'Kesalahan pertama adalah ingin hasil instan tanpa mengukur apa pun.', 'The first mistake is wanting instant results without measuring anything.'],
      [10, 15, 'Kesalahan kedua adalah mencoba terlalu banyak hal sekaligus.', 'The second mistake is trying too many things at once.'],
      [15, 20, 'Para praktisi menyarankan fokus pada satu perbaikan setiap minggu.', 'Practitioners advise focusing on one improvement every week.'],
      [20, 25, 'Mintalah masukan dari rekan kerja atau pelanggan secara rutin.', 'Ask colleagues or customers for feedback regularly.'],
      [25, 30, 'Konsistensi kecil setiap hari lebih berharga daripada usaha besar sesekali.', 'Small daily consistency is worth more than a big effort now and then.'],
    ],
  },
];

/** Which demo video a lesson of the syllabus plays, by its English title (the intro and the lesson pool). */
export function mediaSlugForLesson(titleEn: string, index: number): string {
  if (/introduction/i.test(titleEn)) return 'welcome';
  if (/overview|key concepts|measuring/i.test(titleEn)) return 'key-concepts';
  if (/case study/i.test(titleEn)) return 'case-study';
  if (/walkthrough|templates|self-practice/i.test(titleEn)) return 'walkthrough';
  if (/mistakes|tips/i.test(titleEn)) return 'tips';
  const slugs = ['key-concepts', 'case-study', 'walkthrough', 'tips'];
  return slugs[index % slugs.length] ?? 'key-concepts';
}

/** WebVTT text of a video's captions in one language. */
export function vttOf(def: LectureMediaDef, lang: 'id' | 'en'): string {
  const t = (s: number) => `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
  const body = def.cues.map((c, i) => `${i + 1}\n${t(c[0])} --> ${t(c[1])}\n${lang === 'id' ? c[2] : c[3]}\n`).join('\n');
  return `WEBVTT\n\n${body}`;
}
