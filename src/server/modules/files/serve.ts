import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../../../common/enums.js';
import { sniffAssignmentType, sniffVideoType } from '../../../common/upload.js';
import { isSafeKey, SNIFF_BYTES, type FileStore, type FileSigner, type SignedQuery } from '../../files/index.js';
import { forbidden, notFound } from '../../http/envelope.js';
import { parseRange } from '../lecture/index.js';

const TEXT = {
  notFound: { id: 'Berkas tidak ditemukan.', en: 'File not found.' },
  forged: { id: 'Tautan berkas ini tidak sah.', en: 'This file link is not valid.' },
  expired: { id: 'Tautan berkas ini sudah kedaluwarsa. Muat ulang halaman.', en: 'This file link has expired. Reload the page.' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Types shown in the browser; anything else is downloaded (Content-Disposition: attachment). */
const INLINE = /^(video\/(mp4|webm|quicktime)|image\/(png|jpeg|gif|webp|bmp|avif)|application\/pdf)$/;

/** File name extensions by sniffed type, for the download name of a key stored without one. */
const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/avif': 'avif',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** The name a browser saves the file under: the key's last part, with the type's extension when it has none. */
export function downloadName(key: string, type: string): string {
  const base = key.slice(key.lastIndexOf('/') + 1);
  const ext = EXTENSIONS[type];
  return base.includes('.') || !ext ? base : `${base}.${ext}`;
}

/** The first bytes of a stored file. */
async function headOf(store: FileStore, key: string, size: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of store.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The type of a private file by its first bytes: the store keeps no types, and the uploads that
 * fill it were recognised by the same sniffers, so the answer is what the upload was taken as.
 */
export function privateTypeOf(head: Uint8Array): string {
  return sniffVideoType(head) ?? sniffAssignmentType(head) ?? 'application/octet-stream';
}

/** Waits until a file stream is open, so a file gone since stat is a 404 and not a broken 200. */
function opened(stream: Readable): Promise<void> {
  if (!('pending' in stream)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    stream.once('ready', () => resolve());
    stream.once('error', reject);
  });
}

/**
 * Answers a signed private-file URL (docs/decisions.md "Private files and per-route upload
 * limits"): an unsafe key 404 before the disk is touched, a forged or expired signature 403, a
 * file not there 404; else the file or the asked range (206, 416 past its end) with headers that
 * keep it from ever running as a page of our origin.
 */
export async function servePrivateFile(
  reply: FastifyReply,
  deps: { store: FileStore; signer: FileSigner; nowMs: number },
  key: string,
  query: SignedQuery,
  rangeHeader: string | undefined,
  locale: Locale,
): Promise<FastifyReply> {
  if (!isSafeKey(key)) throw notFound(TEXT.notFound[locale]);
  const nowSec = Math.floor(deps.nowMs / 1000);
  const verdict = deps.signer.check(key, query, nowSec);
  if (verdict === 'forged') throw forbidden(TEXT.forged[locale]);
  if (verdict === 'expired') throw forbidden(TEXT.expired[locale]);
  const stat = await deps.store.stat(key);
  if (!stat || stat.size === 0) throw notFound(TEXT.notFound[locale]);
  const size = stat.size;
  let type: string;
  try {
    type = privateTypeOf(await headOf(deps.store, key, size));
  } catch {
    throw notFound(TEXT.notFound[locale]);
  }
  const name = downloadName(key, type);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('content-disposition', `${INLINE.test(type) ? 'inline' : 'attachment'}; filename="${name}"`)
    // Personal: never in a shared cache; the browser may keep it while the URL is valid.
    .header('cache-control', `private, max-age=${Math.max(0, query.e - nowSec)}`);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  const stream = range === null ? deps.store.read(key) : deps.store.read(key, range);
  try {
    await opened(stream);
  } catch {
    throw notFound(TEXT.notFound[locale]);
  }
  if (range === null) return reply.code(200).header('content-length', size).send(stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(stream);
}
