import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Keys are relative paths such as `avatars/12/3f9c….png`.
 *
 * Two local stores share this code (docs/decisions.md "Files: streaming and private"):
 * - the public one under `${dataDir}/files`, served as is at /files/ (avatars); `url(key)` is the
 *   address the browser loads;
 * - the private one under `${dataDir}/private`, never served by a static route: its files are read
 *   only through `FileSigner` URLs that a route makes after its own access check.
 *
 * An S3-compatible bucket would implement the same calls (putStream as a multipart upload,
 * read with a Range GET).
 */
export interface FileStore {
  /** A small file already in memory (avatars, at most 5 MiB). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams `source` into `key` without holding it in memory: into a temporary file, then an
   * atomic rename. Refused (UploadRefused, the temporary file removed, nothing at `key` changed)
   * when it is empty, longer than `maxBytes`, cut before its end, or when `sniff` does not know
   * its first bytes.
   */
  putStream(key: string, source: Readable, options: PutStreamOptions): Promise<StoredFile>;
  delete(key: string): Promise<void>;
  /** Size of a stored file, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Reads a stored file, or the inclusive byte range [start, end] of it. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** The public address of a key (only meaningful for the public store). */
  url(key: string): string;
}

export interface PutStreamOptions {
  maxBytes: number;
  /**
   * Recognises the file by its first bytes (up to SNIFF_BYTES, fewer only for a shorter file):
   * the content type, or null to refuse it. Never the name or the declared type.
   */
  sniff: (head: Uint8Array) => string | null;
}

export interface StoredFile {
  key: string;
  bytes: number;
  contentType: string;
}

/** Bytes handed to `sniff`: enough for every signature we check (ZIP-based Office files need the first entry's name). */
export const SNIFF_BYTES = 4096;

export type UploadRefusal = 'too-large' | 'wrong-type' | 'empty' | 'cut';

/** An upload refused by putStream; routes answer 413 for too-large, 400 otherwise. */
export class UploadRefused extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`Upload refused: ${reason}`);
    this.name = 'UploadRefused';
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses keys that could leave the root folder (.., absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.') || key.length > 300) {
    throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
  }
}

/** Is `key` a well-formed key (the signed-URL route's check before it touches the disk)? */
export function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Counts bytes, keeps the first SNIFF_BYTES and sniffs them once, and stops past maxBytes. */
class GuardedBytes extends Transform {
  bytes = 0;
  contentType: string | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;
  private sniffed = false;

  constructor(private readonly options: PutStreamOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void): void {
    this.bytes += chunk.length;
    if (this.bytes > this.options.maxBytes) return done(new UploadRefused('too-large'));
    if (!this.sniffed) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) return done(); // held until enough bytes are here to decide
      const refused = this.decide();
      if (refused) return done(refused);
      const held = Buffer.concat(this.head);
      this.head = [];
      return done(null, held);
    }
    done(null, chunk);
  }

  override _flush(done: (error?: Error | null, data?: Buffer) => void): void {
    if (this.bytes === 0) return done(new UploadRefused('empty'));
    if (!this.sniffed) {
      const refused = this.decide();
      if (refused) return done(refused);
      return done(null, Buffer.concat(this.head));
    }
    done();
  }

  private decide(): UploadRefused | null {
    this.sniffed = true;
    const head = Buffer.concat(this.head).subarray(0, SNIFF_BYTES);
    this.contentType = this.options.sniff(new Uint8Array(head.buffer, head.byteOffset, head.byteLength));
    return this.contentType === null ? new UploadRefused('wrong-type') : null;
  }
}

/**
 * A multipart file stream that was cut: the socket reset or closed before the end, or busboy ends
 * the part with "Unexpected end of form" / "Unexpected end of multipart data".
 */
function isCut(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_DESTROYED' ||
    /unexpected end of (form|multipart data)|aborted|premature close/i.test(String((error as Error)?.message))
  );
}

export class LocalFileStore implements FileStore {
  constructor(
    readonly root: string,
    private readonly urlPrefix = '/files/',
  ) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
    return full;
  }

  private tempOf(full: string): string {
    return `${full}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = this.tempOf(full);
    try {
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, full);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  async putStream(key: string, source: Readable, options: PutStreamOptions): Promise<StoredFile> {
    const full = this.pathOf(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const tmp = this.tempOf(full);
    const guard = new GuardedBytes(options);
    const out = createWriteStream(tmp, { flags: 'wx' });
    try {
      await pipeline(source, guard, out);
      // @fastify/multipart marks a part cut short by its size limit instead of failing it.
      if ((source as Readable & { truncated?: boolean }).truncated) throw new UploadRefused('too-large');
      if (guard.contentType === null) throw new UploadRefused('wrong-type');
      await fs.rename(tmp, full);
      return { key, bytes: guard.bytes, contentType: guard.contentType };
    } catch (error) {
      // The file is opened asynchronously: a pipeline that failed early may still create it, so
      // wait until the stream has closed before removing what it wrote.
      out.destroy();
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.rm(tmp, { force: true });
      if (error instanceof UploadRefused) throw error;
      if (isCut(error)) throw new UploadRefused('cut');
      throw error;
    } finally {
      // Whatever is left of the request's part is drained, so the connection can answer.
      if (!source.readableEnded) source.resume();
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const s = await fs.stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  url(key: string): string {
    assertSafeKey(key);
    return this.urlPrefix + key;
  }
}

export function filesRootFor(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** The private store's folder: beside, never under, the public one. */
export function privateFilesRootFor(dataDir: string): string {
  return path.join(dataDir, 'private');
}

/** Where signed private files are read (the files module serves it, with Range). */
export const PRIVATE_FILES_PATH = '/web/v2/files/private/';

/** Lifetime of a private file URL. */
export const PRIVATE_URL_TTL_SECONDS = 3600;

export interface SignedQuery {
  /** The account the URL was made for (owner, mentor or staff). */
  v: number;
  /** Expiry, unix seconds. */
  e: number;
  sig: string;
}

/**
 * Signed, expiring URLs of private files: `v` (the viewer the route made it for after its own
 * access check), `e` (expiry) and `sig`, an HMAC-SHA256 over `key:v:e` with a key derived from
 * the server's HMAC secret, so the file, the viewer and the expiry cannot be changed. The same
 * scheme as lecture media (modules/lecture/media.ts).
 */
export class FileSigner {
  private readonly key: Buffer;
  constructor(secret: Buffer) {
    this.key = createHmac('sha256', secret).update('private-file-url-v1').digest();
  }

  signature(fileKey: string, viewerId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileKey}:${viewerId}:${expires}`).digest('base64url');
  }

  /** The URL of a private file for one viewer; expiry rounded to the minute so a page's URL stays cacheable for that minute. */
  url(fileKey: string, viewerId: number, nowMs: number): { url: string; expiresAt: string } {
    assertSafeKey(fileKey);
    const expires = Math.ceil(nowMs / 60_000) * 60 + PRIVATE_URL_TTL_SECONDS;
    const sig = this.signature(fileKey, viewerId, expires);
    return { url: `${PRIVATE_FILES_PATH}${fileKey}?v=${viewerId}&e=${expires}&sig=${sig}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** 'forged' (key, viewer or expiry changed, or no signature), 'expired', or 'ok'. */
  check(fileKey: string, q: SignedQuery, nowSeconds: number): 'ok' | 'forged' | 'expired' {
    const expected = Buffer.from(this.signature(fileKey, q.v, q.e));
    const given = Buffer.from(String(q.sig));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
    return q.e < nowSeconds ? 'expired' : 'ok';
  }
}
