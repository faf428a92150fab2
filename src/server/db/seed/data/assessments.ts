import type { BankQuestion } from './quiz-banks/define.js';
import type { Pair } from './types.js';

/**
 * The standalone assessments (issue 12; G assessments/{url}/quiz), each with its own questions
 * (id and en, single and multiple choice, with explanations). Plain data.
 */

const single = (text: Pair, options: readonly (readonly [Pair, boolean])[], explanation: Pair): BankQuestion => ({ kind: 1, text, options, explanation });
const multiple = (text: Pair, options: readonly (readonly [Pair, boolean])[], explanation: Pair): BankQuestion => ({ kind: 2, text, options, explanation });

export interface AssessmentDef {
  url: string;
  title: Pair;
  description: Pair;
  passPercent: number;
  minutes: number;
  questions: readonly BankQuestion[];
}

const DIGITAL_MARKETING: readonly BankQuestion[] = [
  single(
    ['Apa kepanjangan CTR dalam iklan digital?', 'What does CTR stand for in digital advertising?'],
    [
      [['Click-through rate', 'Click-through rate'], true],
      [['Cost to reach', 'Cost to reach'], false],
      [['Customer trust ratio', 'Customer trust ratio'], false],
      [['Conversion tracking rule', 'Conversion tracking rule'], false],
    ],
    [
      'CTR adalah persentase orang yang mengklik iklan dari semua yang melihatnya (klik ÷ tayangan).',
      'CTR is the share of people who click an ad out of everyone who saw it (clicks ÷ impressions).',
    ],
  ),
  single(
    ['Apa fungsi utama persona pembeli?', 'What is a buyer persona mainly for?'],
    [
      [['Menggambarkan pelanggan ideal agar pesan pemasaran tepat sasaran', 'Describing the ideal customer so that marketing messages hit the mark'], true],
      [['Menghitung harga pokok produksi', 'Working out the cost of goods sold'], false],
      [['Mendaftarkan merek dagang', 'Registering a trademark'], false],
      [['Menentukan gaji tim penjualan', "Setting the sales team's pay"], false],
    ],
    [
      'Persona merangkum kebutuhan, masalah, dan kebiasaan pelanggan ideal sehingga konten dan penawaran bisa disesuaikan.',
      'A persona sums up the needs, problems and habits of the ideal customer so that content and offers can be tailored.',
    ],
  ),
  multiple(
    ['Mana saja yang termasuk metrik corong penjualan? (pilih semua yang benar)', 'Which of these are sales funnel metrics? (choose all that apply)'],
    [
      [['Tingkat konversi', 'Conversion rate'], true],
      [['Biaya per akuisisi (CPA)', 'Cost per acquisition (CPA)'], true],
      [['Jumlah karyawan', 'Headcount'], false],
      [['Jumlah prospek (leads)', 'Number of leads'], true],
    ],
    [
      'Konversi, CPA, dan jumlah prospek mengukur perjalanan calon pembeli; jumlah karyawan bukan metrik corong.',
      'Conversion, CPA and leads measure the buyer’s journey; headcount is not a funnel metric.',
    ],
  ),
  single(
    ['Seorang pembeli berkata "harganya terlalu mahal". Langkah pertama yang paling tepat adalah…', 'A buyer says "it is too expensive". The best first step is to…'],
    [
      [['Langsung memberi diskon besar', 'Give a big discount at once'], false],
      [['Menggali dibandingkan dengan apa harga itu dianggap mahal', 'Ask what they are comparing the price with'], true],
      [['Mengakhiri percakapan', 'End the conversation'], false],
      [['Mengabaikan keberatan itu', 'Ignore the objection'], false],
    ],
    [
      'Keberatan harga sering berarti nilai belum terlihat; bertanya dulu membantu menjelaskan nilai sebelum bicara potongan harga.',
      'A price objection often means the value is not yet clear; asking first helps to show the value before talking about discounts.',
    ],
  ),
  multiple(
    ['Mana saja yang membantu SEO sebuah halaman? (pilih semua yang benar)', 'Which of these help a page’s SEO? (choose all that apply)'],
    [
      [['Judul halaman yang memuat kata kunci utama', 'A page title holding the main keyword'], true],
      [['Halaman yang cepat dimuat di ponsel', 'A page that loads fast on phones'], true],
      [['Menyembunyikan teks berwarna sama dengan latar', 'Hiding text in the background colour'], false],
      [['Tautan dari situs lain yang relevan', 'Links from relevant other sites'], true],
    ],
    [
      'Judul yang relevan, kecepatan di ponsel, dan tautan balik yang relevan membantu peringkat; teks tersembunyi dianggap spam oleh mesin pencari.',
      'A relevant title, mobile speed and relevant backlinks help ranking; hidden text is treated as spam by search engines.',
    ],
  ),
];

const FINANCIAL_LITERACY: readonly BankQuestion[] = [
  single(
    ['Menurut aturan 50/30/20, berapa bagian penghasilan untuk tabungan dan investasi?', 'Under the 50/30/20 rule, what share of income goes to savings and investment?'],
    [
      [['20%', '20%'], true],
      [['50%', '50%'], false],
      [['30%', '30%'], false],
      [['10%', '10%'], false],
    ],
    [
      '50% untuk kebutuhan, 30% untuk keinginan, dan 20% untuk tabungan, investasi, atau pelunasan utang.',
      '50% for needs, 30% for wants and 20% for savings, investment or paying off debt.',
    ],
  ),
  single(
    ['Laporan keuangan mana yang menunjukkan aset, kewajiban, dan ekuitas pada satu tanggal?', 'Which financial statement shows assets, liabilities and equity at one date?'],
    [
      [['Neraca', 'Balance sheet'], true],
      [['Laporan laba rugi', 'Income statement'], false],
      [['Laporan arus kas', 'Cash flow statement'], false],
      [['Anggaran penjualan', 'Sales budget'], false],
    ],
    [
      'Neraca memotret posisi keuangan pada satu tanggal: aset = kewajiban + ekuitas.',
      'The balance sheet is a snapshot of the financial position at one date: assets = liabilities + equity.',
    ],
  ),
  multiple(
    ['Mana saja yang termasuk aset lancar? (pilih semua yang benar)', 'Which of these are current assets? (choose all that apply)'],
    [
      [['Kas di bank', 'Cash at bank'], true],
      [['Piutang usaha', 'Accounts receivable'], true],
      [['Persediaan barang dagang', 'Inventory'], true],
      [['Gedung kantor', 'Office building'], false],
    ],
    [
      'Aset lancar dapat dicairkan dalam satu tahun; gedung adalah aset tetap.',
      'Current assets turn into cash within a year; a building is a fixed asset.',
    ],
  ),
  single(
    ['Dana darurat yang umum disarankan untuk lajang tanpa tanggungan adalah…', 'The emergency fund usually advised for a single person without dependants is…'],
    [
      [['3–6 kali pengeluaran bulanan', '3–6 times monthly spending'], true],
      [['1 kali gaji', 'One month’s salary'], false],
      [['Seluruh tabungan pensiun', 'All retirement savings'], false],
      [['Tidak perlu dana darurat', 'No emergency fund is needed'], false],
    ],
    [
      'Dana darurat 3–6 bulan pengeluaran menutup kebutuhan saat kehilangan penghasilan; yang berkeluarga disarankan lebih besar.',
      'Three to six months of spending covers a loss of income; people with a family are advised to keep more.',
    ],
  ),
  multiple(
    ['Dalam Business Model Canvas, mana saja yang termasuk blok-bloknya? (pilih semua yang benar)', 'Which of these are blocks of the Business Model Canvas? (choose all that apply)'],
    [
      [['Proposisi nilai', 'Value propositions'], true],
      [['Segmen pelanggan', 'Customer segments'], true],
      [['Struktur biaya', 'Cost structure'], true],
      [['Slogan iklan', 'Advertising slogan'], false],
    ],
    [
      'Kanvas punya sembilan blok, antara lain proposisi nilai, segmen pelanggan, dan struktur biaya; slogan bukan salah satunya.',
      'The canvas has nine blocks, among them value propositions, customer segments and cost structure; a slogan is not one of them.',
    ],
  ),
];

const ENGLISH_GRAMMAR: readonly BankQuestion[] = [
  single(
    ['Pilih kalimat yang benar secara tata bahasa:', 'Choose the grammatically correct sentence:'],
    [
      [['She has worked here since 2020.', 'She has worked here since 2020.'], true],
      [['She is working here since 2020.', 'She is working here since 2020.'], false],
      [['She work here since 2020.', 'She work here since 2020.'], false],
      [['She have worked here since 2020.', 'She have worked here since 2020.'], false],
    ],
    [
      'Present perfect (has + V3) dipakai untuk keadaan yang berlangsung sejak masa lalu hingga sekarang, dengan "since".',
      'The present perfect (has + past participle) is used with "since" for a state that runs from the past until now.',
    ],
  ),
  single(
    ['Kata yang tepat: "I look forward to ___ from you."', 'The right word: "I look forward to ___ from you."'],
    [
      [['hearing', 'hearing'], true],
      [['hear', 'hear'], false],
      [['heard', 'heard'], false],
      [['be hearing', 'be hearing'], false],
    ],
    [
      '"Look forward to" diikuti bentuk -ing karena "to" di sini adalah preposisi.',
      '"Look forward to" takes the -ing form because "to" is a preposition here.',
    ],
  ),
  multiple(
    ['Mana saja pembuka email formal yang tepat dalam bahasa Inggris? (pilih semua yang benar)', 'Which are suitable openings of a formal e-mail in English? (choose all that apply)'],
    [
      [['Dear Ms Wijaya,', 'Dear Ms Wijaya,'], true],
      [['Dear Hiring Manager,', 'Dear Hiring Manager,'], true],
      [['Hey guys!', 'Hey guys!'], false],
      [['Yo Budi,', 'Yo Budi,'], false],
    ],
    ['"Dear" dengan nama atau jabatan lazim dalam surat resmi; sapaan santai tidak cocok.', '"Dear" with a name or a job title suits a formal letter; casual greetings do not.'],
  ),
  single(
    ['Dalam IELTS Writing Task 2, peserta diminta menulis minimal…', 'In IELTS Writing Task 2, candidates must write at least…'],
    [
      [['250 kata', '250 words'], true],
      [['150 kata', '150 words'], false],
      [['100 kata', '100 words'], false],
      [['500 kata', '500 words'], false],
    ],
    ['Task 1 minimal 150 kata, Task 2 minimal 250 kata dan bobotnya dua kali Task 1.', 'Task 1 needs at least 150 words, Task 2 at least 250 and counts twice as much.'],
  ),
  multiple(
    ['Mana saja bentuk lampau (past tense) yang benar? (pilih semua yang benar)', 'Which of these past tense forms are correct? (choose all that apply)'],
    [
      [['go → went', 'go → went'], true],
      [['buy → bought', 'buy → bought'], true],
      [['teach → teached', 'teach → teached'], false],
      [['write → wrote', 'write → wrote'], true],
    ],
    ['"Teach" adalah kata kerja tak beraturan: bentuk lampaunya "taught".', '"Teach" is irregular: its past form is "taught".'],
  ),
];

export const ASSESSMENTS: readonly AssessmentDef[] = [
  {
    url: 'tes-dasar-pemasaran-digital',
    title: ['Tes Dasar Pemasaran Digital', 'Digital Marketing Basics Test'],
    description: [
      'Ukur pemahaman Anda tentang persona, corong penjualan, iklan, dan SEO sebelum memilih kelas pemasaran.',
      'Check your grasp of personas, the sales funnel, ads and SEO before you choose a marketing course.',
    ],
    passPercent: 60,
    minutes: 8,
    questions: DIGITAL_MARKETING,
  },
  {
    url: 'tes-literasi-keuangan',
    title: ['Tes Literasi Keuangan', 'Financial Literacy Test'],
    description: [
      'Seberapa siap Anda mengelola uang pribadi dan usaha? Jawab lima pertanyaan tentang anggaran, dana darurat, dan laporan keuangan.',
      'How ready are you to manage personal and business money? Answer five questions on budgets, emergency funds and financial statements.',
    ],
    passPercent: 60,
    minutes: 8,
    questions: FINANCIAL_LITERACY,
  },
  {
    url: 'tes-tata-bahasa-inggris',
    title: ['Tes Tata Bahasa Inggris', 'English Grammar Check'],
    description: [
      'Cek kemampuan tata bahasa Inggris untuk kerja: tenses, bentuk kata kerja, dan email formal.',
      'Check your English grammar for work: tenses, verb forms and formal e-mails.',
    ],
    passPercent: 80,
    minutes: 6,
    questions: ENGLISH_GRAMMAR,
  },
];
