/**
 * Offline lessons' media (issue 22): what reading an encrypted video costs against the plain file,
 * in the same run. A 100 MB random file is encrypted the way a download writes it (the streaming
 * writer, 1 MB pieces, 64 KiB AES-256-GCM chunks), then read:
 *   - sequentially in 1 MB ranges (a player streaming it): MB/s, encrypted (openMedia().read, which
 *     decrypts only the covered chunks) vs plain (fs read of the same ranges);
 *   - 2,000 random 64 KiB ranges (seeking): MB/s and per-range latency;
 *   - time to first byte of `Range: bytes=<middle>-` through the app:// handler's offline hook
 *     (createAppProtocolHandler + createOfflineMediaHandler: open, header check, first piece
 *     decrypted), median of 50, vs the plain file's first 1 MB read from the middle.
 * Not a test: `npm run bench -- --offline` (or `npx tsx bench/offline.ts`); the figures go to
 * docs/performance.md by hand.
 */
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { must } from '../src/common/must.js';
import { createAppProtocolHandler } from '../src/main/appProtocol.js';
import { createEncryptingWriter, openMedia } from '../src/main/offline/crypto.js';
import { createOfflineMediaHandler } from '../src/main/offline/serve.js';

const SIZE = Number(process.env.BENCH_OFFLINE_MB ?? 100) * 1024 * 1024;
const MB = 1024 * 1024;
const median = (xs: number[]) => must([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)], 'the median of no figures');
const p99 = (xs: number[]) => must([...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)], 'the p99 of no figures');

export interface OfflineBenchFigures {
  sizeMb: number;
  encryptMbps: number;
  sequential: { encryptedMbps: number; plainMbps: number };
  random64k: { encryptedMbps: number; plainMbps: number; encryptedP50Ms: number; encryptedP99Ms: number };
  middleTtfb: { encryptedMs: number; plainMs: number };
}

export async function offlineBench(): Promise<OfflineBenchFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-offline-bench-'));
  try {
    const key = randomBytes(32);
    const fileId = 'bench-course/1';
    const plainFile = path.join(dir, 'plain.mp4');
    const mediaFile = path.join(dir, '1.media');
    const piece = randomBytes(MB);
    fs.writeFileSync(plainFile, Buffer.alloc(0));
    const fd = fs.openSync(plainFile, 'w');
    for (let at = 0; at < SIZE; at += MB) fs.writeSync(fd, piece, 0, Math.min(MB, SIZE - at));
    fs.closeSync(fd);

    // Encrypt as a download does: streamed in 1 MB pieces.
    let t = performance.now();
    const writer = await createEncryptingWriter(mediaFile, key, fileId);
    for (let at = 0; at < SIZE; at += MB) await writer.write(piece.subarray(0, Math.min(MB, SIZE - at)));
    await writer.finish();
    const encryptMbps = SIZE / MB / ((performance.now() - t) / 1000);

    const reader = await openMedia(mediaFile, key, fileId);
    const plain = await open(plainFile, 'r');
    const buf = Buffer.alloc(MB);
    try {
      // Sequential 1 MB ranges; each side twice, alternating, the second pass counted (page cache warm for both).
      const seq = { enc: 0, plain: 0 };
      for (let pass = 0; pass < 2; pass++) {
        t = performance.now();
        for (let at = 0; at < SIZE; at += MB) await reader.read(at, Math.min(SIZE, at + MB) - 1);
        seq.enc = performance.now() - t;
        t = performance.now();
        for (let at = 0; at < SIZE; at += MB) await plain.read(buf, 0, Math.min(MB, SIZE - at), at);
        seq.plain = performance.now() - t;
      }

      // Random 64 KiB ranges (unaligned: most cover two chunks).
      const starts = Array.from({ length: 2000 }, () => randomInt(0, SIZE - 65_536));
      const encLat: number[] = [];
      t = performance.now();
      for (const s of starts) {
        const t0 = performance.now();
        await reader.read(s, s + 65_535);
        encLat.push(performance.now() - t0);
      }
      const randEnc = performance.now() - t;
      t = performance.now();
      for (const s of starts) await plain.read(buf, 0, 65_536, s);
      const randPlain = performance.now() - t;

      // Time to first byte from the middle through the app:// handler, and the plain file's first 1 MB from there.
      const handler = createAppProtocolHandler({
        rootDir: dir,
        csp: "default-src 'self'",
        offline: createOfflineMediaHandler({
          media: async () => ({ file: mediaFile, mime: 'video/mp4', key, fileId }),
          captions: async () => null,
        }),
      });
      const middle = Math.floor(SIZE / 2) + 12_345;
      const ttfb: number[] = [];
      const plainTtfb: number[] = [];
      for (let i = 0; i < 50; i++) {
        const t0 = performance.now();
        const res = await handler(new Request('app://belajar/offline/bench-course/1', { headers: { Range: `bytes=${middle}-` } }));
        const body = res.body!.getReader();
        await body.read();
        ttfb.push(performance.now() - t0);
        await body.cancel();
        const t1 = performance.now();
        const h = await open(plainFile, 'r');
        await h.read(buf, 0, MB, middle);
        await h.close();
        plainTtfb.push(performance.now() - t1);
      }

      const figures: OfflineBenchFigures = {
        sizeMb: SIZE / MB,
        encryptMbps,
        sequential: { encryptedMbps: SIZE / MB / (seq.enc / 1000), plainMbps: SIZE / MB / (seq.plain / 1000) },
        random64k: {
          encryptedMbps: (starts.length * 65_536) / MB / (randEnc / 1000),
          plainMbps: (starts.length * 65_536) / MB / (randPlain / 1000),
          encryptedP50Ms: median(encLat),
          encryptedP99Ms: p99(encLat),
        },
        middleTtfb: { encryptedMs: median(ttfb), plainMs: median(plainTtfb) },
      };
      const f = (n: number) => n.toFixed(n >= 100 ? 0 : n >= 10 ? 1 : 2);
      console.log(`\nOffline media, ${figures.sizeMb} MB, AES-256-GCM in 64 KiB chunks (node ${process.version}, ${os.cpus().length} cores)`);
      console.log(`  encrypt while downloading (1 MB writes)   ${f(encryptMbps)} MB/s`);
      console.log(`  sequential 1 MB ranges                    encrypted ${f(figures.sequential.encryptedMbps)} MB/s   plain ${f(figures.sequential.plainMbps)} MB/s`);
      console.log(
        `  random 64 KiB ranges (2,000)              encrypted ${f(figures.random64k.encryptedMbps)} MB/s   plain ${f(figures.random64k.plainMbps)} MB/s   (encrypted p50 ${f(figures.random64k.encryptedP50Ms)} ms, p99 ${f(figures.random64k.encryptedP99Ms)} ms)`,
      );
      console.log(`  first byte of a Range from the middle     app:// handler ${f(figures.middleTtfb.encryptedMs)} ms   plain 1 MB read ${f(figures.middleTtfb.plainMs)} ms (median of 50)`);
      return figures;
    } finally {
      await reader.close();
      await plain.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/offline.ts` runs it alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  offlineBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
