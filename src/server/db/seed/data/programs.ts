import { ProgramType } from '../../../../common/enums.js';
import type { ProgramDef } from './types.js';

/** Programme families of the spec, then one programme per delivery type. */
export const PROGRAMS: readonly ProgramDef[] = [
  {
    url: 'digital-skills',
    programType: ProgramType.DIGITAL_SKILL,
    shortName: 'DS',
    name: ['Digital Skills', 'Digital Skills'],
    description: [
      'Keterampilan digital yang paling dicari: data, pemrograman, desain, dan kecerdasan buatan.',
      'The most wanted digital skills: data, programming, design and artificial intelligence.',
    ],
  },
  {
    url: 'millennial-success',
    programType: ProgramType.MILLENNIAL_SUCCESS,
    shortName: 'MS',
    name: ['Millennial Success', 'Millennial Success'],
    description: [
      'Bekal sukses generasi muda: komunikasi, produktivitas, kesehatan, dan kebiasaan kerja yang baik.',
      'Success essentials for young professionals: communication, productivity, health and good work habits.',
    ],
  },
  {
    url: 'sales-and-marketing',
    programType: ProgramType.COURSES,
    shortName: 'SM',
    name: ['Sales dan Marketing', 'Sales and Marketing'],
    description: [
      'Program pemasaran dan penjualan untuk pelaku usaha, tenaga penjual, dan marketer.',
      'Marketing and sales programme for business owners, salespeople and marketers.',
    ],
  },
  {
    url: 'business-and-finance',
    programType: ProgramType.COURSES,
    shortName: 'BF',
    name: ['Bisnis dan Keuangan', 'Business and Finance'],
    description: [
      'Program bisnis dan keuangan: akuntansi, pajak, investasi, dan perencanaan usaha.',
      'Business and finance programme: accounting, tax, investing and business planning.',
    ],
  },
  {
    url: 'human-resources',
    programType: ProgramType.COURSES,
    shortName: 'HR',
    name: ['Human Resources', 'Human Resources'],
    description: [
      'Program pengelolaan SDM dari rekrutmen, kinerja, hingga hubungan industrial.',
      'People management programme from recruitment and performance to industrial relations.',
    ],
  },
  {
    url: 'general-knowledge',
    programType: ProgramType.COURSES,
    shortName: 'GK',
    name: ['Pengetahuan Umum', 'General Knowledge'],
    description: [
      'Program keterampilan kerja umum yang berguna di bidang apa pun.',
      'General work skills programme that is useful in any field.',
    ],
  },
  {
    url: 'languages',
    programType: ProgramType.COURSES,
    shortName: 'LG',
    name: ['Bahasa', 'Language'],
    description: [
      'Program bahasa asing untuk karier, studi, dan bisnis.',
      'Foreign language programme for careers, study and business.',
    ],
  },
  {
    url: 'bootcamp',
    programType: ProgramType.BOOTCAMP,
    shortName: 'BC',
    name: ['Bootcamp', 'Bootcamp'],
    description: [
      'Program intensif beberapa minggu dengan mentor, proyek nyata, dan dukungan karier.',
      'Intensive multi-week programmes with mentors, real projects and career support.',
    ],
  },
  {
    url: 'live-webinar',
    programType: ProgramType.WEBINAR,
    shortName: 'WB',
    name: ['Webinar Live', 'Live Webinar'],
    description: [
      'Sesi live bersama praktisi, lengkap dengan tanya jawab dan e-sertifikat.',
      'Live sessions with practitioners, including Q&A and an e-certificate.',
    ],
  },
  {
    url: 'microlearning',
    programType: ProgramType.MICRO_LEARNING,
    shortName: 'ML',
    name: ['Microlearning', 'Microlearning'],
    description: [
      'Video singkat 5–20 menit untuk belajar di sela kesibukan.',
      'Short 5–20 minute videos for learning in between busy moments.',
    ],
  },
  {
    url: 'online-courses',
    programType: ProgramType.COURSES,
    shortName: 'OC',
    name: ['Kursus Online', 'Online Courses'],
    description: [
      'Kursus mandiri, paket kursus, jalur belajar, dan langganan belajar.',
      'Self-paced courses, course packages, learning paths and learning subscriptions.',
    ],
  },
  {
    url: 'articles',
    programType: ProgramType.ARTICLE,
    shortName: 'AR',
    name: ['Artikel', 'Articles'],
    description: [
      'Artikel gratis seputar karier, bisnis, dan pengembangan diri.',
      'Free articles about careers, business and self development.',
    ],
  },
  {
    url: 'prakerja',
    programType: ProgramType.PRAKERJA,
    shortName: 'PK',
    name: ['Kartu Prakerja', 'Prakerja Card'],
    description: [
      'Pelatihan resmi yang dapat dibeli dengan saldo Kartu Prakerja.',
      'Official training that can be bought with a Prakerja Card balance.',
    ],
  },
];

/** Family programme of a course-like content by its category url. */
export const PROGRAM_BY_CATEGORY: Record<string, string> = {
  'sales-marketing': 'sales-and-marketing',
  'bisnis-keuangan': 'business-and-finance',
  'human-resource': 'human-resources',
  'pengetahuan-umum': 'general-knowledge',
  language: 'languages',
  teknologi: 'digital-skills',
  desain: 'digital-skills',
  'pengembangan-diri': 'millennial-success',
  kesehatan: 'millennial-success',
};
