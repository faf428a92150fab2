import { ContentType } from '../../../../common/enums.js';
import type { ContentDef, Pair } from './types.js';

function micro(
  url: string,
  title: Pair,
  summary: Pair,
  category: string,
  instructor: string,
  price: number,
  duration: number,
  topics: Pair[],
  extra: Partial<ContentDef> = {},
): ContentDef {
  return { type: ContentType.MICROLEARNING, url, title, summary, category, instructor, level: 1, price, duration, topics, ...extra };
}

/** Microlearning (content type 2): 5–25 minute videos, free or cheap. */
export const MICROLEARNINGS: readonly ContentDef[] = [
  micro(
    'micro-rumus-vlookup-dan-xlookup',
    ['Rumus VLOOKUP dan XLOOKUP dalam 10 Menit', 'VLOOKUP and XLOOKUP in 10 Minutes'],
    ['Cari data antartabel secara otomatis dengan dua rumus lookup paling populer di Excel.', 'Look up data across tables automatically with Excel’s two most popular lookup formulas.'],
    'bisnis-keuangan', 'sari-maharani', 0, 10,
    [['Cara kerja VLOOKUP', 'How VLOOKUP works'], ['XLOOKUP yang lebih fleksibel', 'The more flexible XLOOKUP'], ['Mengatasi error #N/A', 'Fixing #N/A errors']],
  ),
  micro(
    'micro-menulis-caption-instagram-yang-menjual',
    ['Menulis Caption Instagram yang Menjual', 'Writing Instagram Captions That Sell'],
    ['Tiga pola caption sederhana yang membuat pengikut berhenti menggulir dan mulai bertanya harga.', 'Three simple caption patterns that make followers stop scrolling and ask for the price.'],
    'sales-marketing', 'laras-wulandari', 49000, 12,
    [['Hook di kalimat pertama', 'A hook in the first line'], ['Cerita singkat produk', 'A short product story'], ['Ajakan bertindak yang jelas', 'A clear call to action']],
    { discount: [1, 40] },
  ),
  micro(
    'micro-cara-membuat-cv-lolos-ats',
    ['Cara Membuat CV yang Lolos ATS', 'How to Write a CV That Passes ATS'],
    ['Susun CV yang terbaca sistem ATS sekaligus menarik bagi perekrut manusia.', 'Build a CV that ATS software can read and human recruiters will like.'],
    'human-resource', 'dewi-anggraini-putri', 0, 14,
    [['Cara kerja ATS', 'How ATS works'], ['Format dan kata kunci', 'Format and keywords'], ['Menulis pencapaian terukur', 'Writing measurable achievements']],
  ),
  micro(
    'micro-menghitung-dana-darurat-ideal',
    ['Menghitung Dana Darurat Ideal', 'Working Out Your Ideal Emergency Fund'],
    ['Hitung berapa dana darurat yang Anda butuhkan dan di mana sebaiknya disimpan.', 'Work out how much emergency money you need and where to keep it.'],
    'bisnis-keuangan', 'hendra-wijaya', 0, 8,
    [['Rumus dana darurat', 'The emergency fund formula'], ['Tempat menyimpan yang tepat', 'The right place to keep it'], ['Strategi mengumpulkan bertahap', 'Building it up step by step']],
  ),
  micro(
    'micro-teknik-pomodoro-untuk-fokus',
    ['Teknik Pomodoro untuk Fokus Bekerja', 'The Pomodoro Technique for Focused Work'],
    ['Kerjakan tugas berat sedikit demi sedikit dengan siklus fokus 25 menit.', 'Tackle heavy tasks bit by bit with 25-minute focus cycles.'],
    'pengembangan-diri', 'rizky-ramadhan', 0, 7,
    [['Aturan dasar Pomodoro', 'The basic Pomodoro rules'], ['Mengatasi gangguan', 'Dealing with interruptions'], ['Variasi untuk kerja kreatif', 'Variations for creative work']],
  ),
  micro(
    'micro-perkenalan-diri-dalam-bahasa-inggris',
    ['Perkenalan Diri dalam Bahasa Inggris', 'Introducing Yourself in English'],
    ['Kalimat perkenalan diri yang natural untuk kantor, kampus, dan wawancara.', 'Natural self-introductions for the office, campus and interviews.'],
    'language', 'maya-siregar', 49000, 10,
    [['Pola perkenalan singkat', 'A short introduction pattern'], ['Menjelaskan pekerjaan dan minat', 'Describing your job and interests'], ['Kesalahan yang sering terjadi', 'Frequent mistakes']],
    { discount: [2, 20000] },
  ),
  micro(
    'micro-menghitung-hpp-dan-harga-jual',
    ['Menghitung HPP untuk Menentukan Harga Jual', 'Calculating COGS to Set Your Selling Price'],
    ['Tentukan harga jual yang menguntungkan dengan menghitung harga pokok produksi secara tepat.', 'Set a profitable selling price by calculating the cost of goods sold correctly.'],
    'bisnis-keuangan', 'siti-rahmawati', 59000, 15,
    [['Komponen HPP', 'Components of COGS'], ['Contoh perhitungan usaha makanan', 'A food business example'], ['Menentukan margin', 'Setting the margin']],
    { discount: [1, 50] },
  ),
  micro(
    'micro-menulis-prompt-chatgpt-yang-efektif',
    ['Menulis Prompt ChatGPT yang Efektif', 'Writing Effective ChatGPT Prompts'],
    ['Dapatkan jawaban AI yang lebih akurat dengan struktur prompt yang jelas.', 'Get more accurate AI answers with a clear prompt structure.'],
    'teknologi', 'dimas-saputra', 49000, 12,
    [['Peran, konteks, dan tugas', 'Role, context and task'], ['Memberi contoh dan format', 'Giving examples and formats'], ['Memeriksa hasil AI', 'Checking AI output']],
    { isNew: true },
  ),
  micro(
    'micro-mengatasi-demam-panggung',
    ['Mengatasi Demam Panggung', 'Overcoming Stage Fright'],
    ['Latihan napas dan pola pikir sederhana agar tetap tenang sebelum tampil.', 'Simple breathing and mindset exercises to stay calm before you go on.'],
    'pengembangan-diri', 'yusuf-maulana', 0, 9,
    [['Mengapa kita gugup', 'Why we get nervous'], ['Latihan napas kotak', 'Box breathing'], ['Ritual sebelum tampil', 'A pre-talk routine']],
  ),
  micro(
    'micro-membuat-konten-reels-dengan-hp',
    ['Membuat Konten Reels dengan HP', 'Making Reels with Your Phone'],
    ['Rekam dan sunting video pendek yang menarik hanya dengan ponsel.', 'Shoot and edit engaging short videos with just a phone.'],
    'desain', 'laras-wulandari', 49000, 16,
    [['Merencanakan shot', 'Planning your shots'], ['Pencahayaan alami', 'Natural lighting'], ['Editing cepat di aplikasi', 'Quick editing in an app']],
  ),
  micro(
    'micro-memberi-feedback-yang-konstruktif',
    ['Memberi Feedback yang Konstruktif', 'Giving Constructive Feedback'],
    ['Sampaikan masukan yang jujur tanpa membuat rekan kerja defensif.', 'Give honest input without making colleagues defensive.'],
    'human-resource', 'dewi-anggraini-putri', 49000, 11,
    [['Model SBI', 'The SBI model'], ['Waktu dan tempat yang tepat', 'The right time and place'], ['Menindaklanjuti feedback', 'Following up on feedback']],
  ),
  micro(
    'micro-manfaat-bpjs-ketenagakerjaan',
    ['Memahami Manfaat BPJS Ketenagakerjaan', 'Understanding BPJS Employment Benefits'],
    ['Kenali lima program BPJS Ketenagakerjaan dan cara mengklaim manfaatnya.', 'Get to know the five BPJS Employment programmes and how to claim them.'],
    'pengetahuan-umum', 'ahmad-fauzi', 0, 13,
    [['JHT, JKK, dan JKM', 'Old-age, work accident and death benefits'], ['Jaminan pensiun dan JKP', 'Pension and job-loss benefits'], ['Cara klaim online', 'How to claim online']],
  ),
  micro(
    'micro-mengenal-hiragana-dalam-15-menit',
    ['Mengenal Hiragana dalam 15 Menit', 'Get to Know Hiragana in 15 Minutes'],
    ['Kenali 46 huruf hiragana dengan trik mengingat yang menyenangkan.', 'Meet the 46 hiragana characters with fun memory tricks.'],
    'language', 'ni-putu-ayu-pradnyani', 0, 15,
    [['Baris vokal a-i-u-e-o', 'The a-i-u-e-o vowel row'], ['Trik mengingat bentuk huruf', 'Tricks for remembering shapes'], ['Membaca kata pertama', 'Reading your first words']],
  ),
  micro(
    'micro-salam-dan-angka-bahasa-mandarin',
    ['Salam dan Angka dalam Bahasa Mandarin', 'Greetings and Numbers in Mandarin'],
    ['Ucapkan salam sehari-hari dan hitung angka 1 sampai 100 dalam bahasa Mandarin.', 'Say everyday greetings and count from 1 to 100 in Mandarin.'],
    'language', 'melinda-liem', 49000, 12,
    [['Salam dan terima kasih', 'Greetings and thanks'], ['Angka 1 sampai 100', 'Numbers 1 to 100'], ['Menanyakan harga', 'Asking for the price']],
    { discount: [1, 30] },
  ),
  micro(
    'micro-membuat-password-yang-aman',
    ['Membuat Password yang Aman', 'Creating Secure Passwords'],
    ['Buat password kuat yang tetap mudah diingat dan kelola dengan aman.', 'Create strong passwords that are still easy to remember, and manage them safely.'],
    'teknologi', 'arief-rahman', 0, 6,
    [['Ciri password lemah', 'Signs of a weak password'], ['Teknik passphrase', 'The passphrase technique'], ['Password manager dan 2FA', 'Password managers and 2FA']],
  ),
  micro(
    'micro-4-prinsip-dasar-desain-visual',
    ['4 Prinsip Dasar Desain Visual', '4 Basic Principles of Visual Design'],
    ['Kontras, pengulangan, perataan, dan kedekatan: empat prinsip yang langsung membuat desain lebih rapi.', 'Contrast, repetition, alignment and proximity: four principles that instantly tidy up a design.'],
    'desain', 'nadia-utami', 49000, 10,
    [['Kontras', 'Contrast'], ['Pengulangan dan perataan', 'Repetition and alignment'], ['Kedekatan', 'Proximity']],
  ),
  micro(
    'micro-menjawab-keberatan-pelanggan',
    ['Menjawab Keberatan Pelanggan', 'Answering Customer Objections'],
    ['Respons singkat untuk keberatan yang paling sering muncul: mahal, nanti dulu, dan sudah punya.', 'Short answers to the most common objections: too expensive, maybe later and already have one.'],
    'sales-marketing', 'bagus-prasetyo', 79000, 14,
    [['Keberatan soal harga', 'Price objections'], ['Keberatan soal waktu', 'Timing objections'], ['Keberatan soal kebutuhan', 'Need objections']],
    { discount: [1, 50], dontMiss: true },
  ),
  micro(
    'micro-ide-sarapan-sehat-5-menit',
    ['Ide Sarapan Sehat 5 Menit', '5-Minute Healthy Breakfast Ideas'],
    ['Lima resep sarapan bergizi yang bisa disiapkan dalam lima menit sebelum berangkat kerja.', 'Five nutritious breakfasts you can make in five minutes before work.'],
    'kesehatan', 'fitri-handayani', 0, 9,
    [['Overnight oat', 'Overnight oats'], ['Roti gandum isi telur', 'Wholemeal egg sandwich'], ['Smoothie buah dan sayur', 'Fruit and vegetable smoothie']],
  ),
  micro(
    'micro-latihan-pernapasan-meredakan-stres',
    ['Latihan Pernapasan untuk Meredakan Stres', 'Breathing Exercises to Relieve Stress'],
    ['Tiga teknik pernapasan singkat yang bisa dilakukan di meja kerja saat stres melanda.', 'Three short breathing techniques you can do at your desk when stress hits.'],
    'kesehatan', 'anindya-kusuma', 0, 8,
    [['Pernapasan diafragma', 'Diaphragmatic breathing'], ['Teknik 4-7-8', 'The 4-7-8 technique'], ['Grounding 5-4-3-2-1', '5-4-3-2-1 grounding']],
  ),
  micro(
    'micro-membaca-laporan-laba-rugi',
    ['Membaca Laporan Laba Rugi', 'Reading an Income Statement'],
    ['Pahami arti setiap baris laporan laba rugi dan apa yang perlu diperhatikan.', 'Understand each line of an income statement and what to watch out for.'],
    'bisnis-keuangan', 'hendra-wijaya', 59000, 18,
    [['Pendapatan dan HPP', 'Revenue and cost of goods sold'], ['Beban operasional', 'Operating expenses'], ['Laba bersih dan margin', 'Net profit and margins']],
    { discount: [2, 10000] },
  ),
];

function kilat(
  url: string,
  title: Pair,
  summary: Pair,
  category: string,
  instructor: string,
  price: number,
  topics: Pair[],
  extra: Partial<ContentDef> = {},
): ContentDef {
  return { type: ContentType.BELAJARKILAT, url, title, summary, category, instructor, level: 1, price, topics, ...extra };
}

/** BelajarKilat quick-learn classes (content type 5): about an hour, one focused skill. */
export const BELAJARKILAT: readonly ContentDef[] = [
  kilat(
    'kilat-dashboard-excel-dalam-satu-jam',
    ['Belajar Kilat: Dashboard Excel dalam Satu Jam', 'Quick Learn: An Excel Dashboard in One Hour'],
    ['Buat dashboard penjualan interaktif di Excel dalam satu sesi belajar.', 'Build an interactive sales dashboard in Excel in a single sitting.'],
    'bisnis-keuangan', 'sari-maharani', 99000,
    [['Menyiapkan data', 'Preparing the data'], ['PivotTable dan slicer', 'PivotTables and slicers'], ['Menata tampilan dashboard', 'Laying out the dashboard']],
    { discount: [1, 50], dontMiss: true },
  ),
  kilat(
    'kilat-iklan-facebook-dan-instagram',
    ['Belajar Kilat: Iklan Facebook dan Instagram', 'Quick Learn: Facebook and Instagram Ads'],
    ['Pasang iklan Meta pertama Anda dengan target audiens yang tepat dalam waktu singkat.', 'Launch your first Meta ad with the right audience in no time.'],
    'sales-marketing', 'rina-kartika-sari', 99000,
    [['Menyiapkan Meta Business Suite', 'Setting up Meta Business Suite'], ['Menentukan audiens', 'Choosing an audience'], ['Membaca hasil iklan', 'Reading ad results']],
    { discount: [1, 30] },
  ),
  kilat(
    'kilat-laporan-keuangan-sederhana',
    ['Belajar Kilat: Laporan Keuangan Sederhana', 'Quick Learn: Simple Financial Statements'],
    ['Susun laporan keuangan bulanan usaha kecil dengan template siap pakai.', 'Put together a small business’s monthly financial statements with a ready-made template.'],
    'bisnis-keuangan', 'siti-rahmawati', 79000,
    [['Template buku kas', 'A cash book template'], ['Laporan laba rugi bulanan', 'A monthly income statement'], ['Evaluasi keuangan usaha', 'Reviewing business finances']],
  ),
  kilat(
    'kilat-slide-presentasi-yang-rapi',
    ['Belajar Kilat: Slide Presentasi yang Rapi', 'Quick Learn: Tidy Presentation Slides'],
    ['Ubah slide penuh teks menjadi presentasi yang bersih dan mudah dipahami.', 'Turn text-heavy slides into clean presentations that are easy to follow.'],
    'desain', 'nadia-utami', 79000,
    [['Satu slide satu pesan', 'One slide, one message'], ['Grid, warna, dan font', 'Grids, colours and fonts'], ['Visualisasi angka', 'Visualising numbers']],
    { isNew: true },
  ),
  kilat(
    'kilat-menulis-email-bahasa-inggris',
    ['Belajar Kilat: Menulis Email dalam Bahasa Inggris', 'Quick Learn: Writing Emails in English'],
    ['Template dan ungkapan penting untuk email kerja dalam bahasa Inggris.', 'Templates and key phrases for work emails in English.'],
    'language', 'maya-siregar', 0,
    [['Pembuka dan penutup email', 'Email openings and closings'], ['Meminta dan menolak dengan sopan', 'Requesting and declining politely'], ['Email tindak lanjut', 'Follow-up emails']],
  ),
  kilat(
    'kilat-persiapan-wawancara-kerja',
    ['Belajar Kilat: Persiapan Wawancara Kerja', 'Quick Learn: Job Interview Preparation'],
    ['Persiapan singkat namun lengkap sebelum menghadiri wawancara kerja besok.', 'A short but complete preparation before tomorrow’s job interview.'],
    'human-resource', 'dewi-anggraini-putri', 0,
    [['Riset perusahaan dan posisi', 'Researching the company and role'], ['Menjawab pertanyaan umum', 'Answering common questions'], ['Penampilan dan etika', 'Appearance and etiquette']],
  ),
];
