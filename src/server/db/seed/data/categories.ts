import type { CategoryDef } from './types.js';

/** The five spec segments (is_main) first, then the "other categories". */
export const CATEGORIES: readonly CategoryDef[] = [
  {
    url: 'sales-marketing',
    name: ['Sales & Marketing', 'Sales & Marketing'],
    description: [
      'Strategi pemasaran digital, teknik penjualan, dan cara membangun merek yang dipercaya pelanggan.',
      'Digital marketing strategy, selling techniques and building a brand customers trust.',
    ],
    icon: 'megaphone',
    colorIndex: 0,
    isMain: true,
    intro: [
      'Pelanggan kini membandingkan produk hanya dengan beberapa sentuhan di layar, sehingga bisnis yang paham cara menjangkau dan meyakinkan mereka akan selalu selangkah di depan.',
      'Customers now compare products with a few taps on a screen, so businesses that know how to reach and convince them stay one step ahead.',
    ],
    intro2: [
      'Strategi pemasaran dan penjualan yang tepat membuat produk yang bagus benar-benar sampai ke tangan pembeli.',
      'The right marketing and sales strategy makes sure a good product actually reaches buyers.',
    ],
  },
  {
    url: 'bisnis-keuangan',
    name: ['Bisnis & Keuangan', 'Business & Finance'],
    description: [
      'Kelola keuangan pribadi dan usaha, pahami pajak, akuntansi, dan investasi dengan cara yang praktis.',
      'Manage personal and business finances, and understand tax, accounting and investing in a practical way.',
    ],
    icon: 'briefcase',
    colorIndex: 1,
    isMain: true,
    intro: [
      'Keputusan bisnis dan keuangan yang baik selalu dimulai dari angka yang rapi dan pemahaman yang jernih tentang risiko.',
      'Good business and money decisions always start with tidy numbers and a clear understanding of risk.',
    ],
    intro2: [
      'Usaha yang tumbuh sehat berawal dari pengelolaan uang yang disiplin dan keputusan yang didukung data.',
      'A healthily growing business starts with disciplined money management and data-backed decisions.',
    ],
  },
  {
    url: 'human-resource',
    name: ['Human Resource', 'Human Resources'],
    description: [
      'Rekrutmen, manajemen kinerja, hukum ketenagakerjaan, dan kepemimpinan untuk praktisi SDM.',
      'Recruitment, performance management, employment law and leadership for HR practitioners.',
    ],
    icon: 'users',
    colorIndex: 2,
    isMain: true,
    intro: [
      'Perusahaan yang tumbuh sehat selalu ditopang oleh orang-orang yang tepat, dikelola dengan adil dan terukur.',
      'Healthy, growing companies are always carried by the right people, managed fairly and measurably.',
    ],
    intro2: [
      'Praktik SDM yang baik membantu perusahaan menarik, mengembangkan, dan mempertahankan talenta terbaiknya.',
      'Good HR practice helps a company attract, develop and keep its best talent.',
    ],
  },
  {
    url: 'pengetahuan-umum',
    name: ['Pengetahuan Umum', 'General Knowledge'],
    description: [
      'Keterampilan kerja sehari-hari: manajemen proyek, literasi digital, hukum praktis, dan aplikasi perkantoran.',
      'Everyday work skills: project management, digital literacy, practical law and office applications.',
    ],
    icon: 'book',
    colorIndex: 3,
    isMain: true,
    intro: [
      'Keterampilan dasar yang kuat membuat pekerjaan sehari-hari lebih ringan dan membuka jalan untuk belajar hal-hal baru.',
      'Strong basic skills make daily work lighter and open the way to learning new things.',
    ],
    intro2: [
      'Pengetahuan praktis seperti ini berguna di hampir setiap pekerjaan, apa pun bidang Anda.',
      'Practical knowledge like this is useful in almost any job, whatever your field.',
    ],
  },
  {
    url: 'language',
    name: ['Bahasa', 'Language'],
    description: [
      'Bahasa Inggris untuk karier, persiapan IELTS, bahasa Jepang, dan bahasa Mandarin.',
      'English for your career, IELTS preparation, Japanese and Mandarin.',
    ],
    icon: 'globe',
    colorIndex: 4,
    isMain: true,
    intro: [
      'Menguasai bahasa asing membuka peluang kerja, beasiswa, dan relasi bisnis yang jauh lebih luas.',
      'Mastering a foreign language opens up far wider job, scholarship and business opportunities.',
    ],
    intro2: [
      'Kemampuan berbahasa asing yang baik membuat Anda lebih percaya diri saat bekerja dengan orang dari berbagai negara.',
      'Good foreign language skills make you more confident working with people from other countries.',
    ],
  },
  {
    url: 'teknologi',
    name: ['Teknologi & Data', 'Technology & Data'],
    description: [
      'Pemrograman, analisis data, kecerdasan buatan, dan keamanan digital untuk pemula hingga mahir.',
      'Programming, data analysis, artificial intelligence and digital security from beginner to advanced.',
    ],
    icon: 'cpu',
    colorIndex: 0,
    isMain: false,
    intro: [
      'Hampir setiap pekerjaan kini bersentuhan dengan data dan teknologi, dan kebutuhan talenta digital di Indonesia terus meningkat.',
      'Almost every job now touches data and technology, and demand for digital talent in Indonesia keeps growing.',
    ],
    intro2: [
      'Keterampilan digital kini menjadi salah satu bekal karier yang paling dicari perusahaan.',
      'Digital skills are now among the career assets companies look for most.',
    ],
  },
  {
    url: 'desain',
    name: ['Desain & Kreatif', 'Design & Creative'],
    description: [
      'Desain grafis, UI/UX, dan konten visual untuk bisnis dan portofolio profesional.',
      'Graphic design, UI/UX and visual content for businesses and professional portfolios.',
    ],
    icon: 'palette',
    colorIndex: 1,
    isMain: false,
    intro: [
      'Visual yang rapi dan pengalaman pengguna yang nyaman membuat produk lebih mudah dipercaya dan dipilih.',
      'Tidy visuals and a comfortable user experience make products easier to trust and choose.',
    ],
    intro2: [
      'Desain yang baik bukan hanya soal indah, tetapi soal membantu orang memahami dan menggunakan sesuatu dengan mudah.',
      'Good design isn’t just about beauty; it helps people understand and use things easily.',
    ],
  },
  {
    url: 'pengembangan-diri',
    name: ['Pengembangan Diri', 'Self Development'],
    description: [
      'Public speaking, produktivitas, dan kebiasaan kerja yang membantu karier Anda melaju.',
      'Public speaking, productivity and work habits that move your career forward.',
    ],
    icon: 'sprout',
    colorIndex: 2,
    isMain: false,
    intro: [
      'Kemampuan teknis membawa Anda ke meja wawancara, tetapi cara berpikir, berkomunikasi, dan mengatur diri yang membuat Anda bertahan dan berkembang.',
      'Technical skills get you to the interview table, but how you think, communicate and manage yourself is what keeps you growing.',
    ],
    intro2: [
      'Kebiasaan kecil yang dilatih secara konsisten bisa membawa perubahan besar pada karier Anda.',
      'Small habits practised consistently can bring big changes to your career.',
    ],
  },
  {
    url: 'kesehatan',
    name: ['Kesehatan & Gaya Hidup', 'Health & Lifestyle'],
    description: [
      'Pola makan sehat, kesehatan mental, dan keseimbangan hidup bagi pekerja yang sibuk.',
      'Healthy eating, mental health and life balance for busy workers.',
    ],
    icon: 'heart',
    colorIndex: 3,
    isMain: false,
    intro: [
      'Produktivitas yang berkelanjutan hanya mungkin jika tubuh dan pikiran terjaga dengan baik.',
      'Lasting productivity is only possible when body and mind are well looked after.',
    ],
    intro2: [
      'Menjaga kesehatan adalah investasi terbaik agar tetap berenergi menghadapi pekerjaan dan keluarga.',
      'Looking after your health is the best investment for staying energetic at work and at home.',
    ],
  },
];
