/**
 * Generates the demo catalogue's images as small, deterministic SVG files:
 *   resources/covers/<content-url>.svg      640×360 content covers (+ program-<url>.svg)
 *   resources/avatars/<instructor-url>.svg  256×256 initials avatars (+ testimonial-<n>.svg)
 *   resources/banners/<key>.svg             1200×400 banners (+ feature-video.svg poster)
 *   resources/logos/<partner>.svg           320×100 partner wordmarks
 * Covers, banners and donation banners carry text: each is drawn in Indonesian (<name>.svg, the
 * URL the seed stores) and English (<name>.en.svg), and rasterised with the project's DejaVu
 * fonts (resvg) to <name>.<lang>.webp and its fallback <name>.<lang>.png (a palette PNG, same
 * size); every product also gets a 1200×630 share card per language,
 * resources/og/<name>.<lang>.png (og:image). src/common/media.ts names these files.
 * Titles come from the same data modules the seed uses. Run: npm run media:generate
 */
import { DONATIONS } from '../src/server/db/seed/data/product-pages.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '../src/server/db/seed/data/categories.js';
import { CONTENTS } from '../src/server/db/seed/data/contents.js';
import { LIVE_DEMO } from '../src/server/db/seed/data/live.js';
import { INSTRUCTORS } from '../src/server/db/seed/data/instructors.js';
import { PROGRAMS } from '../src/server/db/seed/data/programs.js';
import { BANNERS, FEATURE_VIDEO, PARTNERS, TESTIMONIALS } from '../src/server/db/seed/data/site.js';
import { must } from '../src/common/must.js';
import type { Locale } from '../src/common/enums.js';
import { SHARE_IMAGE, drawingName, shareImageName } from '../src/common/media.js';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'resources');
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const LOCALES: readonly Locale[] = ['id', 'en'];
/** The text of a bilingual pair in a language. */
const inLang = (pair: readonly [string, string], locale: Locale) => (locale === 'en' ? pair[1] : pair[0]);
const MAX_BYTES = 3 * 1024;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Greedy word wrap to at most `maxLines` lines of `width` characters (ellipsis on overflow). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept.pop() ?? '';
    while (last.length > width - 1) last = last.slice(0, last.lastIndexOf(' ') > 0 ? last.lastIndexOf(' ') : width - 1);
    kept.push(`${last}…`);
    return kept;
  }
  return lines;
}

function tspans(lines: string[], x: number, lineHeight: number): string {
  return lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${esc(l)}</tspan>`).join('');
}

// Gradient pairs per content type and six banner/partner themes.
const TYPE_STYLE: Record<number, { from: string; to: string; label: readonly [string, string] }> = {
  1: { from: '#4338ca', to: '#7c3aed', label: ['KURSUS', 'COURSE'] },
  2: { from: '#0284c7', to: '#06b6d4', label: ['MICROLEARNING', 'MICROLEARNING'] },
  3: { from: '#be123c', to: '#f97316', label: ['WEBINAR', 'WEBINAR'] },
  5: { from: '#d97706', to: '#ef4444', label: ['BELAJAR KILAT', 'QUICK LEARN'] },
  6: { from: '#047857', to: '#22c55e', label: ['PAKET KURSUS', 'COURSE PACKAGE'] },
  8: { from: '#0f766e', to: '#2563eb', label: ['JALUR BELAJAR', 'LEARNING PATH'] },
  10: { from: '#1e293b', to: '#475569', label: ['ARTIKEL', 'ARTICLE'] },
  26: { from: '#1e3a8a', to: '#9333ea', label: ['BOOTCAMP', 'BOOTCAMP'] },
  32: { from: '#b45309', to: '#db2777', label: ['LANGGANAN', 'SUBSCRIPTION'] },
  37: { from: '#6d28d9', to: '#ec4899', label: ['EVENT', 'EVENT'] },
};
const THEMES: ReadonlyArray<[string, string]> = [
  ['#1e3a8a', '#7c3aed'],
  ['#047857', '#0ea5e9'],
  ['#be123c', '#f97316'],
  ['#0f766e', '#65a30d'],
  ['#6d28d9', '#db2777'],
  ['#b45309', '#e11d48'],
];
const ACCENTS = ['#fde68a', '#a7f3d0', '#bfdbfe', '#fbcfe8', '#fed7aa'];
/** The theme at a position, cycling (a position ≥ 0). */
const theme = (i: number) => must(THEMES[i % THEMES.length], `theme ${i}`);

/** Simple white icon shapes (drawn in a 0..80 box). */
const ICONS: Record<number, string> = {
  // A course: an open book (not a ▶: a cover promises no playback; the card shows ▶ only where a preview exists).
  1: '<path d="M40 18C30 10 16 8 4 10v56c12-2 26 0 36 8 10-8 24-10 36-8V10c-12-2-26 0-36 8z" fill="#fff"/><path d="M40 20v52" stroke="#4338ca" stroke-width="3" opacity=".5"/>',
  2: '<path d="M46 2L14 46h22l-6 32 36-46H42z" fill="#fff"/>',
  3: '<rect x="2" y="18" width="52" height="44" rx="8" fill="#fff"/><path d="M58 32l20-12v40L58 48z" fill="#fff"/>',
  5: '<circle cx="40" cy="40" r="36" fill="none" stroke="#fff" stroke-width="5"/><path d="M40 18v24l16 10" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>',
  6: '<rect x="6" y="40" width="68" height="34" rx="5" fill="#fff"/><rect x="14" y="22" width="52" height="14" rx="4" fill="#fff" opacity=".8"/><rect x="22" y="8" width="36" height="10" rx="3" fill="#fff" opacity=".6"/>',
  8: '<path d="M10 70C30 70 20 40 40 40s10-30 30-30" stroke="#fff" stroke-width="5" fill="none" stroke-dasharray="8 6"/><circle cx="10" cy="70" r="8" fill="#fff"/><circle cx="40" cy="40" r="8" fill="#fff"/><circle cx="70" cy="10" r="8" fill="#fff"/>',
  10: '<rect x="12" y="2" width="56" height="76" rx="6" fill="#fff"/><path d="M22 20h36M22 32h36M22 44h36M22 56h24" stroke="#475569" stroke-width="5"/>',
  26: '<circle cx="40" cy="40" r="36" fill="none" stroke="#fff" stroke-width="5"/><circle cx="40" cy="40" r="22" fill="none" stroke="#fff" stroke-width="5"/><circle cx="40" cy="40" r="8" fill="#fff"/>',
  32: '<path d="M40 4l10 24 26 2-20 17 6 26-22-14-22 14 6-26L4 30l26-2z" fill="#fff"/>',
  37: '<rect x="4" y="12" width="72" height="64" rx="8" fill="#fff"/><rect x="4" y="12" width="72" height="18" rx="8" fill="#fde68a"/><path d="M20 4v16M60 4v16" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M18 44h12M36 44h12M54 44h8M18 60h12M36 60h12" stroke="#6d28d9" stroke-width="6"/>',
};

function cover(title: string, type: number, categoryName: string, accent: string, seed: number, locale: Locale): string {
  const style = must(TYPE_STYLE[type], `the style of content type ${type}`);
  const label = inLang(style.label, locale);
  // Wrap widths are tuned for wide fallback fonts (DejaVu Sans); system UI fonts are narrower.
  const size = title.length > 50 ? 30 : 34;
  const width = size === 30 ? 28 : 25;
  const lines = wrap(title, width, 3);
  const lh = Math.round(size * 1.22);
  const y0 = 128 + (3 - lines.length) * Math.round(lh / 2);
  const cx = 520 + (seed % 5) * 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="${cx}" cy="60" r="150" fill="${accent}" opacity=".16"/><circle cx="${cx + 40}" cy="330" r="90" fill="#fff" opacity=".08"/>
<rect x="40" y="34" width="${Math.round(label.length * 12.6 + 30)}" height="32" rx="16" fill="#fff" opacity=".22"/>
<text x="54" y="56" font-family="${FONT}" font-size="15" font-weight="700" letter-spacing="1.5" fill="#fff">${label}</text>
<text x="40" y="${y0}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${tspans(lines, 40, lh)}</text>
<rect x="40" y="300" width="40" height="4" rx="2" fill="${accent}"/>
<text x="40" y="330" font-family="${FONT}" font-size="17" font-weight="600" fill="#fff" opacity=".9">${esc(categoryName)}</text>
<g transform="translate(530 250)" opacity=".9">${ICONS[type]}</g>
</svg>
`;
}

function programCover(name: string, shortName: string, theme: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme[0]}"/><stop offset="1" stop-color="${theme[1]}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="90" r="160" fill="#fff" opacity=".1"/>
<rect x="40" y="120" width="120" height="120" rx="28" fill="#fff" opacity=".95"/>
<text x="100" y="198" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="800" fill="${theme[0]}">${esc(shortName)}</text>
<text x="190" y="${wrap(name, 22, 2).length === 1 ? 192 : 172}" font-family="${FONT}" font-size="34" font-weight="800" fill="#fff">${tspans(wrap(name, 22, 2), 190, 42)}</text>
</svg>
`;
}

function initials(name: string): string {
  const [beforeComma = ''] = name.split(','); // split gives at least one part
  const words = beforeComma.split(/\s+/).filter((w) => w && !w.endsWith('.') && /^[A-Z]/.test(w));
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function hashOf(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function avatar(name: string, seed: number): string {
  const [a, b] = theme(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<circle cx="128" cy="128" r="128" fill="url(#g)"/>
<text x="128" y="152" text-anchor="middle" font-family="${FONT}" font-size="88" font-weight="700" fill="#fff">${esc(initials(name))}</text>
</svg>
`;
}

/** Testimonial avatars carry no initials (names are masked by the server). */
function silhouette(seed: number): string {
  const [a, b] = theme(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<circle cx="128" cy="128" r="128" fill="url(#g)"/>
<g clip-path="url(#c)" fill="#fff" opacity=".9"><circle cx="128" cy="104" r="48"/><ellipse cx="128" cy="250" rx="92" ry="78"/></g>
</svg>
`;
}

/** A 1200×400 banner; `plain` leaves out the shapes on the right (the home's feature poster). */
function banner(title: string, subtitle: string, theme: readonly [string, string], plain = false): string {
  const titleLines = wrap(title, 26, 2);
  const subLines = wrap(subtitle, 56, 2);
  const titleY = titleLines.length === 1 ? 170 : 140;
  const subY = titleY + titleLines.length * 60 + 8;
  const deco = plain
    ? ''
    : '<circle cx="1010" cy="120" r="210" fill="#fff" opacity=".1"/><circle cx="930" cy="330" r="120" fill="#fff" opacity=".08"/><rect x="900" y="130" width="150" height="150" rx="36" fill="#fff" opacity=".18" transform="rotate(12 975 205)"/>\n';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme[0]}"/><stop offset="1" stop-color="${theme[1]}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
${deco}<text x="72" y="${titleY}" font-family="${FONT}" font-size="52" font-weight="800" fill="#fff">${tspans(titleLines, 72, 60)}</text>
<text x="72" y="${subY}" font-family="${FONT}" font-size="26" fill="#fff" opacity=".92">${tspans(subLines, 72, 34)}</text>
<rect x="72" y="${subY + subLines.length * 34 + 8}" width="96" height="6" rx="3" fill="#fde68a"/>
</svg>
`;
}

function logo(name: string, theme: readonly [string, string]): string {
  // Fit the wordmark into the 232px right of the mark (wide fallback fonts ≈ 0.64em per char).
  const size = Math.min(26, Math.floor(232 / (name.length * 0.64)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100" viewBox="0 0 320 100">
<rect x="16" y="26" width="48" height="48" rx="12" fill="${theme[0]}"/>
<path d="M28 62l12-24 12 24z" fill="#fff"/>
<text x="78" y="${50 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#1f2937">${esc(name)}</text>
</svg>
`;
}

/** The share card of a product (og:image): flat colours (a small PNG), the title large, the site's name. */
function shareCard(title: string, label: string, categoryName: string, colour: string, accent: string): string {
  const { width, height } = SHARE_IMAGE;
  const size = title.length > 60 ? 54 : 62;
  const lines = wrap(title, size === 54 ? 32 : 28, 3);
  const lh = Math.round(size * 1.2);
  const y0 = 250 + (3 - lines.length) * Math.round(lh / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${colour}"/>
<circle cx="1080" cy="90" r="240" fill="${accent}" opacity=".18"/>
<rect x="72" y="64" width="${Math.round(label.length * 17 + 44)}" height="48" rx="24" fill="#fff" opacity=".2"/>
<text x="94" y="97" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="2" fill="#fff">${esc(label)}</text>
<text x="72" y="${y0}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${tspans(lines, 72, lh)}</text>
<rect x="72" y="510" width="64" height="6" rx="3" fill="${accent}"/>
<text x="72" y="562" font-family="${FONT}" font-size="28" font-weight="600" fill="#fff">${esc(categoryName)}</text>
<text x="1128" y="562" text-anchor="end" font-family="${FONT}" font-size="34" font-weight="800" fill="#fff">Belajar</text>
</svg>
`;
}

// ── Write everything ────────────────────────────────────────────────────
const written = new Map<string, Set<string>>();
/** SVGs drawn per language, rasterised to WebP and PNG below: [folder, name, width]. */
const toRaster: Array<[string, string, number]> = [];
/** Share cards to rasterise to PNG: [file name, svg]. */
const shareCards: Array<[string, string]> = [];

function record(folder: string, file: string): void {
  if (!written.has(folder)) written.set(folder, new Set());
  written.get(folder)!.add(file);
}

function write(folder: string, file: string, svg: string): void {
  const dir = path.join(ROOT, folder);
  fs.mkdirSync(dir, { recursive: true });
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${folder}/${file} is ${bytes} bytes (limit ${MAX_BYTES})`);
  fs.writeFileSync(path.join(dir, file), svg);
  record(folder, file);
}

/** An image with text: its drawing in each language (Indonesian at <name>.svg, the stored URL), rasterised later. */
function writeLocalized(folder: string, name: string, width: number, draw: (locale: Locale) => string): void {
  for (const locale of LOCALES) {
    write(folder, drawingName(name, locale), draw(locale));
    toRaster.push([folder, name, width]);
  }
}

const categoryByUrl = new Map(CATEGORIES.map((c) => [c.url, c]));
for (const c of [...CONTENTS, ...LIVE_DEMO]) {
  const cat = categoryByUrl.get(c.category);
  const accent = must(ACCENTS[cat?.colorIndex ?? 0], 'an accent');
  const style = must(TYPE_STYLE[c.type], `the style of content type ${c.type}`);
  writeLocalized('covers', c.url, 640, (locale) => cover(inLang(c.title, locale), c.type, cat ? inLang(cat.name, locale) : '', accent, hashOf(c.url), locale));
  for (const locale of LOCALES) {
    shareCards.push([shareImageName(c.url, locale), shareCard(inLang(c.title, locale), inLang(style.label, locale), cat ? inLang(cat.name, locale) : '', style.from, accent)]);
  }
}
PROGRAMS.forEach((p, i) => {
  writeLocalized('covers', `program-${p.url}`, 640, (locale) => programCover(inLang(p.name, locale), p.shortName, theme(i)));
  for (const locale of LOCALES) {
    shareCards.push([shareImageName(`program-${p.url}`, locale), shareCard(inLang(p.name, locale), 'PROGRAM', '', theme(i)[0], '#fde68a')]);
  }
});
for (const ins of INSTRUCTORS) write('avatars', `${ins.url}.svg`, avatar(ins.name, hashOf(ins.url)));
TESTIMONIALS.forEach((_, i) => write('avatars', `testimonial-${i + 1}.svg`, silhouette(i + 2)));
for (const b of BANNERS) writeLocalized('banners', b.key, 1200, (locale) => banner(inLang(b.title, locale), inLang(b.subtitle, locale), theme(b.theme)));
writeLocalized('banners', 'feature-video', 1200, (locale) =>
  banner(locale === 'en' ? FEATURE_VIDEO.title_en : FEATURE_VIDEO.title_id, locale === 'en' ? FEATURE_VIDEO.subtitle_en : FEATURE_VIDEO.subtitle_id, theme(0), true),
);
for (const p of PARTNERS) write('logos', `${p.key}.svg`, logo(p.name, theme(p.theme)));
DONATIONS.forEach((d, i) => {
  writeLocalized('donations', d.url, 1200, (locale) => banner(inLang(d.title, locale), d.organizer, theme(i + 2)));
  for (const locale of LOCALES) {
    shareCards.push([shareImageName(`donation-${d.url}`, locale), shareCard(inLang(d.title, locale), locale === 'en' ? 'DONATION' : 'DONASI', d.organizer, theme(i + 2)[0], '#fde68a')]);
  }
});

// ── Rasters: WebP and fallback PNG of the drawings, PNG share cards (DejaVu fonts only, so every machine draws the same pixels) ──
const FONTS = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => path.join(ROOT, 'fonts', f));
function rasterise(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
/** Writes a raster unless the file there already has these bytes (keeps mtimes, and git, quiet). */
function writeRaster(folder: string, file: string, bytes: Buffer): number {
  const target = path.join(ROOT, folder, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!fs.existsSync(target) || !fs.readFileSync(target).equals(bytes)) fs.writeFileSync(target, bytes);
  record(folder, file);
  return bytes.length;
}
/**
 * The `<img>` fallback beside each WebP: a palette PNG (libimagequant). Light dithering keeps the
 * gradients smooth for a quarter of the bytes full dithering costs (about 3.6 MB for the 394
 * covers and banners where the default dithering made 11 MB).
 */
const FALLBACK_PNG = { palette: true, quality: 90, dither: 0.3, compressionLevel: 9, effort: 10 } as const;
let rasterBytes = 0;
let fallbackBytes = 0;
const seen = new Set<string>();
for (const [folder, name, width] of toRaster) {
  for (const locale of LOCALES) {
    const key = `${folder}/${name}.${locale}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const svg = fs.readFileSync(path.join(ROOT, folder, drawingName(name, locale)), 'utf8');
    const pixels = rasterise(svg, width);
    const webp = await sharp(pixels).webp({ quality: 75, effort: 6 }).toBuffer();
    rasterBytes += writeRaster(folder, `${name}.${locale}.webp`, webp);
    const png = await sharp(pixels).png(FALLBACK_PNG).toBuffer();
    fallbackBytes += writeRaster(folder, `${name}.${locale}.png`, png);
  }
}
for (const [file, svg] of shareCards) {
  const png = await sharp(rasterise(svg, SHARE_IMAGE.width)).png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }).toBuffer();
  rasterBytes += writeRaster('og', file, png);
}

// Remove stale generated files (these folders hold generated files only).
const GENERATED_EXT = /\.(svg|webp|png)$/;
let removed = 0;
for (const [folder, names] of written) {
  for (const file of fs.readdirSync(path.join(ROOT, folder))) {
    if (GENERATED_EXT.test(file) && !names.has(file)) {
      fs.unlinkSync(path.join(ROOT, folder, file));
      removed++;
    }
  }
}
const total = [...written.values()].reduce((s, n) => s + n.size, 0);
console.log(
  `generate-media: wrote ${total} files under ${ROOT} (WebP and share cards ${Math.round(rasterBytes / 1024)} KB, fallback PNGs ${Math.round(fallbackBytes / 1024)} KB)${removed ? `, removed ${removed} stale` : ''}`,
);
