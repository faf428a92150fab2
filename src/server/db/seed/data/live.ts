import { ContentType } from '../../../../common/enums.js';
import type { ContentDef, Pair } from './types.js';

function webinar(
  url: string,
  title: Pair,
  summary: Pair,
  category: string,
  instructor: string,
  price: number,
  startDay: number,
  startHour: number,
  topics: Pair[],
  extra: Partial<ContentDef> = {},
): ContentDef {
  return {
    type: ContentType.WEBINAR,
    url,
    title,
    summary,
    category,
    instructor,
    level: 1,
    price,
    startDay,
    startHour,
    duration: 120,
    learningMethod: 2,
    venueType: 1,
    topics,
    ...extra,
  };
}

/**
 * Webinars (content type 3). startDay is relative to the seeding day: positive = upcoming
 * (1..60 days ahead), negative = past.
 */
export const WEBINARS: readonly ContentDef[] = [
  // ── Upcoming ─────────────────────────────────────────────────────────
  webinar(
    'webinar-personal-branding-di-linkedin',
    ['Membangun Personal Branding di LinkedIn', 'Building Your Personal Brand on LinkedIn'],
    [
      'Optimalkan profil LinkedIn agar dilirik rekruter dan membuka peluang karier baru.',
      'Optimise your LinkedIn profile so recruiters notice you and new career doors open.',
    ],
    'pengembangan-diri', 'laras-wulandari', 0, 3, 19,
    [
      ['Profil LinkedIn yang menjual', 'A LinkedIn profile that sells'],
      ['Strategi posting untuk profesional', 'Posting strategy for professionals'],
      ['Networking tanpa canggung', 'Networking without awkwardness'],
    ],
    { dontMiss: true },
  ),
  webinar(
    'webinar-tips-lolos-interview-kerja',
    ['Tips Lolos Interview Kerja di Perusahaan Multinasional', 'How to Ace Job Interviews at Multinational Companies'],
    [
      'Pelajari apa yang sebenarnya dicari pewawancara dan cara menjawab pertanyaan tersulit.',
      'Learn what interviewers are really looking for and how to answer the toughest questions.',
    ],
    'human-resource', 'dewi-anggraini-putri', 0, 5, 19,
    [
      ['Riset perusahaan sebelum wawancara', 'Researching the company before the interview'],
      ['Menjawab dengan metode STAR', 'Answering with the STAR method'],
      ['Pertanyaan balik untuk pewawancara', 'Questions to ask the interviewer'],
    ],
  ),
  webinar(
    'webinar-memanfaatkan-ai-untuk-umkm',
    ['Memanfaatkan AI untuk Bisnis UMKM', 'Using AI for Small Businesses'],
    [
      'Lihat demo langsung penggunaan AI untuk membuat konten, membalas chat pelanggan, dan membaca data penjualan.',
      'See live demos of AI creating content, answering customer chats and reading sales data.',
    ],
    'teknologi', 'dimas-saputra', 49000, 7, 19,
    [
      ['AI untuk konten promosi', 'AI for promotional content'],
      ['Chatbot layanan pelanggan', 'Customer service chatbots'],
      ['Membaca data penjualan dengan AI', 'Reading sales data with AI'],
    ],
    { top: true, isNew: true },
  ),
  webinar(
    'webinar-cara-mengatur-gaji-pertama',
    ['Cara Mengatur Gaji Pertama', 'How to Manage Your First Salary'],
    [
      'Bagi gaji pertama dengan bijak untuk kebutuhan, tabungan, investasi, dan sedikit hadiah untuk diri sendiri.',
      'Split your first salary wisely between needs, savings, investment and a small treat for yourself.',
    ],
    'bisnis-keuangan', 'hendra-wijaya', 0, 9, 20,
    [
      ['Pos-pos anggaran bulanan', 'Monthly budget categories'],
      ['Menabung dana darurat', 'Saving an emergency fund'],
      ['Investasi pertama yang aman', 'A safe first investment'],
    ],
  ),
  webinar(
    'webinar-live-selling-tiktok-shop',
    ['Live Selling di TikTok Shop yang Menghasilkan', 'Live Selling on TikTok Shop That Converts'],
    [
      'Siapkan sesi live selling yang ramai penonton dan berujung transaksi, bukan sekadar tontonan.',
      'Run live selling sessions that draw viewers and end in sales, not just views.',
    ],
    'sales-marketing', 'laras-wulandari', 79000, 12, 19,
    [
      ['Persiapan studio sederhana', 'A simple studio setup'],
      ['Naskah dan alur live', 'Script and live flow'],
      ['Promo dan voucher saat live', 'Promos and vouchers during the live'],
    ],
    { discount: [1, 20], dontMiss: true },
  ),
  webinar(
    'webinar-hr-analytics',
    ['HR Analytics: Keputusan SDM Berbasis Data', 'HR Analytics: Data-Driven People Decisions'],
    [
      'Gunakan data turnover, absensi, dan kinerja untuk mengambil keputusan SDM yang lebih tepat.',
      'Use turnover, attendance and performance data to make better people decisions.',
    ],
    'human-resource', 'dewi-anggraini-putri', 99000, 14, 14,
    [
      ['Metrik SDM yang penting', 'HR metrics that matter'],
      ['Menganalisis turnover karyawan', 'Analysing employee turnover'],
      ['Dashboard SDM sederhana', 'A simple HR dashboard'],
    ],
    { discount: [1, 20] },
  ),
  webinar(
    'webinar-english-small-talk-untuk-networking',
    ['English Small Talk untuk Networking', 'English Small Talk for Networking'],
    [
      'Mulai dan jaga percakapan ringan dalam bahasa Inggris di acara bisnis dan konferensi.',
      'Start and keep up light conversations in English at business events and conferences.',
    ],
    'language', 'maya-siregar', 59000, 16, 19,
    [
      ['Membuka percakapan', 'Opening a conversation'],
      ['Topik aman untuk small talk', 'Safe small talk topics'],
      ['Mengakhiri percakapan dengan sopan', 'Ending a conversation politely'],
    ],
  ),
  webinar(
    'webinar-portofolio-ui-ux-dilirik-rekruter',
    ['Membuat Portofolio UI/UX yang Dilirik Rekruter', 'Building a UI/UX Portfolio Recruiters Notice'],
    [
      'Susun studi kasus desain yang menunjukkan proses berpikir, bukan hanya hasil akhir yang cantik.',
      'Put together design case studies that show your thinking, not just a pretty final result.',
    ],
    'desain', 'nadia-utami', 0, 19, 19,
    [
      ['Memilih proyek untuk portofolio', 'Choosing projects for a portfolio'],
      ['Menulis studi kasus', 'Writing a case study'],
      ['Review portofolio peserta', 'Reviewing participants’ portfolios'],
    ],
  ),
  webinar(
    'webinar-investasi-reksa-dana-untuk-pemula',
    ['Investasi Reksa Dana untuk Pemula', 'Mutual Fund Investing for Beginners'],
    [
      'Kenali jenis reksa dana, risikonya, dan cara memilih produk yang sesuai tujuan keuangan Anda.',
      'Learn the types of mutual funds, their risks and how to pick products that match your goals.',
    ],
    'bisnis-keuangan', 'hendra-wijaya', 49000, 21, 19,
    [
      ['Jenis-jenis reksa dana', 'Types of mutual funds'],
      ['Profil risiko investor', 'Investor risk profiles'],
      ['Strategi investasi rutin', 'A regular investing strategy'],
    ],
    { discount: [2, 20000] },
  ),
  webinar(
    'webinar-negosiasi-gaji-dengan-percaya-diri',
    ['Negosiasi Gaji dengan Percaya Diri', 'Negotiating Your Salary with Confidence'],
    [
      'Tentukan angka yang pantas dan sampaikan ekspektasi gaji tanpa takut kehilangan tawaran.',
      'Work out a fair figure and state your salary expectations without fear of losing the offer.',
    ],
    'pengembangan-diri', 'yusuf-maulana', 0, 24, 19,
    [
      ['Riset standar gaji', 'Researching salary benchmarks'],
      ['Kalimat negosiasi yang efektif', 'Effective negotiation phrases'],
      ['Negosiasi di luar gaji pokok', 'Negotiating beyond base salary'],
    ],
  ),
  webinar(
    'webinar-melindungi-data-pribadi-dari-penipuan',
    ['Melindungi Data Pribadi dari Penipuan Online', 'Protecting Your Personal Data from Online Scams'],
    [
      'Kenali modus penipuan terbaru dan langkah sederhana untuk mengamankan akun serta data pribadi.',
      'Recognise the latest scams and simple steps to secure your accounts and personal data.',
    ],
    'pengetahuan-umum', 'arief-rahman', 0, 27, 16,
    [
      ['Modus phishing dan social engineering', 'Phishing and social engineering tricks'],
      ['Mengamankan akun bank dan e-wallet', 'Securing bank and e-wallet accounts'],
      ['Yang harus dilakukan jika data bocor', 'What to do after a data leak'],
    ],
  ),
  webinar(
    'webinar-prakerja-pemasaran-digital-untuk-wirausaha',
    ['Pemasaran Digital untuk Wirausaha (Webinar Prakerja)', 'Digital Marketing for Entrepreneurs (Prakerja Webinar)'],
    [
      'Pelatihan live Prakerja tentang cara memasarkan usaha lewat media sosial dan marketplace.',
      'A live Prakerja training on marketing a business through social media and marketplaces.',
    ],
    'sales-marketing', 'rina-kartika-sari', 650000, 10, 9,
    [
      ['Menentukan target pasar', 'Defining the target market'],
      ['Konten dan iklan media sosial', 'Social media content and ads'],
      ['Rencana pemasaran 30 hari', 'A 30-day marketing plan'],
    ],
    { prakerja: true, duration: 240 },
  ),
  webinar(
    'webinar-prakerja-administrasi-perkantoran',
    ['Pelatihan Administrasi Perkantoran (Webinar Prakerja)', 'Office Administration Training (Prakerja Webinar)'],
    [
      'Kuasai tugas administrasi kantor: pengarsipan, korespondensi, dan pengolahan data dengan Excel.',
      'Master office admin tasks: filing, correspondence and data processing with Excel.',
    ],
    'pengetahuan-umum', 'sari-maharani', 700000, 13, 9,
    [
      ['Sistem pengarsipan dokumen', 'Document filing systems'],
      ['Korespondensi bisnis', 'Business correspondence'],
      ['Pengolahan data dengan Excel', 'Data processing with Excel'],
    ],
    { prakerja: true, duration: 240 },
  ),
  webinar(
    'webinar-prakerja-teknik-penjualan-retail',
    ['Teknik Penjualan Retail untuk Pramuniaga (Webinar Prakerja)', 'Retail Selling Techniques for Shop Assistants (Prakerja Webinar)'],
    [
      'Pelatihan live untuk pramuniaga: menyapa pelanggan, menawarkan produk, dan meningkatkan nilai belanja.',
      'Live training for shop assistants: greeting customers, offering products and raising basket size.',
    ],
    'sales-marketing', 'bagus-prasetyo', 550000, 17, 13,
    [
      ['Menyambut pelanggan di toko', 'Welcoming customers in store'],
      ['Teknik upselling dan cross-selling', 'Upselling and cross-selling'],
      ['Menata display produk', 'Arranging product displays'],
    ],
    { prakerja: true, duration: 240 },
  ),
  webinar(
    'webinar-prakerja-bahasa-inggris-pariwisata',
    ['Bahasa Inggris untuk Pariwisata dan Perhotelan (Webinar Prakerja)', 'English for Tourism and Hospitality (Prakerja Webinar)'],
    [
      'Latih percakapan bahasa Inggris untuk resepsionis hotel, pemandu wisata, dan staf restoran.',
      'Practise English conversation for hotel receptionists, tour guides and restaurant staff.',
    ],
    'language', 'maya-siregar', 750000, 20, 9,
    [
      ['Check-in dan check-out tamu', 'Guest check-in and check-out'],
      ['Memandu wisatawan', 'Guiding tourists'],
      ['Melayani tamu restoran', 'Serving restaurant guests'],
    ],
    { prakerja: true, duration: 240 },
  ),
  webinar(
    'seminar-strategi-pemasaran-digital-hybrid',
    ['Seminar Strategi Pemasaran Digital (Hybrid)', 'Digital Marketing Strategy Seminar (Hybrid)'],
    [
      'Seminar hybrid bersama praktisi pemasaran: hadir langsung di Jakarta atau ikuti secara online.',
      'A hybrid seminar with marketing practitioners: attend in Jakarta or join online.',
    ],
    'sales-marketing', 'rina-kartika-sari', 150000, 30, 13,
    [
      ['Tren perilaku konsumen digital', 'Digital consumer behaviour trends'],
      ['Studi kasus kampanye lokal', 'Local campaign case studies'],
      ['Diskusi panel dan networking', 'Panel discussion and networking'],
    ],
    {
      venueType: 3,
      location: 'Gedung Graha Niaga Lt. 5, Jl. Jend. Sudirman Kav. 58, Jakarta Selatan',
      duration: 180,
      discount: [1, 10],
    },
  ),
  webinar(
    'workshop-public-speaking-tatap-muka-bandung',
    ['Workshop Public Speaking Tatap Muka di Bandung', 'In-Person Public Speaking Workshop in Bandung'],
    [
      'Sehari penuh berlatih berbicara di depan umum dengan umpan balik langsung dari pelatih.',
      'A full day of public speaking practice with direct feedback from the coach.',
    ],
    'pengembangan-diri', 'yusuf-maulana', 350000, 35, 9,
    [
      ['Latihan pembukaan yang kuat', 'Practising a strong opening'],
      ['Simulasi presentasi berkelompok', 'Group presentation simulation'],
      ['Umpan balik dan rekaman video', 'Feedback and video recording'],
    ],
    {
      learningMethod: 3,
      venueType: 2,
      location: 'Ruang Serbaguna Hotel Parahyangan, Jl. Asia Afrika No. 12, Bandung',
      duration: 420,
      discount: [2, 50000],
    },
  ),
  // ── Past ─────────────────────────────────────────────────────────────
  webinar(
    'webinar-kesehatan-mental-saat-kerja-jarak-jauh',
    ['Menjaga Kesehatan Mental saat Bekerja Jarak Jauh', 'Looking After Your Mental Health When Working Remotely'],
    [
      'Diskusi santai tentang rasa sepi, kelelahan, dan batas kerja saat bekerja dari rumah.',
      'A relaxed discussion about loneliness, fatigue and work boundaries when working from home.',
    ],
    'kesehatan', 'anindya-kusuma', 0, -4, 19,
    [
      ['Tanda kelelahan emosional', 'Signs of emotional exhaustion'],
      ['Rutinitas kerja dari rumah', 'Work-from-home routines'],
      ['Tanya jawab dengan psikolog', 'Q&A with a psychologist'],
    ],
  ),
  webinar(
    'webinar-menguasai-pivot-table-dalam-90-menit',
    ['Menguasai Pivot Table dalam 90 Menit', 'Master Pivot Tables in 90 Minutes'],
    [
      'Praktik langsung membuat laporan ringkas dari ribuan baris data dengan PivotTable.',
      'Hands-on practice turning thousands of rows into a concise report with PivotTables.',
    ],
    'bisnis-keuangan', 'sari-maharani', 49000, -8, 19,
    [
      ['Menyiapkan data sumber', 'Preparing the source data'],
      ['Membuat dan mengatur PivotTable', 'Building and arranging a PivotTable'],
      ['Slicer dan PivotChart', 'Slicers and PivotCharts'],
    ],
    { duration: 90, top: true },
  ),
  webinar(
    'webinar-meniti-karier-di-bidang-data',
    ['Meniti Karier di Bidang Data', 'Building a Career in Data'],
    [
      'Kenali peran data analyst, data scientist, dan data engineer serta cara memulai karier di bidang data.',
      'Get to know data analyst, data scientist and data engineer roles and how to start a data career.',
    ],
    'teknologi', 'dimas-saputra', 0, -12, 19,
    [
      ['Peta karier di bidang data', 'The data career map'],
      ['Skill yang dicari perusahaan', 'Skills companies look for'],
      ['Membangun portofolio data', 'Building a data portfolio'],
    ],
  ),
  webinar(
    'webinar-membangun-bisnis-kuliner-rumahan',
    ['Membangun Bisnis Kuliner Rumahan', 'Building a Home-Based Food Business'],
    [
      'Cerita dan strategi memulai usaha kuliner dari dapur rumah hingga punya pelanggan tetap.',
      'Stories and strategies for starting a food business from a home kitchen to loyal customers.',
    ],
    'bisnis-keuangan', 'kevin-tanoto', 0, -15, 15,
    [
      ['Menentukan menu andalan', 'Choosing a signature menu'],
      ['Izin PIRT dan sertifikasi halal', 'Home food permits and halal certification'],
      ['Berjualan lewat aplikasi pesan antar', 'Selling via food delivery apps'],
    ],
  ),
  webinar(
    'webinar-mengenal-budaya-kerja-jepang',
    ['Mengenal Budaya Kerja Jepang', 'Understanding Japanese Work Culture'],
    [
      'Bekal penting sebelum bekerja di Jepang: etika, komunikasi, dan kebiasaan di kantor.',
      'Key knowledge before working in Japan: etiquette, communication and office habits.',
    ],
    'language', 'ni-putu-ayu-pradnyani', 0, -20, 19,
    [
      ['Hou-ren-sou: melapor dan berkonsultasi', 'Hou-ren-sou: reporting and consulting'],
      ['Etika dan bahasa sopan (keigo)', 'Etiquette and polite language (keigo)'],
      ['Kehidupan sehari-hari di Jepang', 'Daily life in Japan'],
    ],
  ),
  webinar(
    'webinar-memahami-kontrak-kerja-pkwt-dan-pkwtt',
    ['Memahami Kontrak Kerja PKWT dan PKWTT', 'Understanding Fixed-Term and Permanent Employment Contracts'],
    [
      'Ketahui perbedaan kontrak kerja waktu tertentu dan tetap, serta hak yang melekat pada masing-masing.',
      'Learn the difference between fixed-term and permanent contracts and the rights attached to each.',
    ],
    'human-resource', 'ahmad-fauzi', 59000, -25, 19,
    [
      ['Ketentuan PKWT terbaru', 'Current fixed-term contract rules'],
      ['Kompensasi akhir kontrak', 'End-of-contract compensation'],
      ['Studi kasus perselisihan', 'Dispute case studies'],
    ],
  ),
  webinar(
    'webinar-prakerja-manajemen-stok-usaha-retail',
    ['Manajemen Stok untuk Usaha Retail (Webinar Prakerja)', 'Stock Management for Retail Businesses (Prakerja Webinar)'],
    [
      'Pelatihan live Prakerja tentang pencatatan stok, pemesanan ulang, dan mencegah barang menumpuk.',
      'A live Prakerja training on stock records, reordering and preventing overstock.',
    ],
    'bisnis-keuangan', 'kevin-tanoto', 500000, -9, 9,
    [
      ['Pencatatan stok masuk dan keluar', 'Recording stock in and out'],
      ['Titik pemesanan ulang', 'Reorder points'],
      ['Stock opname berkala', 'Periodic stock taking'],
    ],
    { prakerja: true, duration: 240 },
  ),
  webinar(
    'webinar-tetap-produktif-di-era-kerja-hybrid',
    ['Tetap Produktif di Era Kerja Hybrid', 'Staying Productive in the Hybrid Work Era'],
    [
      'Strategi mengatur waktu, komunikasi tim, dan fokus saat bekerja bergantian dari kantor dan rumah.',
      'Strategies for time, team communication and focus when alternating between office and home.',
    ],
    'pengembangan-diri', 'rizky-ramadhan', 0, -30, 19,
    [
      ['Merencanakan minggu kerja hybrid', 'Planning a hybrid work week'],
      ['Komunikasi asinkron', 'Asynchronous communication'],
      ['Menjaga fokus', 'Keeping focus'],
    ],
  ),
  webinar(
    'seminar-presentasi-memukau-dengan-storytelling',
    ['Presentasi Memukau dengan Storytelling', 'Stunning Presentations with Storytelling'],
    [
      'Seminar hybrid tentang cara merangkai data dan pesan menjadi cerita yang diingat audiens.',
      'A hybrid seminar on weaving data and messages into stories the audience remembers.',
    ],
    'pengembangan-diri', 'yusuf-maulana', 99000, -40, 13,
    [
      ['Struktur cerita tiga babak', 'Three-act story structure'],
      ['Data yang bercerita', 'Data that tells a story'],
      ['Latihan langsung bersama peserta', 'Live practice with participants'],
    ],
    {
      venueType: 3,
      location: 'Auditorium Kampus Cendekia, Jl. Raya Darmo No. 88, Surabaya',
      duration: 180,
    },
  ),
  webinar(
    'webinar-bahasa-mandarin-untuk-peluang-bisnis',
    ['Bahasa Mandarin untuk Peluang Bisnis', 'Mandarin for Business Opportunities'],
    [
      'Mengapa bahasa Mandarin semakin penting bagi pelaku usaha dan cara mulai belajar dengan efektif.',
      'Why Mandarin matters more and more for business people and how to start learning effectively.',
    ],
    'language', 'melinda-liem', 0, -6, 19,
    [
      ['Peluang dagang dengan Tiongkok', 'Trade opportunities with China'],
      ['Ungkapan bisnis dasar', 'Basic business phrases'],
      ['Strategi belajar mandiri', 'Self-study strategies'],
    ],
  ),
];

function event(
  url: string,
  title: Pair,
  summary: Pair,
  category: string,
  instructor: string,
  price: number,
  startDay: number,
  startHour: number,
  duration: number,
  topics: Pair[],
  extra: Partial<ContentDef> = {},
): ContentDef {
  return {
    type: ContentType.EVENT,
    url,
    title,
    summary,
    category,
    instructor,
    level: 1,
    price,
    startDay,
    startHour,
    duration,
    learningMethod: 2,
    venueType: 1,
    topics,
    ...extra,
  };
}

const JAKARTA_HALL = 'Aula Menara Karya Lt. 3, Jl. H.R. Rasuna Said Kav. 1, Jakarta Selatan';

/** Events (content type 37): online fairs and offline or hybrid meet-ups. */
export const EVENTS: readonly ContentDef[] = [
  event(
    'event-virtual-job-fair-karier-digital',
    ['Virtual Job Fair: Karier Digital', 'Virtual Job Fair: Digital Careers'],
    [
      'Temui puluhan perusahaan yang membuka lowongan digital dan ikuti sesi konsultasi CV gratis.',
      'Meet dozens of companies hiring for digital roles and join free CV consultation sessions.',
    ],
    'human-resource', 'dewi-anggraini-putri', 0, 8, 9, 480,
    [
      ['Booth virtual perusahaan', 'Virtual company booths'],
      ['Konsultasi CV satu lawan satu', 'One-on-one CV consultations'],
      ['Talkshow tren rekrutmen', 'Recruitment trends talk show'],
    ],
    { dontMiss: true },
  ),
  event(
    'event-meetup-umkm-go-digital-yogyakarta',
    ['Meetup UMKM Go Digital Yogyakarta', 'Small Business Go Digital Meetup Yogyakarta'],
    [
      'Bertemu sesama pelaku UMKM, belajar pemasaran digital, dan konsultasi langsung dengan mentor.',
      'Meet fellow small business owners, learn digital marketing and consult mentors face to face.',
    ],
    'sales-marketing', 'kevin-tanoto', 75000, 11, 13, 240,
    [
      ['Kisah sukses UMKM lokal', 'Local small business success stories'],
      ['Klinik foto produk', 'Product photo clinic'],
      ['Sesi mentoring kelompok', 'Group mentoring session'],
    ],
    {
      learningMethod: 3,
      venueType: 2,
      location: 'Ruang Kolaborasi Kotabaru, Jl. Suroto No. 9, Yogyakarta',
    },
  ),
  event(
    'event-hr-leaders-summit-jakarta',
    ['HR Leaders Summit Jakarta', 'HR Leaders Summit Jakarta'],
    [
      'Konferensi sehari bagi pemimpin SDM tentang budaya kerja, teknologi HR, dan retensi talenta.',
      'A one-day conference for HR leaders on work culture, HR technology and talent retention.',
    ],
    'human-resource', 'dewi-anggraini-putri', 750000, 40, 8, 540,
    [
      ['Keynote: masa depan dunia kerja', 'Keynote: the future of work'],
      ['Panel teknologi HR', 'HR technology panel'],
      ['Workshop retensi talenta', 'Talent retention workshop'],
    ],
    { learningMethod: 3, venueType: 2, location: JAKARTA_HALL, discount: [1, 20] },
  ),
  event(
    'event-festival-bahasa-dan-budaya-asia',
    ['Festival Bahasa dan Budaya Asia', 'Asian Language and Culture Festival'],
    [
      'Festival hybrid dengan kelas kilat bahasa Jepang, Mandarin, dan Korea serta pertunjukan budaya.',
      'A hybrid festival with quick Japanese, Mandarin and Korean classes plus cultural performances.',
    ],
    'language', 'ni-putu-ayu-pradnyani', 50000, 22, 10, 360,
    [
      ['Kelas kilat bahasa Jepang', 'Quick Japanese class'],
      ['Kelas kilat bahasa Mandarin', 'Quick Mandarin class'],
      ['Info beasiswa dan kerja di Asia', 'Scholarships and jobs in Asia'],
    ],
    {
      venueType: 3,
      location: 'Gedung Kesenian Braga, Jl. Braga No. 40, Bandung',
    },
  ),
  event(
    'event-career-day-mahasiswa-tingkat-akhir',
    ['Career Day: Persiapan Karier Mahasiswa Tingkat Akhir', 'Career Day: Career Preparation for Final-Year Students'],
    [
      'Acara online untuk mahasiswa tingkat akhir: CV, LinkedIn, simulasi wawancara, dan info magang.',
      'An online event for final-year students: CVs, LinkedIn, mock interviews and internship info.',
    ],
    'pengembangan-diri', 'yusuf-maulana', 0, 15, 13, 210,
    [
      ['CV pertama yang meyakinkan', 'A convincing first CV'],
      ['Simulasi wawancara', 'Mock interviews'],
      ['Info program magang', 'Internship programme info'],
    ],
    { isNew: true },
  ),
  event(
    'event-workshop-fotografi-produk-smartphone',
    ['Workshop Fotografi Produk dengan Smartphone', 'Product Photography Workshop with a Smartphone'],
    [
      'Praktik langsung memotret produk jualan dengan ponsel dan pencahayaan sederhana.',
      'Hands-on practice photographing products with a phone and simple lighting.',
    ],
    'desain', 'nadia-utami', 150000, 26, 9, 300,
    [
      ['Pencahayaan dan latar sederhana', 'Simple lighting and backgrounds'],
      ['Komposisi foto produk', 'Product photo composition'],
      ['Edit foto di ponsel', 'Editing photos on a phone'],
    ],
    {
      learningMethod: 3,
      venueType: 2,
      location: 'Studio Rupa, Jl. Tunjungan No. 21, Surabaya',
    },
  ),
  event(
    'event-hackathon-ai-untuk-umkm',
    ['Hackathon AI untuk Solusi UMKM', 'AI Hackathon for Small Business Solutions'],
    [
      'Dua hari membangun prototipe solusi AI untuk masalah nyata UMKM bersama mentor industri.',
      'Two days building AI prototypes for real small-business problems with industry mentors.',
    ],
    'teknologi', 'dimas-saputra', 0, -18, 9, 960,
    [
      ['Pemaparan tantangan UMKM', 'Small business challenge briefing'],
      ['Sesi mentoring teknis', 'Technical mentoring sessions'],
      ['Demo day dan penjurian', 'Demo day and judging'],
    ],
    { venueType: 3, location: JAKARTA_HALL },
  ),
  event(
    'event-talkshow-literasi-keuangan-keluarga',
    ['Talkshow Literasi Keuangan Keluarga', 'Family Financial Literacy Talk Show'],
    [
      'Obrolan santai tentang mengatur uang keluarga, dana pendidikan anak, dan menghindari pinjol ilegal.',
      'A casual talk on managing family money, children’s education funds and avoiding illegal online loans.',
    ],
    'bisnis-keuangan', 'hendra-wijaya', 0, -10, 19, 120,
    [
      ['Anggaran rumah tangga', 'Household budgeting'],
      ['Dana pendidikan anak', 'Children’s education fund'],
      ['Bahaya pinjaman online ilegal', 'The dangers of illegal online loans'],
    ],
  ),
];

/**
 * The live demo (issue 18): four sessions timed in minutes from the first start of a data folder,
 * so a new user finds a webinar on now, one about to start and two events under way. Kept out of
 * CONTENTS: the demo-catalogue seeder has already run on existing databases, so the
 * `live-sessions` seeder (../live-sessions.ts) adds these.
 */
export const LIVE_DEMO: readonly ContentDef[] = [
  // On now and paid: the browser journey buys it, joins, sends feedback and gets a certificate.
  webinar(
    'webinar-live-kelas-konten-kreatif',
    ['Live Class: Membuat Konten Kreatif untuk Media Sosial', 'Live Class: Creating Creative Social Media Content'],
    [
      'Kelas langsung membuat ide, naskah, dan jadwal konten media sosial yang konsisten.',
      'A live class on ideas, scripts and a steady posting schedule for social media content.',
    ],
    'sales-marketing', 'rina-kartika-sari', 49000, 0, 19,
    [
      ['Menemukan ide konten dari audiens', 'Finding content ideas from your audience'],
      ['Menulis naskah video pendek', 'Writing short video scripts'],
      ['Menyusun kalender konten', 'Planning a content calendar'],
    ],
    { startOffsetMinutes: -10, duration: 180 },
  ),
  // Free and about to start: the countdown, and feedback still refused.
  webinar(
    'webinar-live-segera-dimulai',
    ['Webinar Gratis: Produktif Bekerja dari Rumah', 'Free Webinar: Working Productively from Home'],
    [
      'Kebiasaan dan alat sederhana agar tetap fokus dan produktif saat bekerja dari rumah.',
      'Habits and simple tools to stay focused and productive when working from home.',
    ],
    'pengembangan-diri', 'laras-wulandari', 0, 0, 19,
    [
      ['Mengatur ruang dan waktu kerja', 'Setting up your workspace and hours'],
      ['Teknik fokus tanpa gangguan', 'Focus techniques without distractions'],
      ['Komunikasi tim jarak jauh', 'Remote team communication'],
    ],
    { startOffsetMinutes: 20, duration: 90 },
  ),
  // Hybrid, under way: the e-ticket scan at the venue and the Zoom call both record attendance.
  event(
    'event-live-temu-komunitas-hybrid',
    ['Temu Komunitas Belajar: Hybrid', 'Learning Community Meet-up: Hybrid'],
    [
      'Berbagi pengalaman belajar dan membangun jejaring, hadir di lokasi atau lewat Zoom.',
      'Share learning stories and build your network, on site or over Zoom.',
    ],
    'pengembangan-diri', 'dimas-saputra', 0, 0, 19, 240,
    [
      ['Cerita sukses anggota komunitas', 'Community members’ success stories'],
      ['Diskusi kelompok per minat', 'Group discussions by interest'],
      ['Sesi jejaring', 'Networking session'],
    ],
    { venueType: 3, location: JAKARTA_HALL, startOffsetMinutes: -30, certificate: true },
  ),
  // Online, just started: joining through Zoom records the attendance.
  event(
    'event-live-online-kelas-terbuka',
    ['Kelas Terbuka Online: Dasar Analisis Data', 'Open Online Class: Data Analysis Basics'],
    [
      'Kelas terbuka gratis tentang membaca data dan membuat keputusan dengan spreadsheet.',
      'A free open class on reading data and making decisions with a spreadsheet.',
    ],
    'teknologi', 'arief-rahman', 0, 0, 19, 120,
    [
      ['Membaca tabel dan grafik', 'Reading tables and charts'],
      ['Rumus dasar spreadsheet', 'Basic spreadsheet formulas'],
      ['Menarik kesimpulan dari data', 'Drawing conclusions from data'],
    ],
    { startOffsetMinutes: -5, certificate: true },
  ),
];
