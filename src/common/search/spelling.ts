/**
 * Spellings of one word (issue 24, docs/plans/issue-24.md Q1): Indonesian words written two ways
 * ("analisa"/"analisis") and loanwords written the Indonesian or the English way
 * ("presentasi"/"presentation"), so that a query finds content written either way. Spellings
 * only: synonyms ("pemasaran"/"marketing") are data the admins keep (Q2), not rules.
 */

/**
 * Forms of one word, each a variant of the others. The Indonesian standard form (KBBI) sits beside
 * the common non-standard one, and the English form where the loan rules below cannot make it
 * (doubled letters, "ph", "y", irregular forms).
 */
const SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['analisa', 'analisis', 'analysis'],
  ['sistim', 'sistem', 'system'],
  ['praktek', 'praktik', 'practice'],
  ['aktifitas', 'aktivitas', 'activity'],
  ['kwalitas', 'kualitas', 'quality'],
  ['resiko', 'risiko', 'risk'],
  ['ijin', 'izin'],
  ['nasehat', 'nasihat'],
  ['apotik', 'apotek'],
  ['tehnik', 'teknik', 'technique'],
  ['karir', 'karier', 'career'],
  ['fotografi', 'photography'],
  ['desain', 'design'],
  ['grafis', 'graphic'],
  ['konten', 'content'],
  ['manajemen', 'management'],
  ['analitik', 'analytics'],
  ['komunikasi', 'communication'],
  ['aplikasi', 'application'],
  ['bisnis', 'business'],
];

const GROUP_OF = new Map<string, readonly string[]>(SPELLING_GROUPS.flatMap((group) => group.map((form) => [form, group] as const)));

/**
 * Loanword endings, Indonesian and English, longest first within a family. A word gets the other
 * language's form when it ends with one of them after a stem of at least MIN_STEM letters.
 */
const LOAN_ENDINGS: readonly (readonly [id: string, en: string])[] = [
  ['isasi', 'ization'], // digitalisasi, organisasi
  ['asi', 'ation'], // presentasi, informasi, organisasi (British)
  ['isi', 'ition'], // kompetisi, nutrisi
  ['isi', 'ision'], // televisi, revisi
  ['usi', 'ution'], // solusi, distribusi
  ['ksi', 'ction'], // produksi, konstruksi
  ['esi', 'ession'], // profesi, ekspresi
  ['rsi', 'rsion'], // konversi
  ['nsi', 'nsion'], // dimensi
  ['tas', 'ty'], // kualitas, produktivitas, universitas
  ['grafi', 'graphy'], // fotografi, biografi
  ['gi', 'gy'], // teknologi, psikologi, strategi
  ['mi', 'my'], // ekonomi, akademi
  ['ika', 'ics'], // statistika, matematika
  ['ik', 'ics'], // grafik → graphics, statistik
  ['ik', 'ic'], // grafik, publik, musik
  ['if', 'ive'], // kreatif, produktif, efektif
  ['is', 'ical'], // praktis, teknis, kritis
];
const MIN_STEM = 3;

/** Letters of an Indonesian loan stem spelled the English way; Greek roots first (they hold k and f). */
function englishStem(stem: string): string {
  return stem
    .replace(/graf/g, 'graph')
    .replace(/foto/g, 'photo')
    .replace(/fisi/g, 'physi')
    .replace(/psik/g, 'psych')
    .replace(/tekn/g, 'techn')
    .replace(/ks/g, 'x')
    .replace(/k(?=u[aeio])/g, 'q')
    .replace(/k/g, 'c');
}

/** Letters of an English loan stem spelled the Indonesian way (ejaan: no c, q, x, ph, th or y; no doubled consonants). */
function indonesianStem(stem: string): string {
  return stem
    .replace(/cc(?=[eiy])/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/ch/g, 'k')
    .replace(/th/g, 't')
    .replace(/ck/g, 'k')
    .replace(/qu/g, 'ku')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/y/g, 'i')
    .replace(/([^aeiou])\1/g, '$1');
}

/** Other-language forms a loanword ending suggests (empty for words without one). */
function loanForms(word: string): string[] {
  const out: string[] = [];
  for (const [id, en] of LOAN_ENDINGS) {
    if (word.length - id.length >= MIN_STEM && word.endsWith(id)) out.push(englishStem(word.slice(0, -id.length)) + en);
    if (word.length - en.length >= MIN_STEM && word.endsWith(en)) out.push(indonesianStem(word.slice(0, -en.length)) + id);
  }
  return out;
}

/**
 * The other spellings of a normalised word (lowercase, no diacritics), without the word itself:
 * first its curated group (both directions: "analisa" ↔ "analisis"), then the loanword forms its
 * ending suggests ("presentasi" ↔ "presentation", "kualitas" ↔ "quality", "grafik" ↔ "graphic").
 *
 * The loan rules are a heuristic: they apply only to words of plain letters a–z that end with a
 * known loan ending after a stem of at least three letters, and then respell the whole stem (k → c,
 * ks → x, ku → qu, graf → graph; the other way c → k or s, ph → f, doubled letters single).
 * They can make forms no one writes ("kertas" → "certy", "komunitas" → "comunity": doubled
 * letters cannot be guessed), so the caller keeps only forms its vocabulary knows.
 *
 * Both directions apply in either locale (people mix the two languages); the locale is taken so
 * that a later rule of one language can use it.
 */
export function spellingVariants(word: string, _locale: 'id' | 'en'): string[] {
  const out = new Set<string>(GROUP_OF.get(word) ?? []);
  if (/^[a-z]+$/.test(word)) for (const form of loanForms(word)) out.add(form);
  out.delete(word);
  return [...out];
}
