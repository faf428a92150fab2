import { ContentType } from '../../../../common/enums.js';
import type { ContentDef, Pair } from './types.js';

function course(
  url: string,
  title: Pair,
  summary: Pair,
  category: string,
  instructor: string,
  level: 1 | 2 | 3,
  price: number,
  topics: Pair[],
  extra: Partial<ContentDef> = {},
): ContentDef {
  return { type: ContentType.COURSE, url, title, summary, category, instructor, level, price, topics, ...extra };
}

/** Self-paced video courses (content type 1). */
export const COURSES: readonly ContentDef[] = [
  // ── Sales & Marketing ────────────────────────────────────────────────
  course(
    'digital-marketing-untuk-umkm',
    ['Digital Marketing untuk UMKM', 'Digital Marketing for Small Businesses'],
    [
      'Pelajari cara memasarkan produk UMKM secara online dengan anggaran terbatas namun hasil terukur.',
      'Learn to market a small business online on a limited budget with measurable results.',
    ],
    'sales-marketing', 'rina-kartika-sari', 1, 249000,
    [
      ['Memahami pelanggan dan persona', 'Understanding customers and personas'],
      ['Strategi media sosial organik', 'Organic social media strategy'],
      ['Iklan berbayar dengan anggaran kecil', 'Paid ads on a small budget'],
      ['Mengukur hasil dengan data sederhana', 'Measuring results with simple data'],
    ],
    { discount: [1, 40], top: true },
  ),
  course(
    'strategi-konten-instagram-dan-tiktok',
    ['Strategi Konten Instagram dan TikTok untuk Bisnis', 'Instagram and TikTok Content Strategy for Business'],
    [
      'Rancang konten yang konsisten, relevan, dan mendatangkan pembeli dari Instagram dan TikTok.',
      'Plan consistent, relevant content that brings buyers in from Instagram and TikTok.',
    ],
    'sales-marketing', 'laras-wulandari', 1, 199000,
    [
      ['Pilar konten dan kalender posting', 'Content pillars and a posting calendar'],
      ['Menulis hook dalam tiga detik pertama', 'Writing a hook in the first three seconds'],
      ['Produksi video pendek dengan ponsel', 'Short video production with a phone'],
      ['Membaca insight dan mengoptimalkan konten', 'Reading insights and optimising content'],
    ],
    { discount: [1, 25], isNew: true },
  ),
  course(
    'teknik-closing-penjualan',
    ['Teknik Closing Penjualan yang Efektif', 'Effective Sales Closing Techniques'],
    [
      'Ubah calon pembeli yang ragu menjadi pelanggan dengan teknik closing yang sopan dan terbukti.',
      'Turn hesitant prospects into customers with polite, proven closing techniques.',
    ],
    'sales-marketing', 'bagus-prasetyo', 2, 299000,
    [
      ['Membaca sinyal membeli', 'Reading buying signals'],
      ['Menangani keberatan harga', 'Handling price objections'],
      ['Tujuh teknik closing', 'Seven closing techniques'],
      ['Tindak lanjut setelah presentasi', 'Following up after a pitch'],
    ],
    { discount: [2, 100000] },
  ),
  course(
    'copywriting-yang-menjual',
    ['Copywriting yang Menjual', 'Copywriting That Sells'],
    [
      'Tulis judul, caption, dan halaman penjualan yang membuat pembaca ingin segera membeli.',
      'Write headlines, captions and sales pages that make readers want to buy right away.',
    ],
    'sales-marketing', 'laras-wulandari', 1, 179000,
    [
      ['Formula AIDA dan PAS', 'The AIDA and PAS formulas'],
      ['Menulis judul yang memancing klik', 'Writing headlines that earn clicks'],
      ['Copy untuk halaman produk', 'Copy for product pages'],
      ['Uji A/B sederhana', 'Simple A/B testing'],
    ],
  ),
  course(
    'google-ads-untuk-pemula',
    ['Google Ads untuk Pemula', 'Google Ads for Beginners'],
    [
      'Pasang iklan pencarian pertama Anda di Google dan kendalikan biaya per klik sejak hari pertama.',
      'Launch your first Google search ad and control cost per click from day one.',
    ],
    'sales-marketing', 'rina-kartika-sari', 1, 349000,
    [
      ['Struktur akun dan kampanye', 'Account and campaign structure'],
      ['Riset kata kunci', 'Keyword research'],
      ['Menulis iklan pencarian', 'Writing search ads'],
      ['Mengatur anggaran dan bidding', 'Budgets and bidding'],
      ['Membaca laporan konversi', 'Reading conversion reports'],
    ],
    { discount: [1, 30] },
  ),
  course(
    'seo-praktis-untuk-website-bisnis',
    ['SEO Praktis untuk Website Bisnis', 'Practical SEO for Business Websites'],
    [
      'Naikkan peringkat website bisnis di Google dengan langkah SEO yang bisa langsung dipraktikkan.',
      'Raise your business website’s Google ranking with SEO steps you can apply right away.',
    ],
    'sales-marketing', 'rina-kartika-sari', 2, 399000,
    [
      ['Cara kerja mesin pencari', 'How search engines work'],
      ['SEO on-page dan struktur konten', 'On-page SEO and content structure'],
      ['SEO teknis dasar', 'Basic technical SEO'],
      ['Membangun backlink yang aman', 'Building safe backlinks'],
    ],
  ),
  course(
    'sukses-berjualan-di-marketplace',
    ['Sukses Berjualan di Marketplace', 'Selling Successfully on Marketplaces'],
    [
      'Bangun toko online di marketplace dari foto produk hingga strategi promo dan ulasan pelanggan.',
      'Build an online marketplace store, from product photos to promotions and customer reviews.',
    ],
    'sales-marketing', 'kevin-tanoto', 1, 450000,
    [
      ['Riset produk dan harga pesaing', 'Product and competitor price research'],
      ['Foto dan deskripsi produk', 'Product photos and descriptions'],
      ['Fitur promo dan iklan marketplace', 'Marketplace promotions and ads'],
      ['Mengelola ulasan dan layanan pelanggan', 'Managing reviews and customer service'],
    ],
    { prakerja: true },
  ),
  course(
    'negosiasi-bisnis-b2b',
    ['Negosiasi Bisnis B2B untuk Tenaga Penjual', 'B2B Negotiation for Salespeople'],
    [
      'Kuasai negosiasi dengan klien korporat tanpa mengorbankan margin maupun hubungan jangka panjang.',
      'Master negotiations with corporate clients without sacrificing margins or long-term relationships.',
    ],
    'sales-marketing', 'bagus-prasetyo', 3, 449000,
    [
      ['Memetakan pengambil keputusan', 'Mapping the decision makers'],
      ['BATNA dan batas negosiasi', 'BATNA and negotiation limits'],
      ['Taktik konsesi', 'Concession tactics'],
      ['Menutup kontrak dan menjaga relasi', 'Closing contracts and keeping relationships'],
    ],
    { discount: [1, 20] },
  ),
  course(
    'layanan-pelanggan-prima',
    ['Layanan Pelanggan Prima (Service Excellence)', 'Customer Service Excellence'],
    [
      'Berikan layanan yang membuat pelanggan puas, kembali lagi, dan merekomendasikan bisnis Anda.',
      'Deliver service that satisfies customers, brings them back and makes them recommend your business.',
    ],
    'sales-marketing', 'bagus-prasetyo', 1, 350000,
    [
      ['Standar layanan dan sikap melayani', 'Service standards and attitude'],
      ['Komunikasi empatik', 'Empathetic communication'],
      ['Menangani komplain pelanggan', 'Handling customer complaints'],
      ['Layanan lewat chat dan telepon', 'Service over chat and phone'],
    ],
    { prakerja: true, dontMiss: true },
  ),
  course(
    'email-marketing-dan-otomasi',
    ['Email Marketing dan Otomasi', 'Email Marketing and Automation'],
    [
      'Bangun daftar pelanggan dan kirim email otomatis yang benar-benar dibuka dan diklik.',
      'Build a subscriber list and send automated emails that actually get opened and clicked.',
    ],
    'sales-marketing', 'rina-kartika-sari', 2, 229000,
    [
      ['Membangun daftar pelanggan', 'Building a subscriber list'],
      ['Segmentasi dan personalisasi', 'Segmentation and personalisation'],
      ['Alur email otomatis', 'Automated email flows'],
      ['Metrik open rate dan klik', 'Open rate and click metrics'],
    ],
  ),
  // ── Bisnis & Keuangan ────────────────────────────────────────────────
  course(
    'excel-untuk-analisis-data',
    ['Excel untuk Analisis Data', 'Excel for Data Analysis'],
    [
      'Olah data kerja menjadi insight dengan rumus, PivotTable, dan grafik Excel yang rapi.',
      'Turn work data into insight with Excel formulas, PivotTables and tidy charts.',
    ],
    'bisnis-keuangan', 'sari-maharani', 2, 299000,
    [
      ['Membersihkan dan merapikan data', 'Cleaning and tidying data'],
      ['Rumus logika dan lookup', 'Logical and lookup formulas'],
      ['PivotTable dan PivotChart', 'PivotTables and PivotCharts'],
      ['Membuat dashboard sederhana', 'Building a simple dashboard'],
      ['Studi kasus laporan penjualan', 'Sales report case study'],
    ],
    { discount: [1, 50], top: true },
  ),
  course(
    'perencanaan-keuangan-pribadi',
    ['Perencanaan Keuangan Pribadi untuk Milenial', 'Personal Financial Planning for Millennials'],
    [
      'Atur gaji, dana darurat, dan tujuan keuangan agar hidup lebih tenang tanpa harus pelit.',
      'Organise your salary, emergency fund and financial goals for a calmer life without being stingy.',
    ],
    'bisnis-keuangan', 'hendra-wijaya', 1, 0,
    [
      ['Cek kesehatan keuangan', 'Financial health check'],
      ['Anggaran dengan metode 50/30/20', 'Budgeting with the 50/30/20 method'],
      ['Dana darurat dan asuransi', 'Emergency funds and insurance'],
      ['Mulai berinvestasi', 'Starting to invest'],
    ],
  ),
  course(
    'menyusun-laporan-keuangan-umkm',
    ['Menyusun Laporan Keuangan UMKM', 'Preparing Financial Statements for Small Businesses'],
    [
      'Buat laporan laba rugi, neraca, dan arus kas sederhana untuk usaha Anda tanpa latar belakang akuntansi.',
      'Produce a simple income statement, balance sheet and cash flow for your business without an accounting background.',
    ],
    'bisnis-keuangan', 'siti-rahmawati', 1, 249000,
    [
      ['Memisahkan uang pribadi dan usaha', 'Separating personal and business money'],
      ['Pencatatan transaksi harian', 'Recording daily transactions'],
      ['Laporan laba rugi dan neraca', 'Income statement and balance sheet'],
      ['Membaca arus kas', 'Reading cash flow'],
    ],
    { discount: [2, 50000] },
  ),
  course(
    'investasi-saham-untuk-pemula',
    ['Investasi Saham untuk Pemula', 'Stock Investing for Beginners'],
    [
      'Pahami cara kerja pasar saham Indonesia dan susun portofolio pertama dengan risiko yang terukur.',
      'Understand how the Indonesian stock market works and build a first portfolio with measured risk.',
    ],
    'bisnis-keuangan', 'hendra-wijaya', 1, 199000,
    [
      ['Mengenal Bursa Efek Indonesia', 'Getting to know the Indonesia Stock Exchange'],
      ['Membuka rekening efek', 'Opening a securities account'],
      ['Analisis fundamental dasar', 'Basic fundamental analysis'],
      ['Manajemen risiko dan diversifikasi', 'Risk management and diversification'],
    ],
    { discount: [1, 30] },
  ),
  course(
    'memahami-pajak-umkm-dan-pribadi',
    ['Memahami Pajak untuk UMKM dan Pribadi', 'Understanding Tax for Small Businesses and Individuals'],
    [
      'Hitung, bayar, dan laporkan pajak usaha maupun pribadi dengan benar sesuai aturan terbaru.',
      'Calculate, pay and report business and personal tax correctly under the latest rules.',
    ],
    'bisnis-keuangan', 'siti-rahmawati', 2, 279000,
    [
      ['NPWP, NIK, dan kewajiban pajak', 'Tax ID numbers and obligations'],
      ['PPh final UMKM', 'Final income tax for small businesses'],
      ['Mengisi SPT Tahunan', 'Filing the annual tax return'],
      ['Bukti potong dan pembukuan', 'Withholding slips and bookkeeping'],
    ],
  ),
  course(
    'memulai-bisnis-dari-nol',
    ['Memulai Bisnis dari Nol', 'Starting a Business from Scratch'],
    [
      'Validasi ide, hitung modal, dan luncurkan usaha pertama Anda dengan langkah yang realistis.',
      'Validate an idea, work out the capital and launch your first business with realistic steps.',
    ],
    'bisnis-keuangan', 'kevin-tanoto', 1, 0,
    [
      ['Menemukan dan menguji ide usaha', 'Finding and testing a business idea'],
      ['Menghitung modal awal', 'Calculating start-up capital'],
      ['Legalitas usaha: NIB dan izin', 'Business legality: NIB and permits'],
      ['Penjualan pertama', 'The first sale'],
    ],
  ),
  course(
    'business-model-canvas',
    ['Merancang Model Bisnis dengan Business Model Canvas', 'Designing Business Models with the Business Model Canvas'],
    [
      'Petakan sembilan elemen bisnis Anda dalam satu halaman dan temukan celah untuk bertumbuh.',
      'Map the nine elements of your business on a single page and find room to grow.',
    ],
    'bisnis-keuangan', 'kevin-tanoto', 2, 179000,
    [
      ['Segmen pelanggan dan proposisi nilai', 'Customer segments and value proposition'],
      ['Saluran dan hubungan pelanggan', 'Channels and customer relationships'],
      ['Sumber pendapatan dan struktur biaya', 'Revenue streams and cost structure'],
      ['Menguji asumsi bisnis', 'Testing business assumptions'],
    ],
    { discount: [1, 20] },
  ),
  course(
    'analisis-kelayakan-usaha',
    ['Analisis Kelayakan Usaha', 'Business Feasibility Analysis'],
    [
      'Nilai kelayakan usaha atau proyek baru dengan NPV, IRR, dan analisis sensitivitas.',
      'Assess the feasibility of a new business or project with NPV, IRR and sensitivity analysis.',
    ],
    'bisnis-keuangan', 'hendra-wijaya', 3, 399000,
    [
      ['Aspek pasar dan operasional', 'Market and operational aspects'],
      ['Proyeksi arus kas', 'Cash flow projections'],
      ['NPV, IRR, dan payback period', 'NPV, IRR and payback period'],
      ['Analisis sensitivitas dan skenario', 'Sensitivity and scenario analysis'],
    ],
  ),
  course(
    'akuntansi-dasar-untuk-non-akuntan',
    ['Akuntansi Dasar untuk Non-Akuntan', 'Basic Accounting for Non-Accountants'],
    [
      'Pahami jurnal, buku besar, dan laporan keuangan tanpa pusing dengan istilah akuntansi.',
      'Understand journals, ledgers and financial statements without getting lost in accounting jargon.',
    ],
    'bisnis-keuangan', 'siti-rahmawati', 1, 400000,
    [
      ['Persamaan dasar akuntansi', 'The basic accounting equation'],
      ['Jurnal dan buku besar', 'Journals and ledgers'],
      ['Neraca saldo dan penyesuaian', 'Trial balance and adjustments'],
      ['Menyusun laporan keuangan', 'Preparing financial statements'],
    ],
    { prakerja: true },
  ),
  // ── Human Resource ───────────────────────────────────────────────────
  course(
    'rekrutmen-dan-seleksi-modern',
    ['Rekrutmen dan Seleksi Karyawan Modern', 'Modern Recruitment and Selection'],
    [
      'Temukan kandidat terbaik lebih cepat dengan proses rekrutmen yang terstruktur dan berbasis data.',
      'Find the best candidates faster with a structured, data-driven recruitment process.',
    ],
    'human-resource', 'dewi-anggraini-putri', 2, 349000,
    [
      ['Analisis jabatan dan profil kandidat', 'Job analysis and candidate profiles'],
      ['Sourcing di LinkedIn dan job portal', 'Sourcing on LinkedIn and job portals'],
      ['Tes dan asesmen seleksi', 'Selection tests and assessments'],
      ['Metrik rekrutmen', 'Recruitment metrics'],
    ],
    { discount: [1, 35] },
  ),
  course(
    'manajemen-kinerja-okr-dan-kpi',
    ['Manajemen Kinerja dengan OKR dan KPI', 'Performance Management with OKRs and KPIs'],
    [
      'Rancang sasaran kinerja yang jelas, adil, dan mendorong tim mencapai target bersama.',
      'Design clear, fair performance goals that drive teams to hit shared targets.',
    ],
    'human-resource', 'dewi-anggraini-putri', 2, 399000,
    [
      ['Perbedaan OKR dan KPI', 'OKRs versus KPIs'],
      ['Menurunkan sasaran perusahaan ke tim', 'Cascading company goals to teams'],
      ['Check-in dan umpan balik berkala', 'Regular check-ins and feedback'],
      ['Penilaian kinerja yang adil', 'Fair performance reviews'],
    ],
    { discount: [1, 25] },
  ),
  course(
    'dasar-hukum-ketenagakerjaan',
    ['Dasar Hukum Ketenagakerjaan Indonesia', 'Fundamentals of Indonesian Employment Law'],
    [
      'Pahami hak dan kewajiban pekerja serta perusahaan menurut peraturan ketenagakerjaan terbaru.',
      'Understand the rights and duties of workers and employers under the latest employment regulations.',
    ],
    'human-resource', 'ahmad-fauzi', 2, 299000,
    [
      ['PKWT, PKWTT, dan alih daya', 'Fixed-term, permanent and outsourced work'],
      ['Waktu kerja, lembur, dan cuti', 'Working hours, overtime and leave'],
      ['Pemutusan hubungan kerja dan pesangon', 'Termination and severance'],
      ['Penyelesaian perselisihan', 'Dispute resolution'],
    ],
  ),
  course(
    'payroll-dan-bpjs-untuk-staf-hr',
    ['Penggajian (Payroll) dan BPJS untuk Staf HR', 'Payroll and BPJS for HR Staff'],
    [
      'Hitung gaji, PPh 21, dan iuran BPJS karyawan dengan akurat setiap bulan.',
      'Calculate salaries, income tax and BPJS contributions accurately every month.',
    ],
    'human-resource', 'siti-rahmawati', 1, 500000,
    [
      ['Komponen gaji dan tunjangan', 'Salary components and allowances'],
      ['Menghitung PPh 21', 'Calculating employee income tax'],
      ['Iuran BPJS Kesehatan dan Ketenagakerjaan', 'BPJS health and employment contributions'],
      ['Slip gaji dan laporan payroll', 'Payslips and payroll reports'],
    ],
    { prakerja: true },
  ),
  course(
    'employer-branding',
    ['Employer Branding untuk Menarik Talenta Terbaik', 'Employer Branding to Attract Top Talent'],
    [
      'Bangun citra perusahaan sebagai tempat kerja impian agar kandidat terbaik datang sendiri.',
      'Build your company’s image as a dream workplace so the best candidates come to you.',
    ],
    'human-resource', 'dewi-anggraini-putri', 1, 199000,
    [
      ['Employee value proposition', 'Employee value proposition'],
      ['Cerita karyawan di media sosial', 'Employee stories on social media'],
      ['Pengalaman kandidat', 'Candidate experience'],
      ['Mengukur dampak employer branding', 'Measuring employer branding impact'],
    ],
    { isNew: true },
  ),
  course(
    'kepemimpinan-untuk-manajer-baru',
    ['Kepemimpinan untuk Manajer Baru', 'Leadership for New Managers'],
    [
      'Lewati masa transisi dari rekan kerja menjadi atasan dengan percaya diri dan tim yang solid.',
      'Get through the shift from colleague to manager with confidence and a solid team.',
    ],
    'human-resource', 'dewi-anggraini-putri', 2, 449000,
    [
      ['Peran dan mindset manajer', 'The manager’s role and mindset'],
      ['Delegasi yang efektif', 'Effective delegation'],
      ['Coaching dan one-on-one', 'Coaching and one-on-ones'],
      ['Mengelola konflik tim', 'Managing team conflict'],
    ],
    { discount: [1, 30], top: true },
  ),
  course(
    'teknik-wawancara-berbasis-kompetensi',
    ['Teknik Wawancara Berbasis Kompetensi', 'Competency-Based Interviewing'],
    [
      'Gali pengalaman nyata kandidat dengan metode STAR agar keputusan rekrutmen lebih tepat.',
      'Draw out candidates’ real experience with the STAR method for better hiring decisions.',
    ],
    'human-resource', 'dewi-anggraini-putri', 2, 179000,
    [
      ['Kamus kompetensi', 'Competency dictionaries'],
      ['Menyusun pertanyaan STAR', 'Writing STAR questions'],
      ['Probing dan mencatat jawaban', 'Probing and note-taking'],
      ['Menilai kandidat secara objektif', 'Scoring candidates objectively'],
    ],
  ),
  // ── Pengetahuan Umum ─────────────────────────────────────────────────
  course(
    'manajemen-proyek-untuk-pemula',
    ['Manajemen Proyek untuk Pemula', 'Project Management for Beginners'],
    [
      'Rencanakan, jalankan, dan selesaikan proyek tepat waktu dengan alat yang sederhana.',
      'Plan, run and finish projects on time with simple tools.',
    ],
    'pengetahuan-umum', 'rizky-ramadhan', 1, 299000,
    [
      ['Siklus hidup proyek', 'The project life cycle'],
      ['Work breakdown structure dan jadwal', 'Work breakdown structure and scheduling'],
      ['Mengelola risiko dan pemangku kepentingan', 'Managing risks and stakeholders'],
      ['Scrum dan Kanban untuk tim kecil', 'Scrum and Kanban for small teams'],
    ],
    { discount: [1, 40], dontMiss: true },
  ),
  course(
    'literasi-digital-dan-keamanan-siber',
    ['Literasi Digital dan Keamanan Siber Sehari-hari', 'Everyday Digital Literacy and Cybersecurity'],
    [
      'Lindungi akun, data pribadi, dan keluarga Anda dari penipuan serta kejahatan siber.',
      'Protect your accounts, personal data and family from scams and cybercrime.',
    ],
    'pengetahuan-umum', 'arief-rahman', 1, 0,
    [
      ['Mengenali hoaks dan disinformasi', 'Spotting hoaxes and disinformation'],
      ['Password dan autentikasi dua faktor', 'Passwords and two-factor authentication'],
      ['Modus penipuan online terbaru', 'The latest online scams'],
      ['Menjaga privasi di media sosial', 'Keeping privacy on social media'],
    ],
  ),
  course(
    'berpikir-kritis-dan-pemecahan-masalah',
    ['Berpikir Kritis dan Pemecahan Masalah', 'Critical Thinking and Problem Solving'],
    [
      'Latih cara berpikir terstruktur untuk mengurai masalah kerja dan mengambil keputusan yang lebih baik.',
      'Train structured thinking to break down work problems and make better decisions.',
    ],
    'pengetahuan-umum', 'rizky-ramadhan', 2, 199000,
    [
      ['Mengenali bias berpikir', 'Recognising thinking biases'],
      ['Analisis akar masalah', 'Root cause analysis'],
      ['Membandingkan alternatif solusi', 'Comparing alternative solutions'],
      ['Menyampaikan rekomendasi', 'Presenting recommendations'],
    ],
    { discount: [1, 20] },
  ),
  course(
    'menulis-email-dan-surat-profesional',
    ['Menulis Email dan Surat Profesional', 'Writing Professional Emails and Letters'],
    [
      'Tulis email dan surat resmi yang jelas, sopan, dan cepat ditanggapi.',
      'Write clear, polite emails and formal letters that get quick replies.',
    ],
    'pengetahuan-umum', 'ahmad-fauzi', 1, 300000,
    [
      ['Struktur email yang efektif', 'Structure of an effective email'],
      ['Bahasa Indonesia yang baku dan luwes', 'Standard yet natural Indonesian'],
      ['Surat resmi dan surat penawaran', 'Formal letters and proposals'],
      ['Etika komunikasi tertulis', 'Written communication etiquette'],
    ],
    { prakerja: true },
  ),
  course(
    'dasar-hukum-kontrak-bisnis',
    ['Dasar Hukum Kontrak untuk Pelaku Usaha', 'Contract Law Basics for Business Owners'],
    [
      'Baca, susun, dan negosiasikan kontrak bisnis agar usaha Anda terlindungi secara hukum.',
      'Read, draft and negotiate business contracts so your business is legally protected.',
    ],
    'pengetahuan-umum', 'ahmad-fauzi', 2, 249000,
    [
      ['Syarat sah perjanjian', 'What makes an agreement valid'],
      ['Klausul penting dalam kontrak', 'Key contract clauses'],
      ['Wanprestasi dan ganti rugi', 'Breach of contract and damages'],
      ['Perjanjian kerja sama dan NDA', 'Partnership agreements and NDAs'],
    ],
  ),
  course(
    'microsoft-word-dan-powerpoint',
    ['Microsoft Word dan PowerPoint untuk Pekerja Kantoran', 'Microsoft Word and PowerPoint for Office Workers'],
    [
      'Buat dokumen dan presentasi yang rapi, konsisten, dan profesional dalam waktu singkat.',
      'Create neat, consistent and professional documents and presentations in little time.',
    ],
    'pengetahuan-umum', 'sari-maharani', 1, 350000,
    [
      ['Style, heading, dan daftar isi otomatis', 'Styles, headings and automatic tables of contents'],
      ['Mail merge dan template dokumen', 'Mail merge and document templates'],
      ['Desain slide yang bersih', 'Clean slide design'],
      ['Grafik, animasi, dan presentasi', 'Charts, animation and presenting'],
    ],
    { prakerja: true },
  ),
  // ── Language ─────────────────────────────────────────────────────────
  course(
    'bahasa-inggris-untuk-wawancara-kerja',
    ['Bahasa Inggris untuk Wawancara Kerja', 'English for Job Interviews'],
    [
      'Jawab pertanyaan wawancara dalam bahasa Inggris dengan lancar, jelas, dan percaya diri.',
      'Answer job interview questions in English fluently, clearly and confidently.',
    ],
    'language', 'maya-siregar', 1, 199000,
    [
      ['Memperkenalkan diri dengan kuat', 'A strong self-introduction'],
      ['Menjawab pertanyaan perilaku', 'Answering behavioural questions'],
      ['Membahas gaji dan ekspektasi', 'Discussing salary and expectations'],
      ['Pelafalan dan intonasi', 'Pronunciation and intonation'],
    ],
    { discount: [1, 40], top: true },
  ),
  course(
    'persiapan-ielts-target-band-7',
    ['Persiapan IELTS: Target Band 7', 'IELTS Preparation: Target Band 7'],
    [
      'Strategi lengkap listening, reading, writing, dan speaking untuk meraih skor IELTS 7.',
      'A complete listening, reading, writing and speaking strategy to reach IELTS band 7.',
    ],
    'language', 'maya-siregar', 3, 599000,
    [
      ['Strategi listening', 'Listening strategy'],
      ['Teknik reading cepat', 'Fast reading techniques'],
      ['Writing task 1 dan 2', 'Writing tasks 1 and 2'],
      ['Simulasi speaking', 'Speaking simulation'],
      ['Tryout dan pembahasan', 'Practice test and review'],
    ],
    { discount: [2, 150000] },
  ),
  course(
    'business-english-rapat-dan-presentasi',
    ['Business English untuk Rapat dan Presentasi', 'Business English for Meetings and Presentations'],
    [
      'Pimpin rapat, sampaikan pendapat, dan presentasikan ide dalam bahasa Inggris yang natural.',
      'Lead meetings, share opinions and present ideas in natural English.',
    ],
    'language', 'maya-siregar', 2, 349000,
    [
      ['Ungkapan membuka dan memimpin rapat', 'Phrases to open and lead meetings'],
      ['Setuju, menolak, dan bernegosiasi', 'Agreeing, disagreeing and negotiating'],
      ['Struktur presentasi bisnis', 'Business presentation structure'],
      ['Menjawab pertanyaan audiens', 'Handling audience questions'],
    ],
  ),
  course(
    'bahasa-jepang-dasar-jlpt-n5',
    ['Bahasa Jepang Dasar (JLPT N5)', 'Basic Japanese (JLPT N5)'],
    [
      'Kuasai hiragana, katakana, dan percakapan dasar sebagai bekal ujian JLPT N5.',
      'Master hiragana, katakana and basic conversation to prepare for the JLPT N5.',
    ],
    'language', 'ni-putu-ayu-pradnyani', 1, 299000,
    [
      ['Hiragana dan katakana', 'Hiragana and katakana'],
      ['Kosakata dan pola kalimat dasar', 'Basic vocabulary and sentence patterns'],
      ['Kanji N5', 'N5 kanji'],
      ['Percakapan sehari-hari', 'Everyday conversation'],
    ],
    { discount: [1, 15] },
  ),
  course(
    'percakapan-bahasa-mandarin-sehari-hari',
    ['Percakapan Bahasa Mandarin Sehari-hari', 'Everyday Mandarin Conversation'],
    [
      'Berbicara bahasa Mandarin untuk situasi sehari-hari, dari berbelanja hingga menyapa rekan bisnis.',
      'Speak Mandarin in everyday situations, from shopping to greeting business contacts.',
    ],
    'language', 'melinda-liem', 1, 279000,
    [
      ['Pinyin dan nada', 'Pinyin and tones'],
      ['Salam dan perkenalan', 'Greetings and introductions'],
      ['Angka, waktu, dan berbelanja', 'Numbers, time and shopping'],
      ['Percakapan di kantor', 'Conversation at the office'],
    ],
    { isNew: true },
  ),
  course(
    'grammar-bahasa-inggris-praktis',
    ['Grammar Bahasa Inggris Praktis', 'Practical English Grammar'],
    [
      'Perbaiki kesalahan grammar yang paling sering muncul dengan penjelasan singkat dan banyak contoh.',
      'Fix the most common grammar mistakes with short explanations and plenty of examples.',
    ],
    'language', 'maya-siregar', 1, 0,
    [
      ['Tenses yang paling sering dipakai', 'The most used tenses'],
      ['Artikel dan preposisi', 'Articles and prepositions'],
      ['Kalimat aktif dan pasif', 'Active and passive sentences'],
      ['Kesalahan umum orang Indonesia', 'Common mistakes by Indonesian speakers'],
    ],
  ),
  course(
    'bahasa-inggris-untuk-layanan-pelanggan',
    ['Bahasa Inggris untuk Layanan Pelanggan', 'English for Customer Service'],
    [
      'Layani pelanggan asing lewat telepon, chat, dan tatap muka dengan bahasa Inggris yang sopan.',
      'Serve international customers by phone, chat and in person in polite English.',
    ],
    'language', 'maya-siregar', 1, 400000,
    [
      ['Menyapa dan menawarkan bantuan', 'Greeting and offering help'],
      ['Menjelaskan produk dan harga', 'Explaining products and prices'],
      ['Menangani keluhan dalam bahasa Inggris', 'Handling complaints in English'],
      ['Email layanan pelanggan', 'Customer service emails'],
    ],
    { prakerja: true },
  ),
  // ── Teknologi & Data ─────────────────────────────────────────────────
  course(
    'python-untuk-analisis-data',
    ['Python untuk Analisis Data', 'Python for Data Analysis'],
    [
      'Analisis data nyata dengan Python, pandas, dan visualisasi tanpa harus menjadi programmer.',
      'Analyse real data with Python, pandas and visualisation without becoming a programmer.',
    ],
    'teknologi', 'dimas-saputra', 2, 449000,
    [
      ['Dasar Python dan Jupyter Notebook', 'Python basics and Jupyter Notebook'],
      ['Mengolah data dengan pandas', 'Working with data in pandas'],
      ['Visualisasi dengan matplotlib', 'Visualisation with matplotlib'],
      ['Proyek analisis data e-commerce', 'E-commerce data analysis project'],
    ],
    { discount: [1, 45], top: true },
  ),
  course(
    'dasar-pemrograman-web',
    ['Dasar Pemrograman Web: HTML, CSS, dan JavaScript', 'Web Programming Basics: HTML, CSS and JavaScript'],
    [
      'Bangun website pertama Anda dari nol dan pahami fondasi pengembangan web modern.',
      'Build your first website from scratch and understand the foundations of modern web development.',
    ],
    'teknologi', 'arief-rahman', 1, 349000,
    [
      ['Struktur halaman dengan HTML', 'Page structure with HTML'],
      ['Tata letak dengan CSS dan Flexbox', 'Layout with CSS and Flexbox'],
      ['Logika dasar JavaScript', 'JavaScript fundamentals'],
      ['Mempublikasikan website', 'Publishing a website'],
    ],
    { discount: [1, 30] },
  ),
  course(
    'sql-untuk-pemula',
    ['SQL untuk Pemula', 'SQL for Beginners'],
    [
      'Ambil, saring, dan gabungkan data dari database dengan kueri SQL yang rapi.',
      'Retrieve, filter and join data from a database with tidy SQL queries.',
    ],
    'teknologi', 'sari-maharani', 1, 199000,
    [
      ['SELECT, WHERE, dan ORDER BY', 'SELECT, WHERE and ORDER BY'],
      ['Agregasi dan GROUP BY', 'Aggregation and GROUP BY'],
      ['JOIN antar tabel', 'Joining tables'],
      ['Subquery dan studi kasus', 'Subqueries and a case study'],
    ],
  ),
  course(
    'chatgpt-dan-ai-generatif-untuk-produktivitas',
    ['ChatGPT dan AI Generatif untuk Produktivitas Kerja', 'ChatGPT and Generative AI for Workplace Productivity'],
    [
      'Manfaatkan ChatGPT dan alat AI lain untuk menulis, meringkas, dan menganalisis lebih cepat.',
      'Use ChatGPT and other AI tools to write, summarise and analyse faster.',
    ],
    'teknologi', 'dimas-saputra', 1, 179000,
    [
      ['Cara kerja model bahasa', 'How language models work'],
      ['Menyusun prompt yang efektif', 'Writing effective prompts'],
      ['AI untuk dokumen, email, dan data', 'AI for documents, email and data'],
      ['Etika dan keamanan data', 'Ethics and data security'],
    ],
    { isNew: true, discount: [1, 20] },
  ),
  // ── Desain & Kreatif ─────────────────────────────────────────────────
  course(
    'desain-grafis-dengan-canva',
    ['Desain Grafis dengan Canva untuk Promosi', 'Graphic Design with Canva for Promotion'],
    [
      'Buat poster, konten media sosial, dan katalog produk yang menarik hanya dengan Canva.',
      'Create attractive posters, social media content and product catalogues using only Canva.',
    ],
    'desain', 'nadia-utami', 1, 300000,
    [
      ['Prinsip warna dan tipografi', 'Colour and typography principles'],
      ['Template konten media sosial', 'Social media content templates'],
      ['Katalog dan brosur produk', 'Product catalogues and brochures'],
      ['Menjaga konsistensi merek', 'Keeping the brand consistent'],
    ],
    { prakerja: true },
  ),
  course(
    'fundamental-ui-ux-design-dengan-figma',
    ['Fundamental UI/UX Design dengan Figma', 'UI/UX Design Fundamentals with Figma'],
    [
      'Pelajari proses desain produk digital dari riset pengguna hingga prototipe interaktif di Figma.',
      'Learn the digital product design process from user research to an interactive prototype in Figma.',
    ],
    'desain', 'nadia-utami', 2, 499000,
    [
      ['Riset pengguna dan persona', 'User research and personas'],
      ['Wireframe dan alur pengguna', 'Wireframes and user flows'],
      ['Desain antarmuka di Figma', 'Interface design in Figma'],
      ['Prototipe dan uji kegunaan', 'Prototyping and usability testing'],
    ],
    { discount: [1, 40] },
  ),
  // ── Pengembangan Diri ────────────────────────────────────────────────
  course(
    'public-speaking-yang-memikat',
    ['Public Speaking yang Memikat', 'Captivating Public Speaking'],
    [
      'Atasi gugup dan bicara di depan umum dengan struktur yang jelas serta cerita yang membekas.',
      'Overcome nerves and speak in public with a clear structure and stories that stick.',
    ],
    'pengembangan-diri', 'yusuf-maulana', 1, 249000,
    [
      ['Mengelola rasa gugup', 'Managing nerves'],
      ['Struktur pembuka, isi, dan penutup', 'Opening, body and closing structure'],
      ['Storytelling dan bahasa tubuh', 'Storytelling and body language'],
      ['Vokal, jeda, dan intonasi', 'Voice, pauses and intonation'],
    ],
    { discount: [1, 50], top: true },
  ),
  course(
    'manajemen-waktu-dan-produktivitas',
    ['Manajemen Waktu dan Produktivitas', 'Time Management and Productivity'],
    [
      'Selesaikan pekerjaan penting lebih cepat dengan teknik prioritas dan kebiasaan kerja yang sehat.',
      'Finish important work faster with prioritisation techniques and healthy work habits.',
    ],
    'pengembangan-diri', 'rizky-ramadhan', 1, 0,
    [
      ['Matriks Eisenhower', 'The Eisenhower matrix'],
      ['Time blocking dan Pomodoro', 'Time blocking and Pomodoro'],
      ['Mengurangi distraksi digital', 'Reducing digital distractions'],
      ['Evaluasi mingguan', 'Weekly review'],
    ],
  ),
  // ── Kesehatan & Gaya Hidup ───────────────────────────────────────────
  course(
    'pola-makan-sehat-untuk-pekerja-sibuk',
    ['Pola Makan Sehat untuk Pekerja Sibuk', 'Healthy Eating for Busy Professionals'],
    [
      'Susun menu harian bergizi seimbang yang praktis, hemat, dan cocok dengan jadwal kerja padat.',
      'Plan practical, affordable and balanced daily meals that fit a busy work schedule.',
    ],
    'kesehatan', 'fitri-handayani', 1, 129000,
    [
      ['Prinsip Isi Piringku', 'The "My Plate" principle'],
      ['Menyiapkan bekal dalam 15 menit', 'Preparing a packed lunch in 15 minutes'],
      ['Camilan sehat dan hidrasi', 'Healthy snacks and hydration'],
      ['Membaca label gizi', 'Reading nutrition labels'],
    ],
  ),
  course(
    'mengelola-stres-dan-kesehatan-mental-di-tempat-kerja',
    ['Mengelola Stres dan Menjaga Kesehatan Mental di Tempat Kerja', 'Managing Stress and Mental Health at Work'],
    [
      'Kenali sumber stres kerja dan bangun kebiasaan yang menjaga kesehatan mental Anda.',
      'Recognise the sources of work stress and build habits that protect your mental health.',
    ],
    'kesehatan', 'anindya-kusuma', 1, 149000,
    [
      ['Mengenali tanda stres dan burnout', 'Recognising stress and burnout'],
      ['Teknik relaksasi dan mindfulness', 'Relaxation and mindfulness techniques'],
      ['Batasan sehat dengan pekerjaan', 'Healthy boundaries with work'],
      ['Kapan mencari bantuan profesional', 'When to seek professional help'],
    ],
    { discount: [1, 20] },
  ),
];
