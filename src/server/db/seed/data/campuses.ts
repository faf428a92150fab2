/**
 * Indonesian campuses with some of their real faculties and undergraduate majors (program studi),
 * for the campus profile. Not every faculty or major of each campus is listed.
 */
export interface CampusSeed {
  name: string;
  shortName: string;
  city: string;
  province: string;
  faculties: { name: string; majors: string[] }[];
}

export const CAMPUSES: CampusSeed[] = [
  {
    name: 'Universitas Indonesia',
    shortName: 'UI',
    city: 'Depok',
    province: 'Jawa Barat',
    faculties: [
      { name: 'Fakultas Teknik', majors: ['Teknik Sipil', 'Teknik Mesin', 'Teknik Elektro', 'Teknik Industri', 'Teknik Kimia', 'Teknik Komputer', 'Arsitektur'] },
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ilmu Ekonomi', 'Manajemen', 'Akuntansi', 'Ilmu Ekonomi Islam', 'Bisnis Islam'] },
      {
        name: 'Fakultas Ilmu Sosial dan Ilmu Politik',
        majors: ['Ilmu Komunikasi', 'Ilmu Politik', 'Sosiologi', 'Ilmu Hubungan Internasional', 'Kriminologi', 'Ilmu Kesejahteraan Sosial'],
      },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Matematika', 'Statistika', 'Fisika', 'Kimia', 'Biologi', 'Geografi'] },
      { name: 'Fakultas Ilmu Pengetahuan Budaya', majors: ['Sastra Indonesia', 'Sastra Inggris', 'Sastra Jepang', 'Ilmu Sejarah', 'Arkeologi'] },
      { name: 'Fakultas Kesehatan Masyarakat', majors: ['Kesehatan Masyarakat', 'Ilmu Gizi', 'Kesehatan Lingkungan', 'Keselamatan dan Kesehatan Kerja'] },
    ],
  },
  {
    name: 'Institut Teknologi Bandung',
    shortName: 'ITB',
    city: 'Bandung',
    province: 'Jawa Barat',
    faculties: [
      {
        name: 'Sekolah Teknik Elektro dan Informatika',
        majors: ['Teknik Informatika', 'Sistem dan Teknologi Informasi', 'Teknik Elektro', 'Teknik Tenaga Listrik', 'Teknik Telekomunikasi', 'Teknik Biomedis'],
      },
      { name: 'Fakultas Teknologi Industri', majors: ['Teknik Kimia', 'Teknik Industri', 'Teknik Fisika', 'Manajemen Rekayasa Industri', 'Teknik Pangan'] },
      { name: 'Fakultas Teknik Sipil dan Lingkungan', majors: ['Teknik Sipil', 'Teknik Lingkungan', 'Teknik Kelautan', 'Rekayasa Infrastruktur Lingkungan'] },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Matematika', 'Fisika', 'Kimia', 'Astronomi', 'Aktuaria'] },
      { name: 'Fakultas Seni Rupa dan Desain', majors: ['Seni Rupa', 'Desain Komunikasi Visual', 'Desain Produk', 'Desain Interior', 'Kriya'] },
    ],
  },
  {
    name: 'Universitas Gadjah Mada',
    shortName: 'UGM',
    city: 'Sleman',
    province: 'DI Yogyakarta',
    faculties: [
      {
        name: 'Fakultas Teknik',
        majors: ['Teknik Sipil', 'Teknik Mesin', 'Teknik Elektro', 'Teknologi Informasi', 'Teknik Kimia', 'Arsitektur', 'Teknik Geologi', 'Teknik Industri'],
      },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Matematika', 'Statistika', 'Fisika', 'Kimia', 'Ilmu Komputer', 'Elektronika dan Instrumentasi', 'Geofisika'] },
      { name: 'Fakultas Ekonomika dan Bisnis', majors: ['Ilmu Ekonomi', 'Manajemen', 'Akuntansi'] },
      {
        name: 'Fakultas Ilmu Sosial dan Ilmu Politik',
        majors: ['Ilmu Komunikasi', 'Ilmu Hubungan Internasional', 'Manajemen dan Kebijakan Publik', 'Sosiologi', 'Politik dan Pemerintahan'],
      },
      { name: 'Fakultas Pertanian', majors: ['Agronomi', 'Ilmu Tanah', 'Proteksi Tanaman', 'Penyuluhan dan Komunikasi Pertanian'] },
    ],
  },
  {
    name: 'Institut Teknologi Sepuluh Nopember',
    shortName: 'ITS',
    city: 'Surabaya',
    province: 'Jawa Timur',
    faculties: [
      {
        name: 'Fakultas Teknologi Elektro dan Informatika Cerdas',
        majors: ['Teknik Elektro', 'Teknik Biomedik', 'Teknik Komputer', 'Teknik Informatika', 'Sistem Informasi', 'Teknologi Informasi'],
      },
      {
        name: 'Fakultas Teknologi Industri dan Rekayasa Sistem',
        majors: ['Teknik Mesin', 'Teknik Kimia', 'Teknik Fisika', 'Teknik Sistem dan Industri', 'Teknik Material dan Metalurgi'],
      },
      { name: 'Fakultas Teknologi Kelautan', majors: ['Teknik Perkapalan', 'Teknik Sistem Perkapalan', 'Teknik Kelautan', 'Teknik Transportasi Laut'] },
      { name: 'Fakultas Sains dan Analitika Data', majors: ['Matematika', 'Statistika', 'Fisika', 'Kimia', 'Biologi', 'Aktuaria'] },
    ],
  },
  {
    name: 'Universitas Airlangga',
    shortName: 'UNAIR',
    city: 'Surabaya',
    province: 'Jawa Timur',
    faculties: [
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ekonomi Pembangunan', 'Manajemen', 'Akuntansi', 'Ekonomi Islam'] },
      {
        name: 'Fakultas Ilmu Sosial dan Ilmu Politik',
        majors: ['Ilmu Komunikasi', 'Hubungan Internasional', 'Ilmu Politik', 'Sosiologi', 'Antropologi', 'Ilmu Administrasi Negara'],
      },
      { name: 'Fakultas Sains dan Teknologi', majors: ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Statistika', 'Sistem Informasi', 'Teknik Biomedis'] },
      { name: 'Fakultas Ilmu Budaya', majors: ['Bahasa dan Sastra Indonesia', 'Bahasa dan Sastra Inggris', 'Studi Kejepangan', 'Ilmu Sejarah'] },
    ],
  },
  {
    name: 'Universitas Padjadjaran',
    shortName: 'UNPAD',
    city: 'Bandung',
    province: 'Jawa Barat',
    faculties: [
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ekonomi Pembangunan', 'Manajemen', 'Akuntansi', 'Bisnis Digital'] },
      { name: 'Fakultas Ilmu Komunikasi', majors: ['Ilmu Komunikasi', 'Hubungan Masyarakat', 'Jurnalistik', 'Manajemen Komunikasi', 'Televisi dan Film', 'Ilmu Perpustakaan'] },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Matematika', 'Statistika', 'Fisika', 'Kimia', 'Biologi', 'Teknik Informatika', 'Geofisika'] },
      { name: 'Fakultas Ilmu Budaya', majors: ['Sastra Indonesia', 'Sastra Inggris', 'Sastra Jepang', 'Sastra Sunda', 'Sastra Perancis', 'Ilmu Sejarah'] },
    ],
  },
  {
    name: 'Universitas Diponegoro',
    shortName: 'UNDIP',
    city: 'Semarang',
    province: 'Jawa Tengah',
    faculties: [
      {
        name: 'Fakultas Teknik',
        majors: ['Teknik Sipil', 'Arsitektur', 'Teknik Kimia', 'Perencanaan Wilayah dan Kota', 'Teknik Mesin', 'Teknik Elektro', 'Teknik Industri', 'Teknik Komputer'],
      },
      { name: 'Fakultas Sains dan Matematika', majors: ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Statistika', 'Informatika'] },
      { name: 'Fakultas Ekonomika dan Bisnis', majors: ['Manajemen', 'Akuntansi', 'Ilmu Ekonomi', 'Ekonomi Islam'] },
      {
        name: 'Fakultas Perikanan dan Ilmu Kelautan',
        majors: ['Ilmu Kelautan', 'Oseanografi', 'Akuakultur', 'Manajemen Sumber Daya Perairan', 'Perikanan Tangkap', 'Teknologi Hasil Perikanan'],
      },
    ],
  },
  {
    name: 'Universitas Brawijaya',
    shortName: 'UB',
    city: 'Malang',
    province: 'Jawa Timur',
    faculties: [
      { name: 'Fakultas Ilmu Komputer', majors: ['Teknik Informatika', 'Sistem Informasi', 'Teknik Komputer', 'Pendidikan Teknologi Informasi', 'Teknologi Informasi'] },
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ekonomi Pembangunan', 'Manajemen', 'Akuntansi', 'Ekonomi Islam'] },
      { name: 'Fakultas Pertanian', majors: ['Agroekoteknologi', 'Agribisnis', 'Kehutanan'] },
      {
        name: 'Fakultas Teknik',
        majors: ['Teknik Sipil', 'Teknik Mesin', 'Teknik Elektro', 'Teknik Industri', 'Arsitektur', 'Perencanaan Wilayah dan Kota', 'Teknik Kimia'],
      },
    ],
  },
  {
    name: 'IPB University',
    shortName: 'IPB',
    city: 'Bogor',
    province: 'Jawa Barat',
    faculties: [
      { name: 'Fakultas Pertanian', majors: ['Agronomi dan Hortikultura', 'Proteksi Tanaman', 'Manajemen Sumberdaya Lahan', 'Arsitektur Lanskap'] },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Biologi', 'Kimia', 'Fisika', 'Biokimia', 'Meteorologi Terapan'] },
      {
        name: 'Fakultas Ekonomi dan Manajemen',
        majors: ['Ilmu Ekonomi', 'Manajemen', 'Agribisnis', 'Ekonomi Sumberdaya dan Lingkungan', 'Ilmu Ekonomi Syariah'],
      },
      { name: 'Fakultas Teknologi Pertanian', majors: ['Teknik Mesin dan Biosistem', 'Teknologi Pangan', 'Teknologi Industri Pertanian', 'Teknik Sipil dan Lingkungan'] },
      {
        name: 'Fakultas Kehutanan dan Lingkungan',
        majors: ['Manajemen Hutan', 'Teknologi Hasil Hutan', 'Konservasi Sumberdaya Hutan dan Ekowisata', 'Silvikultur'],
      },
    ],
  },
  {
    name: 'Universitas Hasanuddin',
    shortName: 'UNHAS',
    city: 'Makassar',
    province: 'Sulawesi Selatan',
    faculties: [
      {
        name: 'Fakultas Teknik',
        majors: ['Teknik Sipil', 'Teknik Mesin', 'Teknik Elektro', 'Arsitektur', 'Teknik Informatika', 'Teknik Industri', 'Teknik Perkapalan', 'Teknik Geologi'],
      },
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ilmu Ekonomi', 'Manajemen', 'Akuntansi'] },
      {
        name: 'Fakultas Ilmu Kelautan dan Perikanan',
        majors: ['Ilmu Kelautan', 'Manajemen Sumber Daya Perairan', 'Budidaya Perairan', 'Pemanfaatan Sumberdaya Perikanan', 'Agrobisnis Perikanan'],
      },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Statistika', 'Geofisika'] },
    ],
  },
  {
    name: 'Universitas Sumatera Utara',
    shortName: 'USU',
    city: 'Medan',
    province: 'Sumatera Utara',
    faculties: [
      { name: 'Fakultas Teknik', majors: ['Teknik Sipil', 'Teknik Mesin', 'Teknik Elektro', 'Teknik Kimia', 'Teknik Industri', 'Arsitektur', 'Teknik Lingkungan'] },
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ekonomi Pembangunan', 'Manajemen', 'Akuntansi', 'Kewirausahaan'] },
      {
        name: 'Fakultas Ilmu Sosial dan Ilmu Politik',
        majors: ['Ilmu Komunikasi', 'Ilmu Administrasi Publik', 'Ilmu Administrasi Bisnis', 'Ilmu Politik', 'Sosiologi', 'Antropologi Sosial', 'Kesejahteraan Sosial'],
      },
      { name: 'Fakultas Pertanian', majors: ['Agroteknologi', 'Agribisnis', 'Ilmu dan Teknologi Pangan', 'Peternakan', 'Manajemen Sumberdaya Perairan'] },
    ],
  },
  {
    name: 'Universitas Andalas',
    shortName: 'UNAND',
    city: 'Padang',
    province: 'Sumatera Barat',
    faculties: [
      { name: 'Fakultas Teknik', majors: ['Teknik Sipil', 'Teknik Mesin', 'Teknik Elektro', 'Teknik Industri', 'Teknik Lingkungan'] },
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ekonomi Pembangunan', 'Manajemen', 'Akuntansi'] },
      { name: 'Fakultas Teknologi Informasi', majors: ['Sistem Informasi', 'Teknik Komputer', 'Informatika'] },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Matematika', 'Fisika', 'Kimia', 'Biologi'] },
    ],
  },
  {
    name: 'Universitas Udayana',
    shortName: 'UNUD',
    city: 'Denpasar',
    province: 'Bali',
    faculties: [
      { name: 'Fakultas Teknik', majors: ['Teknik Sipil', 'Teknik Mesin', 'Teknik Elektro', 'Arsitektur', 'Teknologi Informasi', 'Teknik Lingkungan'] },
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ekonomi Pembangunan', 'Manajemen', 'Akuntansi'] },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Farmasi', 'Informatika'] },
      { name: 'Fakultas Ilmu Budaya', majors: ['Sastra Indonesia', 'Sastra Inggris', 'Sastra Jepang', 'Sastra Bali', 'Arkeologi', 'Ilmu Sejarah', 'Antropologi'] },
    ],
  },
  {
    name: 'Universitas Bina Nusantara',
    shortName: 'BINUS',
    city: 'Jakarta Barat',
    province: 'DKI Jakarta',
    faculties: [
      { name: 'School of Computer Science', majors: ['Computer Science', 'Game Application and Technology', 'Cyber Security', 'Data Science', 'Mobile Application and Technology'] },
      { name: 'School of Information Systems', majors: ['Information Systems', 'Business Information Technology', 'Information Systems Audit'] },
      { name: 'BINUS Business School', majors: ['Management', 'Global Business Marketing', 'Business Creation'] },
      { name: 'School of Design', majors: ['Desain Komunikasi Visual', 'Desain Interior', 'Film'] },
    ],
  },
  {
    name: 'Universitas Telkom',
    shortName: 'Tel-U',
    city: 'Bandung',
    province: 'Jawa Barat',
    faculties: [
      { name: 'Fakultas Informatika', majors: ['Informatika', 'Rekayasa Perangkat Lunak', 'Teknologi Informasi', 'Sains Data'] },
      { name: 'Fakultas Teknik Elektro', majors: ['Teknik Telekomunikasi', 'Teknik Elektro', 'Teknik Komputer', 'Teknik Fisika', 'Teknik Biomedis'] },
      { name: 'Fakultas Rekayasa Industri', majors: ['Teknik Industri', 'Sistem Informasi', 'Teknik Logistik'] },
      { name: 'Fakultas Industri Kreatif', majors: ['Desain Komunikasi Visual', 'Desain Interior', 'Desain Produk', 'Kriya', 'Seni Rupa'] },
    ],
  },
  {
    name: 'Universitas Sebelas Maret',
    shortName: 'UNS',
    city: 'Surakarta',
    province: 'Jawa Tengah',
    faculties: [
      {
        name: 'Fakultas Teknik',
        majors: ['Teknik Sipil', 'Arsitektur', 'Teknik Mesin', 'Teknik Kimia', 'Teknik Industri', 'Perencanaan Wilayah dan Kota', 'Teknik Elektro'],
      },
      { name: 'Fakultas Ekonomi dan Bisnis', majors: ['Ekonomi Pembangunan', 'Manajemen', 'Akuntansi'] },
      { name: 'Fakultas Matematika dan Ilmu Pengetahuan Alam', majors: ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Statistika', 'Farmasi'] },
    ],
  },
];
