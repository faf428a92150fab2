/**
 * Upload validation rules of spec 5. Declared type, size and name are checked; when the bytes are
 * at hand (server side) pass them too, so the content is checked and not only the names.
 */
import { AVATAR_MAX_BYTES, UPLOAD_MAX_BYTES } from './constants.js';

export interface FileLike {
  /** MIME type as declared by the browser or the multipart part. */
  type: string;
  /** Size in bytes. */
  size: number;
  /** Original file name (used for the extension check). */
  name?: string;
  /** Leading bytes of the content (at least 32 recommended); when given they must be an image. */
  bytes?: Uint8Array;
}

export type AvatarCheck = { ok: true } | { ok: false; reason: 'not-image' | 'too-large' };
export type UploadCheck = { ok: true } | { ok: false; reason: 'not-image' | 'unsupported-format' | 'too-large' };

/** MIME types refused for general uploads (tiff and heif/heic families). */
export const REFUSED_UPLOAD_MIME_TYPES: readonly string[] = ['image/tiff', 'image/tiff-fx', 'image/x-tiff', 'image/heif', 'image/heic', 'image/heif-sequence', 'image/heic-sequence'];
/** File name extensions refused for general uploads (lower case, without dot). */
export const REFUSED_UPLOAD_EXTENSIONS: readonly string[] = ['tif', 'tiff', 'heif', 'heic', 'hif'];

function normalMime(type: string): string {
  const [base = ''] = (type ?? '').split(';'); // split gives at least one part
  return base.trim().toLowerCase();
}

/** true for "image/<subtype>" (case-insensitive, parameters ignored). */
export function isImageMime(type: string): boolean {
  return /^image\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(normalMime(type));
}

function extensionOf(name: string | undefined): string {
  if (!name) return '';
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Sizes that are not finite non-negative numbers are refused as 'too-large' (fail closed). */
function sizeOk(size: number, max: number): boolean {
  return typeof size === 'number' && Number.isFinite(size) && size >= 0 && size <= max;
}

/** Avatar (spec 5/9): image/* only, at most AVATAR_MAX_BYTES (5242880 allowed, 5242881 refused). */
export function checkAvatar(file: FileLike): AvatarCheck {
  if (!isImageMime(file.type)) return { ok: false, reason: 'not-image' };
  if (file.bytes && sniffImageType(file.bytes) === null) return { ok: false, reason: 'not-image' };
  if (!sizeOk(file.size, AVATAR_MAX_BYTES)) return { ok: false, reason: 'too-large' };
  return { ok: true };
}

function isRefusedMime(mime: string): boolean {
  return REFUSED_UPLOAD_MIME_TYPES.includes(normalMime(mime));
}

/**
 * General upload (spec 5): rejected if not an image ('not-image'), if tiff or heif/heic by MIME
 * type, by extension or by content ('unsupported-format'), or if larger than UPLOAD_MAX_BYTES
 * ('too-large'). Checked in that order.
 */
export function checkUpload(file: FileLike): UploadCheck {
  if (!isImageMime(file.type)) return { ok: false, reason: 'not-image' };
  const sniffed = file.bytes ? sniffImageType(file.bytes) : undefined;
  if (sniffed === null) return { ok: false, reason: 'not-image' };
  if (isRefusedMime(file.type) || REFUSED_UPLOAD_EXTENSIONS.includes(extensionOf(file.name))) {
    return { ok: false, reason: 'unsupported-format' };
  }
  if (sniffed !== undefined && isRefusedMime(sniffed)) return { ok: false, reason: 'unsupported-format' };
  if (!sizeOk(file.size, UPLOAD_MAX_BYTES)) return { ok: false, reason: 'too-large' };
  return { ok: true };
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return '';
  let s = '';
  for (const byte of bytes.subarray(start, start + length)) s += String.fromCharCode(byte);
  return s;
}

/** The bytes as a DataView, to read integers of a known byte order (the caller checks the length). */
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + sig.length) return false;
  return sig.every((b, i) => bytes[offset + i] === b);
}

const AVIF_BRANDS = ['avif', 'avis'];
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'];
const HEIF_BRANDS = ['mif1', 'msf1', 'mif2', 'heif'];

function sniffIsoBmff(bytes: Uint8Array): string | null {
  if (ascii(bytes, 4, 4) !== 'ftyp') return null;
  const major = ascii(bytes, 8, 4);
  const boxSize = view(bytes).getUint32(0); // big-endian; 'ftyp' at 4 means 8 bytes are there
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : bytes.length);
  const compatible: string[] = [];
  for (let i = 16; i + 4 <= end; i += 4) compatible.push(ascii(bytes, i, 4));
  if (AVIF_BRANDS.includes(major)) return 'image/avif';
  if (HEIC_BRANDS.includes(major)) return 'image/heic';
  if (HEIF_BRANDS.includes(major)) {
    if (compatible.some((b) => AVIF_BRANDS.includes(b))) return 'image/avif';
    if (compatible.some((b) => HEIC_BRANDS.includes(b))) return 'image/heic';
    return 'image/heif';
  }
  return null;
}

/**
 * Image type from magic bytes: image/png, image/jpeg, image/gif, image/webp, image/bmp,
 * image/tiff, image/heic, image/heif, image/avif; null when none matches (not an image we know).
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  // BMP: "BM" and a 14-byte file header followed by a DIB header whose size is one of the known ones.
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 18) {
    const dib = view(bytes).getInt32(14, true); // little-endian
    if ([12, 16, 40, 52, 56, 64, 108, 124].includes(dib)) return 'image/bmp';
  }
  if (
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b])
  ) {
    return 'image/tiff';
  }
  return sniffIsoBmff(bytes);
}

/** Competition videos (issue 21): at most 200 MB, mp4, webm or quicktime by content. */
export const VIDEO_UPLOAD_MAX_BYTES = 200 * 1000 * 1000;
/** Bootcamp assignment files (issue 21): at most 20 MB, PDF, images, Office documents or zip by content. */
export const ASSIGNMENT_UPLOAD_MAX_BYTES = 20 * 1000 * 1000;

const MP4_BRANDS = ['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v ', '3gp4', '3gp5', '3gp6', '3g2a'];
/** QuickTime files that do not start with an `ftyp` box start with one of these atoms. */
const QUICKTIME_LEADING_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/** Video type from magic bytes: video/mp4, video/webm, video/quicktime; null otherwise (images too). */
export function sniffVideoType(bytes: Uint8Array): 'video/mp4' | 'video/webm' | 'video/quicktime' | null {
  // EBML header (Matroska family): WebM when its DocType says so.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = ascii(bytes, 0, Math.min(bytes.length, 64));
    return head.includes('webm') ? 'video/webm' : null;
  }
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const major = ascii(bytes, 8, 4);
    if (major === 'qt  ') return 'video/quicktime';
    if (MP4_BRANDS.includes(major)) return 'video/mp4';
    return null; // HEIF/AVIF images and other ISO files
  }
  if (bytes.length >= 8 && QUICKTIME_LEADING_ATOMS.includes(ascii(bytes, 4, 4))) return 'video/quicktime';
  return null;
}

const OOXML = {
  'word/': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'xl/': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'ppt/': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/** The names of the local file entries found in the first bytes of a ZIP archive. */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && startsWith(bytes, [0x50, 0x4b, 0x03, 0x04], at)) {
    const v = view(bytes);
    const flags = v.getUint16(at + 6, true);
    const compressed = v.getUint32(at + 18, true);
    const nameLength = v.getUint16(at + 26, true);
    const extraLength = v.getUint16(at + 28, true);
    names.push(ascii(bytes, at + 30, nameLength));
    // Sizes after the data (bit 3): the next entry cannot be found without reading the data.
    if (flags & 0x08) break;
    at += 30 + nameLength + extraLength + compressed;
  }
  return names;
}

/**
 * Assignment file type from magic bytes: application/pdf, an image (not tiff or heif, as for
 * every upload), a Word, Excel or PowerPoint file (OOXML by the archive's entries, or the legacy
 * compound file), application/zip; null otherwise.
 */
export function sniffAssignmentType(bytes: Uint8Array): string | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  const image = sniffImageType(bytes);
  if (image) return isRefusedMime(image) ? null : image;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/x-ole-storage'; // .doc, .xls, .ppt
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    for (const [prefix, type] of Object.entries(OOXML)) if (names.some((n) => n.startsWith(prefix))) return type;
    return 'application/zip';
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'application/zip'; // an empty archive
  return null;
}
