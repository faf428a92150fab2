import type { SuggestionQuery } from '../../schema.js';
import type { Pair } from './types.js';

// ── Banners ─────────────────────────────────────────────────────────────
export interface BannerDef {
  /** Image file name (resources/banners/<key>.svg) and stable identity. */
  key: string;
  placement: 'top' | 'feature_image' | 'feature_banner' | 'middle' | 'content_detail' | 'prakerja_top';
  title: Pair;
  subtitle: Pair;
  /** Link to a content detail (its path is derived) … */
  linkContent?: string;
  /** … or an explicit site path starting with '/'. */
  link?: string;
  /**
   * content_detail banners only: where the banner shows (the lookup keys of
   * GET v2/banners/on-content-detail). Other placements record the linked content instead.
   */
  onContentType?: number;
  onContent?: string;
  onCategory?: string;
  /** Colour theme index for the generated image. */
  theme: number;
}

export const BANNERS: readonly BannerDef[] = [
  {
    key: 'top-bootcamp-data-analyst',
    placement: 'top',
    title: ['Jadi Data Analyst dalam 12 Minggu', 'Become a Data Analyst in 12 Weeks'],
    subtitle: ['Bootcamp live dengan jaminan kerja. Hemat 20% untuk batch terdekat.', 'Live bootcamp with a job guarantee. Save 20% on the next batch.'],
    linkContent: 'bootcamp-data-analyst',
    theme: 0,
  },
  {
    key: 'top-digital-marketing-umkm',
    placement: 'top',
    title: ['Bawa Usaha Anda Go Digital', 'Take Your Business Digital'],
    subtitle: ['Kursus Digital Marketing untuk UMKM, kini diskon 40%.', 'Digital Marketing for Small Businesses, now 40% off.'],
    linkContent: 'digital-marketing-untuk-umkm',
    theme: 1,
  },
  {
    key: 'top-webinar-ai-umkm',
    placement: 'top',
    title: ['Webinar Live: AI untuk Bisnis UMKM', 'Live Webinar: AI for Small Businesses'],
    subtitle: ['Demo langsung bersama praktisi AI. Kursi terbatas, daftar sekarang.', 'Live demos with an AI practitioner. Limited seats, register now.'],
    linkContent: 'webinar-memanfaatkan-ai-untuk-umkm',
    theme: 2,
  },
  {
    key: 'top-prakerja',
    placement: 'top',
    title: ['Gunakan Saldo Prakerja di Sini', 'Use Your Prakerja Balance Here'],
    subtitle: ['Pelatihan mandiri dan webinar resmi Prakerja, bersertifikat.', 'Official Prakerja self-paced and webinar training, with certificates.'],
    link: '/prakerja',
    theme: 3,
  },
  {
    key: 'top-public-speaking',
    placement: 'top',
    title: ['Bicara Percaya Diri di Depan Siapa Pun', 'Speak Confidently in Front of Anyone'],
    subtitle: ['Public Speaking yang Memikat, hemat 50% minggu ini.', 'Captivating Public Speaking, 50% off this week.'],
    linkContent: 'public-speaking-yang-memikat',
    theme: 4,
  },
  {
    key: 'top-jalur-siap-kerja',
    placement: 'top',
    title: ['Fresh Graduate? Siap Kerja Lebih Cepat', 'Fresh Graduate? Get Job-Ready Faster'],
    subtitle: ['Jalur belajar lima kursus untuk lolos wawancara pertama Anda.', 'A five-course learning path to pass your first interview.'],
    linkContent: 'jalur-belajar-siap-kerja-fresh-graduate',
    theme: 5,
  },
  {
    key: 'feature-image',
    placement: 'feature_image',
    title: ['Belajar di Mana Saja, Kapan Saja', 'Learn Anywhere, Anytime'],
    subtitle: ['Lebih dari 150 kelas dari instruktur terbaik Indonesia, di web dan aplikasi.', 'More than 150 classes from Indonesia’s best instructors, on the web and in the app.'],
    link: '/courses',
    theme: 0,
  },
  {
    key: 'feature-banner-bootcamp',
    placement: 'feature_banner',
    title: ['Bootcamp dengan Jaminan Kerja', 'Bootcamps with a Job Guarantee'],
    subtitle: ['Belajar intensif bersama mentor, lulus dengan portofolio nyata.', 'Learn intensively with mentors and graduate with a real portfolio.'],
    link: '/bootcamps',
    theme: 2,
  },
  {
    key: 'feature-banner-microlearning',
    placement: 'feature_banner',
    title: ['Belajar 10 Menit Sehari', 'Learn 10 Minutes a Day'],
    subtitle: ['Microlearning gratis dan hemat untuk mengisi waktu luang.', 'Free and affordable microlearning for your spare moments.'],
    link: '/microlearnings',
    theme: 4,
  },
  {
    key: 'middle-excel',
    placement: 'middle',
    title: ['Kuasai Excel untuk Analisis Data', 'Master Excel for Data Analysis'],
    subtitle: ['Dari rumus hingga dashboard. Diskon 50% untuk pembaca artikel.', 'From formulas to dashboards. 50% off for article readers.'],
    linkContent: 'excel-untuk-analisis-data',
    theme: 1,
  },
  {
    key: 'middle-english-interview',
    placement: 'middle',
    title: ['Wawancara dalam Bahasa Inggris? Siap!', 'Interview in English? Ready!'],
    subtitle: ['Latih jawaban terbaik Anda bersama Maya Siregar.', 'Practise your best answers with Maya Siregar.'],
    linkContent: 'bahasa-inggris-untuk-wawancara-kerja',
    theme: 3,
  },
  {
    key: 'middle-webinar-gratis',
    placement: 'middle',
    title: ['Webinar Gratis Setiap Minggu', 'Free Webinars Every Week'],
    subtitle: ['Belajar langsung dari praktisi, dapatkan e-sertifikat.', 'Learn live from practitioners and get an e-certificate.'],
    link: '/webinars',
    theme: 5,
  },
  {
    key: 'detail-paket-digital-marketing',
    placement: 'content_detail',
    title: ['Hemat 45% dengan Paket Lengkap', 'Save 45% with the Complete Package'],
    subtitle: ['Lima kursus digital marketing dalam satu paket.', 'Five digital marketing courses in one bundle.'],
    linkContent: 'paket-digital-marketing-lengkap',
    onContentType: 1,
    onCategory: 'sales-marketing',
    theme: 1,
  },
  {
    key: 'detail-bootcamp-data-analyst',
    placement: 'content_detail',
    title: ['Siap Naik Level? Ikuti Bootcamp', 'Ready to Level Up? Join the Bootcamp'],
    subtitle: ['Bootcamp Data Analyst dengan jaminan kerja.', 'Data Analyst Bootcamp with a job guarantee.'],
    linkContent: 'bootcamp-data-analyst',
    onContentType: 1,
    onCategory: 'teknologi',
    theme: 0,
  },
  {
    key: 'detail-webinar-pivot-lanjutan',
    placement: 'content_detail',
    title: ['Lanjutkan dengan Kursus Lengkap', 'Continue with the Full Course'],
    subtitle: ['Excel untuk Analisis Data, diskon 50% untuk peserta webinar.', 'Excel for Data Analysis, 50% off for webinar participants.'],
    linkContent: 'excel-untuk-analisis-data',
    onContentType: 3,
    onContent: 'webinar-menguasai-pivot-table-dalam-90-menit',
    theme: 2,
  },
  {
    key: 'detail-premium-tahunan',
    placement: 'content_detail',
    title: ['Akses Semua Kursus Setahun Penuh', 'Access Every Course for a Full Year'],
    subtitle: ['Belajar Premium Tahunan, hemat 30%.', 'Premium Learning Yearly, save 30%.'],
    linkContent: 'langganan-belajar-premium-tahunan',
    onContentType: 1,
    theme: 4,
  },
  {
    key: 'prakerja-saldo',
    placement: 'prakerja_top',
    title: ['Saldo Prakerja Anda, Keterampilan Baru Anda', 'Your Prakerja Balance, Your New Skills'],
    subtitle: ['Pilih dari pelatihan mandiri dan webinar resmi Prakerja.', 'Choose from official Prakerja self-paced and webinar training.'],
    link: '/prakerja',
    theme: 3,
  },
  {
    key: 'prakerja-webinar-pemasaran',
    placement: 'prakerja_top',
    title: ['Webinar Prakerja: Pemasaran Digital', 'Prakerja Webinar: Digital Marketing'],
    subtitle: ['Kelas live bersama Rina Kartika Sari. Jadwal terdekat segera penuh.', 'Live class with Rina Kartika Sari. The next session is filling up.'],
    linkContent: 'webinar-prakerja-pemasaran-digital-untuk-wirausaha',
    theme: 1,
  },
  {
    key: 'prakerja-layanan-pelanggan',
    placement: 'prakerja_top',
    title: ['Layanan Pelanggan Prima', 'Customer Service Excellence'],
    subtitle: ['Pelatihan mandiri Prakerja yang paling banyak dipilih.', 'The most chosen Prakerja self-paced training.'],
    linkContent: 'layanan-pelanggan-prima',
    theme: 5,
  },
];

// ── Menus ───────────────────────────────────────────────────────────────
export interface MenuDef {
  label: Pair;
  url: string;
  icon?: string;
  children?: readonly MenuDef[];
}

/** Version 2: desktop header. The Kategori entry's children are every category, listed by the menus service. */
export const MENU_V2: readonly MenuDef[] = [
  { label: ['Kategori', 'Categories'], url: '/categories', icon: 'grid', children: [] },
  { label: ['Kursus', 'Courses'], url: '/courses', icon: 'play' },
  { label: ['Webinar', 'Webinars'], url: '/webinars', icon: 'video' },
  { label: ['Bootcamp', 'Bootcamps'], url: '/bootcamps', icon: 'rocket' },
  { label: ['Microlearning', 'Microlearning'], url: '/microlearnings', icon: 'bolt' },
  { label: ['Prakerja', 'Prakerja'], url: '/prakerja', icon: 'badge' },
  { label: ['Artikel', 'Articles'], url: '/articles', icon: 'article' },
];

/** Version 1: mobile drawer / older menu, flatter and with the user area shortcuts. */
export const MENU_V1: readonly MenuDef[] = [
  { label: ['Beranda', 'Home'], url: '/', icon: 'home' },
  { label: ['Kursus', 'Courses'], url: '/courses', icon: 'play' },
  { label: ['Webinar', 'Webinars'], url: '/webinars', icon: 'video' },
  { label: ['Bootcamp', 'Bootcamps'], url: '/bootcamps', icon: 'rocket' },
  { label: ['Microlearning', 'Microlearning'], url: '/microlearnings', icon: 'bolt' },
  { label: ['Prakerja', 'Prakerja'], url: '/prakerja', icon: 'badge' },
  { label: ['Artikel', 'Articles'], url: '/articles', icon: 'article' },
  { label: ['Kelas Saya', 'My Classes'], url: '/my-class', icon: 'book' },
  { label: ['PoinQu', 'My Points'], url: '/user/poinqu', icon: 'coin' },
  { label: ['VoucherQu', 'My Vouchers'], url: '/user/voucherqu', icon: 'ticket' },
  { label: ['WishlistQu', 'My Wishlist'], url: '/user/wishlistqu', icon: 'heart' },
  { label: ['SertifikatQu', 'My Certificates'], url: '/user/certificatequ', icon: 'award' },
  { label: ['Tentang Kami', 'About Us'], url: '/user/aboutus', icon: 'info' },
  { label: ['Bantuan', 'Help'], url: '/user/support', icon: 'help' },
];

// ── Home sections and suggestion filters ────────────────────────────────
export interface HomeSectionDef {
  key: 'top-products' | 'dont-miss' | 'bootcamps' | 'prakerja' | 'microlearning' | 'testimonials';
  title: Pair;
  subtitle: Pair;
  sortOrder: number;
}

/** Sort orders leave gaps for the fixed sections of the spec (banners, categories, webinars…). */
export const HOME_SECTIONS: readonly HomeSectionDef[] = [
  {
    key: 'top-products',
    title: ['Produk Terpopuler', 'Top Products'],
    subtitle: ['Kelas favorit ribuan pelajar bulan ini.', 'This month’s favourites among thousands of learners.'],
    sortOrder: 10,
  },
  {
    key: 'dont-miss',
    title: ['Jangan Sampai Ketinggalan', 'Don’t Miss It'],
    subtitle: ['Promo dan kelas pilihan yang sayang untuk dilewatkan.', 'Promotions and picks too good to pass up.'],
    sortOrder: 20,
  },
  {
    key: 'bootcamps',
    title: ['Bootcamp Siap Kerja', 'Job-Ready Bootcamps'],
    subtitle: ['Program intensif bersama mentor dan dukungan karier.', 'Intensive programmes with mentors and career support.'],
    sortOrder: 40,
  },
  {
    key: 'prakerja',
    title: ['Kelas Prakerja', 'Prakerja Classes'],
    subtitle: ['Pelatihan resmi yang bisa dibeli dengan saldo Kartu Prakerja.', 'Official training you can buy with your Prakerja Card balance.'],
    sortOrder: 50,
  },
  {
    key: 'microlearning',
    title: ['Belajar Singkat 10 Menit', '10-Minute Microlearning'],
    subtitle: ['Video pendek untuk belajar di sela kesibukan.', 'Short videos for learning between busy moments.'],
    sortOrder: 60,
  },
  {
    key: 'testimonials',
    title: ['Kata Mereka', 'What Learners Say'],
    subtitle: ['Cerita para alumni yang sudah merasakan manfaatnya.', 'Stories from alumni who have felt the difference.'],
    sortOrder: 70,
  },
];

export interface SuggestionFilterDef {
  key: string;
  label: Pair;
  query: SuggestionQuery;
}

export const SUGGESTION_FILTERS: readonly SuggestionFilterDef[] = [
  { key: 'semua', label: ['Semua', 'All'], query: {} },
  { key: 'gratis', label: ['Gratis', 'Free'], query: { isFree: true } },
  { key: 'kursus', label: ['Kursus', 'Courses'], query: { contentType: 1 } },
  { key: 'webinar-live', label: ['Webinar Live', 'Live Webinars'], query: { contentType: 3 } },
  { key: 'prakerja', label: ['Prakerja', 'Prakerja'], query: { isPrakerja: true } },
  { key: 'tatap-muka', label: ['Tatap Muka', 'In Person'], query: { learningMethod: 3 } },
  { key: 'sales-marketing', label: ['Sales & Marketing', 'Sales & Marketing'], query: { categoryUrl: 'sales-marketing' } },
  { key: 'bisnis-keuangan', label: ['Bisnis & Keuangan', 'Business & Finance'], query: { categoryUrl: 'bisnis-keuangan' } },
  { key: 'bahasa', label: ['Bahasa', 'Language'], query: { categoryUrl: 'language' } },
];

// ── Testimonials and partners ───────────────────────────────────────────
export interface TestimonialDef {
  /** Full name; the server masks it. */
  name: string;
  role: Pair;
  quote: Pair;
  rating: 4 | 5;
  /** Url of the course the learner took. */
  content: string;
}

export const TESTIMONIALS: readonly TestimonialDef[] = [
  {
    name: 'Putri Ayu Lestari',
    role: ['Pemilik Toko Kue Online, Semarang', 'Online Cake Shop Owner, Semarang'],
    quote: [
      'Setelah ikut kelas digital marketing, pesanan lewat Instagram naik hampir dua kali lipat dalam tiga bulan. Materinya praktis dan langsung bisa saya terapkan.',
      'After the digital marketing class, orders through Instagram almost doubled in three months. The material is practical and I could apply it straight away.',
    ],
    rating: 5,
    content: 'digital-marketing-untuk-umkm',
  },
  {
    name: 'Andi Firmansyah',
    role: ['Staf Administrasi, Jakarta', 'Administrative Staff, Jakarta'],
    quote: [
      'Laporan mingguan yang dulu saya kerjakan setengah hari sekarang selesai dalam 30 menit berkat PivotTable dan XLOOKUP.',
      'The weekly report that used to take me half a day now takes 30 minutes thanks to PivotTables and XLOOKUP.',
    ],
    rating: 5,
    content: 'excel-untuk-analisis-data',
  },
  {
    name: 'Siti Nurjanah',
    role: ['Fresh Graduate, Bandung', 'Fresh Graduate, Bandung'],
    quote: [
      'Saya dulu selalu gugup kalau wawancara dalam bahasa Inggris. Setelah latihan di kelas ini, saya diterima di perusahaan multinasional.',
      'I used to freeze in English interviews. After practising in this class, I got hired by a multinational company.',
    ],
    rating: 5,
    content: 'bahasa-inggris-untuk-wawancara-kerja',
  },
  {
    name: 'Bayu Setiawan',
    role: ['Sales Executive, Surabaya', 'Sales Executive, Surabaya'],
    quote: [
      'Teknik menangani keberatan harga benar-benar membantu. Target kuartal ini tercapai lebih cepat dari biasanya.',
      'The techniques for handling price objections really helped. I hit this quarter’s target earlier than usual.',
    ],
    rating: 4,
    content: 'teknik-closing-penjualan',
  },
  {
    name: 'Dian Permatasari',
    role: ['HR Officer, Tangerang', 'HR Officer, Tangerang'],
    quote: [
      'Penjelasan tentang OKR dan KPI sangat jelas. Sekarang saya ikut merancang sistem kinerja baru di kantor.',
      'The explanation of OKRs and KPIs was very clear. I am now helping design the new performance system at work.',
    ],
    rating: 5,
    content: 'manajemen-kinerja-okr-dan-kpi',
  },
  {
    name: 'Rudi Hartono',
    role: ['Pemilik Bengkel Motor, Medan', 'Motorbike Workshop Owner, Medan'],
    quote: [
      'Akhirnya saya bisa memisahkan uang usaha dan uang pribadi. Laporan keuangan sederhana ini membuat saya lebih tenang.',
      'I can finally keep business and personal money apart. These simple financial statements give me peace of mind.',
    ],
    rating: 4,
    content: 'menyusun-laporan-keuangan-umkm',
  },
  {
    name: 'Nabila Rahmadani',
    role: ['Mahasiswi Tingkat Akhir, Yogyakarta', 'Final-Year Student, Yogyakarta'],
    quote: [
      'Saya yang tadinya takut presentasi sekarang berani jadi moderator seminar kampus. Latihannya menyenangkan dan tidak menggurui.',
      'I used to dread presenting and now I moderate campus seminars. The exercises are fun and never preachy.',
    ],
    rating: 5,
    content: 'public-speaking-yang-memikat',
  },
  {
    name: 'Hendro Kusuma',
    role: ['Supervisor Gudang, Bekasi', 'Warehouse Supervisor, Bekasi'],
    quote: [
      'Dari tidak mengerti coding sama sekali, sekarang saya bisa membuat analisis data stok dengan Python. Instrukturnya sabar sekali.',
      'From knowing nothing about coding, I can now analyse stock data with Python. The instructor is very patient.',
    ],
    rating: 5,
    content: 'python-untuk-analisis-data',
  },
  {
    name: 'Maria Goreti Simanjuntak',
    role: ['Resepsionis Hotel, Denpasar', 'Hotel Receptionist, Denpasar'],
    quote: [
      'Kelas Prakerja ini membantu saya melayani tamu asing dengan lebih percaya diri. Sertifikatnya juga membantu saat promosi jabatan.',
      'This Prakerja class helped me serve foreign guests with more confidence. The certificate also helped with my promotion.',
    ],
    rating: 4,
    content: 'bahasa-inggris-untuk-layanan-pelanggan',
  },
  {
    name: 'Fajar Nugroho',
    role: ['Desainer Grafis Lepas, Malang', 'Freelance Graphic Designer, Malang'],
    quote: [
      'Materi Figma-nya runtut dari riset sampai prototipe. Portofolio saya sekarang jauh lebih meyakinkan klien.',
      'The Figma material flows neatly from research to prototype. My portfolio is now far more convincing to clients.',
    ],
    rating: 5,
    content: 'fundamental-ui-ux-design-dengan-figma',
  },
];

export interface PartnerDef {
  key: string;
  name: string;
  /** Colour theme index for the generated logo. */
  theme: number;
}

/** "Proudly featured in": fictional press and partner names (no real brands). */
export const PARTNERS: readonly PartnerDef[] = [
  { key: 'kabar-nusantara', name: 'Kabar Nusantara', theme: 0 },
  { key: 'harian-bisnis-kita', name: 'Harian Bisnis Kita', theme: 1 },
  { key: 'teknopedia', name: 'TeknoPedia', theme: 2 },
  { key: 'majalah-karier', name: 'Majalah Karier', theme: 3 },
  { key: 'startup-harian', name: 'Startup Harian', theme: 4 },
  { key: 'radio-edukasi-fm', name: 'Radio Edukasi 98.7 FM', theme: 5 },
  { key: 'suara-kampus', name: 'Suara Kampus', theme: 0 },
];

// ── Settings ────────────────────────────────────────────────────────────
export const FEATURE_VIDEO = {
  title_id: 'Belajar Bersama Praktisi Terbaik',
  title_en: 'Learn with the Best Practitioners',
  subtitle_id: 'Lihat bagaimana ribuan pelajar meningkatkan karier mereka bersama Belajar.',
  subtitle_en: 'See how thousands of learners have grown their careers with Belajar.',
  /** No video file is shipped with the demo. */
  videoUrl: null,
  posterUrl: '/media/banners/feature-video.svg',
  linkUrl: '/courses',
};

export const CONTACT = {
  phone: '+62 21 5000 1234',
  whatsapp: '+62 812 3456 7890',
  address_id: 'Gedung Graha Niaga Lt. 12, Jl. Jend. Sudirman Kav. 58, Jakarta Selatan 12190',
  address_en: 'Graha Niaga Building 12th Floor, Jl. Jend. Sudirman Kav. 58, South Jakarta 12190',
  hours_id: 'Senin–Jumat, 08.00–17.00 WIB',
  hours_en: 'Monday–Friday, 08:00–17:00 WIB',
};

export const ABOUT = {
  tagline_id: 'Belajar keterampilan yang dibutuhkan dunia kerja, dari instruktur terbaik Indonesia.',
  tagline_en: 'Learn the skills the job market needs, from Indonesia’s best instructors.',
  mission_id: 'Membuka akses belajar berkualitas yang terjangkau bagi setiap orang Indonesia.',
  mission_en: 'Opening up affordable, quality learning to every Indonesian.',
};
