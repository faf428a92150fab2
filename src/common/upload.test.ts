import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, UPLOAD_MAX_BYTES } from './constants.js';
import { checkAvatar, checkUpload, isImageMime, sniffAssignmentType, sniffImageType, sniffVideoType } from './upload.js';

const bytes = (...values: (number | string)[]): Uint8Array => {
  const out: number[] = [];
  for (const v of values) {
    if (typeof v === 'string') for (const c of v) out.push(c.charCodeAt(0));
    else out.push(v);
  }
  return new Uint8Array(out);
};
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0);
const GIF87 = bytes('GIF87a', 1, 0, 1, 0);
const GIF89 = bytes('GIF89a', 1, 0, 1, 0);
const WEBP = bytes('RIFF', 36, 0, 0, 0, 'WEBP', 'VP8 ');
const BMP = bytes('BM', 70, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0);
const TIFF_LE = bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0);
const TIFF_BE = bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8);
const ftyp = (major: string, ...compatible: string[]) => bytes(...u32be(16 + 4 * compatible.length), 'ftyp', major, 0, 0, 0, 0, ...compatible);
const HEIC = ftyp('heic', 'mif1', 'heic');
const HEIF = ftyp('mif1', 'mif1');
const HEIF_WITH_HEIC = ftyp('mif1', 'mif1', 'heic');
const AVIF = ftyp('avif', 'mif1', 'avif');
const AVIF_VIA_MIF1 = ftyp('mif1', 'avif', 'mif1');
const MP4 = ftyp('isom', 'isom', 'mp41');
const PDF = bytes('%PDF-1.7\n');

describe('sniffImageType — content, not names', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['gif87a', GIF87, 'image/gif'],
    ['gif89a', GIF89, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
    ['bmp', BMP, 'image/bmp'],
    ['tiff little-endian', TIFF_LE, 'image/tiff'],
    ['tiff big-endian', TIFF_BE, 'image/tiff'],
    ['heic', HEIC, 'image/heic'],
    ['heif (mif1 only)', HEIF, 'image/heif'],
    ['heif with heic brand', HEIF_WITH_HEIC, 'image/heic'],
    ['avif', AVIF, 'image/avif'],
    ['avif via mif1 major brand', AVIF_VIA_MIF1, 'image/avif'],
  ] as const)('%s', (_name, data, expected) => {
    expect(sniffImageType(data)).toBe(expected);
  });
  it.each([
    ['empty', new Uint8Array()],
    ['pdf', PDF],
    ['mp4', MP4],
    ['text starting with BM', bytes('BMW is a car brand')],
    ['truncated png', PNG.slice(0, 7)],
    ['RIFF wave', bytes('RIFF', 36, 0, 0, 0, 'WAVE')],
  ] as const)('%s -> null', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});

describe('isImageMime', () => {
  it('accepts image/* only', () => {
    expect(isImageMime('image/png')).toBe(true);
    expect(isImageMime('IMAGE/JPEG')).toBe(true);
    expect(isImageMime('image/svg+xml')).toBe(true);
    expect(isImageMime('image/')).toBe(false);
    expect(isImageMime('image')).toBe(false);
    expect(isImageMime('application/pdf')).toBe(false);
    expect(isImageMime('')).toBe(false);
    expect(isImageMime('text/image/png')).toBe(false);
  });
});

describe('checkAvatar — image files only (image/*), maximum 5242880 bytes', () => {
  it('the limit is 5242880', () => {
    expect(AVATAR_MAX_BYTES).toBe(5242880);
  });
  it('5242880 bytes exactly is allowed', () => {
    expect(checkAvatar({ type: 'image/jpeg', size: 5242880 })).toEqual({ ok: true });
  });
  it('5242881 bytes is refused as too large', () => {
    expect(checkAvatar({ type: 'image/jpeg', size: 5242881 })).toEqual({ ok: false, reason: 'too-large' });
  });
  it('a non-image is refused', () => {
    expect(checkAvatar({ type: 'application/pdf', size: 10 })).toEqual({ ok: false, reason: 'not-image' });
    expect(checkAvatar({ type: '', size: 10 })).toEqual({ ok: false, reason: 'not-image' });
  });
  it('not-image wins over too-large', () => {
    expect(checkAvatar({ type: 'video/mp4', size: 99999999 })).toEqual({ ok: false, reason: 'not-image' });
  });
  it('any image/* is allowed for avatars, including tiff', () => {
    expect(checkAvatar({ type: 'image/tiff', size: 100 })).toEqual({ ok: true });
  });
  it('content that is not an image is refused even with an image type', () => {
    expect(checkAvatar({ type: 'image/png', size: PDF.length, bytes: PDF })).toEqual({ ok: false, reason: 'not-image' });
    expect(checkAvatar({ type: 'image/png', size: PNG.length, bytes: PNG })).toEqual({ ok: true });
  });
  it('invalid sizes fail closed', () => {
    expect(checkAvatar({ type: 'image/png', size: Number.NaN })).toEqual({ ok: false, reason: 'too-large' });
    expect(checkAvatar({ type: 'image/png', size: -1 })).toEqual({ ok: false, reason: 'too-large' });
  });
  it('0 bytes is within the limit', () => {
    expect(checkAvatar({ type: 'image/png', size: 0 })).toEqual({ ok: true });
  });
});

describe('checkUpload — rejected if not an image, if tiff or heif, or if size exceeds the shared maximum', () => {
  it('a png within the maximum is accepted', () => {
    expect(checkUpload({ type: 'image/png', size: 1000, name: 'a.png' })).toEqual({ ok: true });
  });
  it('the shared maximum is allowed, one more byte is not', () => {
    expect(checkUpload({ type: 'image/png', size: UPLOAD_MAX_BYTES })).toEqual({ ok: true });
    expect(checkUpload({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toEqual({ ok: false, reason: 'too-large' });
  });
  it('not an image', () => {
    expect(checkUpload({ type: 'application/pdf', size: 10, name: 'a.pdf' })).toEqual({ ok: false, reason: 'not-image' });
  });
  it.each(['image/tiff', 'image/x-tiff', 'image/heif', 'image/heic', 'IMAGE/HEIC', 'image/heif-sequence'])('tiff/heif by mime type: %s', (type) => {
    expect(checkUpload({ type, size: 10 })).toEqual({ ok: false, reason: 'unsupported-format' });
  });
  it.each(['scan.tif', 'scan.TIFF', 'photo.heic', 'photo.HEIF', 'photo.hif', 'dir/sub.d/photo.heic'])('tiff/heif by extension: %s', (name) => {
    expect(checkUpload({ type: 'image/jpeg', size: 10, name })).toEqual({ ok: false, reason: 'unsupported-format' });
  });
  it('names that only contain the words are fine', () => {
    expect(checkUpload({ type: 'image/jpeg', size: 10, name: 'heic-photo.jpg' })).toEqual({ ok: true });
    expect(checkUpload({ type: 'image/jpeg', size: 10, name: '.heic' })).toEqual({ ok: true });
  });
  it('tiff/heif by content even when type and name lie', () => {
    expect(checkUpload({ type: 'image/jpeg', size: 10, name: 'a.jpg', bytes: TIFF_LE })).toEqual({
      ok: false,
      reason: 'unsupported-format',
    });
    expect(checkUpload({ type: 'image/jpeg', size: 10, name: 'a.jpg', bytes: HEIC })).toEqual({
      ok: false,
      reason: 'unsupported-format',
    });
    expect(checkUpload({ type: 'image/jpeg', size: 10, name: 'a.jpg', bytes: HEIF })).toEqual({
      ok: false,
      reason: 'unsupported-format',
    });
  });
  it('avif is not heif for this rule', () => {
    expect(checkUpload({ type: 'image/avif', size: 10, name: 'a.avif', bytes: AVIF })).toEqual({ ok: true });
  });
  it('non-image content with an image type is not-image', () => {
    expect(checkUpload({ type: 'image/png', size: 10, bytes: PDF })).toEqual({ ok: false, reason: 'not-image' });
  });
  it('order: not-image, then unsupported-format, then too-large', () => {
    expect(checkUpload({ type: 'image/tiff', size: UPLOAD_MAX_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'unsupported-format',
    });
    expect(checkUpload({ type: 'text/plain', size: UPLOAD_MAX_BYTES + 1, name: 'a.tiff' })).toEqual({
      ok: false,
      reason: 'not-image',
    });
  });
});

describe('sniffVideoType and sniffAssignmentType (issue 21)', () => {
  const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  const box = (type: string, brand: string) => bytes([0, 0, 0, 24], type, brand, [0, 0, 0, 0], 'isommp41');

  it('knows mp4, quicktime and webm by content, and nothing else', () => {
    expect(sniffVideoType(box('ftyp', 'isom'))).toBe('video/mp4');
    expect(sniffVideoType(box('ftyp', 'mp42'))).toBe('video/mp4');
    expect(sniffVideoType(box('ftyp', 'qt  '))).toBe('video/quicktime');
    expect(sniffVideoType(bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0]))).toBe('video/quicktime');
    expect(sniffVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('video/webm');
    expect(sniffVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffVideoType(box('ftyp', 'heic'))).toBeNull();
    expect(sniffVideoType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffVideoType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(sniffVideoType(new Uint8Array())).toBeNull();
  });

  it('knows PDFs, images, Office files and zips, and refuses tiff, heif and the rest', () => {
    expect(sniffAssignmentType(bytes('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffAssignmentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffAssignmentType(bytes([0x49, 0x49, 0x2a, 0x00]))).toBeNull();
    expect(sniffAssignmentType(box('ftyp', 'heic'))).toBeNull();
    expect(sniffAssignmentType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('application/x-ole-storage');
    const entry = (name: string, size: number) => {
      const header = new Uint8Array(30 + name.length + size);
      const v = new DataView(header.buffer);
      v.setUint32(0, 0x04034b50, true);
      v.setUint32(18, size, true);
      v.setUint16(26, name.length, true);
      header.set(bytes(name), 30);
      return [...header];
    };
    expect(sniffAssignmentType(new Uint8Array([...entry('[Content_Types].xml', 10), ...entry('word/document.xml', 5)]))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffAssignmentType(new Uint8Array([...entry('[Content_Types].xml', 4), ...entry('xl/workbook.xml', 5)]))).toContain('spreadsheetml');
    expect(sniffAssignmentType(new Uint8Array(entry('notes/readme.txt', 3)))).toBe('application/zip');
    expect(sniffAssignmentType(bytes('MZ\x90\x00'))).toBeNull();
    expect(sniffAssignmentType(bytes('<html>'))).toBeNull();
  });
});
