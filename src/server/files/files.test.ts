import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sniffVideoType } from '../../common/upload.js';
import { FileSigner, LocalFileStore, SNIFF_BYTES, UploadRefused } from './index.js';

const mp4Head = () => {
  const b = Buffer.alloc(32);
  b.writeUInt32BE(32, 0);
  b.write('ftypisom', 4, 'latin1');
  return b;
};

/** Chunks of `size` bytes starting with `head`, produced lazily (never one buffer of the whole). */
function chunks(head: Buffer, total: number, chunk = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const n = Math.min(chunk, total - sent);
      const part = Buffer.alloc(n, 7);
      if (sent === 0) head.copy(part, 0, 0, Math.min(head.length, n));
      sent += n;
      this.push(part);
    },
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) out.push(entry.name);
  return out;
}

describe('LocalFileStore.putStream', () => {
  let root: string;
  let store: LocalFileStore;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'files-'));
    store = new LocalFileStore(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('stores a streamed file under its key and says its type and size', async () => {
    const stored = await store.putStream('videos/1/a.mp4', chunks(mp4Head(), 300_000), { maxBytes: 1_000_000, sniff: sniffVideoType });
    expect(stored).toEqual({ key: 'videos/1/a.mp4', bytes: 300_000, contentType: 'video/mp4' });
    expect(await store.stat('videos/1/a.mp4')).toEqual({ size: 300_000 });
    const head = await new Promise<Buffer>((resolve) => store.read('videos/1/a.mp4', { start: 4, end: 11 }).on('data', (d) => resolve(d as Buffer)));
    expect(head.toString('latin1')).toBe('ftypisom');
  });

  it('keeps a file shorter than the sniffed head whole', async () => {
    const stored = await store.putStream('small.mp4', Readable.from([mp4Head()]), { maxBytes: 100, sniff: sniffVideoType });
    expect(stored.bytes).toBe(32);
    expect(SNIFF_BYTES).toBeGreaterThan(32);
  });

  it.each([
    ['wrong-type', () => chunks(Buffer.from('%PDF-1.7'), 10_000), 1_000_000],
    ['too-large', () => chunks(mp4Head(), 200_001), 200_000],
    ['empty', () => Readable.from([]), 1_000],
  ] as const)('refuses %s and leaves nothing behind, keeping the file that was there', async (reason, source, maxBytes) => {
    await store.put('v/entry.mp4', new Uint8Array([1, 2, 3]), 'video/mp4');
    const refused = await store.putStream('v/entry.mp4', source(), { maxBytes, sniff: sniffVideoType }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UploadRefused);
    expect((refused as UploadRefused).reason).toBe(reason);
    expect(await filesUnder(root)).toEqual(['entry.mp4']);
    expect(await store.stat('v/entry.mp4')).toEqual({ size: 3 });
  });

  it('refuses a stream cut before its end and removes the temporary file', async () => {
    let sent = 0;
    const cut = new Readable({
      read() {
        sent += 1;
        if (sent === 1) this.push(mp4Head());
        else if (sent < 5) this.push(Buffer.alloc(SNIFF_BYTES, 1));
        else this.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const refused = await store.putStream('cut.mp4', cut, { maxBytes: 1_000_000, sniff: sniffVideoType }).catch((e: unknown) => e);
    expect((refused as UploadRefused).reason).toBe('cut');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses keys that leave the root', async () => {
    await expect(store.putStream('../x.mp4', chunks(mp4Head(), 10), { maxBytes: 100, sniff: sniffVideoType })).rejects.toThrow(/Unsafe/);
  });
});

describe('FileSigner', () => {
  const signer = new FileSigner(Buffer.alloc(32, 3));
  const now = Date.UTC(2026, 10, 27, 10, 0, 0);

  it('accepts its own URL until it expires, and refuses it changed in file, viewer or expiry', () => {
    const { url } = signer.url('competition/1/9.mp4', 9, now);
    const q = new URL(url, 'http://x').searchParams;
    const given = { v: Number(q.get('v')), e: Number(q.get('e')), sig: String(q.get('sig')) };
    expect(signer.check('competition/1/9.mp4', given, now / 1000)).toBe('ok');
    expect(signer.check('competition/1/8.mp4', given, now / 1000)).toBe('forged');
    expect(signer.check('competition/1/9.mp4', { ...given, v: 8 }, now / 1000)).toBe('forged');
    expect(signer.check('competition/1/9.mp4', { ...given, e: given.e + 60 }, now / 1000)).toBe('forged');
    expect(signer.check('competition/1/9.mp4', { ...given, sig: '' }, now / 1000)).toBe('forged');
    expect(signer.check('competition/1/9.mp4', given, given.e + 1)).toBe('expired');
  });
});

describe('a part cut inside a multipart body', () => {
  it('is a cut, not an unknown error', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'files-'));
    const store = new LocalFileStore(root);
    let n = 0;
    const part = new Readable({
      read() {
        n += 1;
        if (n === 1) this.push(Buffer.concat([mp4Head(), Buffer.alloc(SNIFF_BYTES)]));
        else this.destroy(new Error('Unexpected end of multipart data'));
      },
    });
    const refused = await store.putStream('x.mp4', part, { maxBytes: 1_000_000, sniff: sniffVideoType }).catch((e: unknown) => e);
    expect((refused as UploadRefused).reason).toBe('cut');
    expect(await filesUnder(root)).toEqual([]);
    await fs.rm(root, { recursive: true, force: true });
  });
});

describe('a refusal in the first chunk', () => {
  it('leaves no temporary file even when the file was still being opened', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'files-'));
    const store = new LocalFileStore(root);
    // Refused before the write stream has opened its file: 50 times, no leftover.
    for (let i = 0; i < 50; i += 1) {
      const refused = await store.putStream(`early/${i}.mp4`, Readable.from([Buffer.alloc(SNIFF_BYTES * 2, 1)]), { maxBytes: 1_000_000, sniff: sniffVideoType }).catch((e: unknown) => e);
      expect((refused as UploadRefused).reason).toBe('wrong-type');
    }
    expect(await filesUnder(root)).toEqual([]);
    await fs.rm(root, { recursive: true, force: true });
  });
});
