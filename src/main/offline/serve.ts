/**
 * Serves offline lessons on the app's own origin (app://belajar/offline/<courseId>/<lectureId>, and
 * …/captions/<id|en>): GET and HEAD, single Range requests answered 206 with Content-Range, a bad
 * or unsatisfiable range 416. Only the chunks a range covers are decrypted; the first piece is
 * decrypted before the answer starts, so a file that fails authentication is a 500, never wrong bytes
 * (a later piece failing aborts the stream).
 */
import { OFFLINE_MEDIA_PATH } from '../../common/bridge';
import { MediaAuthError, openMedia } from './crypto';

/** Bytes decrypted per piece of a streamed answer. */
const PIECE = 1024 * 1024;

export interface OfflineMediaSource {
  media(courseId: string, lectureId: string): Promise<{ file: string; mime: string; key: Buffer; fileId: string } | null>;
  captions(courseId: string, lectureId: string, lang: string): Promise<string | null>;
}

export type ByteRange = { start: number; end: number };

/**
 * Parses a Range header against a size: null when absent (the whole file), 'invalid' when it must
 * be answered 416 (not bytes, several ranges, past the end, malformed).
 */
export function parseRange(header: string | null, size: number): ByteRange | null | 'invalid' {
  if (header === null) return null;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return 'invalid';
  const [, a, b] = match;
  if (a === '' && b === '') return 'invalid';
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0 || size === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || (b !== '' && Number(b) < start)) return 'invalid';
  return { start, end };
}

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra } });
}

/** Splits /offline/<course>/<lecture>[/captions/<lang>] into checked segments, or null. */
function route(pathname: string): { courseId: string; lectureId: string; lang?: string } | null {
  if (!pathname.startsWith(OFFLINE_MEDIA_PATH)) return null;
  const parts = pathname.slice(OFFLINE_MEDIA_PATH.length).split('/');
  let decoded: string[];
  try {
    decoded = parts.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  // Segments are ids (checked again by the source): nothing that could climb or name a path.
  if (decoded.some((p) => p === '' || p === '.' || p === '..' || /[/\\\0]/.test(p))) return null;
  if (decoded.length === 2) return { courseId: decoded[0]!, lectureId: decoded[1]! };
  if (decoded.length === 4 && decoded[2] === 'captions') return { courseId: decoded[0]!, lectureId: decoded[1]!, lang: decoded[3]! };
  return null;
}

export function createOfflineMediaHandler(source: OfflineMediaSource): (request: Request, url: URL) => Promise<Response> {
  return async (request, url) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method Not Allowed');
    const target = route(url.pathname);
    if (!target) return plain(404, 'Not Found');
    const common = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

    if (target.lang !== undefined) {
      const vtt = await source.captions(target.courseId, target.lectureId, target.lang);
      if (vtt === null) return plain(404, 'Not Found');
      return new Response(request.method === 'HEAD' ? null : vtt, { status: 200, headers: { ...common, 'Content-Type': 'text/vtt; charset=utf-8' } });
    }

    const media = await source.media(target.courseId, target.lectureId);
    if (!media) return plain(404, 'Not Found');
    let reader;
    try {
      reader = await openMedia(media.file, media.key, media.fileId);
    } catch (error) {
      return plain(error instanceof MediaAuthError ? 500 : 404, error instanceof MediaAuthError ? 'Offline media failed authentication' : 'Not Found');
    }
    const size = reader.size;
    const range = parseRange(request.headers.get('range'), size);
    if (range === 'invalid') {
      await reader.close();
      return plain(416, 'Range Not Satisfiable', { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' });
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const length = size === 0 ? 0 : end - start + 1;
    const headers: Record<string, string> = { ...common, 'Content-Type': media.mime, 'Accept-Ranges': 'bytes', 'Content-Length': String(length) };
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    const status = range ? 206 : 200;
    if (request.method === 'HEAD' || length === 0) {
      await reader.close();
      return new Response(null, { status, headers });
    }

    let first: Buffer;
    try {
      first = await reader.read(start, Math.min(end, start + PIECE - 1));
    } catch (error) {
      await reader.close();
      return plain(error instanceof MediaAuthError ? 500 : 416, error instanceof MediaAuthError ? 'Offline media failed authentication' : 'Range Not Satisfiable');
    }
    let next = start + first.length;
    const open = reader;
    let closed = false;
    const close = async () => {
      if (!closed) {
        closed = true;
        await open.close();
      }
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(first.buffer, first.byteOffset, first.length));
      },
      async pull(controller) {
        if (next > end) {
          await close();
          controller.close();
          return;
        }
        try {
          const piece = await open.read(next, Math.min(end, next + PIECE - 1));
          next += piece.length;
          controller.enqueue(new Uint8Array(piece.buffer, piece.byteOffset, piece.length));
        } catch (error) {
          await close();
          controller.error(error);
        }
      },
      async cancel() {
        await close();
      },
    });
    return new Response(body, { status, headers });
  };
}
