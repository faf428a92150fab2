import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VIDEO_UPLOAD_MAX_BYTES } from '../../../common/upload.js';
import { manualClock } from '../../testing/clock.js';
import { basicHeaders, createTestApp, studentToken } from '../../testing/test-app.js';
import { entryName } from './service.js';

const DAY = 24 * 3600 * 1000;
const clock = manualClock();
let app: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let competitionId: number;
const VIDEO = fs.readFileSync(path.resolve('resources/media/welcome.mp4'));
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'competitionBoundary9x';

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const row = await app.ctx.db
    .insertInto('competitions')
    .values({
      url: 'lomba-uji',
      title_id: 'Lomba Uji',
      title_en: 'Test Contest',
      description_id: 'Deskripsi',
      description_en: 'Description',
      rules_id: 'Aturan',
      rules_en: 'Rules',
      opens_at: new Date(clock.now().getTime() - DAY),
      closes_at: new Date(clock.now().getTime() + 10 * DAY),
      image_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  competitionId = row.id;
});
afterAll(async () => {
  await app?.cleanup();
});

const privateRoot = () => path.join(app.ctx.config.dataDir, 'private');
/** Every file under the private folder (temporary ones too), relative to it. */
function privateFiles(): string[] {
  const root = privateRoot();
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}
const idOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
const entryRows = (studentId: number) => app.ctx.db.selectFrom('competition_entries').selectAll().where('student_id', '=', studentId).execute();

function body(file: Buffer, name = 'my video.mp4', type = 'video/mp4', field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function upload(token: string, payload: Buffer | ReadableStream<Uint8Array>, id = competitionId) {
  const res = await fetch(`${base}/web/v2/competition/video/upload?competitionId=${id}`, {
    method: 'POST',
    body: payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, language: 'en' },
    ...(payload instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as { message: string; result: Record<string, unknown> } };
}

const detail = (token: string | null, id: string | number = competitionId, lang = 'en') =>
  app.inject({ method: 'GET', url: `/web/v2/competition/${id}`, headers: token ? { authorization: `Bearer ${token}`, language: lang } : { ...basicHeaders, language: lang } });

describe('competition detail', () => {
  it('shows the competition by id or url in the caller language, open now, with no entry for a guest', async () => {
    const en = await detail(null);
    expect(en.statusCode).toBe(200);
    expect(en.json().result).toMatchObject({ id: competitionId, url: 'lomba-uji', title: 'Test Contest', rules: 'Rules', open: true, entry: null, maxBytes: VIDEO_UPLOAD_MAX_BYTES });
    const id = await detail(null, 'lomba-uji', 'id');
    expect(id.json().result).toMatchObject({ id: competitionId, title: 'Lomba Uji', rules: 'Aturan' });
    expect((await detail(null, 'nope')).statusCode).toBe(404);
    expect((await detail(null, 999999)).statusCode).toBe(404);
  });
});

describe('competition video upload', () => {
  it('stores a real mp4 as the entry, shown to its owner with a signed URL that plays with Range', async () => {
    const token = await studentToken(app);
    const res = await upload(token, body(VIDEO, 'C:\\clips\\my\u202evideo.mp4'));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.result).toMatchObject({ bytes: VIDEO.length, contentType: 'video/mp4', name: 'myvideo.mp4' });
    const mine = (await detail(token)).json().result;
    expect(mine.entry).toMatchObject({ bytes: VIDEO.length, contentType: 'video/mp4', name: 'myvideo.mp4', submittedAt: clock.now().toISOString() });
    const played = await app.inject({ method: 'GET', url: mine.entry.url, headers: { range: 'bytes=0-99' } });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(VIDEO.subarray(0, 100))).toBe(true);
    // Another student sees the competition, never this entry.
    const other = await studentToken(app);
    expect((await detail(other)).json().result.entry).toBeNull();
    expect(privateFiles().filter((f) => f.startsWith(`competition/${competitionId}/${idOf(token)}/`))).toHaveLength(1);
  });

  it('replaces the entry on a new upload and deletes the old file', async () => {
    const token = await studentToken(app);
    const dir = `competition/${competitionId}/${idOf(token)}/`;
    expect((await upload(token, body(VIDEO))).status).toBe(200);
    const [first] = await entryRows(idOf(token));
    const webm = Buffer.concat([Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex'), Buffer.alloc(5000, 1)]);
    const res = await upload(token, body(webm, 'b.webm', 'video/webm'));
    expect(res.status).toBe(200);
    expect(res.json.result).toMatchObject({ contentType: 'video/webm', bytes: webm.length, name: 'b.webm' });
    const rows = await entryRows(idOf(token));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.file_key).not.toBe(first!.file_key);
    expect(privateFiles().filter((f) => f.startsWith(dir))).toEqual([rows[0]!.file_key]);
  });

  it('refuses a wrong type (a PNG named .mp4), an empty file and a missing part with 400, leaving no file and no row', async () => {
    const token = await studentToken(app);
    const before = privateFiles();
    const png = await upload(token, body(PNG, 'clip.mp4', 'video/mp4'));
    expect(png.status).toBe(400);
    expect(png.json.message).toBe('The file must be an MP4, WebM or QuickTime (MOV) video.');
    expect((await upload(token, body(Buffer.alloc(0)))).status).toBe(400);
    expect((await upload(token, body(VIDEO, 'a.mp4', 'video/mp4', 'other'))).status).toBe(400);
    expect(await entryRows(idOf(token))).toEqual([]);
    expect(privateFiles()).toEqual(before);
  });

  it('refuses a video over 200 MB with 413 while it streams, leaving no file and no row', async () => {
    const token = await studentToken(app);
    const before = privateFiles();
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    let sent = 0;
    const total = VIDEO_UPLOAD_MAX_BYTES + 1;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(VIDEO.subarray(0, 4096));
        sent = 4096;
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
          controller.close();
          return;
        }
        const n = Math.min(chunk.length, total - sent);
        sent += n;
        controller.enqueue(chunk.subarray(0, n));
      },
    });
    const res = await upload(token, stream);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('The video is too large: 200 MB at most.');
    expect(await entryRows(idOf(token))).toEqual([]);
    expect(privateFiles()).toEqual(before);
  });

  it('leaves no file and no row when the client goes away mid-upload', async () => {
    const token = await studentToken(app);
    const before = privateFiles();
    const { port } = app.server.address() as { port: number };
    const settled: Promise<unknown>[] = [];
    const putStream = app.ctx.privateFiles.putStream.bind(app.ctx.privateFiles);
    const spy = vi.spyOn(app.ctx.privateFiles, 'putStream').mockImplementation((...args) => {
      const p = putStream(...args);
      settled.push(
        p.then(
          () => 'stored',
          (e: Error & { reason?: string }) => e.reason ?? e.message,
        ),
      );
      return p;
    });
    await new Promise<void>((resolve) => {
      const req = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: `/web/v2/competition/video/upload?competitionId=${competitionId}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(VIDEO.length * 4) },
      });
      req.on('error', () => resolve());
      req.write(body(VIDEO).subarray(0, VIDEO.length / 2), () => {
        req.destroy();
        resolve();
      });
    });
    // The server notices the closed socket on its own time: wait until the store has given up on the stream.
    await vi.waitFor(() => expect(settled).toHaveLength(1), { timeout: 10_000, interval: 20 });
    spy.mockRestore();
    expect(await settled[0]).toBe('cut');
    expect(privateFiles()).toEqual(before);
    expect(await entryRows(idOf(token))).toEqual([]);
  });

  it('answers 404 for an unknown competition and 409 for a closed one, before reading the file', async () => {
    const token = await studentToken(app);
    expect((await upload(token, body(VIDEO), 999999)).status).toBe(404);
    clock.advance(11 * DAY);
    try {
      const closed = await upload(token, body(VIDEO));
      expect(closed.status).toBe(409);
      expect(closed.json.message).toBe('This competition is not taking entries now.');
      expect((await detail(token)).json().result.open).toBe(false);
    } finally {
      clock.advance(-11 * DAY);
    }
    expect(await entryRows(idOf(token))).toEqual([]);
  });

  it('keeps one row and exactly one file, the row one, under 64 concurrent uploads by one student', async () => {
    const token = await studentToken(app);
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => upload(token, body(Buffer.concat([VIDEO.subarray(0, 5000), Buffer.alloc(i + 1, i)]), `v${i}.mp4`))));
    expect(answers.map((a) => a.status)).toEqual(Array(64).fill(200));
    const rows = await entryRows(idOf(token));
    expect(rows).toHaveLength(1);
    expect(privateFiles().filter((f) => f.startsWith(`competition/${competitionId}/${idOf(token)}/`))).toEqual([rows[0]!.file_key]);
  });
});

describe('staff view of entries', () => {
  it("lists every entry with URLs signed for the staff viewer; a student is refused; no student sees another's", async () => {
    const owner = await studentToken(app);
    expect((await upload(owner, body(VIDEO))).status).toBe(200);
    const staffToken = await studentToken(app);
    await app.ctx.db
      .insertInto('staff_members')
      .values({ student_id: idOf(staffToken), all_sessions: true })
      .execute();
    const res = await app.inject({ method: 'GET', url: `/web/v2/competition/lomba-uji/entries`, headers: { authorization: `Bearer ${staffToken}` } });
    expect(res.statusCode).toBe(200);
    const listed = res.json().result as { studentId: number; entry: { url: string } }[];
    const mine = listed.find((e) => e.studentId === idOf(owner))!;
    expect(new URL(mine.entry.url, base).searchParams.get('v')).toBe(String(idOf(staffToken)));
    expect((await app.inject({ method: 'GET', url: mine.entry.url })).rawPayload.equals(VIDEO)).toBe(true);
    const student = await app.inject({ method: 'GET', url: `/web/v2/competition/lomba-uji/entries`, headers: { authorization: `Bearer ${owner}` } });
    expect(student.statusCode).toBe(403);
  });
});

describe('entry names', () => {
  it('keeps the last path part without control or direction characters, bounded', () => {
    expect(entryName('../../etc/passwd')).toBe('passwd');
    expect(entryName('a\u0000b\u202ec.mp4')).toBe('abc.mp4');
    expect(entryName('')).toBe('video');
    expect(entryName('x'.repeat(500))).toHaveLength(200);
  });
});
