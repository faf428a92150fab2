/**
 * Turns the plain data definitions (./data) into table rows. Pure and deterministic except for
 * `now`: statistics come from a PRNG seeded by each content's url, and every date is relative to
 * the moment of seeding (stored UTC; live sessions are scheduled at whole WIB hours).
 */
import type { Insertable } from 'kysely';
import { ContentType, DiscountType } from '../../../common/enums.js';
import type { ContentsTable } from '../schema.js';
import { CATEGORIES } from './data/categories.js';
import { PROGRAMS, PROGRAM_BY_CATEGORY } from './data/programs.js';
import { INSTRUCTORS } from './data/instructors.js';
import { CONTENTS, coverPath, findContent } from './data/contents.js';
import type { CategoryDef, ContentDef, InstructorDef, Pair } from './data/types.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Western Indonesia Time offset (UTC+7). */
const WIB_OFFSET_HOURS = 7;

// ── Pricing ─────────────────────────────────────────────────────────────
/**
 * Final price of a content: PERCENT → price − round(price × value / 100); AMOUNT → price − value;
 * floored at 0. Seed prices are multiples of Rp1.000 and percentages integers, so the discount is
 * always a whole rupiah and rounding up or to nearest gives the same result.
 */
export function finalPriceOf(price: number, discountType: number | null, discountValue: number): number {
  let discount = 0;
  if (discountType === DiscountType.PERCENT) discount = Math.round((price * discountValue) / 100);
  else if (discountType === DiscountType.AMOUNT) discount = discountValue;
  return Math.max(0, price - discount);
}

// ── Deterministic randomness ────────────────────────────────────────────
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for demo numbers. */
export function rngFor(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: () => number, lo: number, hi: number) => Math.round(lo + r() * (hi - lo));
const logBetween = (r: () => number, lo: number, hi: number) => Math.round(lo * Math.exp(r() * Math.log(hi / lo)));

// ── Lookups ─────────────────────────────────────────────────────────────
const categoryByUrl = new Map<string, CategoryDef>(CATEGORIES.map((c) => [c.url, c]));
const instructorByUrl = new Map<string, InstructorDef>(INSTRUCTORS.map((i) => [i.url, i]));

function category(url: string): CategoryDef {
  const c = categoryByUrl.get(url);
  if (!c) throw new Error(`seed data: unknown category ${url}`);
  return c;
}
function instructor(url: string): InstructorDef {
  const i = instructorByUrl.get(url);
  if (!i) throw new Error(`seed data: unknown instructor ${url}`);
  return i;
}

/** Programme url of a content. */
export function programOf(def: ContentDef): string {
  if (def.prakerja) return 'prakerja';
  switch (def.type) {
    case ContentType.COURSE:
    case ContentType.BELAJARKILAT:
      return PROGRAM_BY_CATEGORY[def.category] ?? 'online-courses';
    case ContentType.WEBINAR:
    case ContentType.EVENT:
      return 'live-webinar';
    case ContentType.BOOTCAMP:
      return 'bootcamp';
    case ContentType.MICROLEARNING:
      return 'microlearning';
    case ContentType.ARTICLE:
      return 'articles';
    default:
      return 'online-courses';
  }
}

export function productTypeOf(def: ContentDef): string {
  const url = programOf(def);
  const program = PROGRAMS.find((p) => p.url === url);
  if (!program) throw new Error(`seed data: unknown program ${url}`);
  return program.programType;
}

/** List price: packages cost the sum of their courses' list prices. */
export function listPriceOf(def: ContentDef): number {
  if (def.type === ContentType.PACKAGE && def.courses) {
    return def.courses.reduce((sum, url) => sum + findContent(url).price, 0);
  }
  return def.price;
}

// ── Text helpers ────────────────────────────────────────────────────────
function list(items: readonly string[], lang: 'id' | 'en'): string {
  if (items.length <= 1) return items.join('');
  // English takes the serial comma when an item itself contains "and".
  const and = lang === 'id' ? ', dan ' : items.some((i) => i.includes(' and ')) ? ', and ' : ' and ';
  if (items.length === 2) return items.join(lang === 'id' ? ' dan ' : ' and ');
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

function rupiah(value: number, lang: 'id' | 'en'): string {
  const digits = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'id' ? '.' : ',');
  return `Rp${digits}`;
}

function durationText(minutes: number, lang: 'id' | 'en'): string {
  if (minutes % 60 === 0) {
    const h = minutes / 60;
    return lang === 'id' ? `${h} jam` : `${h} hour${h === 1 ? '' : 's'}`;
  }
  return lang === 'id' ? `${minutes} menit` : `${minutes} minutes`;
}

function hhmm(date: Date, lang: 'id' | 'en'): string {
  const local = new Date(date.getTime() + WIB_OFFSET_HOURS * 60 * MINUTE);
  const h = String(local.getUTCHours()).padStart(2, '0');
  const m = String(local.getUTCMinutes()).padStart(2, '0');
  return lang === 'id' ? `${h}.${m}` : `${h}:${m}`;
}

/** Words that keep their capital letter when a topic is used inside a sentence. */
const PROPER = new Set([
  'Google',
  'Excel',
  'Instagram',
  'TikTok',
  'Python',
  'LinkedIn',
  'Figma',
  'Scrum',
  'Meta',
  'React',
  'Node.js',
  'Git',
  'Postman',
  'Playwright',
  'Canva',
  'Zoom',
  'Microsoft',
  'PowerPoint',
  'Word',
  'Facebook',
  'ChatGPT',
  'Jupyter',
  'PivotTable',
  'PivotTables',
  'Indonesia',
  'Indonesian',
  'Japanese',
  'Mandarin',
  'English',
  'Korean',
  'Tiongkok',
  'China',
]);

/** Lower-cases a topic's first letter for use mid-sentence, unless it starts with a name or acronym. */
function inSentence(topic: string): string {
  const [first = ''] = topic.split(/[\s,:]/); // split gives at least one part
  if (first === 'A') return `a${topic.slice(1)}`;
  if (PROPER.has(first) || first.length < 2 || first.charAt(1) !== first.charAt(1).toLowerCase()) return topic;
  return topic.charAt(0).toLowerCase() + topic.slice(1);
}

const ids = (pairs: readonly Pair[]) => pairs.map((p) => p[0]);
const ens = (pairs: readonly Pair[]) => pairs.map((p) => p[1]);

const AUDIENCE: Record<1 | 2 | 3, Pair> = {
  1: ['pemula yang ingin memahami dasar-dasarnya dengan cepat', 'beginners who want to grasp the basics quickly'],
  2: ['Anda yang sudah memahami dasar-dasarnya dan ingin naik ke tingkat menengah', 'learners who know the basics and want to reach an intermediate level'],
  3: ['praktisi berpengalaman yang ingin mendalami teknik tingkat lanjut', 'experienced practitioners who want to go deep into advanced techniques'],
};

const REQUIREMENTS: Record<1 | 2 | 3, Pair> = {
  1: ['Tidak perlu pengalaman sebelumnya', 'No previous experience needed'],
  2: ['Memahami dasar-dasar topik ini', 'A grasp of the basics of this topic'],
  3: ['Pengalaman kerja minimal dua tahun di bidang terkait', 'At least two years of work experience in a related field'],
};

function credit(ins: InstructorDef, lang: 'id' | 'en', verb: Pair = ['Kelas ini dibawakan oleh', 'It is taught by']): string {
  return lang === 'id' ? `${verb[0]} ${ins.name}, ${ins.headline[0]} di ${ins.company}.` : `${verb[1]} ${ins.name}, ${ins.headline[1]} at ${ins.company}.`;
}

const PRAKERJA_NOTE: Pair = [
  'Kelas ini merupakan pelatihan resmi Kartu Prakerja dan dapat dibeli menggunakan saldo pelatihan Prakerja.',
  'This is official Prakerja Card training and can be bought with a Prakerja training balance.',
];
const FREE_NOTE: Pair = ['Kelas ini gratis: cukup daftar dan mulai belajar.', 'This class is free: just sign up and start learning.'];

// ── Syllabus ────────────────────────────────────────────────────────────
export interface Lesson {
  title_id: string;
  title_en: string;
  durationMinutes: number;
  /** LessonItemType: 5 video, 6 quiz. */
  type: 5 | 6;
}
export interface SyllabusModule {
  title_id: string;
  title_en: string;
  lessons: Lesson[];
}

const LESSON_POOL: readonly Pair[] = [
  ['Gambaran umum dan konsep kunci', 'Overview and key concepts'],
  ['Contoh kasus dari perusahaan Indonesia', 'A case study from an Indonesian company'],
  ['Praktik langkah demi langkah', 'Step-by-step walkthrough'],
  ['Kesalahan umum dan cara menghindarinya', 'Common mistakes and how to avoid them'],
  ['Template dan alat bantu kerja', 'Templates and working tools'],
  ['Latihan mandiri dan pembahasan', 'Self-practice and review'],
  ['Tips dari praktisi', 'Tips from practitioners'],
  ['Mengukur hasil dan evaluasi', 'Measuring results and evaluation'],
];

function pick<T>(r: () => number, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(...pool.splice(Math.floor(r() * pool.length), 1));
  return out;
}

/** Self-paced syllabus: one module per topic, 3 videos + a quiz each (quick-learn: 2 + quiz). */
export function syllabusOf(def: ContentDef): SyllabusModule[] {
  const r = rngFor(`${def.url}#syllabus`);
  const quick = def.type === ContentType.BELAJARKILAT;
  const videos = quick ? 2 : 3;
  const [minLen, maxLen] = quick ? [4, 8] : def.level === 3 ? [10, 22] : def.level === 2 ? [8, 18] : [6, 14];
  return def.topics.map((topic, i) => {
    const lessons: Lesson[] = [];
    if (i === 0) {
      lessons.push({
        title_id: 'Perkenalan kelas dan cara belajar',
        title_en: 'Course introduction and how to learn',
        durationMinutes: quick ? 2 : 4,
        type: 5,
      });
    }
    for (const p of pick(r, LESSON_POOL, videos)) {
      lessons.push({ title_id: p[0], title_en: p[1], durationMinutes: between(r, minLen, maxLen), type: 5 });
    }
    lessons.push({ title_id: `Kuis modul ${i + 1}`, title_en: `Module ${i + 1} quiz`, durationMinutes: quick ? 5 : 10, type: 6 });
    if (i === def.topics.length - 1 && !quick) {
      lessons.push({ title_id: 'Ujian akhir', title_en: 'Final exam', durationMinutes: 20, type: 6 });
    }
    return { title_id: topic[0], title_en: topic[1], lessons };
  });
}

/** Bootcamp syllabus: topics spread over the weeks, live sessions + a weekly assignment. */
function bootcampSyllabus(def: ContentDef): SyllabusModule[] {
  const weeks = def.weeks ?? 8;
  const n = def.topics.length;
  let start = 1;
  return def.topics.map((topic, i) => {
    const end = Math.max(start, Math.round(((i + 1) * weeks) / n));
    const span = start === end ? `${start}` : `${start}–${end}`;
    const module: SyllabusModule = {
      title_id: `Minggu ${span}: ${topic[0]}`,
      title_en: `Week ${span}: ${topic[1]}`,
      lessons: [
        { title_id: 'Sesi live: konsep dan demo', title_en: 'Live session: concepts and demo', durationMinutes: 120, type: 5 },
        { title_id: 'Sesi live: praktik proyek', title_en: 'Live session: project practice', durationMinutes: 120, type: 5 },
        { title_id: 'Rekaman dan materi pendukung', title_en: 'Recordings and supporting material', durationMinutes: 30, type: 5 },
        { title_id: 'Tugas mingguan', title_en: 'Weekly assignment', durationMinutes: 60, type: 6 },
      ],
    };
    start = end + 1;
    return module;
  });
}

const sumLessons = (modules: SyllabusModule[]) => modules.reduce((s, m) => s + m.lessons.reduce((t, l) => t + l.durationMinutes, 0), 0);

/**
 * Duration in minutes (self-paced types from their syllabus). For a course, Belajar Kilat and the
 * bundles of them only a first value: the lecture seeder replaces it with the curriculum's length
 * (catalogue/curriculum.ts syncCurriculumFigures), the one source of the figures (issue 25).
 */
export function durationOf(def: ContentDef): number {
  switch (def.type) {
    case ContentType.COURSE:
    case ContentType.BELAJARKILAT:
      return sumLessons(syllabusOf(def));
    case ContentType.BOOTCAMP:
      return (def.weeks ?? 8) * sessionsPerWeek(def) * 120;
    case ContentType.PACKAGE:
    case ContentType.JALURBELAJAR:
      return (def.courses ?? []).reduce((s, url) => s + durationOf(findContent(url)), 0);
    case ContentType.ARTICLE:
      return readMinutes(def);
    case ContentType.SUBSCRIPTION:
      return 0;
    default:
      return def.duration ?? 60;
  }
}

function sessionsPerWeek(def: ContentDef): number {
  return def.learningMethod === 3 ? 2 : 3;
}

function readMinutes(def: ContentDef): number {
  const words = (def.body?.id ?? []).join(' ').split(/\s+/).length;
  return Math.max(3, Math.round(words / 120));
}

/** A whole hour in WIB, `day` days from the seeding day (UTC calendar). */
export function wibAt(now: Date, day: number, hour: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, hour - WIB_OFFSET_HOURS, 0, 0));
}

// ── Descriptions ────────────────────────────────────────────────────────
function venueSentence(def: ContentDef, lang: 'id' | 'en', kind: 'webinar' | 'event'): string {
  const id = lang === 'id';
  if (def.venueType === 2) {
    return id
      ? `Acara ini berlangsung tatap muka di ${def.location}. Tunjukkan e-tiket Anda saat registrasi ulang di lokasi.`
      : `This event takes place in person at ${def.location}. Show your e-ticket at registration on site.`;
  }
  if (def.venueType === 3) {
    return id
      ? `Acara ini berlangsung secara hybrid: hadir langsung di ${def.location} atau bergabung online melalui Zoom.`
      : `This event is hybrid: attend in person at ${def.location} or join online via Zoom.`;
  }
  if (kind === 'webinar') {
    return id
      ? 'Webinar berlangsung online melalui Zoom, dan peserta mendapatkan e-sertifikat setelah mengisi feedback.'
      : 'The webinar runs online via Zoom, and participants receive an e-certificate after submitting feedback.';
  }
  return id ? 'Acara ini berlangsung sepenuhnya online melalui Zoom.' : 'This event runs fully online via Zoom.';
}

function describe(def: ContentDef, lang: 'id' | 'en', finalPrice: number, listPrice: number): string {
  const L = lang === 'id' ? 0 : 1;
  const id = lang === 'id';
  const cat = category(def.category);
  const intro = (rngFor(`${def.url}#intro`)() < 0.5 ? cat.intro : cat.intro2)[L];
  const ins = instructor(def.instructor);
  const topics = def.topics.map((t) => inSentence(t[L]));
  const summary = def.summary[L];
  const extras: string[] = [];
  if (def.prakerja) extras.push(PRAKERJA_NOTE[L]);
  const free = finalPrice === 0;
  const paragraphs: string[] = [];

  switch (def.type) {
    case ContentType.COURSE: {
      paragraphs.push(`${summary} ${intro}`);
      paragraphs.push(
        id
          ? `Materi terbagi dalam ${topics.length} modul: ${list(topics, lang)}. Setiap modul berisi video singkat, contoh nyata dari dunia kerja di Indonesia, dan kuis untuk menguji pemahaman Anda.`
          : `The material is split into ${topics.length} modules: ${list(topics, lang)}. Each module has short videos, real examples from Indonesian workplaces and a quiz to check your understanding.`,
      );
      if (free) extras.push(FREE_NOTE[L]);
      paragraphs.push(
        [
          id
            ? `Kelas ini cocok untuk ${AUDIENCE[def.level][0]}. Belajar mandiri kapan saja, ulangi materi sesuka hati, dan dapatkan sertifikat digital setelah menyelesaikan semua modul.`
            : `This class suits ${AUDIENCE[def.level][1]}. Learn at your own pace, replay the material whenever you like and earn a digital certificate when you finish every module.`,
          credit(ins, lang),
          ...extras,
        ].join(' '),
      );
      break;
    }
    case ContentType.BELAJARKILAT: {
      paragraphs.push(
        `${summary} ${id ? 'Format Belajar Kilat dirancang untuk menguasai satu keterampilan spesifik dalam sekitar satu jam.' : 'The Quick Learn format is designed to master one specific skill in about an hour.'}`,
      );
      paragraphs.push(
        id
          ? `Kelas ini terdiri atas ${topics.length} bagian: ${list(topics, lang)}. Setiap bagian dilengkapi contoh dan latihan singkat.`
          : `The class has ${topics.length} parts: ${list(topics, lang)}. Each part comes with examples and a short exercise.`,
      );
      if (free) extras.push(FREE_NOTE[L]);
      paragraphs.push([credit(ins, lang), ...extras].join(' '));
      break;
    }
    case ContentType.MICROLEARNING: {
      const minutes = def.duration ?? 10;
      paragraphs.push(
        `${summary} ${id ? `Video ${minutes} menit ini pas ditonton di sela kesibukan, misalnya saat istirahat makan siang atau dalam perjalanan.` : `This ${minutes}-minute video fits into a busy day, such as a lunch break or your commute.`}`,
      );
      paragraphs.push(id ? `Isi materi: ${list(topics, lang)}.` : `What’s inside: ${list(topics, lang)}.`);
      paragraphs.push([credit(ins, lang, ['Materi disampaikan oleh', 'Presented by']), ...(free ? [FREE_NOTE[L]] : [])].join(' '));
      break;
    }
    case ContentType.WEBINAR: {
      const dur = durationText(def.duration ?? 120, lang);
      const mode = def.learningMethod === 3 ? (id ? 'tatap muka' : 'in-person') : 'live';
      paragraphs.push(`${summary} ${intro}`);
      paragraphs.push(
        id
          ? `Sesi ${mode} berdurasi ${dur} ini membahas beberapa topik bersama ${ins.name}: ${list(topics, lang)}. Peserta dapat bertanya langsung di sesi tanya jawab.`
          : `This ${mode} session runs for ${dur}. Topics covered with ${ins.name}: ${list(topics, lang)}. Participants can ask questions directly in the Q&A.`,
      );
      if (free) extras.push(id ? 'Gratis untuk semua peserta, kuota terbatas.' : 'Free for everyone, limited seats.');
      paragraphs.push([venueSentence(def, lang, 'webinar'), credit(ins, lang, ['Pembicara:', 'Speaker:']), ...extras].join(' '));
      break;
    }
    case ContentType.EVENT: {
      paragraphs.push(`${summary} ${intro}`);
      paragraphs.push(id ? `Rangkaian acara: ${list(topics, lang)}.` : `Programme: ${list(topics, lang)}.`);
      if (free) extras.push(id ? 'Acara ini gratis, kuota terbatas.' : 'This event is free, with limited seats.');
      paragraphs.push([venueSentence(def, lang, 'event'), credit(ins, lang, ['Dipandu oleh', 'Hosted by']), ...extras].join(' '));
      break;
    }
    case ContentType.BOOTCAMP: {
      const weeks = def.weeks ?? 8;
      const sessions = sessionsPerWeek(def);
      const mode =
        def.venueType === 3
          ? id
            ? 'hybrid (tatap muka dan online)'
            : 'hybrid (in-person and online)'
          : def.learningMethod === 3
            ? id
              ? 'tatap muka'
              : 'in-person'
            : id
              ? 'live online'
              : 'live online';
      paragraphs.push(`${summary} ${intro}`);
      paragraphs.push(
        (id
          ? `Selama ${weeks} minggu, Anda belajar bersama mentor dalam sesi ${mode} ${sessions} kali seminggu. Kurikulum mencakup ${list(topics, lang)}. Setiap minggu ditutup dengan tugas proyek yang dinilai langsung oleh mentor.`
          : `Over ${weeks} weeks you learn with mentors through ${mode} sessions, ${sessions} times a week. The curriculum covers ${list(topics, lang)}. Each week ends with a project assignment reviewed by a mentor.`) +
          (def.location ? (id ? ` Sesi tatap muka diadakan di ${def.location}.` : ` In-person sessions are held at ${def.location}.`) : ''),
      );
      const support: Pair =
        def.linkType === 6
          ? [
              'Program ini dilengkapi jaminan kerja: jika belum mendapatkan pekerjaan dalam 6 bulan setelah lulus, biaya program dikembalikan sesuai syarat dan ketentuan.',
              'This programme comes with a job guarantee: if you haven’t found a job within 6 months of graduating, your fee is refunded under the terms and conditions.',
            ]
          : def.linkType === 7
            ? [
                'Program ini termasuk akselerasi karier: review CV dan LinkedIn, simulasi wawancara, serta akses ke jaringan mitra perekrut kami.',
                'The programme includes career acceleration: CV and LinkedIn review, mock interviews and access to our network of hiring partners.',
              ]
            : [
                'Lulusan mendapatkan sertifikat kelulusan dan portofolio proyek nyata untuk melamar kerja.',
                'Graduates receive a completion certificate and a real project portfolio for job applications.',
              ];
      paragraphs.push([support[L], credit(ins, lang, ['Mentor utama:', 'Lead mentor:'])].join(' '));
      break;
    }
    case ContentType.PACKAGE: {
      const titles = (def.courses ?? []).map((u) => findContent(u).title[L]);
      paragraphs.push(`${summary} ${intro}`);
      paragraphs.push(
        id
          ? `Paket ini berisi ${titles.length} kursus: ${list(titles, lang)}. Semua kursus dapat diakses selamanya dan masing-masing memberikan sertifikat.`
          : `This package contains ${titles.length} courses: ${list(titles, lang)}. Every course is yours to keep and each comes with a certificate.`,
      );
      paragraphs.push(
        id
          ? `Dibandingkan membeli satu per satu seharga ${rupiah(listPrice, lang)}, dengan paket ini Anda cukup membayar ${rupiah(finalPrice, lang)}.`
          : `Compared with buying them one by one for ${rupiah(listPrice, lang)}, this package costs just ${rupiah(finalPrice, lang)}.`,
      );
      break;
    }
    case ContentType.JALURBELAJAR: {
      const titles = (def.courses ?? []).map((u, i) => `${i + 1}) ${findContent(u).title[L]}`);
      const weeks = (def.courses ?? []).length * 2;
      paragraphs.push(`${summary} ${intro}`);
      paragraphs.push(
        id
          ? `Jalur ini terdiri atas ${titles.length} kursus yang disusun berurutan: ${titles.join('; ')}.`
          : `The path is made up of ${titles.length} courses in order: ${titles.join('; ')}.`,
      );
      paragraphs.push(
        id
          ? `Selesaikan satu kursus setiap satu sampai dua minggu, dan dalam sekitar ${weeks} minggu Anda siap melangkah ke peran baru. Sertifikat jalur belajar diberikan setelah semua kursus selesai.`
          : `Finish one course every one to two weeks and in about ${weeks} weeks you will be ready for a new role. A learning path certificate is awarded once every course is complete.`,
      );
      break;
    }
    case ContentType.SUBSCRIPTION: {
      const months = periodMonths(def);
      paragraphs.push(summary);
      paragraphs.push(id ? `Keuntungan: ${list(topics, lang)}.` : `Benefits: ${list(topics, lang)}.`);
      paragraphs.push(
        id
          ? `Langganan berlaku ${months} bulan sejak pembayaran dan tidak diperpanjang otomatis. Anda dapat memperpanjangnya kapan saja dari menu Langganan.`
          : `The subscription lasts ${months} month${months === 1 ? '' : 's'} from payment and does not renew automatically. You can extend it at any time from the Subscription menu.`,
      );
      break;
    }
    case ContentType.ARTICLE: {
      const body = id ? def.body?.id : def.body?.en;
      paragraphs.push(...(body ?? [summary]).slice(0, 2));
      break;
    }
    default:
      paragraphs.push(summary);
  }
  return paragraphs.join('\n\n');
}

function periodMonths(def: ContentDef): number {
  return def.period === 'yearly' ? 12 : def.period === 'quarterly' ? 3 : 1;
}

// ── Details jsonb ───────────────────────────────────────────────────────
function agendaOf(def: ContentDef, start: Date): Record<string, unknown>[] {
  const total = def.duration ?? 120;
  const opening = 10;
  const qa = Math.min(30, Math.round(total * 0.2));
  const slot = Math.floor((total - opening - qa) / def.topics.length / 5) * 5;
  const items: Record<string, unknown>[] = [];
  let t = start.getTime();
  const push = (title: Pair, minutes: number) => {
    const at = new Date(t);
    items.push({ time_id: hhmm(at, 'id'), time_en: hhmm(at, 'en'), title_id: title[0], title_en: title[1], durationMinutes: minutes });
    t += minutes * MINUTE;
  };
  push(['Pembukaan', 'Opening'], opening);
  for (const topic of def.topics) push(topic, slot);
  push(['Tanya jawab dan penutup', 'Q&A and closing'], total - opening - slot * def.topics.length);
  return items;
}

/**
 * Promo terms of a discounted content (read by the catalogue's promo-terms calls; `_id`/`_en`
 * pairs are localised by the server). The promo ends at 23:59 WIB a few days or weeks from now,
 * and before a live session starts.
 */
function promoTermsOf(def: ContentDef, now: Date, start: Date | null, discountType: number, discountValue: number) {
  const r = rngFor(`${def.url}#promo`);
  let days = between(r, 5, 30);
  if (start) days = Math.max(1, Math.min(days, Math.floor((start.getTime() - now.getTime()) / DAY) - 1));
  const validUntil = new Date(wibAt(now, days, 23).getTime() + 59 * MINUTE);
  const percent = discountType === DiscountType.PERCENT;
  return {
    title_id: percent ? `Diskon ${discountValue}%` : `Hemat ${rupiah(discountValue, 'id')}`,
    title_en: percent ? `${discountValue}% off` : `Save ${rupiah(discountValue, 'en')}`,
    validUntil: start && start.getTime() < now.getTime() ? null : validUntil.toISOString(),
    terms_id: [
      'Harga promo berlaku selama periode promo atau sampai kuota promo habis.',
      'Promo tidak dapat digabungkan dengan voucher diskon lain, kecuali voucher hasil penukaran PoinQu.',
      'Pembelian yang sudah dibayar tidak dapat dibatalkan atau diuangkan kembali.',
    ],
    terms_en: [
      'The promo price applies during the promo period or until the promo quota runs out.',
      'The promo cannot be combined with other discount vouchers, except vouchers exchanged for points.',
      'Paid purchases cannot be cancelled or refunded as cash.',
    ],
  };
}

function detailsOf(def: ContentDef, now: Date, start: Date | null, end: Date | null, finalPrice: number, discountType: number | null, discountValue: number): Record<string, unknown> {
  const promo = discountType === null ? {} : { promoTerms: promoTermsOf(def, now, start, discountType, discountValue) };
  return { ...typeDetailsOf(def, now, start, end, finalPrice), ...promo };
}

function typeDetailsOf(def: ContentDef, now: Date, start: Date | null, end: Date | null, finalPrice: number): Record<string, unknown> {
  const r = rngFor(`${def.url}#details`);
  const learn = { whatYouLearn_id: ids(def.topics), whatYouLearn_en: ens(def.topics) };
  const schedule = start && end ? [{ startAt: start.toISOString(), endAt: end.toISOString(), timezone: 'Asia/Jakarta' }] : [];
  const platform = def.venueType === 2 ? null : 'Zoom';
  switch (def.type) {
    case ContentType.COURSE:
    case ContentType.BELAJARKILAT:
      return {
        ...learn,
        syllabus: syllabusOf(def),
        requirements_id: [REQUIREMENTS[def.level][0], 'Laptop atau ponsel dengan koneksi internet'],
        requirements_en: [REQUIREMENTS[def.level][1], 'A laptop or phone with an internet connection'],
        language: 'id',
      };
    case ContentType.MICROLEARNING: {
      const total = def.duration ?? 10;
      const each = Math.floor(total / def.topics.length);
      return {
        ...learn,
        playlist: def.topics.map((t, i) => ({
          title_id: t[0],
          title_en: t[1],
          durationMinutes: i === def.topics.length - 1 ? total - each * (def.topics.length - 1) : each,
          type: 5,
        })),
      };
    }
    case ContentType.WEBINAR:
    case ContentType.EVENT: {
      const quota = def.venueType === 2 ? between(r, 4, 12) * 10 : between(r, 3, 10) * 100;
      return {
        ...learn,
        schedule,
        agenda: start ? agendaOf(def, start) : [],
        platform,
        location: def.location ?? null,
        quota,
        isPast: start ? start.getTime() < now.getTime() : false,
      };
    }
    case ContentType.BOOTCAMP: {
      const quota = def.learningMethod === 3 ? 25 : 40;
      const evening = (def.startHour ?? 19) >= 17;
      const installmentMonths = finalPrice >= 5_000_000 ? 12 : 6;
      return {
        ...learn,
        syllabus: bootcampSyllabus(def),
        schedule: {
          startAt: start?.toISOString() ?? null,
          endAt: end?.toISOString() ?? null,
          weeks: def.weeks ?? 8,
          sessionsPerWeek: sessionsPerWeek(def),
          days_id: def.learningMethod === 3 ? 'Sabtu dan Minggu' : 'Senin, Rabu, dan Jumat',
          days_en: def.learningMethod === 3 ? 'Saturday and Sunday' : 'Monday, Wednesday and Friday',
          time: evening ? '19.00–21.00 WIB' : '09.00–16.00 WIB',
          timezone: 'Asia/Jakarta',
        },
        platform,
        location: def.location ?? null,
        batch: between(r, 3, 14),
        quota,
        seatsLeft: between(r, 3, Math.round(quota / 2)),
        careerSupport_id:
          def.linkType === 6
            ? ['Jaminan kerja 6 bulan setelah lulus', 'Review CV dan portofolio', 'Simulasi wawancara', 'Penyaluran ke mitra perekrut']
            : def.linkType === 7
              ? ['Review CV dan LinkedIn', 'Simulasi wawancara', 'Akses jaringan mitra perekrut']
              : ['Sertifikat kelulusan', 'Portofolio proyek nyata'],
        careerSupport_en:
          def.linkType === 6
            ? ['Job guarantee within 6 months of graduating', 'CV and portfolio review', 'Mock interviews', 'Placement with hiring partners']
            : def.linkType === 7
              ? ['CV and LinkedIn review', 'Mock interviews', 'Access to hiring partners']
              : ['Completion certificate', 'Real project portfolio'],
        installment: { months: installmentMonths, perMonth: Math.ceil(finalPrice / installmentMonths) },
      };
    }
    case ContentType.PACKAGE:
    case ContentType.JALURBELAJAR:
      // courseIds are filled by the seed once the courses have ids.
      return {
        ...learn,
        courseUrls: [...(def.courses ?? [])],
        courseIds: [],
        ...(def.type === ContentType.JALURBELAJAR ? { estimatedWeeks: (def.courses ?? []).length * 2 } : {}),
      };
    case ContentType.SUBSCRIPTION:
      return {
        period: def.period ?? 'monthly',
        months: periodMonths(def),
        autoRenew: false,
        benefits_id: ids(def.topics),
        benefits_en: ens(def.topics),
      };
    case ContentType.ARTICLE:
      return {
        body_id: (def.body?.id ?? []).join('\n\n'),
        body_en: (def.body?.en ?? []).join('\n\n'),
        readMinutes: readMinutes(def),
        tags_id: ids(def.topics),
        tags_en: ens(def.topics),
      };
    default:
      return { ...learn };
  }
}

// ── Content rows ────────────────────────────────────────────────────────
export interface IdMaps {
  categories: Map<string, number>;
  programs: Map<string, number>;
  instructors: Map<string, number>;
}

function need(map: Map<string, number>, key: string, what: string): number {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed: no ${what} id for ${key}`);
  return v;
}

function tagOf(def: ContentDef, finalPrice: number, listPrice: number, start: Date | null, now: Date): string | null {
  if (def.tag !== undefined) return def.tag === '' ? null : def.tag;
  if (def.isNew) return 'Baru';
  if (def.top) return def.type === ContentType.ARTICLE ? 'Populer' : 'Terlaris';
  if (def.prakerja) return 'Prakerja';
  if (def.discount && listPrice > 0 && (listPrice - finalPrice) / listPrice >= 0.3) return 'Promo';
  if (start && start.getTime() > now.getTime() && start.getTime() - now.getTime() <= 7 * DAY) return 'Segera';
  if (finalPrice === 0 && def.type !== ContentType.ARTICLE) return 'Gratis';
  return null;
}

const STUDENTS: Record<number, [number, number]> = {
  [ContentType.COURSE]: [400, 9000],
  [ContentType.BELAJARKILAT]: [800, 7000],
  [ContentType.MICROLEARNING]: [1500, 45000],
  [ContentType.WEBINAR]: [150, 2500],
  [ContentType.EVENT]: [200, 1500],
  [ContentType.BOOTCAMP]: [40, 650],
  [ContentType.PACKAGE]: [150, 3000],
  [ContentType.JALURBELAJAR]: [300, 5000],
  [ContentType.ARTICLE]: [1200, 60000],
  [ContentType.SUBSCRIPTION]: [300, 8000],
};

export function buildContentRow(def: ContentDef, now: Date, maps: IdMaps): Insertable<ContentsTable> {
  const r = rngFor(def.url);
  const price = listPriceOf(def);
  const discountType = def.discount && price > 0 ? def.discount[0] : null;
  const discountValue = discountType ? def.discount![1] : 0;
  const finalPrice = finalPriceOf(price, discountType, discountValue);

  const isLive = def.type === ContentType.WEBINAR || def.type === ContentType.EVENT || def.type === ContentType.BOOTCAMP;
  const start = !isLive
    ? null
    : def.startOffsetMinutes !== undefined
      ? new Date(now.getTime() + def.startOffsetMinutes * MINUTE)
      : def.startDay !== undefined
        ? wibAt(now, def.startDay, def.startHour ?? 19)
        : null;
  const end =
    start === null
      ? null
      : def.type === ContentType.BOOTCAMP
        ? new Date(start.getTime() + ((def.weeks ?? 8) * 7 - 3) * DAY + 2 * 60 * MINUTE)
        : new Date(start.getTime() + (def.duration ?? 120) * MINUTE);
  const upcoming = start !== null && start.getTime() > now.getTime();

  // Statistics.
  const [lo, hi] = STUDENTS[def.type] ?? [100, 1000];
  let students = logBetween(r, lo, hi);
  if (def.top) students = Math.round(students * 2.5 + hi * 0.3);
  if (finalPrice === 0 && def.type !== ContentType.ARTICLE) students = Math.round(students * 1.6);
  if (upcoming) students = Math.round(students * 0.35);
  if (def.isNew) students = Math.round(students * 0.25) + 12;
  const u = r();
  const rating = def.top ? 4.7 + r() * 0.25 : 4.95 - 1.35 * u * u * u;
  const ratingCount = Math.round(students * (0.06 + r() * 0.2));
  const likes = Math.round(students * (0.03 + r() * 0.12));
  const popularity = students + likes * 3 + ratingCount * 2 + (def.top ? 5000 : 0) + (def.dontMiss ? 2000 : 0);
  const pointScore = finalPrice === 0 ? (def.type === ContentType.ARTICLE ? 5 : 10) : Math.min(500, Math.max(10, Math.round(finalPrice / 10000) * 5));

  // Publication dates: recent for new items and upcoming sessions.
  const ageDays = def.isNew ? between(r, 2, 12) : upcoming ? between(r, 10, 45) : between(r, 30, 720);
  const createdAt = new Date(now.getTime() - ageDays * DAY - between(r, 0, 23) * 60 * MINUTE);
  const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + between(r, 0, Math.max(1, ageDays - 1)) * DAY));

  const learningMethod = def.learningMethod ?? (isLive ? 2 : 1);
  const venueType = def.venueType ?? 1;
  const certificate =
    def.certificate ??
    (def.type === ContentType.COURSE ||
      def.type === ContentType.BELAJARKILAT ||
      def.type === ContentType.WEBINAR ||
      def.type === ContentType.BOOTCAMP ||
      def.type === ContentType.PACKAGE ||
      def.type === ContentType.JALURBELAJAR ||
      (def.type === ContentType.EVENT && venueType !== 1));

  return {
    content_type: def.type,
    url: def.url,
    product_type: productTypeOf(def),
    title_id: def.title[0],
    title_en: def.title[1],
    summary_id: def.summary[0],
    summary_en: def.summary[1],
    description_id: describe(def, 'id', finalPrice, price),
    description_en: describe(def, 'en', finalPrice, price),
    image_url: coverPath(def.url),
    category_id: need(maps.categories, def.category, 'category'),
    program_id: need(maps.programs, programOf(def), 'program'),
    instructor_id: need(maps.instructors, def.instructor, 'instructor'),
    is_offline_event: venueType !== 1,
    is_prakerja: def.prakerja ?? false,
    learning_method: learningMethod,
    venue_type: venueType,
    is_certificate: certificate,
    total_like: likes,
    point_score: pointScore,
    poinqu_score: Math.floor(finalPrice / 1000),
    tag: tagOf(def, finalPrice, price, start, now),
    link_type_id: def.linkType ?? null,
    price,
    discount_type: discountType,
    discount_value: discountValue,
    final_price: finalPrice,
    skill_level: def.level,
    duration_minutes: durationOf(def),
    rating: Math.round(rating * 100) / 100,
    rating_count: ratingCount,
    total_students: students,
    popularity,
    start_at: start,
    end_at: end,
    location: def.location ?? null,
    is_top: def.top ?? false,
    is_dont_miss: def.dontMiss ?? false,
    is_published: true,
    details: JSON.stringify(detailsOf(def, now, start, end, finalPrice, discountType, discountValue)),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

export { CONTENTS };
