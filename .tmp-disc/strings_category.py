S = {
 'category': {
  'loading': ('Loading the category…', 'Memuat kategori…'),
  'eyebrow': ('Category', 'Kategori'),
  'totalContents': ('{{count}} classes and articles', '{{count}} kelas dan artikel'),
  'others': ('Explore other categories', 'Jelajahi kategori lain'),
  'contentsTitle': ('Learn {{name}}', 'Belajar {{name}}'),
  'empty': ('There is nothing in this category yet.', 'Belum ada konten di kategori ini.'),
 },
}
