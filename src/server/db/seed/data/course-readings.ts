/**
 * Readings written for a course's own topic (issue 25): a module's reading lesson that teaches
 * what the module's title promises, in Indonesian and English. The lecture seeder puts each after
 * its module's videos (before the module's quiz); `courseReadingsSeeder` adds them to databases
 * seeded before. The study assistant answers from these texts.
 */
export interface CourseReadingDef {
  /** The course (contents.url). */
  url: string;
  /** The module it belongs to (0-based, the course's topics' order). */
  module: number;
  title: readonly [string, string];
  body: readonly [string, string];
  /** Reading time (seconds). */
  durationSeconds: number;
}

export const COURSE_READINGS: readonly CourseReadingDef[] = [
  {
    url: 'excel-untuk-analisis-data',
    module: 1,
    title: ['VLOOKUP dan XLOOKUP: mencari data di tabel', 'VLOOKUP and XLOOKUP: looking up data in a table'],
    durationSeconds: 420,
    body: [
      [
        'Rumus lookup mengambil data dari tabel lain berdasarkan satu kunci, misalnya harga produk berdasarkan kode produknya. Dua rumus yang paling sering dipakai adalah VLOOKUP dan XLOOKUP.',
        'Cara kerja VLOOKUP\n=VLOOKUP(nilai_dicari; tabel; nomor_kolom; FALSE)\nVLOOKUP mencari nilai_dicari di kolom paling kiri tabel, lalu mengembalikan isi kolom ke-nomor_kolom pada baris yang sama. Contoh: =VLOOKUP(A2; Produk!A:C; 3; FALSE) mencari kode di A2 pada kolom A sheet Produk dan mengembalikan harga dari kolom ketiga (C). Argumen terakhir FALSE berarti pencocokan persis; bila dikosongkan, VLOOKUP memakai pencocokan perkiraan dan bisa diam-diam mengambil baris yang salah.',
        'Cara kerja XLOOKUP\n=XLOOKUP(nilai_dicari; kolom_dicari; kolom_hasil; [jika_tidak_ada])\nXLOOKUP menerima kolom pencarian dan kolom hasil secara terpisah. Contoh: =XLOOKUP(A2; Produk!A:A; Produk!C:C; "Tidak ada") mengembalikan harga produk, atau teks "Tidak ada" bila kodenya tidak ditemukan.',
        'Perbedaan VLOOKUP dan XLOOKUP\n- Arah: VLOOKUP hanya bisa mengambil kolom di sebelah kanan kolom kunci; XLOOKUP bisa ke kiri maupun ke kanan, bahkan dari baris (pencarian horizontal).\n- Nomor kolom: VLOOKUP memakai nomor kolom yang tetap, sehingga hasilnya rusak bila ada kolom yang disisipkan; XLOOKUP menunjuk kolom hasil langsung, jadi tetap benar.\n- Pencocokan: XLOOKUP mencocokkan persis secara bawaan, sedangkan VLOOKUP perlu argumen FALSE.\n- Data tidak ditemukan: VLOOKUP menghasilkan #N/A dan perlu dibungkus IFERROR; XLOOKUP punya argumen jika_tidak_ada sendiri.\n- Ketersediaan: XLOOKUP ada di Excel 2021 dan Microsoft 365; file yang dibuka di Excel versi lama tetap membutuhkan VLOOKUP atau INDEX-MATCH.',
        'Latihan: buat sheet Produk berisi kode, nama, dan harga, lalu isi harga pada sheet Penjualan dengan VLOOKUP, kemudian dengan XLOOKUP. Sisipkan satu kolom baru di sheet Produk dan lihat rumus mana yang tetap benar.',
      ].join('\n\n'),
      [
        'A lookup formula fetches data from another table by a key, such as a product’s price by its product code. The two most used lookup formulas are VLOOKUP and XLOOKUP.',
        'How VLOOKUP works\n=VLOOKUP(lookup_value, table, column_number, FALSE)\nVLOOKUP looks for lookup_value in the leftmost column of the table and returns the content of the column_number-th column in the same row. Example: =VLOOKUP(A2, Products!A:C, 3, FALSE) looks up the code in A2 in column A of the Products sheet and returns the price from the third column (C). The last argument FALSE means an exact match; left out, VLOOKUP uses an approximate match and may silently return the wrong row.',
        'How XLOOKUP works\n=XLOOKUP(lookup_value, lookup_column, return_column, [if_not_found])\nXLOOKUP takes the lookup column and the return column separately. Example: =XLOOKUP(A2, Products!A:A, Products!C:C, "Not found") returns the product’s price, or the text "Not found" when the code is missing.',
        'The difference between VLOOKUP and XLOOKUP\n- Direction: VLOOKUP can only return a column to the right of the key column; XLOOKUP returns to the left or to the right, and also from rows (a horizontal lookup).\n- Column number: VLOOKUP uses a fixed column number, so its result breaks when a column is inserted; XLOOKUP points at the return column itself, so it stays right.\n- Matching: XLOOKUP matches exactly by default, while VLOOKUP needs the FALSE argument.\n- Missing data: VLOOKUP returns #N/A and needs wrapping in IFERROR; XLOOKUP has its own if_not_found argument.\n- Availability: XLOOKUP exists in Excel 2021 and Microsoft 365; a file opened in older Excel versions still needs VLOOKUP or INDEX-MATCH.',
        'Practice: make a Products sheet with code, name and price, then fill in the prices on a Sales sheet with VLOOKUP, then with XLOOKUP. Insert a new column in the Products sheet and see which formula stays right.',
      ].join('\n\n'),
    ],
  },
];

/** A course's readings for one module. */
export function readingsOf(url: string, module: number): CourseReadingDef[] {
  return COURSE_READINGS.filter((r) => r.url === url && r.module === module);
}
