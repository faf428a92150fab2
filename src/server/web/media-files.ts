/**
 * The demo media under /media/ (resources/: covers, banners, avatars, logos, fonts) served from
 * memory. Through @fastify/static each answer cost a stat, a stream and an on-the-fly brotli
 * stream: 851 answers/s where the in-memory assets give 7,606 (autocannon, 8 connections, same
 * minute), and on a page's first load the LCP image (a banner or a cover) came after the scripts
 * (Lighthouse's network table: a 1 KB SVG took a second while the stylesheet took 0.3 s).
 *
 * The file list is read when the server starts (names only: a request can never name a file
 * outside it); a file's bytes and its compressed copies are made on its first request and kept.
 * Single byte ranges are answered as before (206, never compressed; 416 when unsatisfiable).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from '../http/accept-encoding.js';
import { CONTENT_TYPES } from './assets.js';

/** The types the responses' compression takes (plugin.ts COMPRESSIBLE_TYPES) among the media's files. */
const COMPRESSIBLE = new Set(['.svg', '.json', '.css', '.js']);
/** Below this a compressed copy saves nothing worth a header (the responses' own threshold). */
const MIN_COMPRESS = 1024;
/** Files under this size get the best compression once (milliseconds); a font gets a quick one, not a blocked second. */
const BEST_BELOW = 128 * 1024;

interface MediaFile {
  file: string;
  type: string;
  etag: string;
  lastModified: string;
  compressible: boolean;
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Every file under `root` (posix paths relative to it) that `skip` does not leave out. */
export function listMediaFiles(root: string, skip: (relative: string) => boolean): Map<string, MediaFile> {
  const files = new Map<string, MediaFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (skip(relative)) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const stat = fs.statSync(full);
        const ext = path.extname(entry.name).toLowerCase();
        files.set(relative, {
          file: full,
          type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          etag: `W/"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"`,
          lastModified: stat.mtime.toUTCString(),
          compressible: COMPRESSIBLE.has(ext) && stat.size >= MIN_COMPRESS,
        });
      }
    }
  };
  walk(root);
  return files;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a body of `size` bytes; null when not one satisfiable range. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** GET (and HEAD) `${prefix}<path>` for the files of `root` (see listMediaFiles), cached for `maxAgeSeconds`. */
export function registerMediaFiles(app: FastifyInstance, root: string, prefix: string, maxAgeSeconds: number, skip: (relative: string) => boolean): void {
  const files = listMediaFiles(root, skip);
  const cacheControl = `public, max-age=${maxAgeSeconds}`;
  app.get(`${prefix}*`, { schema: { hide: true }, compress: false }, async (request: FastifyRequest, reply: FastifyReply) => {
    const media = files.get((request.params as { '*': string })['*']);
    if (!media) return reply.callNotFound();
    media.body ??= await fs.promises.readFile(media.file);
    reply.header('cache-control', cacheControl).header('etag', media.etag).header('last-modified', media.lastModified).header('accept-ranges', 'bytes').type(media.type);
    if (media.compressible) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === media.etag) return reply.status(304).send();
    const range = request.headers.range;
    if (range) {
      const size = media.body.length;
      const wanted = byteRange(range, size);
      if (!wanted) return reply.status(416).header('content-range', `bytes */${size}`).send();
      return reply
        .status(206)
        .header('content-range', `bytes ${wanted.start}-${wanted.end}/${size}`)
        .send(media.body.subarray(wanted.start, wanted.end + 1));
    }
    if (media.compressible) {
      const accepted = request.headers['accept-encoding'];
      if (acceptsEncoding(accepted, 'br')) {
        media.br ??= zlib.brotliCompressSync(media.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: media.body.length < BEST_BELOW ? 11 : 5 } });
        return reply.header('content-encoding', 'br').send(media.br);
      }
      if (acceptsEncoding(accepted, 'gzip')) {
        media.gzip ??= zlib.gzipSync(media.body, { level: media.body.length < BEST_BELOW ? 9 : 6 });
        return reply.header('content-encoding', 'gzip').send(media.gzip);
      }
    }
    return reply.send(media.body);
  });
}
