import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import type { Seeder } from '../seeder.js';

/**
 * Demo data of the discovery domain: popular search keywords, short links, landing pages,
 * restriction popups, job openings and the sign-up promo. Contact messages and search clicks start
 * empty. Every insert skips rows that already exist, so running it twice changes nothing.
 */

/** Popular keywords with their starting click counts. */
export const POPULAR_KEYWORDS: readonly [string, number][] = [
  ['digital marketing', 184],
  ['excel', 162],
  ['public speaking', 121],
  ['data analyst', 118],
  ['bahasa inggris', 97],
  ['prakerja', 93],
  ['ui ux', 71],
  ['copywriting', 58],
  ['keuangan pribadi', 44],
  ['rekrutmen', 31],
];

export const SHORT_LINKS: readonly { code: string; target: string }[] = [
  { code: 'bootcamp-data', target: '/bootcamps/bootcamp-data-analyst' },
  { code: 'webinar-gratis', target: '/webinars' },
  { code: 'pivot90', target: '/webinars/webinar-menguasai-pivot-table-dalam-90-menit' },
  { code: 'umkm', target: '/courses/digital-marketing-untuk-umkm' },
  { code: 'unduh', target: '/download-apps' },
  { code: 'karier', target: '/careers' },
];

const SIGNUP_PROMO = {
  title_id: 'Daftar sekarang, hemat 20% untuk kelas pertama Anda',
  title_en: 'Sign up now and save 20% on your first class',
  subtitle_id: 'Buat akun gratis dan dapatkan voucher selamat datang untuk kursus, bootcamp, atau webinar berbayar.',
  subtitle_en: 'Create a free account and get a welcome voucher for any paid course, bootcamp or webinar.',
  benefits_id: ['Voucher 20% untuk pembelian pertama', 'Akses ratusan artikel dan webinar gratis', 'Sertifikat digital di setiap kelas', 'Kumpulkan PoinQu dan tukar dengan voucher'],
  benefits_en: ['20% voucher on your first purchase', 'Hundreds of free articles and webinars', 'A digital certificate for every class', 'Collect points and exchange them for vouchers'],
  voucherCode: 'HALOBARU20',
  discountPercent: 20,
  imageUrl: '/media/banners/top-jalur-siap-kerja.svg',
  ctaLabel_id: 'Daftar gratis',
  ctaLabel_en: 'Sign up free',
  ctaUrl: '/signin?from=/',
  validDays: 30,
};

const LANDING_PAGES = [
  {
    slug: 'kelas-siap-kerja',
    title_id: 'Kelas Siap Kerja 2026',
    title_en: 'Job-Ready Classes 2026',
    subtitle_id: 'Tiga langkah dari lulus kuliah sampai diterima kerja.',
    subtitle_en: 'Three steps from graduation to your first job offer.',
    body_id:
      'Program Kelas Siap Kerja menggabungkan kursus CV dan wawancara, webinar bersama rekruter, dan bootcamp pilihan dengan dukungan karier. Daftar sebelum akhir bulan untuk mendapatkan sesi review CV gratis.',
    body_en:
      'The Job-Ready Classes programme combines CV and interview courses, webinars with recruiters and a choice of bootcamps with career support. Sign up before the end of the month for a free CV review session.',
    image_url: '/media/banners/top-jalur-siap-kerja.svg',
    cta_label_id: 'Lihat bootcamp',
    cta_label_en: 'See bootcamps',
    cta_url: '/bootcamps',
    sections: [
      {
        heading_id: '1. Perbaiki CV Anda',
        heading_en: '1. Fix your CV',
        body_id: 'Pelajari cara menulis CV yang lolos ATS dan menarik perhatian HRD dalam enam detik pertama.',
        body_en: 'Learn to write a CV that passes ATS filters and catches a recruiter’s eye in the first six seconds.',
      },
      {
        heading_id: '2. Latih wawancara',
        heading_en: '2. Practise interviews',
        body_id: 'Ikuti webinar tips lolos interview dan latihan menjawab pertanyaan perilaku dengan metode STAR.',
        body_en: 'Join the interview tips webinar and practise answering behavioural questions with the STAR method.',
      },
      {
        heading_id: '3. Bangun portofolio',
        heading_en: '3. Build a portfolio',
        body_id: 'Pilih bootcamp dengan proyek nyata yang dinilai mentor, lalu tampilkan hasilnya saat melamar.',
        body_en: 'Pick a bootcamp with real projects reviewed by mentors, then show the results when you apply.',
      },
    ],
  },
  {
    slug: 'umkm-go-digital',
    title_id: 'UMKM Go Digital',
    title_en: 'Small Businesses Go Digital',
    subtitle_id: 'Kelas praktis untuk pemilik usaha kecil: jualan online, konten, dan keuangan.',
    subtitle_en: 'Practical classes for small business owners: selling online, content and finance.',
    body_id: 'Bersama para praktisi, pelajari cara membuka toko di marketplace, membuat konten yang menjual, dan menyusun laporan keuangan sederhana. Semua kelas dapat diikuti dari ponsel.',
    body_en: 'Learn from practitioners how to open a marketplace shop, create content that sells and prepare simple financial reports. Every class works on a phone.',
    image_url: '/media/banners/top-digital-marketing-umkm.svg',
    cta_label_id: 'Mulai belajar',
    cta_label_en: 'Start learning',
    cta_url: '/courses/digital-marketing-untuk-umkm',
    sections: [
      {
        heading_id: 'Jualan online',
        heading_en: 'Selling online',
        body_id: 'Optimalkan toko marketplace dan live selling untuk menjangkau pembeli baru.',
        body_en: 'Optimise your marketplace shop and live selling to reach new buyers.',
      },
      {
        heading_id: 'Keuangan usaha',
        heading_en: 'Business finance',
        body_id: 'Pisahkan uang pribadi dan usaha, lalu catat arus kas setiap minggu.',
        body_en: 'Separate personal and business money, then record cash flow every week.',
      },
    ],
  },
];

const POPUPS = [
  {
    path_pattern: '/webinars/*',
    title_id: 'Masuk untuk ikut webinar',
    title_en: 'Sign in to join the webinar',
    message_id: 'Daftar atau masuk terlebih dahulu untuk mendaftar webinar dan menerima e-sertifikat.',
    message_en: 'Sign up or sign in first to register for the webinar and receive an e-certificate.',
    cta_label_id: 'Masuk',
    cta_label_en: 'Sign in',
    cta_url: '/signin',
    delay_seconds: 5,
    guests_only: true,
    dismissible: true,
    sort_order: 1,
  },
  {
    path_pattern: '/prakerja',
    title_id: 'Punya Kartu Prakerja?',
    title_en: 'Have a Prakerja Card?',
    message_id: 'Tukarkan kode voucher Prakerja Anda dan mulai kelas hari ini. Pastikan nama dan email sesuai dengan akun Prakerja.',
    message_en: 'Redeem your Prakerja voucher code and start your class today. Make sure your name and e-mail match your Prakerja account.',
    cta_label_id: 'Tukar voucher',
    cta_label_en: 'Redeem voucher',
    cta_url: '/user/voucherqu',
    delay_seconds: 0,
    guests_only: false,
    dismissible: true,
    sort_order: 2,
  },
];

interface JobDef {
  slug: string;
  title: [string, string];
  department: string;
  location: string;
  employmentType: 'full-time' | 'part-time' | 'contract' | 'internship';
  workMode: 'onsite' | 'hybrid' | 'remote';
  summary: [string, string];
  responsibilities: [string[], string[]];
  requirements: [string[], string[]];
  postedDaysAgo: number;
}

export const JOB_OPENINGS: readonly JobDef[] = [
  {
    slug: 'senior-backend-engineer',
    title: ['Senior Backend Engineer (Node.js)', 'Senior Backend Engineer (Node.js)'],
    department: 'Engineering',
    location: 'Jakarta Selatan',
    employmentType: 'full-time',
    workMode: 'hybrid',
    summary: [
      'Membangun dan merawat API yang melayani jutaan pelajar: katalog, pembayaran, dan ruang kelas.',
      'Build and run the APIs that serve millions of learners: catalogue, payments and classrooms.',
    ],
    responsibilities: [
      ['Merancang layanan TypeScript di atas PostgreSQL', 'Menjaga performa pencarian dan daftar kelas', 'Membimbing engineer junior melalui code review'],
      ['Design TypeScript services on PostgreSQL', 'Keep search and class listings fast', 'Mentor junior engineers through code review'],
    ],
    requirements: [
      ['Minimal 5 tahun pengalaman backend', 'Menguasai Node.js, SQL, dan desain API', 'Terbiasa menulis test otomatis'],
      ['At least 5 years of backend experience', 'Strong Node.js, SQL and API design', 'Writes automated tests as a habit'],
    ],
    postedDaysAgo: 6,
  },
  {
    slug: 'product-designer',
    title: ['Product Designer', 'Product Designer'],
    department: 'Design',
    location: 'Jakarta Selatan',
    employmentType: 'full-time',
    workMode: 'hybrid',
    summary: ['Merancang pengalaman belajar yang sederhana di web, desktop, dan aplikasi seluler.', 'Design simple learning experiences on web, desktop and mobile.'],
    responsibilities: [
      ['Melakukan riset pengguna bersama tim produk', 'Membuat alur, wireframe, dan prototipe', 'Menjaga design system tetap konsisten'],
      ['Run user research with the product team', 'Create flows, wireframes and prototypes', 'Keep the design system consistent'],
    ],
    requirements: [
      ['Portofolio produk digital', 'Mahir Figma', 'Mampu menjelaskan keputusan desain dengan data'],
      ['A digital product portfolio', 'Fluent in Figma', 'Explains design decisions with data'],
    ],
    postedDaysAgo: 12,
  },
  {
    slug: 'learning-content-specialist',
    title: ['Learning Content Specialist', 'Learning Content Specialist'],
    department: 'Content',
    location: 'Yogyakarta',
    employmentType: 'full-time',
    workMode: 'onsite',
    summary: ['Bekerja dengan instruktur untuk menyusun kurikulum, kuis, dan materi kelas.', 'Work with instructors to shape curricula, quizzes and class material.'],
    responsibilities: [
      ['Menyusun silabus bersama instruktur', 'Menyunting naskah video dan artikel', 'Menganalisis hasil kuis untuk memperbaiki materi'],
      ['Draft syllabi with instructors', 'Edit video scripts and articles', 'Analyse quiz results to improve material'],
    ],
    requirements: [
      ['Pengalaman di bidang pendidikan atau pelatihan', 'Kemampuan menulis Bahasa Indonesia yang baik', 'Bahasa Inggris aktif'],
      ['Experience in education or training', 'Excellent written Indonesian', 'Good working English'],
    ],
    postedDaysAgo: 3,
  },
  {
    slug: 'digital-marketing-specialist',
    title: ['Digital Marketing Specialist', 'Digital Marketing Specialist'],
    department: 'Marketing',
    location: 'Jakarta Selatan',
    employmentType: 'full-time',
    workMode: 'hybrid',
    summary: ['Mengelola kampanye berbayar dan organik untuk menjangkau pelajar baru.', 'Run paid and organic campaigns that reach new learners.'],
    responsibilities: [
      ['Mengelola iklan Google dan Meta', 'Mengoptimalkan SEO halaman kelas', 'Melaporkan performa kampanye mingguan'],
      ['Manage Google and Meta ads', 'Optimise class pages for SEO', 'Report weekly campaign performance'],
    ],
    requirements: [
      ['Minimal 2 tahun di pemasaran digital', 'Paham Google Analytics dan Tag Manager', 'Terbiasa dengan eksperimen A/B'],
      ['At least 2 years in digital marketing', 'Knows Google Analytics and Tag Manager', 'Comfortable with A/B experiments'],
    ],
    postedDaysAgo: 9,
  },
  {
    slug: 'customer-success-associate',
    title: ['Customer Success Associate', 'Customer Success Associate'],
    department: 'Operations',
    location: 'Bandung',
    employmentType: 'contract',
    workMode: 'onsite',
    summary: ['Membantu pelajar dan peserta Prakerja lewat email, chat, dan telepon.', 'Help learners and Prakerja participants by e-mail, chat and phone.'],
    responsibilities: [
      ['Menjawab pertanyaan pelajar dalam 1 hari kerja', 'Membantu penukaran voucher Prakerja', 'Mencatat masukan untuk tim produk'],
      ['Answer learners within 1 working day', 'Help with Prakerja voucher redemption', 'Log feedback for the product team'],
    ],
    requirements: [
      ['Lulusan D3/S1 semua jurusan', 'Komunikatif dan sabar', 'Bersedia bekerja dengan jadwal shift'],
      ['Diploma or bachelor’s degree in any field', 'Communicative and patient', 'Willing to work shifts'],
    ],
    postedDaysAgo: 15,
  },
  {
    slug: 'data-analyst-intern',
    title: ['Magang Data Analyst', 'Data Analyst Intern'],
    department: 'Data',
    location: 'Jakarta Selatan',
    employmentType: 'internship',
    workMode: 'remote',
    summary: ['Enam bulan magang menganalisis perilaku belajar dan konversi penjualan.', 'A six-month internship analysing learning behaviour and sales conversion.'],
    responsibilities: [
      ['Membuat dashboard di Metabase', 'Menulis query SQL untuk laporan mingguan', 'Membantu analisis eksperimen produk'],
      ['Build dashboards in Metabase', 'Write SQL for weekly reports', 'Help analyse product experiments'],
    ],
    requirements: [
      ['Mahasiswa tingkat akhir atau lulusan baru', 'Dasar SQL dan statistik', 'Rasa ingin tahu yang tinggi'],
      ['Final-year student or recent graduate', 'Basic SQL and statistics', 'Curious by nature'],
    ],
    postedDaysAgo: 1,
  },
];

export async function runDiscoverySeed(db: Kysely<DB>, now = new Date()): Promise<void> {
  const day = 86_400_000;
  await db
    .insertInto('search_keywords')
    .values(POPULAR_KEYWORDS.map(([keyword, count]) => ({ keyword, click_count: count, last_clicked_at: now })))
    .onConflict((oc) => oc.column('keyword').doNothing())
    .execute();

  await db
    .insertInto('short_links')
    .values(SHORT_LINKS.map((l) => ({ code: l.code, target_url: l.target })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db
    .insertInto('landing_pages')
    .values(LANDING_PAGES.map((p) => ({ ...p, sections: JSON.stringify(p.sections) })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();

  const anyPopup = await db.selectFrom('restriction_popups').select('id').limit(1).executeTakeFirst();
  if (!anyPopup) await db.insertInto('restriction_popups').values(POPUPS).execute();

  await db
    .insertInto('job_openings')
    .values(
      JOB_OPENINGS.map((j) => ({
        slug: j.slug,
        title_id: j.title[0],
        title_en: j.title[1],
        department: j.department,
        location: j.location,
        employment_type: j.employmentType,
        work_mode: j.workMode,
        summary_id: j.summary[0],
        summary_en: j.summary[1],
        responsibilities_id: JSON.stringify(j.responsibilities[0]),
        responsibilities_en: JSON.stringify(j.responsibilities[1]),
        requirements_id: JSON.stringify(j.requirements[0]),
        requirements_en: JSON.stringify(j.requirements[1]),
        apply_url: `mailto:careers@belajar.local?subject=${encodeURIComponent(j.title[1])}`,
        posted_at: new Date(now.getTime() - j.postedDaysAgo * day),
        closes_at: new Date(now.getTime() + (45 - j.postedDaysAgo) * day),
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();

  await db
    .insertInto('settings')
    .values({ key: 'signup_promo', value: JSON.stringify({ ...SIGNUP_PROMO, validUntil: new Date(now.getTime() + SIGNUP_PROMO.validDays * day).toISOString() }), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export const discoverySeeder: Seeder = { name: 'discovery', run: (db) => runDiscoverySeed(db) };
export default discoverySeeder;
