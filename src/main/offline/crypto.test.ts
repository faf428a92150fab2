import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_SIZE, createEncryptingWriter, decryptRange, encryptBuffer, encryptedSize, HEADER_SIZE, MediaAuthError, openMedia, TAG_SIZE } from './crypto';

const key = randomBytes(32);
const fileId = 'course-a/12';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offline-crypto-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function encryptToFile(plain: Buffer, writes = [plain.length], id = fileId): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.media`);
  const writer = await createEncryptingWriter(file, key, id);
  let at = 0;
  for (const n of writes) {
    await writer.write(plain.subarray(at, at + n));
    at += n;
  }
  await writer.write(plain.subarray(at));
  expect(await writer.finish()).toBe(plain.length);
  return file;
}

describe('offline media encryption', () => {
  const plain = randomBytes(3 * CHUNK_SIZE + 1234);

  it('round-trips a file streamed in uneven pieces, never storing the plaintext', async () => {
    const file = await encryptToFile(plain, [10, CHUNK_SIZE, 70_000, 5]);
    const disk = await readFile(file);
    expect(disk.length).toBe(encryptedSize(plain.length));
    expect(disk.includes(plain.subarray(100, 164))).toBe(false);
    expect((await decryptRange(file, key, fileId, 0, plain.length - 1)).equals(plain)).toBe(true);
    expect(await readdir(dir)).toEqual([path.basename(file)]); // no .part left
  });

  it('serves every range edge: first byte, last byte, across a chunk boundary, a whole chunk', async () => {
    const file = await encryptToFile(plain);
    const reader = await openMedia(file, key, fileId);
    try {
      expect(reader.size).toBe(plain.length);
      const cases: [number, number][] = [
        [0, 0],
        [plain.length - 1, plain.length - 1],
        [CHUNK_SIZE - 1, CHUNK_SIZE],
        [CHUNK_SIZE - 10, 2 * CHUNK_SIZE + 10],
        [CHUNK_SIZE, 2 * CHUNK_SIZE - 1],
        [plain.length - 1234, plain.length - 1], // the short last chunk (a suffix range)
      ];
      for (const [start, end] of cases) expect((await reader.read(start, end)).equals(plain.subarray(start, end + 1))).toBe(true);
      await expect(reader.read(0, plain.length)).rejects.toThrow(RangeError);
      await expect(reader.read(5, 4)).rejects.toThrow(RangeError);
    } finally {
      await reader.close();
    }
  });

  it('handles an exact multiple of the chunk size and an empty file', async () => {
    const exact = randomBytes(2 * CHUNK_SIZE);
    const file = await encryptToFile(exact, [CHUNK_SIZE]);
    expect((await decryptRange(file, key, fileId, CHUNK_SIZE, 2 * CHUNK_SIZE - 1)).equals(exact.subarray(CHUNK_SIZE))).toBe(true);
    const empty = await encryptToFile(Buffer.alloc(0));
    expect((await stat(empty)).size).toBe(HEADER_SIZE + TAG_SIZE);
    const reader = await openMedia(empty, key, fileId);
    expect(reader.size).toBe(0);
    await reader.close();
  });

  it('streamed and whole-buffer encryption produce the same layout', async () => {
    const file = path.join(dir, 'whole.media');
    await writeFile(file, encryptBuffer(key, fileId, plain));
    expect((await decryptRange(file, key, fileId, 5, CHUNK_SIZE + 5)).equals(plain.subarray(5, CHUNK_SIZE + 6))).toBe(true);
  });

  it('a flipped byte fails authentication instead of yielding wrong bytes', async () => {
    const file = await encryptToFile(plain);
    const disk = await readFile(file);
    disk[HEADER_SIZE + CHUNK_SIZE + TAG_SIZE + 7]! ^= 0x01; // inside chunk 1
    await writeFile(file, disk);
    await expect(decryptRange(file, key, fileId, CHUNK_SIZE, CHUNK_SIZE + 100)).rejects.toThrow(MediaAuthError);
    // Chunks not covered by the range are not read: chunk 0 still decrypts.
    expect((await decryptRange(file, key, fileId, 0, 99)).equals(plain.subarray(0, 100))).toBe(true);
  });

  it('swapped chunks, another file id, another key, a changed header or a cut-off file all fail', async () => {
    const file = await encryptToFile(plain);
    const disk = await readFile(file);
    const sealed = CHUNK_SIZE + TAG_SIZE;
    const swapped = Buffer.from(disk);
    disk.copy(swapped, HEADER_SIZE, HEADER_SIZE + sealed, HEADER_SIZE + 2 * sealed);
    disk.copy(swapped, HEADER_SIZE + sealed, HEADER_SIZE, HEADER_SIZE + sealed);
    await writeFile(file, swapped);
    await expect(decryptRange(file, key, fileId, 0, 10)).rejects.toThrow(MediaAuthError);

    await writeFile(file, disk);
    await expect(decryptRange(file, key, 'course-a/13', 0, 10)).rejects.toThrow(MediaAuthError);
    await expect(decryptRange(file, randomBytes(32), fileId, 0, 10)).rejects.toThrow(MediaAuthError);

    const header = Buffer.from(disk);
    header[20]! ^= 0xff; // nonce prefix
    await writeFile(file, header);
    await expect(decryptRange(file, key, fileId, 0, 10)).rejects.toThrow(MediaAuthError);

    // Cut after chunk 1 and the header's length rewritten to match: chunk 1 was not sealed as final.
    const cut = Buffer.from(disk.subarray(0, HEADER_SIZE + 2 * sealed));
    cut.writeBigUInt64BE(BigInt(2 * CHUNK_SIZE), 12);
    await writeFile(file, cut);
    await expect(decryptRange(file, key, fileId, CHUNK_SIZE, CHUNK_SIZE + 1)).rejects.toThrow(MediaAuthError);
    await writeFile(file, disk.subarray(0, disk.length - 1));
    await expect(openMedia(file, key, fileId)).rejects.toThrow(MediaAuthError);
  });

  it('an aborted download leaves no file behind', async () => {
    const file = path.join(dir, 'aborted.media');
    const writer = await createEncryptingWriter(file, key, fileId);
    await writer.write(randomBytes(3 * CHUNK_SIZE));
    await writer.abort();
    expect(await readdir(dir)).toEqual([]);
  });
});
