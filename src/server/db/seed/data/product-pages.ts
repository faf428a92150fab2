/**
 * Demo data of the product pages: review texts and reviewer names, donation campaigns, form
 * definitions, bootcamp price tiers, the Prakerja landing page and the bootcamp sales page.
 * Plain data; ./seed.ts turns it into rows.
 */
import type { FormFieldDef } from '../../tables/catalogue.js';
import type { Pair } from './types.js';

// ── Reviews ─────────────────────────────────────────────────────────────
export const REVIEWER_NAMES: readonly string[] = [
  'Andi Saputra', 'Siti Nurhaliza', 'Budi Santoso', 'Dewi Lestari', 'Rizky Ramadhan', 'Putri Ayu Wulandari',
  'Agus Setiawan', 'Nur Aisyah', 'Fajar Nugroho', 'Intan Permatasari', 'Hendra Gunawan', 'Rina Marlina',
  'Yoga Pratama', 'Melati Kusuma', 'Dimas Aditya', 'Ayu Kartika', 'Bayu Firmansyah', 'Sari Indah Pertiwi',
  'Eko Prasetyo', 'Fitriani', 'Galih Wicaksono', 'Hana Safitri', 'Irfan Hakim', 'Joko Susilo',
  'Kurniawati', 'Lukman Hidayat', 'Maya Anggraini', 'Nanda Putra', 'Oktaviani Rahma', 'Panji Kurniawan',
  'Rahmat Hidayatullah', 'Sinta Maharani', 'Taufik Ismail', 'Umi Kalsum', 'Vina Oktaviani', 'Wahyu Hidayat',
  'Yulia Rachmawati', 'Zainal Abidin', 'Anisa Rahmawati', 'Bagas Prakoso', 'Citra Dewanti', 'Dedi Kurniadi',
  'Elsa Novitasari', 'Farhan Maulana', 'Gita Savitri', 'Hadi Purnomo', 'Indra Lesmana', 'Jessica Tanoto',
  'Kevin Wijaya', 'Lestari Handayani', 'Made Wirawan', 'Novi Susanti', 'Om Fauzan', 'Pratiwi Utami',
  'Reza Mahendra', 'Stefanus Gultom', 'Tika Ramadhani', 'Ujang Supriatna', 'Wulan Sari', 'Yosef Manurung',
  'Aditya Nugraha', 'Bunga Citra', 'Cahyo Widodo', 'Dian Sastrowardoyo', 'Erwin Siregar', 'Febriani Lubis',
  'Gede Artawan', 'Hasanah', 'Ikhsan Fadillah', 'Juwita Sari', 'Ketut Suardana', 'Larasati Ningrum',
  'Muhammad Iqbal', 'Nabila Zahra', 'Rangga Saputra', 'Suci Amalia', 'Teguh Santoso', 'Vera Simanjuntak',
];

/** Review comments by stars (index 0 = 1 star). Generic ones fit any class. */
export const REVIEW_COMMENTS: readonly (readonly string[])[] = [
  [
    'Kurang bermanfaat untuk saya, materinya terlalu dasar dan singkat.',
    'Video sempat tidak bisa diputar beberapa kali, pengalaman belajarnya jadi terganggu.',
    'Tidak sesuai dengan deskripsi kelas. Cukup kecewa.',
    'Penyampaiannya sulit diikuti dan hampir tidak ada contoh praktik.',
  ],
  [
    'Materinya terlalu umum, banyak yang bisa ditemukan gratis di internet.',
    'Kualitas audio kurang baik di beberapa video, jadi sulit fokus.',
    'Tidak sesuai ekspektasi. Deskripsinya terdengar lebih lengkap dari isinya.',
    'Penjelasannya terlalu cepat dan kurang contoh.',
    'Beberapa materi sepertinya sudah tidak update dengan kondisi sekarang.',
  ],
  [
    'Lumayan untuk pengenalan, tapi bagi yang sudah pernah belajar mungkin terasa terlalu dasar.',
    'Materinya cukup, namun penyampaiannya agak monoton.',
    'Beberapa contoh kurang relevan dengan pekerjaan saya, tapi ada juga yang bermanfaat.',
    'Sesuai harga. Jangan berharap terlalu dalam, ini lebih ke gambaran umum.',
    'Video cukup jelas, tapi materi tambahan dan referensinya masih kurang.',
    'Ada beberapa bagian yang diulang-ulang, jadi terasa kurang efisien.',
    'Isinya standar. Saya berharap ada lebih banyak praktik langsung.',
    'Cukup membantu, walau penjelasan di bagian akhir agak membingungkan.',
  ],
  [
    'Materinya bagus dan aplikatif, hanya saja beberapa video agak terlalu cepat.',
    'Secara keseluruhan puas. Akan lebih baik kalau ada lebih banyak latihan soal.',
    'Isinya bermanfaat, tapi bagian akhirnya terasa sedikit terburu-buru.',
    'Cukup lengkap untuk pemula. Semoga ke depan ada studi kasus yang lebih banyak.',
    'Instrukturnya komunikatif. Audio di beberapa bagian agak kecil, tapi masih bisa diikuti.',
    'Bagus, sesuai deskripsi. Saya berharap ada file latihan yang bisa diunduh.',
    'Materi dasar dijelaskan dengan baik, untuk materi lanjutannya mungkin perlu kelas lain.',
    'Penjelasan jelas, hanya kuisnya kurang menantang.',
    'Sangat membantu, meskipun ada beberapa istilah yang sebaiknya dijelaskan lebih detail.',
    'Harga sepadan dengan isinya. Tinggal ditambah sesi tanya jawab saja.',
    'Saya suka contoh-contohnya. Sayang durasinya agak panjang di beberapa bagian.',
    'Kelasnya oke, materi mudah dicerna. Subtitle akan sangat membantu.',
  ],
  [
    'Materinya runtut dan mudah dipahami, cocok banget buat pemula seperti saya.',
    'Instrukturnya menjelaskan dengan sabar dan banyak contoh kasus nyata. Sangat direkomendasikan!',
    'Langsung bisa saya praktikkan di kantor. Terima kasih, ilmunya sangat bermanfaat.',
    'Penjelasannya jelas, videonya rapi, dan kuisnya membantu mengukur pemahaman.',
    'Worth it banget dengan harganya. Sertifikatnya juga sudah saya pasang di LinkedIn.',
    'Awalnya ragu, ternyata isinya daging semua. Mantap!',
    'Contoh-contohnya relevan dengan kondisi bisnis di Indonesia, jadi gampang dibayangkan.',
    'Saya belajar di sela jam kerja dan tetap bisa mengikuti. Materinya padat tapi tidak membosankan.',
    'Template yang dibagikan sangat membantu, tinggal disesuaikan dengan kebutuhan saya.',
    'Kelas terbaik yang pernah saya ikuti di sini. Semoga ada lanjutan level berikutnya.',
    'Bahasanya santai tapi tetap profesional. Adik saya yang masih kuliah juga ikut belajar.',
    'Setelah ikut kelas ini saya jadi lebih percaya diri saat presentasi ke atasan.',
    'Materi disusun step by step, dari dasar sampai praktik. Sangat terstruktur.',
    'Mudah diikuti walaupun saya tidak punya latar belakang di bidang ini.',
    'Terima kasih! Ilmu yang saya dapat langsung terpakai untuk usaha kecil saya.',
    'Pengajarnya jelas berpengalaman, banyak tips praktis yang tidak ada di buku.',
    'Kualitas video dan audionya bagus, materinya pun up to date.',
    'Sangat membantu untuk persiapan kerja. Recommended buat fresh graduate.',
    'Penjelasan singkat, padat, jelas. Tidak bertele-tele.',
    'Sudah saya rekomendasikan ke teman-teman satu divisi.',
  ],
];

/** Extra comments for live sessions (webinars, events), bootcamps and microlearning. */
export const LIVE_COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Pematerinya interaktif dan semua pertanyaan peserta dijawab dengan jelas.',
    'Sesinya seru, dua jam terasa cepat sekali. Rekamannya juga dibagikan.',
    'Moderatornya asyik dan pembicaranya sangat menguasai topik.',
    'Gratis tapi kualitasnya seperti pelatihan berbayar. Terima kasih!',
  ],
  4: ['Materinya bagus, sayang sesi tanya jawabnya terlalu singkat.', 'Koneksi Zoom sempat putus sebentar, tapi materinya tetap bermanfaat.'],
  3: ['Topiknya menarik, tapi pembahasannya kurang mendalam karena waktunya terbatas.'],
  2: ['Acara mulai terlambat hampir 20 menit dan materinya jadi terpotong.'],
};
export const BOOTCAMP_COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Mentornya suportif dan feedback tugas mingguannya sangat detail.',
    'Tiga bulan setelah lulus saya diterima kerja di bidang baru. Terima kasih tim!',
    'Intensif tapi sepadan. Portofolio dari proyek akhirnya sangat membantu saat wawancara.',
    'Teman satu batch aktif berdiskusi, jadi belajar terasa lebih semangat.',
  ],
  4: [
    'Materi padat dan menantang, perlu manajemen waktu yang baik kalau sambil bekerja.',
    'Sesi career coaching-nya membantu, tapi jadwal live session kadang bentrok dengan jam kerja.',
  ],
  3: ['Ritme belajarnya terlalu cepat untuk saya yang benar-benar pemula.'],
};
export const MICRO_COMMENTS: Record<number, readonly string[]> = {
  5: ['Singkat tapi langsung ke inti. Pas ditonton saat istirahat makan siang.', 'Sepuluh menit yang sangat bermanfaat!'],
  4: ['Padat dan jelas, hanya saja saya ingin contoh tambahan.'],
};

// ── Promo terms ─────────────────────────────────────────────────────────
export const PROMO_TERMS: { id: readonly string[]; en: readonly string[] } = {
  id: [
    'Harga promo berlaku untuk pembelian selama periode promo dan dapat berakhir lebih cepat jika kuota habis.',
    'Promo tidak dapat digabungkan dengan voucher atau promo lainnya, kecuali disebutkan lain.',
    'Harga yang dibayarkan tidak dapat diuangkan kembali setelah transaksi berhasil.',
    'Akses kelas diberikan ke akun yang melakukan pembelian dan tidak dapat dipindahtangankan.',
  ],
  en: [
    'The promotional price applies to purchases during the promotion and may end early when the quota runs out.',
    'The promotion cannot be combined with vouchers or other promotions unless stated otherwise.',
    'Payments are non-refundable once the transaction succeeds.',
    'Class access is granted to the purchasing account and cannot be transferred.',
  ],
};

// ── Donations ───────────────────────────────────────────────────────────
export interface DonationDef {
  url: string;
  title: Pair;
  summary: Pair;
  description: Pair;
  organizer: string;
  category: string;
  target: number;
  /** Share of the target already collected (successful records). */
  progress: number;
  /** Days since the campaign started and days until it ends (negative: already ended). */
  startedDaysAgo: number;
  endsInDays: number;
  isActive: boolean;
}

export const DONATIONS: readonly DonationDef[] = [
  {
    url: 'beasiswa-pelatihan-digital-pemuda-ntt',
    title: ['Beasiswa Pelatihan Digital untuk 100 Pemuda NTT', 'Digital Skills Scholarships for 100 Young People in East Nusa Tenggara'],
    summary: [
      'Bantu 100 pemuda di Nusa Tenggara Timur mengikuti bootcamp digital dan mendapatkan pekerjaan pertama mereka.',
      'Help 100 young people in East Nusa Tenggara join a digital bootcamp and land their first job.',
    ],
    description: [
      'Banyak lulusan SMA dan SMK di Nusa Tenggara Timur memiliki semangat belajar tinggi, tetapi terkendala biaya pelatihan dan perangkat. Donasi Anda membiayai beasiswa bootcamp data dan pemasaran digital selama 12 minggu, termasuk paket internet dan pendampingan karier.\n\nSetiap Rp1.500.000 menanggung satu peserta penuh. Laporan penggunaan dana dan perkembangan peserta dikirim setiap bulan kepada para donatur.',
      'Many high school and vocational graduates in East Nusa Tenggara are eager to learn but cannot afford training or devices. Your donation funds 12-week data and digital marketing bootcamp scholarships, including internet data packages and career coaching.\n\nEvery Rp1,500,000 covers one participant in full. Donors receive a monthly report on how the funds are used and how the participants are doing.',
    ],
    organizer: 'Yayasan Cerdas Nusantara',
    category: 'teknologi',
    target: 150_000_000,
    progress: 0.62,
    startedDaysAgo: 40,
    endsInDays: 45,
    isActive: true,
  },
  {
    url: 'laptop-untuk-guru-honorer-pedalaman',
    title: ['Laptop untuk Guru Honorer di Pedalaman Kalimantan Barat', 'Laptops for Contract Teachers in Rural West Kalimantan'],
    summary: [
      'Satu laptop membuka akses pelatihan daring bagi guru honorer dan ratusan murid di desanya.',
      'One laptop opens online training to a contract teacher and hundreds of pupils in their village.',
    ],
    description: [
      'Guru honorer di sekolah-sekolah pedalaman Kalimantan Barat sering harus menempuh perjalanan jauh hanya untuk mengakses komputer. Donasi akan dibelikan laptop tahan banting, modem, dan akses kelas pelatihan guru selama satu tahun.\n\nTarget kami adalah 40 laptop untuk 40 sekolah dasar dan menengah di Kabupaten Kapuas Hulu dan Sintang.',
      'Contract teachers at rural schools in West Kalimantan often travel far just to use a computer. Donations buy rugged laptops, modems and a year of teacher training classes.\n\nOur goal is 40 laptops for 40 primary and secondary schools in Kapuas Hulu and Sintang regencies.',
    ],
    organizer: 'Komunitas Guru Berbagi',
    category: 'pengetahuan-umum',
    target: 200_000_000,
    progress: 0.38,
    startedDaysAgo: 25,
    endsInDays: 60,
    isActive: true,
  },
  {
    url: 'literasi-keuangan-ibu-prasejahtera',
    title: ['Kelas Literasi Keuangan untuk 500 Ibu Prasejahtera', 'Financial Literacy Classes for 500 Low-Income Mothers'],
    summary: [
      'Ajari ibu-ibu prasejahtera mengelola uang keluarga, menabung, dan menghindari pinjol ilegal.',
      'Teach low-income mothers to manage household money, save and avoid illegal online lenders.',
    ],
    description: [
      'Pinjaman online ilegal dan arisan bodong masih menjerat banyak keluarga prasejahtera. Program ini mengadakan kelas tatap muka dan daring tentang anggaran rumah tangga, dana darurat, dan usaha rumahan untuk 500 ibu di Jawa Tengah dan Jawa Timur.\n\nDonasi digunakan untuk modul cetak, konsumsi kelas, honor fasilitator lokal, dan akses kelas daring lanjutan.',
      'Illegal online loans and fraudulent savings groups still trap many low-income families. This programme runs in-person and online classes on household budgeting, emergency funds and home businesses for 500 mothers in Central and East Java.\n\nDonations pay for printed workbooks, class refreshments, local facilitators and follow-up online classes.',
    ],
    organizer: 'Rumah Perempuan Mandiri',
    category: 'bisnis-keuangan',
    target: 75_000_000,
    progress: 0.81,
    startedDaysAgo: 55,
    endsInDays: 12,
    isActive: true,
  },
  {
    url: 'pelatihan-kerja-inklusif-disabilitas',
    title: ['Pelatihan Kerja Inklusif bagi Teman Disabilitas', 'Inclusive Job Training for People with Disabilities'],
    summary: [
      'Dukung pelatihan administrasi perkantoran dan desain grafis yang ramah disabilitas.',
      'Support disability-friendly training in office administration and graphic design.',
    ],
    description: [
      'Teman-teman disabilitas memiliki kemampuan yang sama untuk bekerja, tetapi pelatihan yang aksesibel masih jarang. Program ini menyediakan kelas dengan juru bahasa isyarat, materi pembaca layar, dan pendamping magang di perusahaan mitra.\n\nSetiap donasi membantu kami menyiapkan 60 peserta siap kerja dalam enam bulan.',
      'People with disabilities are just as able to work, yet accessible training is still rare. This programme provides classes with sign language interpreters, screen-reader friendly materials and internship mentors at partner companies.\n\nEvery donation helps us prepare 60 job-ready participants within six months.',
    ],
    organizer: 'Yayasan Karya Setara',
    category: 'pengembangan-diri',
    target: 120_000_000,
    progress: 0.27,
    startedDaysAgo: 10,
    endsInDays: 80,
    isActive: true,
  },
  {
    url: 'paket-belajar-anak-korban-banjir-demak',
    title: ['Paket Belajar untuk Anak Korban Banjir Demak', 'Learning Kits for Children Affected by the Demak Floods'],
    summary: [
      'Kampanye selesai: 1.200 paket belajar telah dibagikan kepada anak-anak korban banjir.',
      'Campaign completed: 1,200 learning kits were handed out to children affected by the floods.',
    ],
    description: [
      'Banjir merendam ribuan rumah dan sekolah di Demak. Berkat para donatur, kami membagikan 1.200 paket berisi buku tulis, alat tulis, tas, dan akses kelas daring gratis selama tiga bulan.\n\nTerima kasih kepada semua orang baik yang telah berdonasi.',
      'Floods submerged thousands of homes and schools in Demak. Thanks to our donors we handed out 1,200 kits with exercise books, stationery, bags and three months of free online classes.\n\nThank you to everyone who donated.',
    ],
    organizer: 'Relawan Pendidikan Pantura',
    category: 'pengetahuan-umum',
    target: 50_000_000,
    progress: 1.08,
    startedDaysAgo: 120,
    endsInDays: -20,
    isActive: false,
  },
];

export const DONATION_AMOUNTS: readonly number[] = [25_000, 50_000, 50_000, 100_000, 100_000, 150_000, 200_000, 250_000, 500_000, 500_000, 1_000_000, 2_000_000, 5_000_000];
export const SUGGESTED_AMOUNTS: readonly number[] = [25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000];
export const DONATION_MESSAGES: readonly string[] = [
  'Semoga bermanfaat.',
  'Semangat belajar, adik-adik!',
  'Semoga berkah dan lancar programnya.',
  'Untuk pendidikan yang lebih merata.',
  'Sedikit dari saya, semoga membantu.',
  'Terus berkarya, semoga sukses.',
  'Pendidikan adalah kunci masa depan.',
  '',
  '',
  '',
];
/** Shown instead of the name of an anonymous donor. */

// ── Forms ───────────────────────────────────────────────────────────────
const opt = (value: string, id: string, en: string) => ({ value, label_id: id, label_en: en });

const CONTACT_FIELDS: FormFieldDef[] = [
  { name: 'fullName', type: 'text', label_id: 'Nama lengkap', label_en: 'Full name', required: true, maxLength: 100, placeholder_id: 'Sesuai KTP', placeholder_en: 'As on your ID card' },
  { name: 'email', type: 'email', label_id: 'Email', label_en: 'Email', required: true, maxLength: 254 },
  { name: 'phone', type: 'tel', label_id: 'Nomor WhatsApp', label_en: 'WhatsApp number', required: true, maxLength: 20, placeholder_id: '08xxxxxxxxxx', placeholder_en: '08xxxxxxxxxx' },
];
const OCCUPATION: FormFieldDef = {
  name: 'occupation',
  type: 'select',
  label_id: 'Pekerjaan saat ini',
  label_en: 'Current occupation',
  required: true,
  options: [
    opt('student', 'Pelajar / mahasiswa', 'Student'),
    opt('employee', 'Karyawan swasta', 'Private-sector employee'),
    opt('civil-servant', 'PNS / ASN', 'Civil servant'),
    opt('entrepreneur', 'Wirausaha', 'Business owner'),
    opt('job-seeker', 'Pencari kerja', 'Job seeker'),
    opt('other', 'Lainnya', 'Other'),
  ],
};

export interface FormDef {
  key: string;
  kind: 'registration' | 'feedback';
  /** Content url for a content's own form; absent for the default form of its kind. */
  content?: string;
  title: Pair;
  description: Pair;
  fields: FormFieldDef[];
}

export const FORMS: readonly FormDef[] = [
  {
    key: 'webinar-registration',
    kind: 'registration',
    title: ['Pendaftaran Webinar', 'Webinar Registration'],
    description: [
      'Isi data berikut untuk mendaftar. Tautan Zoom dan e-tiket dikirim ke email Anda.',
      'Fill in the details below to register. The Zoom link and e-ticket are sent to your email.',
    ],
    fields: [
      ...CONTACT_FIELDS,
      OCCUPATION,
      { name: 'city', type: 'text', label_id: 'Kota domisili', label_en: 'City of residence', required: true, maxLength: 80 },
      {
        name: 'referralSource',
        type: 'select',
        label_id: 'Dari mana Anda mengetahui acara ini?',
        label_en: 'Where did you hear about this event?',
        required: false,
        options: [
          opt('instagram', 'Instagram', 'Instagram'),
          opt('tiktok', 'TikTok', 'TikTok'),
          opt('linkedin', 'LinkedIn', 'LinkedIn'),
          opt('whatsapp', 'Grup WhatsApp', 'WhatsApp group'),
          opt('email', 'Email newsletter', 'Email newsletter'),
          opt('friend', 'Teman / kolega', 'Friend or colleague'),
          opt('other', 'Lainnya', 'Other'),
        ],
      },
      {
        name: 'question',
        type: 'textarea',
        label_id: 'Pertanyaan untuk pembicara',
        label_en: 'Question for the speaker',
        required: false,
        maxLength: 500,
        placeholder_id: 'Opsional',
        placeholder_en: 'Optional',
      },
    ],
  },
  {
    key: 'webinar-feedback',
    kind: 'feedback',
    title: ['Umpan Balik Webinar', 'Webinar Feedback'],
    description: [
      'Umpan balik Anda membantu kami menyiapkan acara yang lebih baik. E-sertifikat terbit setelah formulir ini dikirim.',
      'Your feedback helps us prepare better events. The e-certificate is issued once this form is sent.',
    ],
    fields: [
      { name: 'overallRating', type: 'rating', label_id: 'Penilaian keseluruhan acara', label_en: 'Overall rating of the event', required: true },
      { name: 'speakerRating', type: 'rating', label_id: 'Penilaian untuk pembicara', label_en: 'Rating of the speaker', required: true },
      {
        name: 'relevance',
        type: 'radio',
        label_id: 'Seberapa relevan materi dengan kebutuhan Anda?',
        label_en: 'How relevant was the content to your needs?',
        required: true,
        options: [opt('very', 'Sangat relevan', 'Very relevant'), opt('somewhat', 'Cukup relevan', 'Somewhat relevant'), opt('not', 'Kurang relevan', 'Not relevant')],
      },
      { name: 'bestPart', type: 'textarea', label_id: 'Apa yang paling Anda sukai?', label_en: 'What did you like most?', required: false, maxLength: 1000 },
      { name: 'suggestion', type: 'textarea', label_id: 'Saran untuk acara berikutnya', label_en: 'Suggestions for the next event', required: false, maxLength: 1000 },
      {
        name: 'nextTopics',
        type: 'checkbox',
        label_id: 'Topik yang ingin Anda ikuti berikutnya',
        label_en: 'Topics you would like next',
        required: false,
        options: [
          opt('digital-marketing', 'Pemasaran digital', 'Digital marketing'),
          opt('data', 'Data dan analitik', 'Data and analytics'),
          opt('career', 'Pengembangan karier', 'Career development'),
          opt('finance', 'Keuangan pribadi', 'Personal finance'),
          opt('english', 'Bahasa Inggris', 'English'),
          opt('leadership', 'Kepemimpinan', 'Leadership'),
        ],
      },
      {
        name: 'recommend',
        type: 'radio',
        label_id: 'Apakah Anda akan merekomendasikan acara ini kepada teman?',
        label_en: 'Would you recommend this event to a friend?',
        required: true,
        options: [opt('yes', 'Ya', 'Yes'), opt('maybe', 'Mungkin', 'Maybe'), opt('no', 'Tidak', 'No')],
      },
    ],
  },
  {
    key: 'workshop-public-speaking-bandung-registration',
    kind: 'registration',
    content: 'workshop-public-speaking-tatap-muka-bandung',
    title: ['Pendaftaran Workshop Tatap Muka', 'In-Person Workshop Registration'],
    description: [
      'Workshop diadakan tatap muka dengan kuota terbatas. Mohon datang 30 menit sebelum acara untuk registrasi ulang.',
      'The workshop is held in person with limited seats. Please arrive 30 minutes early to check in.',
    ],
    fields: [
      ...CONTACT_FIELDS,
      OCCUPATION,
      { name: 'company', type: 'text', label_id: 'Instansi / perusahaan', label_en: 'Organisation or company', required: false, maxLength: 120 },
      {
        name: 'tshirtSize',
        type: 'select',
        label_id: 'Ukuran kaos peserta',
        label_en: 'Participant T-shirt size',
        required: true,
        options: [opt('s', 'S', 'S'), opt('m', 'M', 'M'), opt('l', 'L', 'L'), opt('xl', 'XL', 'XL'), opt('xxl', 'XXL', 'XXL')],
      },
      {
        name: 'diet',
        type: 'select',
        label_id: 'Kebutuhan makanan',
        label_en: 'Dietary needs',
        required: false,
        options: [opt('none', 'Tidak ada', 'None'), opt('vegetarian', 'Vegetarian', 'Vegetarian'), opt('allergy', 'Alergi tertentu (tulis di catatan)', 'Allergy (tell us in the notes)')],
      },
      { name: 'notes', type: 'textarea', label_id: 'Catatan', label_en: 'Notes', required: false, maxLength: 500 },
    ],
  },
];

// ── Bootcamp price tiers ────────────────────────────────────────────────
export interface TierDef {
  code: string;
  name: Pair;
  description: Pair;
  /** Price of the tier relative to the bootcamp's own price (the recommended tier is 1). */
  factor: number;
  features: { id: readonly string[]; en: readonly string[] };
  recommended?: boolean;
}

export const BOOTCAMP_TIERS: readonly TierDef[] = [
  {
    code: 'reguler',
    name: ['Reguler', 'Regular'],
    description: ['Kelas live dan rekaman untuk belajar mandiri dengan ritme bootcamp.', 'Live and recorded classes to learn at the bootcamp’s pace.'],
    factor: 0.8,
    features: {
      id: ['Semua sesi live bersama mentor', 'Rekaman sesi seumur hidup', 'Tugas mingguan dengan penilaian', 'Sertifikat kelulusan'],
      en: ['Every live session with mentors', 'Lifetime session recordings', 'Graded weekly assignments', 'Completion certificate'],
    },
  },
  {
    code: 'pro',
    name: ['Pro', 'Pro'],
    description: ['Pilihan terpopuler: ditambah mentoring 1-on-1 dan review portofolio.', 'Most popular: adds 1-on-1 mentoring and a portfolio review.'],
    factor: 1,
    recommended: true,
    features: {
      id: ['Semua fasilitas Reguler', 'Mentoring 1-on-1 setiap dua minggu', 'Review portofolio proyek akhir', 'Grup diskusi eksklusif per batch'],
      en: ['Everything in Regular', '1-on-1 mentoring every two weeks', 'Capstone portfolio review', 'Private discussion group per batch'],
    },
  },
  {
    code: 'karier',
    name: ['Karier', 'Career'],
    description: ['Untuk yang ingin pindah karier: pendampingan sampai mendapatkan pekerjaan.', 'For career switchers: coaching until you land a job.'],
    factor: 1.3,
    features: {
      id: ['Semua fasilitas Pro', 'Career coaching dan simulasi wawancara', 'Review CV dan LinkedIn', 'Penyaluran ke mitra perekrut'],
      en: ['Everything in Pro', 'Career coaching and mock interviews', 'CV and LinkedIn review', 'Referrals to hiring partners'],
    },
  },
];

// ── Landing pages (settings rows) ───────────────────────────────────────
export const PRAKERJA_LANDING = {
  sections: [
    {
      key: 'livewebinar',
      kind: 'classes',
      learningMethod: 2,
      title_id: 'Kelas Webinar Prakerja',
      title_en: 'Prakerja Live Webinar Classes',
      subtitle_id: 'Belajar langsung bersama instruktur lewat sesi live, lengkap dengan tanya jawab.',
      subtitle_en: 'Learn live with instructors, Q&A included.',
      seeAllUrl: '/prakerja?method=2',
    },
    {
      key: 'selfpaced',
      kind: 'classes',
      learningMethod: 1,
      title_id: 'Kelas Mandiri Prakerja',
      title_en: 'Prakerja Self-Paced Classes',
      subtitle_id: 'Video pembelajaran yang bisa ditonton kapan saja, dengan kuis dan uji keterampilan.',
      subtitle_en: 'Video lessons to watch any time, with quizzes and a skills test.',
      seeAllUrl: '/prakerja?method=1',
    },
    {
      key: 'how-to-buy',
      kind: 'steps',
      title_id: 'Cara Membeli Kelas Prakerja',
      title_en: 'How to Buy a Prakerja Class',
      subtitle_id: 'Empat langkah mudah memakai saldo pelatihan Kartu Prakerja.',
      subtitle_en: 'Four easy steps with your Prakerja Card training balance.',
      entries: [
        { title_id: 'Pilih kelas', title_en: 'Choose a class', body_id: 'Pilih kelas Prakerja di halaman ini dan catat judulnya.', body_en: 'Pick a Prakerja class on this page and note its title.' },
        { title_id: 'Beli di platform digital mitra', title_en: 'Buy on a partner platform', body_id: 'Beli kelas yang sama di platform digital mitra Prakerja memakai saldo pelatihan.', body_en: 'Buy the same class on a Prakerja digital partner platform with your training balance.' },
        { title_id: 'Tukarkan kode voucher', title_en: 'Redeem the voucher code', body_id: 'Masukkan kode voucher dan kode redeem di halaman kelas untuk membuka akses.', body_en: 'Enter the voucher code and redeem code on the class page to unlock it.' },
        { title_id: 'Selesaikan dan dapatkan sertifikat', title_en: 'Finish and get your certificate', body_id: 'Ikuti semua sesi dan uji keterampilan untuk mendapatkan sertifikat serta insentif.', body_en: 'Complete every session and the skills test to receive your certificate and incentive.' },
      ],
    },
    {
      key: 'faq',
      kind: 'faq',
      title_id: 'Pertanyaan Umum',
      title_en: 'Frequently Asked Questions',
      subtitle_id: '',
      subtitle_en: '',
      entries: [
        {
          title_id: 'Apakah kelas Prakerja bisa dibeli tanpa Kartu Prakerja?',
          title_en: 'Can I buy a Prakerja class without a Prakerja Card?',
          body_id: 'Bisa. Kelas tetap dapat dibeli dengan metode pembayaran biasa, tetapi insentif Prakerja hanya untuk pemegang kartu.',
          body_en: 'Yes. You can pay with the usual payment methods, but the Prakerja incentive is for card holders only.',
        },
        {
          title_id: 'Berapa lama akses kelas berlaku?',
          title_en: 'How long does class access last?',
          body_id: 'Kelas mandiri dapat diakses selamanya. Kelas webinar mengikuti jadwal sesi yang dipilih saat pembelian.',
          body_en: 'Self-paced classes are yours for good. Live webinar classes follow the schedule chosen at purchase.',
        },
        {
          title_id: 'Kapan sertifikat terbit?',
          title_en: 'When is the certificate issued?',
          body_id: 'Sertifikat terbit otomatis setelah semua materi dan uji keterampilan selesai, paling lambat 1x24 jam.',
          body_en: 'The certificate is issued automatically within 24 hours of finishing every lesson and the skills test.',
        },
      ],
    },
  ],
};

export const BOOTCAMP_SALES_PAGE = {
  title_id: 'Bootcamp Siap Kerja',
  title_en: 'Job-Ready Bootcamps',
  subtitle_id: 'Program intensif beberapa minggu bersama mentor praktisi, proyek nyata, dan dukungan karier sampai Anda siap melamar kerja.',
  subtitle_en: 'Intensive multi-week programmes with practitioner mentors, real projects and career support until you are ready to apply.',
  imageUrl: '/media/covers/program-bootcamp.svg',
  highlights: [
    {
      title_id: 'Mentor praktisi',
      title_en: 'Practitioner mentors',
      description_id: 'Belajar dari profesional yang setiap hari bekerja di bidangnya.',
      description_en: 'Learn from professionals who work in the field every day.',
    },
    {
      title_id: 'Proyek portofolio',
      title_en: 'Portfolio projects',
      description_id: 'Setiap minggu ditutup dengan proyek yang bisa Anda tunjukkan ke perekrut.',
      description_en: 'Every week ends with a project you can show recruiters.',
    },
    {
      title_id: 'Dukungan karier',
      title_en: 'Career support',
      description_id: 'Review CV, simulasi wawancara, hingga penyaluran ke mitra perekrut.',
      description_en: 'CV reviews, mock interviews and referrals to hiring partners.',
    },
    {
      title_id: 'Cicilan 0%',
      title_en: '0% instalments',
      description_id: 'Bayar bertahap hingga 12 bulan tanpa bunga.',
      description_en: 'Spread the cost over up to 12 months, interest-free.',
    },
  ],
  steps_id: ['Pilih bootcamp dan paket harga', 'Ikuti tes bakat singkat secara online', 'Konsultasi gratis dengan tim admisi', 'Mulai belajar bersama batch Anda'],
  steps_en: ['Choose a bootcamp and a price tier', 'Take a short online aptitude test', 'Have a free consultation with admissions', 'Start learning with your batch'],
  faq: [
    {
      question_id: 'Apakah saya perlu latar belakang IT?',
      question_en: 'Do I need an IT background?',
      answer_id: 'Tidak. Sebagian besar bootcamp dirancang untuk pemula dan dimulai dari dasar.',
      answer_en: 'No. Most bootcamps are designed for beginners and start from the basics.',
    },
    {
      question_id: 'Bagaimana jika saya tidak bisa mengikuti sesi live?',
      question_en: 'What if I miss a live session?',
      answer_id: 'Semua sesi direkam dan dapat ditonton ulang kapan saja.',
      answer_en: 'Every session is recorded and can be watched again at any time.',
    },
    {
      question_id: 'Apa syarat jaminan kerja?',
      question_en: 'What are the job guarantee terms?',
      answer_id: 'Menyelesaikan semua tugas, lulus proyek akhir, dan aktif melamar minimal 10 lowongan per bulan setelah lulus.',
      answer_en: 'Finish every assignment, pass the capstone and apply to at least 10 openings a month after graduating.',
    },
  ],
};
