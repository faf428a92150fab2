/**
 * Encrypted media at rest (issue 22, offline lessons): AES-256-GCM in 64 KiB plaintext chunks, each
 * authenticated on its own, so a Range request decrypts only the chunks it covers.
 *
 * File layout (all integers big-endian):
 *   header (32 bytes): magic "LMOM" | version u8 | 3 zero bytes | chunk size u32 | plaintext length u64
 *                      | nonce prefix (8 random bytes) | 4 zero bytes
 *   chunk i: ciphertext (chunk size, the last one shorter) | GCM tag (16 bytes)
 * Chunk i's nonce is prefix ‖ u32(i). Its AAD is the header's fixed part (magic, version, chunk
 * size, prefix) ‖ u32(i) ‖ final flag ‖ the file id: chunks cannot be reordered, moved to another
 * file, or cut off at the end (the last chunk must carry the final flag). The plaintext length is
 * written when the stream ends; a length that does not match the file's size is rejected.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';

export const MEDIA_MAGIC = Buffer.from('LMOM', 'ascii');
export const MEDIA_VERSION = 1;
export const CHUNK_SIZE = 64 * 1024;
export const HEADER_SIZE = 32;
export const TAG_SIZE = 16;
export const KEY_SIZE = 32;
const NONCE_PREFIX_SIZE = 8;
/** Largest plaintext accepted (and stored): 64 GiB, far beyond any lesson. */
const MAX_PLAINTEXT = 64 * 1024 ** 3;

/** Decryption failed: the file was changed, truncated, or encrypted under another key or id. */
export class MediaAuthError extends Error {
  constructor(message = 'offline media failed authentication') {
    super(message);
    this.name = 'MediaAuthError';
  }
}

export interface MediaHeader {
  chunkSize: number;
  plaintextLength: number;
  noncePrefix: Buffer;
}

function assertKey(key: Buffer): void {
  if (!Buffer.isBuffer(key) || key.length !== KEY_SIZE) throw new Error('media key must be 32 bytes');
}

function encodeHeader(header: MediaHeader): Buffer {
  const buf = Buffer.alloc(HEADER_SIZE);
  MEDIA_MAGIC.copy(buf, 0);
  buf.writeUInt8(MEDIA_VERSION, 4);
  buf.writeUInt32BE(header.chunkSize, 8);
  buf.writeBigUInt64BE(BigInt(header.plaintextLength), 12);
  header.noncePrefix.copy(buf, 20);
  return buf;
}

function decodeHeader(buf: Buffer): MediaHeader {
  if (buf.length < HEADER_SIZE || !buf.subarray(0, 4).equals(MEDIA_MAGIC)) throw new MediaAuthError('not an offline media file');
  if (buf.readUInt8(4) !== MEDIA_VERSION) throw new MediaAuthError('unsupported offline media version');
  const chunkSize = buf.readUInt32BE(8);
  const length = buf.readBigUInt64BE(12);
  if (chunkSize < 16 || chunkSize > 16 * 1024 * 1024 || length > BigInt(MAX_PLAINTEXT)) throw new MediaAuthError('corrupt offline media header');
  return { chunkSize, plaintextLength: Number(length), noncePrefix: Buffer.from(buf.subarray(20, 28)) };
}

function chunkCount(header: MediaHeader): number {
  return Math.max(1, Math.ceil(header.plaintextLength / header.chunkSize));
}

/** Size on disk of a file holding `plaintextLength` bytes. */
export function encryptedSize(plaintextLength: number, chunkSize = CHUNK_SIZE): number {
  const chunks = Math.max(1, Math.ceil(plaintextLength / chunkSize));
  return HEADER_SIZE + plaintextLength + chunks * TAG_SIZE;
}

function nonceOf(header: MediaHeader, index: number): Buffer {
  const nonce = Buffer.alloc(12);
  header.noncePrefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 8);
  return nonce;
}

function aadOf(header: MediaHeader, index: number, final: boolean, fileId: string): Buffer {
  const fixed = Buffer.alloc(4 + 1 + 4 + NONCE_PREFIX_SIZE + 4 + 1);
  MEDIA_MAGIC.copy(fixed, 0);
  fixed.writeUInt8(MEDIA_VERSION, 4);
  fixed.writeUInt32BE(header.chunkSize, 5);
  header.noncePrefix.copy(fixed, 9);
  fixed.writeUInt32BE(index, 17);
  fixed.writeUInt8(final ? 1 : 0, 21);
  return Buffer.concat([fixed, Buffer.from(fileId, 'utf8')]);
}

function sealChunk(key: Buffer, header: MediaHeader, index: number, final: boolean, fileId: string, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonceOf(header, index));
  cipher.setAAD(aadOf(header, index, final, fileId));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(key: Buffer, header: MediaHeader, index: number, final: boolean, fileId: string, sealed: Buffer): Buffer {
  if (sealed.length < TAG_SIZE) throw new MediaAuthError('offline media is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(header, index));
  decipher.setAAD(aadOf(header, index, final, fileId));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_SIZE));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_SIZE)), decipher.final()]);
  } catch {
    throw new MediaAuthError();
  }
}

/** Encrypts a whole buffer (tests and small files). */
export function encryptBuffer(key: Buffer, fileId: string, plain: Buffer, chunkSize = CHUNK_SIZE): Buffer {
  assertKey(key);
  const header: MediaHeader = { chunkSize, plaintextLength: plain.length, noncePrefix: randomBytes(NONCE_PREFIX_SIZE) };
  const parts = [encodeHeader(header)];
  const count = chunkCount(header);
  for (let i = 0; i < count; i++) parts.push(sealChunk(key, header, i, i === count - 1, fileId, plain.subarray(i * chunkSize, (i + 1) * chunkSize)));
  return Buffer.concat(parts);
}

export interface EncryptingWriter {
  /** Appends plaintext (any size); encrypted chunks go to disk as they fill. */
  write(data: Uint8Array): Promise<void>;
  /** Seals the last chunk, writes the length and moves the file into place; returns the plaintext length. */
  finish(): Promise<number>;
  /** Deletes the partial file (a failed or cancelled download leaves nothing behind). */
  abort(): Promise<void>;
}

/**
 * Streams plaintext into `target` encrypted, through `target.part`: the finished file appears only
 * when finish() succeeds. One chunk (plus what one write brings) is held in memory at a time; a full
 * chunk is sealed only when more data arrives, because the final chunk's AAD differs.
 */
export async function createEncryptingWriter(target: string, key: Buffer, fileId: string, chunkSize = CHUNK_SIZE): Promise<EncryptingWriter> {
  assertKey(key);
  const partPath = `${target}.part`;
  const header: MediaHeader = { chunkSize, plaintextLength: 0, noncePrefix: randomBytes(NONCE_PREFIX_SIZE) };
  const handle: FileHandle = await open(partPath, 'w', 0o600);
  let closed = false;
  let offset = HEADER_SIZE;
  let index = 0;
  let length = 0;
  let pending = Buffer.alloc(0);

  const flushChunk = async (plain: Buffer, final: boolean) => {
    const sealed = sealChunk(key, header, index, final, fileId, plain);
    await handle.write(sealed, 0, sealed.length, offset);
    offset += sealed.length;
    index += 1;
  };
  const close = async () => {
    if (!closed) {
      closed = true;
      await handle.close();
    }
  };

  const abort = async () => {
    await close().catch(() => undefined);
    await rm(partPath, { force: true });
  };

  return {
    async write(data) {
      if (closed) throw new Error('writer is closed');
      length += data.length;
      if (length > MAX_PLAINTEXT) throw new Error('media is too large');
      pending = pending.length === 0 ? Buffer.from(data) : Buffer.concat([pending, data]);
      // Keep at least one byte back, so that the chunk sealed as final is known to be the last.
      while (pending.length > chunkSize) {
        await flushChunk(pending.subarray(0, chunkSize), false);
        pending = pending.subarray(chunkSize);
      }
    },
    async finish() {
      if (closed) throw new Error('writer is closed');
      try {
        await flushChunk(pending, true);
        header.plaintextLength = length;
        await handle.write(encodeHeader(header), 0, HEADER_SIZE, 0);
        await handle.sync();
        await close();
        await rename(partPath, target);
        return length;
      } catch (error) {
        await abort();
        throw error;
      }
    },
    abort,
  };
}

/** An open encrypted file: its header, read and checked once, and reads of plaintext ranges. */
export interface MediaReader {
  readonly size: number;
  /** Plaintext bytes [start, end] (inclusive), decrypting only the chunks covering them. */
  read(start: number, end: number): Promise<Buffer>;
  close(): Promise<void>;
}

export async function openMedia(file: string, key: Buffer, fileId: string): Promise<MediaReader> {
  assertKey(key);
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(HEADER_SIZE);
    const { bytesRead } = await handle.read(head, 0, HEADER_SIZE, 0);
    const header = decodeHeader(head.subarray(0, bytesRead));
    const { size } = await handle.stat();
    if (size !== encryptedSize(header.plaintextLength, header.chunkSize)) throw new MediaAuthError('offline media size does not match its header');
    const count = chunkCount(header);
    const sealedSize = header.chunkSize + TAG_SIZE;
    return {
      size: header.plaintextLength,
      async read(start, end) {
        if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end >= header.plaintextLength) throw new RangeError('range outside the media');
        const first = Math.floor(start / header.chunkSize);
        const last = Math.floor(end / header.chunkSize);
        const from = HEADER_SIZE + first * sealedSize;
        const to = Math.min(size, HEADER_SIZE + (last + 1) * sealedSize);
        const sealed = Buffer.alloc(to - from);
        const read = await handle.read(sealed, 0, sealed.length, from);
        if (read.bytesRead !== sealed.length) throw new MediaAuthError('offline media is truncated');
        const plain: Buffer[] = [];
        for (let i = first; i <= last; i++) {
          const at = (i - first) * sealedSize;
          plain.push(openChunk(key, header, i, i === count - 1, fileId, sealed.subarray(at, Math.min(sealed.length, at + sealedSize))));
        }
        const joined = plain.length === 1 ? plain[0]! : Buffer.concat(plain);
        const skip = start - first * header.chunkSize;
        return joined.subarray(skip, skip + (end - start + 1));
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Plaintext bytes [start, end] (inclusive) of an encrypted file, decrypting only the chunks covering them. */
export async function decryptRange(file: string, key: Buffer, fileId: string, start: number, end: number): Promise<Buffer> {
  const reader = await openMedia(file, key, fileId);
  try {
    return await reader.read(start, end);
  } finally {
    await reader.close();
  }
}
