import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppProtocolHandler } from '../appProtocol';
import { CHUNK_SIZE, encryptBuffer, HEADER_SIZE } from './crypto';
import { createOfflineMediaHandler, parseRange, type OfflineMediaSource } from './serve';

const key = randomBytes(32);
const plain = randomBytes(5 * CHUNK_SIZE + 77);
let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offline-serve-'));
  file = path.join(dir, '11.media');
  await writeFile(file, encryptBuffer(key, 'course-a/11', plain));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const source: OfflineMediaSource = {
  media: vi.fn(async (courseId: string, lectureId: string) => (courseId === 'course-a' && lectureId === '11' ? { file, mime: 'video/mp4', key, fileId: 'course-a/11' } : null)),
  captions: async () => null,
};
const get = (p: string, init: RequestInit = {}) =>
  createAppProtocolHandler({ rootDir: dir, csp: "default-src 'self'", offline: createOfflineMediaHandler(source) })(new Request(`app://belajar${p}`, init));

describe('parseRange', () => {
  it('reads single byte ranges and refuses the rest', () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=90-1000', 100)).toEqual({ start: 90, end: 99 });
    for (const bad of ['bytes=100-', 'bytes=5-4', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=a-b']) expect(parseRange(bad, 100)).toBe('invalid');
  });
});

describe('app://belajar/offline/… serving', () => {
  it('answers Range requests with 206 and only the bytes asked, HEAD without a body', async () => {
    const res = await get('/offline/course-a/11', { headers: { Range: `bytes=${CHUNK_SIZE - 2}-${CHUNK_SIZE + 1}` } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${CHUNK_SIZE - 2}-${CHUNK_SIZE + 1}/${plain.length}`);
    expect(res.headers.get('content-length')).toBe('4');
    expect(Buffer.from(await res.arrayBuffer()).equals(plain.subarray(CHUNK_SIZE - 2, CHUNK_SIZE + 2))).toBe(true);

    const suffix = await get('/offline/course-a/11', { headers: { Range: 'bytes=-100' } });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(plain.subarray(plain.length - 100))).toBe(true);

    const head = await get('/offline/course-a/11', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(plain.length));
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(await head.text()).toBe('');

    const bad = await get('/offline/course-a/11', { headers: { Range: `bytes=${plain.length}-` } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe(`bytes */${plain.length}`);
  });

  it('a tampered file is an error response, never wrong bytes', async () => {
    const original = await readFile(file);
    const tampered = Buffer.from(original);
    tampered[HEADER_SIZE + 3]! ^= 0x80;
    await writeFile(file, tampered);
    try {
      const res = await get('/offline/course-a/11', { headers: { Range: 'bytes=0-99' } });
      expect(res.status).toBe(500);
      expect(await res.text()).toMatch(/authentication/);
    } finally {
      await writeFile(file, original);
    }
  });

  it('refuses traversal and unknown ids; the SPA fallback never answers under /offline/', async () => {
    for (const p of [
      '/offline/..%2F..%2Fetc/passwd',
      '/offline/course-a/..%2f11',
      '/offline/course-a/%2e%2e',
      '/offline/course-a',
      '/offline/',
      '/offline/course-a/11/extra',
      '/offline/course-a/99',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain('<title>app</title>');
    }
    // Outside /offline/ the app shell still answers client-side routes.
    expect(await (await get('/courses/x')).text()).toContain('<title>app</title>');
    expect((await get('/offline/course-a/11', { method: 'POST' })).status).toBe(405);
  });
});
