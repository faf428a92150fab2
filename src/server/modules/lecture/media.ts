import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../../../common/enums.js';
import { MEDIA_URL_TTL_SECONDS } from '../../../common/lecture.js';
import type { VideoSource } from '../../../common/contract/lecture.js';
import { forbidden, HttpError } from '../../http/envelope.js';
import { say } from './messages.js';

/**
 * Signed media URLs and Range serving (docs/decisions.md "Learning: the lecture"). A URL carries
 * `s` (the student it was made for; 0 = a preview, anyone), `e` (expiry, unix seconds) and `sig`,
 * an HMAC-SHA256 (base64url) over `kind:mediaId:s:e` with a key derived from the server's HMAC
 * secret — so it binds the student, the media (and which file of it) and the expiry. Only the
 * lecture's routes make them, after the access check.
 */

export type MediaKind = 'video' | 'captions-id' | 'captions-en';

/** Folder of the lesson videos and their captions: LECTURE_MEDIA_DIR (the bench), else resources/media from the working directory like /media/. */
export function mediaRoot(): string {
  return process.env.LECTURE_MEDIA_DIR || path.resolve(process.cwd(), 'resources', 'media');
}

export class MediaSigner {
  private readonly key: Buffer;
  constructor(secret: Buffer) {
    this.key = createHmac('sha256', secret).update('lecture-media-url-v1').digest();
  }

  signature(kind: MediaKind, mediaId: number, studentId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${kind}:${mediaId}:${studentId}:${expires}`).digest('base64url');
  }

  /** Throws 403 for a forged or expired URL. */
  verify(kind: MediaKind, mediaId: number, q: { s: number; e: number; sig: string }, locale: Locale, nowSeconds = Math.floor(Date.now() / 1000)): void {
    const expected = Buffer.from(this.signature(kind, mediaId, q.s, q.e));
    const given = Buffer.from(q.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw forbidden(say(locale, 'badMediaLink'));
    }
    if (q.e < nowSeconds) throw forbidden(say(locale, 'expiredMediaLink'));
  }

  /** The signed video and caption URLs of a media for a student (0: a preview for anyone). */
  source(mediaId: number, mime: string, studentId: number, nowMs = Date.now()): VideoSource {
    // Expiry rounded to the minute: the same URL for a minute, so the browser's cache can reuse it.
    const expires = Math.ceil(nowMs / 60_000) * 60 + MEDIA_URL_TTL_SECONDS;
    const q = (kind: MediaKind) => `s=${studentId}&e=${expires}&sig=${this.signature(kind, mediaId, studentId, expires)}`;
    return {
      src: `/web/v2/lecture/media/${mediaId}?${q('video')}`,
      mime,
      captions: [
        { lang: 'id', label: 'Bahasa Indonesia', src: `/web/v2/lecture/media/${mediaId}/captions/id?${q('captions-id')}` },
        { lang: 'en', label: 'English', src: `/web/v2/lecture/media/${mediaId}/captions/en?${q('captions-en')}` },
      ],
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }
}

/** A single `bytes=` range of a file of `size` bytes: the inclusive [start, end], 'unsatisfiable', or null for none/ignored. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // A multi-range or another unit: answer the whole file (RFC 9110 allows ignoring Range).
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Sends a file, or the asked part of it (206), with Accept-Ranges; 416 for a range past its end. */
export async function sendRange(reply: FastifyReply, file: string, mime: string, rangeHeader: string | undefined, maxAgeSeconds: number): Promise<FastifyReply> {
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch {
    throw new HttpError(404, 'Media file not found / Berkas media tidak ditemukan');
  }
  reply.header('accept-ranges', 'bytes').header('content-type', mime).header('cache-control', `private, max-age=${maxAgeSeconds}`);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  if (range === null) {
    return reply.code(200).header('content-length', size).send(fs.createReadStream(file));
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(fs.createReadStream(file, { start: range.start, end: range.end }));
}
