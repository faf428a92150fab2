import type { InstructorDef } from './types.js';

/** Demo instructors. People and companies are fictional. */
export const INSTRUCTORS: readonly InstructorDef[] = [
  {
    url: 'rina-kartika-sari',
    name: 'Rina Kartika Sari',
    company: 'PT Niaga Digital Nusantara',
    headline: ['Digital Marketing Lead', 'Digital Marketing Lead'],
    bio: [
      'Rina telah 11 tahun mengelola kampanye digital untuk merek ritel dan ratusan UMKM. Ia dikenal dengan pendekatan yang praktis: mulai dari anggaran kecil, ukur hasilnya, lalu kembangkan yang berhasil.',
      'Rina has spent 11 years running digital campaigns for retail brands and hundreds of small businesses. She is known for a practical approach: start with a small budget, measure the results, then scale what works.',
    ],
  },
  {
    url: 'bagus-prasetyo',
    name: 'Bagus Prasetyo',
    company: 'Sinar Retail Group',
    headline: ['Direktur Penjualan', 'Sales Director'],
    bio: [
      'Bagus memulai karier sebagai sales lapangan dan kini memimpin lebih dari 300 tenaga penjual di 20 kota. Ia senang membagikan teknik penjualan yang terbukti bekerja di pasar Indonesia.',
      'Bagus started his career as a field salesperson and now leads more than 300 salespeople in 20 cities. He enjoys sharing selling techniques that have proven themselves in the Indonesian market.',
    ],
  },
  {
    url: 'dewi-anggraini-putri',
    name: 'Dewi Anggraini Putri',
    company: 'Karya Talenta Indonesia',
    headline: ['HR Business Partner & Konsultan SDM', 'HR Business Partner & People Consultant'],
    bio: [
      'Dewi berpengalaman 14 tahun di bidang SDM, mulai dari rekrutmen massal hingga merancang sistem kinerja berbasis OKR. Ia juga aktif menjadi asesor kompetensi bersertifikat BNSP.',
      'Dewi has 14 years of HR experience, from mass recruitment to designing OKR-based performance systems. She is also a BNSP-certified competency assessor.',
    ],
  },
  {
    url: 'hendra-wijaya',
    name: 'Hendra Wijaya, CFP',
    company: 'Arunika Perencana Keuangan',
    headline: ['Perencana Keuangan Bersertifikat', 'Certified Financial Planner'],
    bio: [
      'Hendra membantu keluarga muda dan pemilik usaha menata arus kas, dana darurat, dan investasi jangka panjang. Ia percaya literasi keuangan adalah bekal hidup yang seharusnya diajarkan sejak dini.',
      'Hendra helps young families and business owners organise cash flow, emergency funds and long-term investments. He believes financial literacy is a life skill that should be taught early.',
    ],
  },
  {
    url: 'sari-maharani',
    name: 'Sari Maharani',
    company: 'Datanesia Analitika',
    headline: ['Data Analyst Lead', 'Data Analyst Lead'],
    bio: [
      'Sari mengolah data penjualan dan operasional untuk perusahaan logistik dan e-commerce. Ia sudah melatih lebih dari 20.000 peserta menggunakan Excel, SQL, dan dashboard untuk pekerjaan sehari-hari.',
      'Sari analyses sales and operations data for logistics and e-commerce companies. She has trained more than 20,000 learners to use Excel, SQL and dashboards in their daily work.',
    ],
  },
  {
    url: 'arief-rahman',
    name: 'Arief Rahman',
    company: 'Kodekita Labs',
    headline: ['Senior Software Engineer', 'Senior Software Engineer'],
    bio: [
      'Arief membangun aplikasi web dan sistem pembayaran selama 10 tahun. Di luar pekerjaan, ia mengajar pemrograman untuk pemula dan menjadi mentor di komunitas developer lokal.',
      'Arief has built web applications and payment systems for 10 years. Outside work, he teaches programming to beginners and mentors in local developer communities.',
    ],
  },
  {
    url: 'nadia-utami',
    name: 'Nadia Utami',
    company: 'Rupa Studio',
    headline: ['Product Designer', 'Product Designer'],
    bio: [
      'Nadia merancang aplikasi keuangan dan pendidikan yang digunakan jutaan orang. Ia suka menjelaskan desain dengan bahasa sederhana dan contoh yang dekat dengan keseharian.',
      'Nadia designs finance and education apps used by millions of people. She likes to explain design in plain language with examples from everyday life.',
    ],
  },
  {
    url: 'yusuf-maulana',
    name: 'Yusuf Maulana',
    company: 'Suara Kita Academy',
    headline: ['Pelatih Public Speaking', 'Public Speaking Coach'],
    bio: [
      'Mantan penyiar radio ini telah melatih eksekutif, mahasiswa, dan pegawai negeri untuk tampil percaya diri di depan umum. Metodenya berfokus pada latihan kecil yang konsisten.',
      'This former radio presenter has coached executives, students and civil servants to speak confidently in public. His method focuses on small, consistent practice.',
    ],
  },
  {
    url: 'maya-siregar',
    name: 'Maya Siregar, M.TESOL',
    company: 'Lingua Nusantara',
    headline: ['Pengajar Bahasa Inggris & Trainer IELTS', 'English Teacher & IELTS Trainer'],
    bio: [
      'Maya mengajar bahasa Inggris selama 12 tahun dan meraih gelar magister TESOL di Australia. Ratusan muridnya berhasil lolos wawancara kerja internasional dan meraih skor IELTS yang ditargetkan.',
      'Maya has taught English for 12 years and holds a master’s degree in TESOL from Australia. Hundreds of her students have passed international job interviews and reached their target IELTS scores.',
    ],
  },
  {
    url: 'kevin-tanoto',
    name: 'Kevin Tanoto',
    company: 'Warung Digital Indonesia',
    headline: ['Pendiri & Pendamping UMKM', 'Founder & Small Business Mentor'],
    bio: [
      'Kevin membangun tiga usaha dari nol, termasuk jaringan kedai kopi dan toko online perlengkapan rumah. Kini ia mendampingi UMKM agar lebih siap bersaing di era digital.',
      'Kevin built three businesses from scratch, including a coffee shop chain and an online homeware store. He now mentors small businesses to compete in the digital era.',
    ],
  },
  {
    url: 'fitri-handayani',
    name: 'dr. Fitri Handayani, M.Gizi',
    company: 'Klinik Sehat Sentosa',
    headline: ['Dokter & Ahli Gizi', 'Physician & Nutritionist'],
    bio: [
      'dr. Fitri berpraktik sebagai dokter dengan minat khusus pada gizi pekerja. Ia rutin memberikan edukasi pola makan sehat yang realistis untuk orang-orang dengan jadwal padat.',
      'Dr. Fitri is a physician with a special interest in workplace nutrition. She regularly teaches realistic healthy eating habits for people with busy schedules.',
    ],
  },
  {
    url: 'ahmad-fauzi',
    name: 'Ahmad Fauzi, S.H., M.H.',
    company: 'Fauzi & Rekan Law Office',
    headline: ['Advokat Hukum Ketenagakerjaan', 'Employment Law Attorney'],
    bio: [
      'Ahmad menangani perkara hubungan industrial dan menyusun kontrak untuk perusahaan rintisan. Ia terbiasa menjelaskan aturan hukum yang rumit dengan bahasa yang mudah dipahami.',
      'Ahmad handles industrial relations cases and drafts contracts for startups. He is used to explaining complicated legal rules in language that is easy to understand.',
    ],
  },
  {
    url: 'laras-wulandari',
    name: 'Laras Wulandari',
    company: 'Cerita Kreatif Agency',
    headline: ['Content Strategist & Kreator', 'Content Strategist & Creator'],
    bio: [
      'Laras mengelola akun media sosial puluhan merek lokal dan memiliki lebih dari 400 ribu pengikut. Ia percaya konten yang baik berawal dari memahami pelanggan, bukan dari mengejar tren.',
      'Laras manages the social media of dozens of local brands and has more than 400 thousand followers. She believes good content starts with understanding customers, not chasing trends.',
    ],
  },
  {
    url: 'dimas-saputra',
    name: 'Dimas Saputra',
    company: 'Cerdas AI',
    headline: ['AI Engineer', 'AI Engineer'],
    bio: [
      'Dimas membangun model machine learning untuk layanan keuangan dan ritel. Ia senang menunjukkan bahwa AI bisa dipelajari siapa saja, termasuk yang tidak berlatar belakang teknik.',
      'Dimas builds machine learning models for financial services and retail. He enjoys showing that anyone can learn AI, including people without an engineering background.',
    ],
  },
  {
    url: 'ni-putu-ayu-pradnyani',
    name: 'Ni Putu Ayu Pradnyani',
    company: 'Sakura Bahasa Center',
    headline: ['Pengajar Bahasa Jepang (JLPT N1)', 'Japanese Teacher (JLPT N1)'],
    bio: [
      'Ayu pernah bekerja lima tahun di Osaka dan kini menyiapkan calon pekerja dan pelajar yang ingin berangkat ke Jepang. Kelasnya terkenal santai namun disiplin.',
      'Ayu worked in Osaka for five years and now prepares workers and students who want to go to Japan. Her classes are known for being relaxed yet disciplined.',
    ],
  },
  {
    url: 'rizky-ramadhan',
    name: 'Rizky Ramadhan, PMP',
    company: 'Lintas Proyek Konsultan',
    headline: ['Konsultan Manajemen Proyek', 'Project Management Consultant'],
    bio: [
      'Rizky memimpin proyek infrastruktur digital di sektor perbankan dan pemerintahan. Ia mengajarkan cara mengelola pekerjaan dan waktu dengan rapi tanpa harus terjebak teori.',
      'Rizky leads digital infrastructure projects in banking and government. He teaches how to manage work and time neatly without getting stuck in theory.',
    ],
  },
  {
    url: 'siti-rahmawati',
    name: 'Siti Rahmawati, Ak., CA',
    company: 'Rahmawati Konsultan Pajak',
    headline: ['Akuntan & Konsultan Pajak', 'Accountant & Tax Consultant'],
    bio: [
      'Siti mendampingi ratusan UMKM menyusun pembukuan dan memenuhi kewajiban pajak. Ia percaya laporan keuangan yang sederhana namun tertib adalah kunci usaha yang sehat.',
      'Siti has helped hundreds of small businesses keep their books and meet their tax obligations. She believes simple but orderly financial statements are the key to a healthy business.',
    ],
  },
  {
    url: 'melinda-liem',
    name: 'Melinda Liem',
    company: 'Hanyu Learning Center',
    headline: ['Pengajar Bahasa Mandarin (HSK 6)', 'Mandarin Teacher (HSK 6)'],
    bio: [
      'Melinda menempuh studi di Beijing dan telah mengajar bahasa Mandarin untuk profesional dan pelaku bisnis ekspor-impor selama sembilan tahun.',
      'Melinda studied in Beijing and has taught Mandarin to professionals and import-export business people for nine years.',
    ],
  },
  {
    url: 'anindya-kusuma',
    name: 'Anindya Kusuma, M.Psi., Psikolog',
    company: 'Ruang Tenang Psikologi',
    headline: ['Psikolog Klinis', 'Clinical Psychologist'],
    bio: [
      'Anindya adalah psikolog klinis yang berfokus pada kesehatan mental di tempat kerja. Ia membantu perusahaan membangun budaya kerja yang sehat dan suportif.',
      'Anindya is a clinical psychologist focused on workplace mental health. She helps companies build healthy and supportive work cultures.',
    ],
  },
];
