import type { Pair } from './types.js';

/**
 * Demo quiz questions (issue 12), Indonesian and English: a bank of real questions per category
 * of the self-paced courses, single choice (kind 1) and multiple choice (kind 2). The quiz
 * seeder (../quizzes.ts) draws each module quiz from its course's category and adds a question
 * on the course's own modules; the assessments reuse whole banks. Plain data.
 */

export interface BankQuestion {
  kind: 1 | 2;
  text: Pair;
  /** Options with whether each is right. */
  options: readonly (readonly [Pair, boolean])[];
  explanation: Pair;
}

const single = (text: Pair, options: readonly (readonly [Pair, boolean])[], explanation: Pair): BankQuestion => ({ kind: 1, text, options, explanation });
const multiple = (text: Pair, options: readonly (readonly [Pair, boolean])[], explanation: Pair): BankQuestion => ({ kind: 2, text, options, explanation });

export const QUIZ_BANK: Readonly<Record<string, readonly BankQuestion[]>> = {
  'sales-marketing': [
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
  ],
  'bisnis-keuangan': [
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
  ],
  'human-resource': [
    single(
      ['Apa kepanjangan OKR?', 'What does OKR stand for?'],
      [
        [['Objectives and Key Results', 'Objectives and Key Results'], true],
        [['Operational Key Reports', 'Operational Key Reports'], false],
        [['Organisation Knowledge Review', 'Organisation Knowledge Review'], false],
        [['Output and KPI Ratio', 'Output and KPI Ratio'], false],
      ],
      [
        'OKR memasangkan tujuan (objective) yang menginspirasi dengan 2–5 hasil kunci yang terukur.',
        'OKRs pair an inspiring objective with two to five measurable key results.',
      ],
    ),
    single(
      ['Metode wawancara STAR meminta kandidat menceritakan…', 'The STAR interview method asks a candidate to describe…'],
      [
        [['Situation, Task, Action, Result dari pengalaman nyata', 'The Situation, Task, Action and Result of a real experience'], true],
        [['Gaji, tunjangan, dan harapan karier', 'Salary, benefits and career hopes'], false],
        [['Kekuatan dan kelemahan pribadi saja', 'Only personal strengths and weaknesses'], false],
        [['Rencana lima tahun ke depan', 'Plans for the next five years'], false],
      ],
      [
        'STAR menggali perilaku nyata di masa lalu, yang lebih memprediksi kinerja daripada jawaban hipotetis.',
        'STAR draws out real past behaviour, which predicts performance better than hypothetical answers.',
      ],
    ),
    multiple(
      ['Mana saja yang merupakan program BPJS Ketenagakerjaan? (pilih semua yang benar)', 'Which of these are BPJS Ketenagakerjaan programmes? (choose all that apply)'],
      [
        [['Jaminan Hari Tua (JHT)', 'Old-age savings (JHT)'], true],
        [['Jaminan Kecelakaan Kerja (JKK)', 'Work accident insurance (JKK)'], true],
        [['Jaminan Kematian (JKM)', 'Death benefit (JKM)'], true],
        [['Kartu Indonesia Pintar', 'Kartu Indonesia Pintar (school aid)'], false],
      ],
      [
        'BPJS Ketenagakerjaan mengelola JHT, JKK, JKM, Jaminan Pensiun, dan JKP; KIP adalah bantuan pendidikan.',
        'BPJS Ketenagakerjaan runs JHT, JKK, JKM, the pension and job-loss programmes; KIP is education aid.',
      ],
    ),
    single(
      ['KPI yang baik sebaiknya memenuhi kriteria…', 'A good KPI should be…'],
      [
        [['SMART: spesifik, terukur, dapat dicapai, relevan, dan berbatas waktu', 'SMART: specific, measurable, achievable, relevant and time-bound'], true],
        [['Sebanyak mungkin agar semua tercakup', 'As many as possible so everything is covered'], false],
        [['Ditentukan tanpa melibatkan karyawan', 'Set without involving the employee'], false],
        [['Tidak perlu ditinjau ulang', 'Never reviewed'], false],
      ],
      ['Kriteria SMART membuat KPI jelas dan bisa dinilai secara adil.', 'The SMART criteria make a KPI clear and fair to assess.'],
    ),
    multiple(
      ['Mana saja praktik employer branding yang baik? (pilih semua yang benar)', 'Which of these are good employer branding practices? (choose all that apply)'],
      [
        [['Membagikan cerita nyata karyawan', 'Sharing real employee stories'], true],
        [['Menjawab ulasan kandidat dengan sopan', 'Answering candidate reviews politely'], true],
        [['Menjanjikan hal yang tidak ada di perusahaan', 'Promising what the company does not offer'], false],
        [['Proses rekrutmen yang memberi kabar kepada kandidat', 'A hiring process that keeps candidates informed'], true],
      ],
      [
        'Merek pemberi kerja dibangun dari pengalaman yang jujur dan konsisten; janji palsu merusak kepercayaan.',
        'An employer brand is built on honest, consistent experience; false promises destroy trust.',
      ],
    ),
  ],
  'pengetahuan-umum': [
    single(
      ['Apa ciri utama email phishing?', 'What is the main sign of a phishing e-mail?'],
      [
        [['Mendesak Anda mengklik tautan atau memberi kata sandi', 'It pushes you to click a link or give a password'], true],
        [['Dikirim pada hari kerja', 'It is sent on a working day'], false],
        [['Memiliki tanda tangan kantor', 'It has an office signature'], false],
        [['Ditulis dalam bahasa Indonesia', 'It is written in Indonesian'], false],
      ],
      [
        'Phishing memanfaatkan rasa panik agar korban memberi data; periksa alamat pengirim dan jangan klik tautan yang mencurigakan.',
        'Phishing uses urgency to make victims hand over data; check the sender’s address and do not click suspicious links.',
      ],
    ),
    multiple(
      ['Mana saja yang membuat akun lebih aman? (pilih semua yang benar)', 'Which of these make an account safer? (choose all that apply)'],
      [
        [['Verifikasi dua langkah', 'Two-step verification'], true],
        [['Kata sandi berbeda untuk setiap layanan', 'A different password for every service'], true],
        [['Membagikan kode OTP kepada petugas bank', 'Giving your OTP code to a bank officer'], false],
        [['Pengelola kata sandi', 'A password manager'], true],
      ],
      [
        'Dua langkah, kata sandi unik, dan pengelola kata sandi melindungi akun; OTP tidak boleh diberikan kepada siapa pun.',
        'Two-step verification, unique passwords and a password manager protect an account; an OTP must never be given to anyone.',
      ],
    ),
    single(
      ['Dalam manajemen proyek, "critical path" adalah…', 'In project management, the "critical path" is…'],
      [
        [['Rangkaian tugas terpanjang yang menentukan durasi proyek', 'The longest chain of tasks, which sets the project’s length'], true],
        [['Daftar risiko terbesar', 'The list of the biggest risks'], false],
        [['Anggaran proyek', 'The project budget'], false],
        [['Rapat mingguan tim', 'The weekly team meeting'], false],
      ],
      [
        'Keterlambatan tugas di jalur kritis langsung memundurkan tanggal selesai proyek.',
        'A delay to any task on the critical path moves the project’s end date.',
      ],
    ),
    single(
      ['Langkah pertama berpikir kritis saat menerima sebuah klaim adalah…', 'The first step of critical thinking when you meet a claim is to…'],
      [
        [['Memeriksa bukti dan sumbernya', 'Check its evidence and source'], true],
        [['Langsung membagikannya', 'Share it at once'], false],
        [['Menerimanya karena banyak yang percaya', 'Accept it because many people believe it'], false],
        [['Menolaknya tanpa membaca', 'Reject it without reading'], false],
      ],
      [
        'Menilai bukti dan kredibilitas sumber mencegah kita tertipu informasi keliru.',
        'Weighing the evidence and the source’s credibility keeps us from being misled.',
      ],
    ),
    multiple(
      ['Mana saja unsur sah perjanjian menurut Pasal 1320 KUHPerdata? (pilih semua yang benar)', 'Which are conditions of a valid agreement under Article 1320 of the Indonesian Civil Code? (choose all that apply)'],
      [
        [['Kesepakatan para pihak', 'Agreement of the parties'], true],
        [['Kecakapan untuk membuat perikatan', 'Capacity to contract'], true],
        [['Suatu hal tertentu dan sebab yang halal', 'A certain subject and a lawful cause'], true],
        [['Harus dibuat di depan notaris', 'It must be made before a notary'], false],
      ],
      [
        'Pasal 1320 menyebut empat syarat: sepakat, cakap, hal tertentu, dan sebab yang halal; akta notaris tidak selalu wajib.',
        'Article 1320 names four conditions: consent, capacity, a certain subject and a lawful cause; a notarial deed is not always required.',
      ],
    ),
  ],
  language: [
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
  ],
  teknologi: [
    single(
      ['Perintah SQL untuk mengambil data dari tabel adalah…', 'The SQL statement that reads data from a table is…'],
      [
        [['SELECT', 'SELECT'], true],
        [['INSERT', 'INSERT'], false],
        [['UPDATE', 'UPDATE'], false],
        [['DROP', 'DROP'], false],
      ],
      ['SELECT membaca baris; INSERT menambah, UPDATE mengubah, DROP menghapus tabel.', 'SELECT reads rows; INSERT adds, UPDATE changes and DROP removes a table.'],
    ),
    single(
      ['Di Python, apa hasil dari len([1, 2, 3])?', 'In Python, what does len([1, 2, 3]) return?'],
      [
        [['3', '3'], true],
        [['2', '2'], false],
        [['6', '6'], false],
        [['[1, 2, 3]', '[1, 2, 3]'], false],
      ],
      ['len() menghitung jumlah elemen dalam daftar: ada tiga.', 'len() counts the items of the list: there are three.'],
    ),
    multiple(
      ['Mana saja yang merupakan bahasa atau teknologi inti halaman web di peramban? (pilih semua yang benar)', 'Which of these are the core languages of a web page in the browser? (choose all that apply)'],
      [
        [['HTML', 'HTML'], true],
        [['CSS', 'CSS'], true],
        [['JavaScript', 'JavaScript'], true],
        [['Microsoft Excel', 'Microsoft Excel'], false],
      ],
      ['HTML menyusun isi, CSS mengatur tampilan, dan JavaScript membuat halaman interaktif.', 'HTML structures the content, CSS styles it and JavaScript makes the page interactive.'],
    ),
    single(
      ['Klausa SQL untuk menyaring baris hasil pengelompokan (GROUP BY) adalah…', 'The SQL clause that filters rows after GROUP BY is…'],
      [
        [['HAVING', 'HAVING'], true],
        [['WHERE', 'WHERE'], false],
        [['ORDER BY', 'ORDER BY'], false],
        [['LIMIT', 'LIMIT'], false],
      ],
      ['WHERE menyaring sebelum pengelompokan, HAVING sesudahnya (misalnya HAVING COUNT(*) > 5).', 'WHERE filters before grouping, HAVING after it (for example HAVING COUNT(*) > 5).'],
    ),
    multiple(
      ['Mana saja kebiasaan yang baik saat memakai AI generatif untuk pekerjaan? (pilih semua yang benar)', 'Which are good habits when using generative AI at work? (choose all that apply)'],
      [
        [['Memeriksa kembali fakta dari jawabannya', 'Checking the facts in its answers'], true],
        [['Memberi konteks dan contoh di dalam prompt', 'Giving context and examples in the prompt'], true],
        [['Menempelkan data rahasia pelanggan', 'Pasting confidential customer data'], false],
        [['Menyunting hasilnya sebelum dipakai', 'Editing the output before using it'], true],
      ],
      [
        'AI bisa keliru; prompt yang jelas dan penyuntingan meningkatkan hasil, sedangkan data rahasia tidak boleh dibagikan.',
        'AI can be wrong; clear prompts and editing improve the result, while confidential data must not be shared.',
      ],
    ),
  ],
  desain: [
    single(
      ['Prinsip desain yang membuat elemen terpenting paling menonjol disebut…', 'The design principle that makes the most important element stand out most is…'],
      [
        [['Hierarki visual', 'Visual hierarchy'], true],
        [['Simetri', 'Symmetry'], false],
        [['Repetisi', 'Repetition'], false],
        [['Tekstur', 'Texture'], false],
      ],
      ['Hierarki visual memakai ukuran, warna, dan posisi untuk mengarahkan mata pembaca.', 'Visual hierarchy uses size, colour and position to guide the reader’s eye.'],
    ),
    single(
      ['Dalam UX, "wireframe" adalah…', 'In UX, a "wireframe" is…'],
      [
        [['Kerangka tata letak halaman tanpa detail visual', 'A skeleton of a page layout without visual detail'], true],
        [['Logo akhir perusahaan', 'The company’s final logo'], false],
        [['Kode program aplikasi', 'The application’s code'], false],
        [['Laporan penjualan', 'A sales report'], false],
      ],
      ['Wireframe menguji struktur dan alur lebih dulu, sebelum warna dan gambar.', 'A wireframe tests structure and flow first, before colours and images.'],
    ),
    multiple(
      ['Mana saja yang membuat slide presentasi mudah dibaca? (pilih semua yang benar)', 'Which of these make a presentation slide easy to read? (choose all that apply)'],
      [
        [['Satu gagasan utama per slide', 'One main idea per slide'], true],
        [['Kontras tinggi antara teks dan latar', 'High contrast between text and background'], true],
        [['Paragraf panjang berukuran 10 pt', 'Long paragraphs in 10 pt'], false],
        [['Ruang kosong yang cukup', 'Enough white space'], true],
      ],
      ['Slide yang fokus, kontras, dan lapang mudah dipahami dalam sekejap; paragraf kecil sulit dibaca.', 'Focused, high-contrast, airy slides are understood at a glance; small paragraphs are hard to read.'],
    ),
    single(
      ['Rasio kontras minimum WCAG AA untuk teks ukuran normal adalah…', 'The WCAG AA minimum contrast ratio for normal-size text is…'],
      [
        [['4,5 : 1', '4.5 : 1'], true],
        [['2 : 1', '2 : 1'], false],
        [['1,5 : 1', '1.5 : 1'], false],
        [['10 : 1', '10 : 1'], false],
      ],
      ['WCAG 2 AA meminta 4,5:1 untuk teks normal dan 3:1 untuk teks besar.', 'WCAG 2 AA asks for 4.5:1 for normal text and 3:1 for large text.'],
    ),
    multiple(
      ['Mana saja metode riset pengguna? (pilih semua yang benar)', 'Which of these are user research methods? (choose all that apply)'],
      [
        [['Wawancara pengguna', 'User interviews'], true],
        [['Uji kegunaan (usability testing)', 'Usability testing'], true],
        [['Survei', 'Surveys'], true],
        [['Memilih warna favorit desainer', 'Picking the designer’s favourite colour'], false],
      ],
      ['Riset pengguna mengumpulkan bukti dari pengguna nyata, bukan selera desainer.', 'User research gathers evidence from real users, not the designer’s taste.'],
    ),
  ],
  'pengembangan-diri': [
    single(
      ['Matriks Eisenhower mengelompokkan tugas berdasarkan…', 'The Eisenhower matrix sorts tasks by…'],
      [
        [['Tingkat penting dan mendesak', 'Importance and urgency'], true],
        [['Panjang dan pendek', 'Length'], false],
        [['Biaya dan harga', 'Cost and price'], false],
        [['Abjad', 'Alphabet'], false],
      ],
      [
        'Kerjakan yang penting dan mendesak, jadwalkan yang penting tapi tidak mendesak, delegasikan atau hapus sisanya.',
        'Do what is important and urgent, schedule what is important but not urgent, delegate or drop the rest.',
      ],
    ),
    single(
      ['Teknik Pomodoro klasik membagi kerja menjadi…', 'The classic Pomodoro technique splits work into…'],
      [
        [['25 menit fokus lalu 5 menit istirahat', '25 minutes of focus, then a 5-minute break'], true],
        [['2 jam fokus tanpa istirahat', '2 hours of focus with no break'], false],
        [['5 menit fokus lalu 25 menit istirahat', '5 minutes of focus, then a 25-minute break'], false],
        [['Satu hari penuh untuk satu tugas', 'A whole day per task'], false],
      ],
      ['Setelah empat sesi, ambil istirahat lebih panjang (15–30 menit).', 'After four rounds, take a longer break (15–30 minutes).'],
    ),
    multiple(
      ['Mana saja yang membantu mengatasi demam panggung? (pilih semua yang benar)', 'Which of these help with stage fright? (choose all that apply)'],
      [
        [['Berlatih dengan suara keras beberapa kali', 'Rehearsing aloud several times'], true],
        [['Mengatur napas perlahan sebelum tampil', 'Slow breathing before going on'], true],
        [['Menghafal kata per kata tanpa memahami isi', 'Memorising word for word without understanding'], false],
        [['Mengenali audiens terlebih dahulu', 'Getting to know the audience first'], true],
      ],
      ['Latihan, napas teratur, dan mengenal audiens menurunkan kecemasan; hafalan kaku mudah buyar.', 'Rehearsal, steady breathing and knowing the audience lower anxiety; rigid memorising falls apart easily.'],
    ),
    single(
      ['Struktur pembuka presentasi yang efektif biasanya dimulai dengan…', 'An effective presentation opening usually starts with…'],
      [
        [['Hook yang menarik perhatian, lalu pokok bahasan', 'An attention-grabbing hook, then the topic'], true],
        [['Permintaan maaf karena gugup', 'An apology for being nervous'], false],
        [['Daftar isi 20 butir', 'A 20-point table of contents'], false],
        [['Membaca slide kata per kata', 'Reading the slide word for word'], false],
      ],
      ['Hook (cerita, fakta, pertanyaan) membuat audiens ingin mendengar sisanya.', 'A hook (a story, a fact, a question) makes the audience want to hear the rest.'],
    ),
    multiple(
      ['Mana saja ciri tujuan yang SMART? (pilih semua yang benar)', 'Which of these describe a SMART goal? (choose all that apply)'],
      [
        [['Spesifik', 'Specific'], true],
        [['Terukur', 'Measurable'], true],
        [['Berbatas waktu', 'Time-bound'], true],
        [['Sesamar mungkin', 'As vague as possible'], false],
      ],
      ['SMART: Specific, Measurable, Achievable, Relevant, Time-bound.', 'SMART: Specific, Measurable, Achievable, Relevant, Time-bound.'],
    ),
  ],
  kesehatan: [
    single(
      ['Menurut pedoman "Isi Piringku" Kementerian Kesehatan, setengah piring sebaiknya berisi…', 'Under the Ministry of Health’s "Isi Piringku" guide, half the plate should be…'],
      [
        [['Sayur dan buah', 'Vegetables and fruit'], true],
        [['Nasi', 'Rice'], false],
        [['Gorengan', 'Fried snacks'], false],
        [['Daging merah', 'Red meat'], false],
      ],
      ['Setengah piring sayur dan buah, sisanya makanan pokok dan lauk berprotein.', 'Half the plate is vegetables and fruit, the rest staple food and protein.'],
    ),
    single(
      ['Batas konsumsi gula harian yang dianjurkan Kemenkes untuk orang dewasa adalah…', 'The Ministry of Health’s daily sugar limit for adults is…'],
      [
        [['50 gram (sekitar 4 sendok makan)', '50 grams (about 4 tablespoons)'], true],
        [['200 gram', '200 grams'], false],
        [['Tidak ada batas', 'No limit'], false],
        [['5 gram', '5 grams'], false],
      ],
      ['Anjuran GGL: gula 50 g, garam 5 g (1 sendok teh), dan lemak 67 g per hari.', 'The sugar-salt-fat guide: 50 g of sugar, 5 g of salt (one teaspoon) and 67 g of fat a day.'],
    ),
    multiple(
      ['Mana saja tanda stres kerja yang perlu diperhatikan? (pilih semua yang benar)', 'Which are warning signs of work stress? (choose all that apply)'],
      [
        [['Sulit tidur berkepanjangan', 'Long-lasting trouble sleeping'], true],
        [['Mudah marah atau cemas', 'Being irritable or anxious'], true],
        [['Sulit berkonsentrasi', 'Trouble concentrating'], true],
        [['Menikmati hobi di akhir pekan', 'Enjoying a hobby at the weekend'], false],
      ],
      ['Gangguan tidur, emosi, dan konsentrasi adalah tanda umum; hobi justru membantu memulihkan diri.', 'Sleep, mood and concentration problems are common signs; a hobby helps recovery.'],
    ),
    single(
      ['Berapa lama aktivitas fisik sedang yang dianjurkan WHO untuk orang dewasa per minggu?', 'How much moderate physical activity does the WHO advise adults to do each week?'],
      [
        [['150–300 menit', '150–300 minutes'], true],
        [['15 menit', '15 minutes'], false],
        [['30 menit', '30 minutes'], false],
        [['Tidak perlu', 'None'], false],
      ],
      ['WHO menganjurkan 150–300 menit aktivitas sedang atau 75–150 menit aktivitas berat per minggu.', 'The WHO advises 150–300 minutes of moderate or 75–150 minutes of vigorous activity a week.'],
    ),
    multiple(
      ['Mana saja cara sehat mengelola stres? (pilih semua yang benar)', 'Which are healthy ways to manage stress? (choose all that apply)'],
      [
        [['Olahraga teratur', 'Regular exercise'], true],
        [['Tidur cukup', 'Enough sleep'], true],
        [['Bercerita kepada orang yang dipercaya', 'Talking to someone you trust'], true],
        [['Lembur setiap malam', 'Working late every night'], false],
      ],
      ['Gerak, tidur, dan dukungan sosial menurunkan stres; lembur terus-menerus memperburuknya.', 'Movement, sleep and social support lower stress; constant overtime makes it worse.'],
    ),
  ],
};

/** Standalone assessments (G assessments/{url}/quiz): each takes its questions from a bank above. */
export const ASSESSMENTS: readonly { url: string; bank: string; title: Pair; description: Pair; passPercent: number; minutes: number }[] = [
  {
    url: 'tes-dasar-pemasaran-digital',
    bank: 'sales-marketing',
    title: ['Tes Dasar Pemasaran Digital', 'Digital Marketing Basics Test'],
    description: [
      'Ukur pemahaman Anda tentang persona, corong penjualan, iklan, dan SEO sebelum memilih kelas pemasaran.',
      'Check your grasp of personas, the sales funnel, ads and SEO before you choose a marketing course.',
    ],
    passPercent: 60,
    minutes: 8,
  },
  {
    url: 'tes-literasi-keuangan',
    bank: 'bisnis-keuangan',
    title: ['Tes Literasi Keuangan', 'Financial Literacy Test'],
    description: [
      'Seberapa siap Anda mengelola uang pribadi dan usaha? Jawab lima pertanyaan tentang anggaran, dana darurat, dan laporan keuangan.',
      'How ready are you to manage personal and business money? Answer five questions on budgets, emergency funds and financial statements.',
    ],
    passPercent: 60,
    minutes: 8,
  },
  {
    url: 'tes-tata-bahasa-inggris',
    bank: 'language',
    title: ['Tes Tata Bahasa Inggris', 'English Grammar Check'],
    description: [
      'Cek kemampuan tata bahasa Inggris untuk kerja: tenses, bentuk kata kerja, dan email formal.',
      'Check your English grammar for work: tenses, verb forms and formal e-mails.',
    ],
    passPercent: 80,
    minutes: 6,
  },
];
