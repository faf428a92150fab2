import { SITE, SUPPORT_EMAIL } from '../../../../common/constants.js';
import { CONTACT } from './site.js';

export interface InfoPageDef {
  slug: string;
  title: readonly [string, string];
  /** Simple HTML: <h2>, <h3>, <p>, <ul>/<li>, <a>. */
  body: readonly [string, string];
}

const NAME = SITE.name;

const FAQ: ReadonlyArray<readonly [string, string, string, string]> = [
  [
    'Bagaimana cara membeli kelas?',
    'Pilih kelas, klik tombol Beli, lalu selesaikan pembayaran melalui transfer virtual account, e-wallet, kartu, atau gerai ritel. Kelas langsung muncul di menu Kelas Saya setelah pembayaran berhasil.',
    'How do I buy a class?',
    'Choose a class, click Buy, then complete payment by virtual account transfer, e-wallet, card or retail outlet. The class appears in My Classes as soon as payment succeeds.',
  ],
  [
    'Apakah kelas bisa diakses selamanya?',
    'Ya. Kursus mandiri yang Anda beli dapat diakses tanpa batas waktu, termasuk pembaruan materi. Kelas yang didapat dari langganan dapat diakses selama langganan aktif.',
    'Can I access a class forever?',
    'Yes. Self-paced courses you buy can be accessed with no time limit, including material updates. Classes from a subscription are available while the subscription is active.',
  ],
  [
    'Bagaimana cara menggunakan saldo Kartu Prakerja?',
    'Beli pelatihan Prakerja melalui platform digital mitra Prakerja, lalu masukkan kode voucher dan kode redeem di halaman Prakerja kami. Kelas otomatis aktif setelah kode terverifikasi.',
    'How do I use my Prakerja Card balance?',
    'Buy Prakerja training through a Prakerja digital partner platform, then enter the voucher code and redeem code on our Prakerja page. The class activates automatically once the code is verified.',
  ],
  [
    'Apakah saya mendapatkan sertifikat?',
    'Kursus, webinar, dan bootcamp bertanda sertifikat memberikan sertifikat digital setelah Anda menyelesaikan seluruh materi dan kuis, atau mengisi feedback webinar. Sertifikat tersimpan di menu SertifikatQu.',
    'Will I get a certificate?',
    'Courses, webinars and bootcamps marked with a certificate give you a digital certificate after you finish all the material and quizzes, or submit the webinar feedback. Certificates are kept in My Certificates.',
  ],
  [
    'Bagaimana cara bergabung ke webinar?',
    'Buka halaman webinar di menu Kelas Saya dan klik Gabung saat acara dimulai. Tautan Zoom akan tersedia 15 menit sebelum jadwal. Untuk acara tatap muka, tunjukkan e-tiket di lokasi.',
    'How do I join a webinar?',
    'Open the webinar page in My Classes and click Join when the event starts. The Zoom link becomes available 15 minutes before the start. For in-person events, show your e-ticket at the venue.',
  ],
  [
    'Apa itu PoinQu dan bagaimana cara menggunakannya?',
    'PoinQu adalah poin yang Anda kumpulkan dari pembelian, check-in harian, dan menyelesaikan kelas. Poin dapat ditukar dengan voucher diskon di menu PoinQu.',
    'What are points and how do I use them?',
    'Points are what you collect from purchases, daily check-ins and completing classes. They can be exchanged for discount vouchers in the My Points menu.',
  ],
  [
    'Bisakah saya meminta pengembalian dana?',
    'Pengembalian dana dapat diajukan dalam 7 hari setelah pembelian kursus mandiri jika Anda belum menyelesaikan lebih dari 20% materi. Untuk bootcamp dan webinar, berlaku ketentuan di halaman masing-masing.',
    'Can I ask for a refund?',
    'A refund can be requested within 7 days of buying a self-paced course if you have completed no more than 20% of it. Bootcamps and webinars follow the terms on their own pages.',
  ],
  [
    'Pembayaran saya sudah berhasil tetapi kelas belum muncul. Apa yang harus dilakukan?',
    'Tunggu hingga 15 menit lalu muat ulang halaman Kelas Saya. Jika kelas belum juga muncul, hubungi kami dengan menyertakan nomor pesanan dan bukti pembayaran.',
    'My payment succeeded but the class hasn’t appeared. What should I do?',
    'Wait up to 15 minutes, then reload My Classes. If the class still isn’t there, contact us with your order number and proof of payment.',
  ],
  [
    'Bagaimana cara menghapus akun?',
    'Buka Profil, pilih Hapus Akun, lalu ikuti langkah konfirmasi. Penghapusan bersifat permanen dan seluruh riwayat belajar, sertifikat, serta poin akan ikut terhapus.',
    'How do I delete my account?',
    'Go to Profile, choose Delete Account and follow the confirmation steps. Deletion is permanent and removes your learning history, certificates and points.',
  ],
];

function faqHtml(lang: 0 | 1): string {
  return FAQ.map((f) => `<h3>${lang === 0 ? f[0] : f[2]}</h3>\n<p>${lang === 0 ? f[1] : f[3]}</p>`).join('\n');
}

export const INFO_PAGES: readonly InfoPageDef[] = [
  {
    slug: 'aboutus',
    title: ['Tentang Kami', 'About Us'],
    body: [
      `<h2>Tentang ${NAME}</h2>
<p>${NAME} adalah marketplace belajar online yang mempertemukan pelajar dengan instruktur dan praktisi terbaik Indonesia. Kami menyediakan kursus mandiri, webinar live, bootcamp intensif, microlearning, dan pelatihan Prakerja dalam bahasa Indonesia dan Inggris.</p>
<p>Kami percaya setiap orang berhak mendapatkan kesempatan belajar keterampilan yang dibutuhkan dunia kerja, di mana pun mereka berada dan berapa pun anggarannya.</p>
<h3 id="benefit">Keuntungan Belajar di ${NAME}</h3>
<ul>
<li>Instruktur praktisi yang berpengalaman di bidangnya.</li>
<li>Materi praktis dengan studi kasus dari dunia kerja Indonesia.</li>
<li>Sertifikat digital untuk setiap kelas bersertifikat yang diselesaikan.</li>
<li>Akses seumur hidup untuk kursus mandiri yang dibeli.</li>
<li>PoinQu yang bisa ditukar dengan voucher diskon.</li>
<li>Pelatihan resmi yang dapat dibeli dengan saldo Kartu Prakerja.</li>
</ul>
<h3>Misi Kami</h3>
<p>Membuka akses belajar berkualitas yang terjangkau bagi setiap orang Indonesia.</p>`,
      `<h2>About ${NAME}</h2>
<p>${NAME} is an online learning marketplace that connects learners with Indonesia’s best instructors and practitioners. We offer self-paced courses, live webinars, intensive bootcamps, microlearning and Prakerja training in Indonesian and English.</p>
<p>We believe everyone deserves the chance to learn the skills the job market needs, wherever they are and whatever their budget.</p>
<h3 id="benefit">Why Learn with ${NAME}</h3>
<ul>
<li>Practitioner instructors with real experience in their field.</li>
<li>Practical material with case studies from Indonesian workplaces.</li>
<li>A digital certificate for every certified class you complete.</li>
<li>Lifetime access to the self-paced courses you buy.</li>
<li>Points you can exchange for discount vouchers.</li>
<li>Official training you can buy with a Prakerja Card balance.</li>
</ul>
<h3>Our Mission</h3>
<p>Opening up affordable, quality learning to every Indonesian.</p>`,
    ],
  },
  {
    slug: 'terms',
    title: ['Syarat dan Ketentuan', 'Terms and Conditions'],
    body: [
      `<h2>Syarat dan Ketentuan Penggunaan</h2>
<p>Dengan membuat akun atau menggunakan layanan ${NAME}, Anda menyetujui syarat dan ketentuan berikut.</p>
<h3>1. Akun</h3>
<p>Anda bertanggung jawab menjaga kerahasiaan kata sandi dan seluruh aktivitas yang terjadi di akun Anda. Satu akun hanya boleh digunakan oleh satu orang.</p>
<h3>2. Pembelian dan Pembayaran</h3>
<p>Harga yang tercantum sudah termasuk pajak yang berlaku. Kelas aktif setelah pembayaran terverifikasi. Voucher dan promo tidak dapat diuangkan.</p>
<h3>3. Hak Kekayaan Intelektual</h3>
<p>Seluruh materi kelas dilindungi hak cipta. Anda dilarang merekam, menyalin, atau menyebarluaskan materi tanpa izin tertulis.</p>
<h3>4. Pengembalian Dana</h3>
<p>Pengembalian dana mengikuti ketentuan pada halaman Bantuan dan halaman masing-masing produk.</p>
<h3>5. Perubahan Ketentuan</h3>
<p>Kami dapat memperbarui ketentuan ini sewaktu-waktu. Perubahan penting akan diberitahukan melalui email atau notifikasi aplikasi.</p>`,
      `<h2>Terms and Conditions of Use</h2>
<p>By creating an account or using ${NAME}, you agree to the following terms and conditions.</p>
<h3>1. Accounts</h3>
<p>You are responsible for keeping your password confidential and for all activity on your account. One account may be used by one person only.</p>
<h3>2. Purchases and Payment</h3>
<p>Listed prices include applicable taxes. Classes become active once payment is verified. Vouchers and promotions cannot be exchanged for cash.</p>
<h3>3. Intellectual Property</h3>
<p>All class material is protected by copyright. You may not record, copy or distribute it without written permission.</p>
<h3>4. Refunds</h3>
<p>Refunds follow the rules on the Help page and on each product’s page.</p>
<h3>5. Changes to These Terms</h3>
<p>We may update these terms at any time. Important changes will be announced by email or app notification.</p>`,
    ],
  },
  {
    slug: 'privacy',
    title: ['Kebijakan Privasi', 'Privacy Policy'],
    body: [
      `<h2>Kebijakan Privasi</h2>
<p>${NAME} menghormati privasi Anda dan mengelola data pribadi sesuai Undang-Undang Pelindungan Data Pribadi.</p>
<h3>Data yang Kami Kumpulkan</h3>
<ul>
<li>Data akun: nama, email, nomor telepon, dan foto profil.</li>
<li>Data belajar: kelas yang diikuti, progres, nilai kuis, dan sertifikat.</li>
<li>Data transaksi: riwayat pesanan dan metode pembayaran (tanpa menyimpan nomor kartu lengkap).</li>
</ul>
<h3>Penggunaan Data</h3>
<p>Data digunakan untuk menyediakan layanan, memproses pembayaran, menerbitkan sertifikat, dan memberikan rekomendasi kelas yang relevan. Kami tidak menjual data pribadi Anda kepada pihak mana pun.</p>
<h3>Hak Anda</h3>
<p>Anda dapat mengakses, memperbarui, atau menghapus data pribadi kapan saja melalui menu Profil atau dengan menghubungi ${SUPPORT_EMAIL}.</p>`,
      `<h2>Privacy Policy</h2>
<p>${NAME} respects your privacy and handles personal data in line with Indonesia’s Personal Data Protection Law.</p>
<h3>Data We Collect</h3>
<ul>
<li>Account data: name, email, phone number and profile photo.</li>
<li>Learning data: classes taken, progress, quiz scores and certificates.</li>
<li>Transaction data: order history and payment method (we never store full card numbers).</li>
</ul>
<h3>How We Use Data</h3>
<p>We use data to provide the service, process payments, issue certificates and recommend relevant classes. We never sell your personal data to anyone.</p>
<h3>Your Rights</h3>
<p>You can access, update or delete your personal data at any time from your Profile or by contacting ${SUPPORT_EMAIL}.</p>`,
    ],
  },
  {
    slug: 'support',
    title: ['Bantuan & FAQ', 'Help & FAQ'],
    body: [
      `<h2>Pertanyaan yang Sering Diajukan</h2>\n${faqHtml(0)}\n<p>Masih butuh bantuan? Kirim email ke <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>`,
      `<h2>Frequently Asked Questions</h2>\n${faqHtml(1)}\n<p>Still need help? Email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>`,
    ],
  },
  {
    slug: 'contactus',
    title: ['Hubungi Kami', 'Contact Us'],
    body: [
      `<h2>Hubungi Kami</h2>
<p>Tim kami siap membantu pertanyaan seputar kelas, pembayaran, dan kerja sama.</p>
<ul>
<li>Email: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></li>
<li>Telepon: ${CONTACT.phone}</li>
<li>WhatsApp: ${CONTACT.whatsapp}</li>
<li>Alamat: ${CONTACT.address_id}</li>
</ul>
<p>Jam layanan: ${CONTACT.hours_id}.</p>`,
      `<h2>Contact Us</h2>
<p>Our team is happy to help with questions about classes, payments and partnerships.</p>
<ul>
<li>Email: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></li>
<li>Phone: ${CONTACT.phone}</li>
<li>WhatsApp: ${CONTACT.whatsapp}</li>
<li>Address: ${CONTACT.address_en}</li>
</ul>
<p>Service hours: ${CONTACT.hours_en}.</p>`,
    ],
  },
  {
    slug: 'careers-intro',
    title: ['Karier di ' + NAME, 'Careers at ' + NAME],
    body: [
      `<h2>Tumbuh Bersama Kami</h2>
<p>Kami sedang membangun cara belajar yang lebih baik untuk jutaan orang Indonesia, dan kami mencari rekan yang peduli pada pendidikan, teliti, dan senang belajar hal baru.</p>
<h3>Mengapa Bergabung</h3>
<ul>
<li>Kerja hybrid dengan jam kerja yang fleksibel.</li>
<li>Akses gratis ke semua kelas di ${NAME}.</li>
<li>Asuransi kesehatan untuk karyawan dan keluarga.</li>
<li>Anggaran pengembangan diri setiap tahun.</li>
</ul>
<p>Lihat lowongan yang tersedia di bawah ini atau kirim CV Anda ke careers@belajar.local.</p>`,
      `<h2>Grow with Us</h2>
<p>We are building a better way to learn for millions of Indonesians, and we are looking for teammates who care about education, pay attention to detail and love learning new things.</p>
<h3>Why Join</h3>
<ul>
<li>Hybrid work with flexible hours.</li>
<li>Free access to every class on ${NAME}.</li>
<li>Health insurance for employees and their families.</li>
<li>A yearly self-development budget.</li>
</ul>
<p>See the open positions below or send your CV to careers@belajar.local.</p>`,
    ],
  },
];
