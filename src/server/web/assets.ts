/**
 * The build's content-hashed files (dist/web/assets) served from memory. A page's first load asks
 * for some thirty of them at once; through @fastify/static each cost a stat of the file and of
 * its .br and .gz twins, a stream and `send`'s header logic (about 625 answers/s per core where a
 * plain route gives 9,000), so a browser's requests queued behind each other on a busy server.
 * A hashed file never changes under its name, so every file and its precompressed copies
 * (vite.config.ts `precompress`) are read once when the server starts: a few MB.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http/accept-encoding.js';
import { registerCombinedStyles } from './combined-styles.js';

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

interface Asset {
  type: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Every file of the folder (not its .br/.gz copies) with the copies that exist beside it. */
export function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(dir, entry.name);
    const stat = fs.statSync(file);
    const copy = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    assets.set(entry.name, {
      type: CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
      etag: `W/"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"`,
      body: fs.readFileSync(file),
      br: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return assets;
}

/**
 * GET (and HEAD) `${prefix}<name>` from memory; an unknown name goes to the not-found handler. With
 * them, a page's stylesheets as one file (combined-styles.ts).
 */
export function registerAssets(app: FastifyInstance, dir: string, prefix: string, cacheControl: string): void {
  const assets = readAssets(dir);
  registerCombinedStyles(app, (name) => (name.endsWith('.css') ? assets.get(name)?.body : undefined), cacheControl);
  app.get(`${prefix}*`, { schema: { hide: true }, compress: false }, async (request: FastifyRequest, reply: FastifyReply) => {
    const asset = assets.get((request.params as { '*': string })['*']);
    if (!asset) return reply.callNotFound();
    reply.header('cache-control', cacheControl).header('etag', asset.etag).header('vary', 'accept-encoding').type(asset.type);
    if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    const { body, encoding } = pickEncoding(asset, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
