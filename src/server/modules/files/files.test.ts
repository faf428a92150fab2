import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffVideoType } from '../../../common/upload.js';
import { PRIVATE_URL_TTL_SECONDS } from '../../files/index.js';
import { manualClock } from '../../testing/clock.js';
import { createTestApp } from '../../testing/test-app.js';

const clock = manualClock();
let app: Awaited<ReturnType<typeof createTestApp>>;
const KEY = 'competition/1/7/0123456789abcdef';
const VIDEO = fs.readFileSync(path.resolve('resources/media/welcome.mp4'));
const OWNER = 7;

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: clock.now });
  await app.ctx.privateFiles.putStream(KEY, Readable.from([VIDEO]), { maxBytes: VIDEO.length, sniff: sniffVideoType });
});
afterAll(async () => {
  await app?.cleanup();
});

const signed = () => new URL(app.ctx.fileSigner.url(KEY, OWNER, clock.now().getTime()).url, 'http://x');
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const withParam = (u: URL, name: string, value: string) => {
  const copy = new URL(u);
  copy.searchParams.set(name, value);
  return copy.pathname + copy.search;
};

describe('private files by signed URL', () => {
  it('serves the whole file and a Range of it, with headers that keep it from running as a page', async () => {
    const u = signed();
    const whole = await get(u.pathname + u.search);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-security-policy']).toBe('sandbox');
    expect(whole.headers['content-disposition']).toBe('inline; filename="0123456789abcdef.mp4"');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const part = await get(u.pathname + u.search, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(part.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);

    const tail = await get(u.pathname + u.search, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);

    const past = await get(u.pathname + u.search, { range: `bytes=${VIDEO.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });

  it('sends anything but video, images and PDF as an attachment, and HTML as plain bytes, never a page', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    await app.ctx.privateFiles.put('assignment/1/7/archive', zip, 'application/zip');
    await app.ctx.privateFiles.put('assignment/1/7/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const now = clock.now().getTime();
    const z = await get(app.ctx.fileSigner.url('assignment/1/7/archive', OWNER, now).url);
    expect(z.statusCode).toBe(200);
    expect(z.headers['content-type']).toBe('application/zip');
    expect(z.headers['content-disposition']).toBe('attachment; filename="archive.zip"');
    const h = await get(app.ctx.fileSigner.url('assignment/1/7/page.html', OWNER, now).url);
    expect(h.statusCode).toBe(200);
    expect(h.headers['content-type']).toBe('application/octet-stream');
    expect(h.headers['content-disposition']).toBe('attachment; filename="page.html"');
    expect(h.headers['content-security-policy']).toBe('sandbox');
    expect(h.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a forged URL with 403: signature, key or viewer changed', async () => {
    const u = signed();
    const sig = u.searchParams.get('sig')!;
    const otherSig = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const forged = [
      withParam(u, 'sig', otherSig),
      withParam(u, 'v', String(OWNER + 1)),
      withParam(u, 'e', String(Number(u.searchParams.get('e')) + 60)),
      u.pathname.replace('/7/', '/8/') + u.search,
    ];
    for (const url of forged) {
      const res = await get(url, { language: 'en' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('This file link is not valid.');
    }
    const id = await get(withParam(u, 'sig', otherSig), { language: 'id' });
    expect(id.json().message).toBe('Tautan berkas ini tidak sah.');
  });

  it('refuses an expired URL with 403 once its hour has passed', async () => {
    const u = signed();
    expect((await get(u.pathname + u.search)).statusCode).toBe(200);
    clock.advance((PRIVATE_URL_TTL_SECONDS + 120) * 1000);
    const res = await get(u.pathname + u.search, { language: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/expired/);
  });

  it('answers 404, never 500, for an unsafe or unknown key, and 400 for a malformed query', async () => {
    const now = clock.now().getTime();
    const unknown = app.ctx.fileSigner.url('competition/1/7/gone', OWNER, now).url;
    expect((await get(unknown)).statusCode).toBe(404);
    const q = new URL(signed()).search;
    for (const key of ['..%2F..%2Fetc%2Fpasswd', 'a/../../b', '.hidden', 'a//b', '%00x']) {
      const res = await get(`/web/v2/files/private/${key}${q}`);
      expect([400, 404], key).toContain(res.statusCode);
    }
    expect((await get(`/web/v2/files/private/${KEY}?v=7&e=1`)).statusCode).toBe(400);
    expect((await get(`/web/v2/files/private/${KEY}`)).statusCode).toBe(400);
  });

  it('never serves the private folder at the public /files/ address', async () => {
    expect(fs.existsSync(path.join(app.ctx.config.dataDir, 'private', KEY))).toBe(true);
    for (const url of [`/files/${KEY}`, `/files/../private/${KEY}`, `/files/%2e%2e/private/${KEY}`, `/private/${KEY}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.includes(VIDEO.subarray(0, 64))).toBe(false);
    }
  });
});
