/**
 * A server-rendered page's stylesheets as one request (issue 23, Lighthouse on a course page: the
 * thirteen CSS modules of its first screen were thirteen render-blocking requests, queued six at a
 * time beside the LCP image on a phone's connection). The head links
 * `/assets/combined.css?f=a.css,b.css,…`, the files' contents in that order, and keeps each file's
 * own `<link rel="stylesheet" disabled>`: a disabled stylesheet is not fetched, yet Vite's preload
 * helper finds it by its href when a later navigation imports the same CSS, so no file comes
 * twice and the cascade keeps the order the page was served with.
 *
 * Every name is a content-hashed file of the build, so the answer for one URL never changes (the
 * assets' immutable caching applies). Lists are bounded and made of known names only; the answers
 * are kept in a small map (the server render asks for a handful of lists; a client inventing others
 * pays the compression of each, no more).
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { text } from '../../common/schema/primitives.js';
import { pickEncoding } from '../http/accept-encoding.js';

/** The route, under the assets' prefix (a name Vite never writes: its files carry a hash). */
export const COMBINED_STYLES_PATH = '/assets/combined.css';
/** Most stylesheets one page links (a product page links 13 today). */
export const COMBINED_STYLES_MAX_FILES = 64;
const NAME = '[A-Za-z0-9_-]{1,100}\\.css';
const LIST_PATTERN = `^${NAME}(,${NAME}){0,${COMBINED_STYLES_MAX_FILES - 1}}$`;

const CombinedStylesQuery = Type.Object({
  f: text(COMBINED_STYLES_MAX_FILES * 105, 1, { pattern: LIST_PATTERN, description: 'Stylesheets of the build, comma-separated, in cascade order' }),
});

/** The combined URL for stylesheets given as paths of the build (`assets/x.css` or `/assets/x.css`); null when not all are under assets/. */
export function combinedStylesHref(files: readonly string[]): string | null {
  const names = files.map((file) => /^\/?assets\/([A-Za-z0-9_-]{1,100}\.css)$/.exec(file)?.[1]);
  if (names.length < 2 || names.length > COMBINED_STYLES_MAX_FILES || names.some((name) => !name)) return null;
  return `${COMBINED_STYLES_PATH}?f=${names.join(',')}`;
}

interface Combined {
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Answers kept (most recently made last); an old one is dropped when a new list comes. */
const KEPT = 64;

/** GET /assets/combined.css?f=…: the named stylesheets of `read`, joined; 404 when one is unknown. */
export function registerCombinedStyles(app: FastifyInstance, read: (name: string) => Buffer | undefined, cacheControl: string): void {
  const kept = new Map<string, Combined>();
  const combine = (list: string): Combined | null => {
    const found = kept.get(list);
    if (found) return found;
    const names = list.split(',');
    if (new Set(names).size !== names.length) return null;
    const parts: Buffer[] = [];
    for (const name of names) {
      const body = read(name);
      if (!body) return null;
      parts.push(body, Buffer.from('\n'));
    }
    const body = Buffer.concat(parts);
    // Quick settings: a list nobody's page links still costs little to answer.
    const made: Combined = {
      etag: `W/"${zlib.crc32(list).toString(16)}-${body.length.toString(16)}"`,
      body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
      gzip: zlib.gzipSync(body, { level: 6 }),
    };
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(list, made);
    return made;
  };
  app.get(COMBINED_STYLES_PATH, { schema: { hide: true, querystring: CombinedStylesQuery }, compress: false }, async (request: FastifyRequest, reply: FastifyReply) => {
    const { f } = request.query as { f: string };
    const combined = combine(f);
    if (!combined) return reply.callNotFound();
    reply.header('cache-control', cacheControl).header('etag', combined.etag).header('vary', 'accept-encoding').type('text/css; charset=utf-8');
    if (request.headers['if-none-match'] === combined.etag) return reply.status(304).send();
    const { body, encoding } = pickEncoding(combined, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
