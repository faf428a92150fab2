import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, ContinueLearning, LectureSummary, MaterialDetail, MaterialProgress, MyClasses, NextClick, Note, Preview } from '../../../common/contract/lecture.js';
import { LessonProgress } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import { must } from '../../../common/must.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { parseRange } from './media.js';
import { CONTENTS } from '../../db/seed/data/contents.js';
import { furtherReadingOf, furtherReadingSeeder } from '../../db/seed/lecture.js';

const W = '/web/v2';
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Free, not sequential, 4 chapters (the browser journey's course too). */
const FREE = 'memulai-bisnis-dari-nol';
/** Free Belajar Kilat: sequential. */
const SEQUENTIAL = 'kilat-persiapan-wawancara-kerja';
/** Paid: nobody here is enrolled. */
const PAID = 'digital-marketing-untuk-umkm';

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

function call(token: string | null, method: Method, url: string, body?: unknown, lang: 'id' | 'en' = 'id') {
  return app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), language: lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
async function result<T>(token: string, method: Method, url: string, body?: unknown): Promise<T> {
  const res = await call(token, method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().result as T;
}

async function contentId(url: string): Promise<number> {
  return (await app.ctx.db.selectFrom('contents').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id;
}
async function studentOf(token: string): Promise<number> {
  return Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
}
async function enrol(token: string, url: string): Promise<void> {
  const res = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: await contentId(url) });
  expect(res.statusCode, res.body).toBeLessThan(300);
}
/**
 * Lets `seconds` pass for the student: the material's last touch and the student's watch budget
 * (which credits watched time, watch-budget.ts) move back, as if the last report were that long ago.
 */
async function letTimePass(token: string, materialId: number, seconds: number): Promise<void> {
  const student = await studentOf(token);
  await app.ctx.db
    .updateTable('material_progress')
    .set({ updated_at: sql<Date>`clock_timestamp() - make_interval(secs => ${seconds})` })
    .where('student_id', '=', student)
    .where('material_id', '=', materialId)
    .execute();
  await app.ctx.db
    .updateTable('watch_budgets')
    .set({ updated_at: sql<Date>`clock_timestamp() - make_interval(secs => ${seconds})` })
    .where('student_id', '=', student)
    .execute();
}
async function materialsOf(token: string, url: string) {
  const chapters = await result<Chapter[]>(token, 'GET', `${W}/courses/${url}/lecture/chapters`);
  return chapters.flatMap((c) => c.materials);
}

describe('the seeded curriculum', () => {
  it('gives each course a further reading about its own modules in both languages, never a web search', async () => {
    const { db } = app.ctx;
    expect(await db.selectFrom('course_materials').select('id').where('external_url', 'is not', null).execute()).toEqual([]);
    const reading = await db
      .selectFrom('course_materials as m')
      .innerJoin('contents as c', 'c.id', 'm.content_id')
      .select(['m.item_type', 'm.body', 'm.body_en'])
      .where('c.url', '=', FREE)
      .where('m.title_en', '=', 'Further reading')
      .executeTakeFirstOrThrow();
    expect(reading.item_type).toBe(LessonItemType.TEXT);
    for (const words of ['Bacaan lanjutan: Memulai Bisnis dari Nol', 'Menghitung modal awal', 'Legalitas usaha: NIB dan izin']) expect(reading.body).toContain(words);
    for (const words of ['Further reading: Starting a Business from Scratch', 'Calculating start-up capital', 'Business legality: NIB and permits']) expect(reading.body_en).toContain(words);
    expect(`${reading.body} ${reading.body_en}`).not.toMatch(/https?:|search/i);
  });

  it('turns the old web-search link of a database seeded before into the reading (the upgrade seeder)', async () => {
    const rollback = new Error('rollback');
    const def = must(
      CONTENTS.find((d) => d.url === FREE),
      'the course',
    );
    const id = await contentId(FREE);
    // Everything inside on trx: the embedded database has one connection.
    await app.ctx.db
      .transaction()
      .execute(async (trx) => {
        const old = { item_type: LessonItemType.EXTERNAL_URL, body: 'Referensi terbuka', body_en: 'Open references', external_url: 'https://en.wikipedia.org/w/index.php?search=x' };
        await trx.updateTable('course_materials').set(old).where('content_id', '=', id).where('title_en', '=', 'Further reading').execute();
        await furtherReadingSeeder.run(trx);
        const row = await trx
          .selectFrom('course_materials')
          .select(['item_type', 'body', 'body_en', 'external_url'])
          .where('content_id', '=', id)
          .where('title_en', '=', 'Further reading')
          .executeTakeFirstOrThrow();
        const { body, body_en } = furtherReadingOf(def);
        expect(row).toEqual({ item_type: LessonItemType.TEXT, body, body_en, external_url: null });
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
  });

  it('gives every self-paced course chapters and lessons of each kind, previews and media with captions', async () => {
    const { db } = app.ctx;
    const courses = await db.selectFrom('contents').select('id').where('content_type', 'in', [1, 5]).execute();
    const withChapters = await db.selectFrom('course_chapters').select('content_id').distinct().execute();
    expect(withChapters.length).toBe(courses.length);
    const types = await db.selectFrom('course_materials').select('item_type').distinct().execute();
    expect(types.map((t) => t.item_type).sort((a, b) => a - b)).toEqual([LessonItemType.TEXT, LessonItemType.VIDEO, LessonItemType.QUIZ]);
    const cues = await db.selectFrom('caption_cues').select(['lang']).execute();
    expect(cues.filter((c) => c.lang === 'id').length).toBe(cues.filter((c) => c.lang === 'en').length);
    expect(cues.length).toBeGreaterThan(20);
    const sequential = await db.selectFrom('lecture_courses').select('content_id').where('sequential', '=', true).execute();
    expect(sequential.map((s) => s.content_id)).toContain(await contentId(SEQUENTIAL));
  });
});

describe('access', () => {
  it('refuses a guest (401) and a student who is not enrolled (403, with a message in the language) on every lecture call', async () => {
    const token = await studentToken(app);
    const other = await studentToken(app);
    await enrol(other, FREE);
    const material = must((await materialsOf(other, FREE))[0], 'a lesson');
    const calls: [Method, string, unknown?][] = [
      ['GET', `${W}/courses/${PAID}/lecture/summary`],
      ['GET', `${W}/courses/${PAID}/lecture/chapters`],
      ['GET', `${W}/courses/${FREE}/lecture/materials/${material.id}`],
      ['PUT', `${W}/courses/by-url/${FREE}/lecture/materials/${material.id}/on-button-next-click`],
      ['PUT', `${W}/lecture/materials/${material.id}/position`, { positionSecond: 3, watchedSeconds: 3 }],
      ['PUT', `${W}/lecture/materials/${material.id}/visit`],
      ['GET', `${W}/lecture/courses/${FREE}/notes`],
      ['POST', `${W}/lecture/notes`, { materialId: material.id, second: 1, body: 'hai' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(null, method, url, body)).statusCode, `guest ${method} ${url}`).toBe(401);
      const id = await call(token, method, url, body, 'id');
      expect(id.statusCode, `${method} ${url}: ${id.body}`).toBe(403);
      expect(id.json().message).toMatch(/belum terdaftar/);
      const en = await call(token, method, url, body, 'en');
      expect(en.json().message).toMatch(/not enrolled/);
    }
    // Nothing was written for the refused student.
    const rows = await app.ctx.db
      .selectFrom('material_progress')
      .select('material_id')
      .where('student_id', '=', await studentOf(token))
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown course and a lesson of another course', async () => {
    const token = await studentToken(app);
    await enrol(token, FREE);
    expect((await call(token, 'GET', `${W}/courses/no-such-course/lecture/summary`)).statusCode).toBe(404);
    const otherCourse = await app.ctx.db
      .selectFrom('course_materials')
      .select('id')
      .where('content_id', '=', await contentId(PAID))
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await call(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${otherCourse.id}`)).statusCode).toBe(404);
  });
});

describe('an enrolled student', () => {
  it('sees summary and chapters with progress, and the first lesson to continue', async () => {
    const token = await studentToken(app);
    await enrol(token, FREE);
    const summary = await result<LectureSummary>(token, 'GET', `${W}/courses/${FREE}/lecture/summary`);
    expect(summary).toMatchObject({ url: FREE, sequential: false, finishedMaterials: 0, progressPercent: 0, classProgress: 'NOTSTARTED' });
    expect(summary.totalMaterials).toBeGreaterThan(10);
    const chapters = await result<Chapter[]>(token, 'GET', `${W}/courses/${FREE}/lecture/chapters`);
    expect(chapters.length).toBe(4);
    expect(summary.continueMaterialId).toBe(chapters[0]?.materials[0]?.id);
    expect(chapters.flatMap((c) => c.materials).every((m) => m.status === LessonProgress.NOT_STARTED && !m.locked)).toBe(true);
  });

  it('finishes a reading on opening and a link on visiting; a video and a quiz refuse a visit', async () => {
    const token = await studentToken(app);
    await enrol(token, FREE);
    // The seed has no link lesson any more (issue 25): this test adds one of its own, then removes it.
    const { db } = app.ctx;
    const last = await db
      .selectFrom('course_chapters')
      .select(['id', 'content_id'])
      .where('content_id', '=', await contentId(FREE))
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow();
    const added = await db
      .insertInto('course_materials')
      .values({
        content_id: last.content_id,
        chapter_id: last.id,
        position: 99,
        item_type: LessonItemType.EXTERNAL_URL,
        title: 'Tautan',
        title_en: 'Link',
        duration_seconds: 60,
        external_url: 'https://example.com/',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const all = await materialsOf(token, FREE);
    const text = must(
      all.find((m) => m.itemType === LessonItemType.TEXT),
      'a reading',
    );
    const link = must(
      all.find((m) => m.itemType === LessonItemType.EXTERNAL_URL),
      'a link',
    );
    const video = must(
      all.find((m) => m.itemType === LessonItemType.VIDEO),
      'a video',
    );
    const opened = await result<MaterialDetail>(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${text.id}`);
    expect(opened.body).toContain('Memulai');
    expect(opened.progress.status).toBe(LessonProgress.FINISHED);
    const linkDetail = await result<MaterialDetail>(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${link.id}`);
    expect(linkDetail.externalUrl).toMatch(/^https:\/\//);
    expect(linkDetail.progress.status).toBe(LessonProgress.ONGOING);
    expect((await result<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${link.id}/visit`)).status).toBe(LessonProgress.FINISHED);
    expect((await call(token, 'PUT', `${W}/lecture/materials/${video.id}/visit`)).statusCode).toBe(400);
    const summary = await result<LectureSummary>(token, 'GET', `${W}/courses/${FREE}/lecture/summary`);
    expect(summary).toMatchObject({ finishedMaterials: 2, classProgress: 'ONGOING' });
    await db.deleteFrom('material_progress').where('material_id', '=', added.id).execute();
    await db.deleteFrom('course_materials').where('id', '=', added.id).execute();
  });
});

describe('video progress comes from the server', () => {
  async function openVideo(token: string) {
    await enrol(token, FREE);
    const video = must(
      (await materialsOf(token, FREE)).find((m) => m.itemType === LessonItemType.VIDEO),
      'a video',
    );
    const detail = await result<MaterialDetail>(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${video.id}`);
    return detail;
  }

  it('clicking next finishes nothing, and claiming more watch time than elapsed earns only the elapsed time', async () => {
    const token = await studentToken(app);
    const video = await openVideo(token);
    const next = await result<NextClick>(token, 'PUT', `${W}/courses/by-url/${FREE}/lecture/materials/${video.id}/on-button-next-click`);
    expect(next.nextMaterialId).toBe(video.nextMaterialId);
    expect(next.progress.status).toBe(LessonProgress.ONGOING);
    // The whole video claimed at once, right after opening: at most 2 × the few milliseconds elapsed.
    const p = await result<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, { positionSecond: video.durationSeconds, watchedSeconds: 600 });
    expect(p.status).toBe(LessonProgress.ONGOING);
    expect(p.watchedSeconds).toBeLessThan(2);
    expect(p.furthestSecond).toBe(video.durationSeconds);
    // Many quick reports: still bounded by the elapsed time.
    for (let i = 0; i < 10; i++) await result(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, { positionSecond: i, watchedSeconds: 5 });
    const after = await result<MaterialDetail>(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${video.id}`);
    expect(after.progress.watchedSeconds).toBeLessThan(3);
    expect(after.progress.status).toBe(LessonProgress.ONGOING);
  });

  it('resumes at the reported second, and finishes once 90% is really watched', async () => {
    const token = await studentToken(app);
    const video = await openVideo(token);
    await letTimePass(token, video.id, 10);
    let p = await result<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, { positionSecond: 10, watchedSeconds: 10 });
    expect(p.watchedSeconds).toBeGreaterThanOrEqual(10);
    expect(p.status).toBe(LessonProgress.ONGOING);
    const reopened = await result<MaterialDetail>(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${video.id}`);
    expect(reopened.progress.positionSecond).toBe(10);
    await letTimePass(token, video.id, video.durationSeconds);
    p = await result<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, { positionSecond: video.durationSeconds, watchedSeconds: video.durationSeconds });
    expect(p.status).toBe(LessonProgress.FINISHED);
    expect(p.watchedSeconds).toBe(video.durationSeconds);
    const summary = await result<LectureSummary>(token, 'GET', `${W}/courses/${FREE}/lecture/summary`);
    expect(summary.finishedMaterials).toBe(1);
  });

  it('keeps the furthest second at its maximum under 64 concurrent reports', async () => {
    const token = await studentToken(app);
    const video = await openVideo(token);
    const seconds = Array.from({ length: 64 }, (_, i) => (i * video.durationSeconds) / 64);
    const shuffled = seconds.map((s, i) => ({ s, k: (i * 37) % 64 })).sort((a, b) => a.k - b.k);
    const answers = await Promise.all(shuffled.map(({ s }) => call(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, { positionSecond: s, watchedSeconds: 5 })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const row = await app.ctx.db
      .selectFrom('material_progress')
      .selectAll()
      .where('student_id', '=', await studentOf(token))
      .where('material_id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row.furthest_second).toBe(Math.max(...seconds));
    expect(row.watched_seconds).toBeLessThan(video.durationSeconds * 0.9);
  });
});

describe('sequential unlock', () => {
  it('locks every lesson after the first unfinished one, and opens the next once it is finished', async () => {
    const token = await studentToken(app);
    await enrol(token, SEQUENTIAL);
    const [first, second] = await materialsOf(token, SEQUENTIAL);
    expect(first?.locked).toBe(false);
    expect(second?.locked).toBe(true);
    const refused = await call(token, 'GET', `${W}/courses/${SEQUENTIAL}/lecture/materials/${must(second, 'second').id}`, undefined, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/locked/);
    const next = await result<NextClick>(token, 'PUT', `${W}/courses/by-url/${SEQUENTIAL}/lecture/materials/${must(first, 'first').id}/on-button-next-click`);
    expect(next).toMatchObject({ nextMaterialId: second?.id, nextUnlocked: false });
    const detail = await result<MaterialDetail>(token, 'GET', `${W}/courses/${SEQUENTIAL}/lecture/materials/${must(first, 'first').id}`);
    await letTimePass(token, detail.id, 60);
    await result(token, 'PUT', `${W}/lecture/materials/${detail.id}/position`, { positionSecond: detail.durationSeconds, watchedSeconds: detail.durationSeconds });
    expect((await materialsOf(token, SEQUENTIAL))[1]?.locked).toBe(false);
  });
});

describe('signed media', () => {
  async function videoSource(token: string) {
    await enrol(token, FREE);
    const video = must(
      (await materialsOf(token, FREE)).find((m) => m.itemType === LessonItemType.VIDEO),
      'a video',
    );
    const signed = (await result<MaterialDetail>(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${video.id}`)).video;
    if (!signed) throw new Error('a signed video');
    return signed;
  }

  it('answers Range requests with 206 and the part asked for, the whole file without one, 416 past its end', async () => {
    const token = await studentToken(app);
    const video = await videoSource(token);
    const whole = await app.inject({ method: 'GET', url: video.src });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(100_000);
    const part = await app.inject({ method: 'GET', url: video.src, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.rawPayload.length).toBe(1000);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(1000, 2000))).toBe(true);
    const tail = await app.inject({ method: 'GET', url: video.src, headers: { range: 'bytes=-500' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 500))).toBe(true);
    const past = await app.inject({ method: 'GET', url: video.src, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const captions = await app.inject({
      method: 'GET',
      url: must(
        video.captions.find((c) => c.lang === 'en'),
        'en captions',
      ).src,
    });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/text\/vtt/);
    expect(captions.body).toMatch(/^WEBVTT/);
  });

  it('refuses a forged, re-targeted or expired signature with 403, and the files are not served as plain /media/', async () => {
    const token = await studentToken(app);
    const video = await videoSource(token);
    const url = new URL(video.src, 'http://x');
    const with_ = (k: string, v: string) => {
      const u = new URL(url);
      u.searchParams.set(k, v);
      return `${u.pathname}${u.search}`;
    };
    const sig = url.searchParams.get('sig') ?? '';
    const forged = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [with_('sig', forged), with_('s', '0'), with_('s', String(Number(url.searchParams.get('s')) + 1)), with_('e', String(Number(url.searchParams.get('e')) + 60))]) {
      expect((await app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(403);
    }
    // Another media with the same signature.
    const otherMedia = url.pathname.replace(/\/(\d+)$/, (_m, id: string) => `/${Number(id) + 1}`);
    expect((await app.inject({ method: 'GET', url: `${otherMedia}${url.search}` })).statusCode).toBe(403);
    // The video's signature does not open its captions.
    expect((await app.inject({ method: 'GET', url: `${url.pathname}/captions/en${url.search}` })).statusCode).toBe(403);
    // Expired: a URL signed for a time in the past.
    const { MediaSigner } = await import('./media.js');
    const signer = new MediaSigner(app.ctx.secrets.otpHmacKey);
    const mediaId = Number(/\/(\d+)$/.exec(url.pathname)?.[1]);
    const old = signer.source(mediaId, 'video/mp4', Number(url.searchParams.get('s')), Date.now() - 5 * 3600_000);
    const expired = await app.inject({ method: 'GET', url: old.src, headers: { language: 'en' } });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
    expect((await app.inject({ method: 'GET', url: '/media/media/welcome.mp4' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/media/welcome.en.vtt' })).statusCode).toBe(404);
    // The other demo media stay public.
    expect((await app.inject({ method: 'GET', url: `/media/covers/${FREE}.svg` })).statusCode).toBe(200);
  });

  it('plays preview lessons for anyone, and a preview URL opens no other media', async () => {
    const res = await app.inject({ method: 'GET', url: `${W}/courses/${PAID}/lecture/previews`, headers: basicHeaders });
    expect(res.statusCode, res.body).toBe(200);
    const previews = res.json().result as Preview[];
    expect(previews.length).toBe(2);
    const first = must(previews[0], 'a preview');
    expect((await app.inject({ method: 'GET', url: first.video.src, headers: { range: 'bytes=0-99' } })).statusCode).toBe(206);
    const nonPreview = await app.ctx.db
      .selectFrom('lecture_media')
      .select('id')
      .where('id', 'not in', (eb) =>
        eb.selectFrom('course_materials').select('media_id').where('is_preview', '=', true).where('media_id', 'is not', null).$narrowType<{ media_id: number }>(),
      )
      .executeTakeFirst();
    if (nonPreview) {
      const { MediaSigner } = await import('./media.js');
      const signed = new MediaSigner(app.ctx.secrets.otpHmacKey).source(nonPreview.id, 'video/mp4', 0);
      expect((await app.inject({ method: 'GET', url: signed.src })).statusCode).toBe(403);
    }
  });

  it('parses ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});

describe('notes', () => {
  it('adds, lists, edits and deletes own notes; another student gets 404 and changes nothing', async () => {
    const a = await studentToken(app);
    const b = await studentToken(app);
    await enrol(a, FREE);
    await enrol(b, FREE);
    const video = must(
      (await materialsOf(a, FREE)).find((m) => m.itemType === LessonItemType.VIDEO),
      'a video',
    );
    const note = await result<Note>(a, 'POST', `${W}/lecture/notes`, { materialId: video.id, second: 7.5, body: 'Tujuan dulu, baru data' });
    expect(note).toMatchObject({ materialId: video.id, timed: true, second: 7.5, body: 'Tujuan dulu, baru data' });
    expect((await call(a, 'POST', `${W}/lecture/notes`, { materialId: video.id, second: 1, body: '' })).statusCode).toBe(400);
    expect((await call(b, 'PUT', `${W}/lecture/notes/${note.id}`, { body: 'punya saya' })).statusCode).toBe(404);
    expect((await call(b, 'DELETE', `${W}/lecture/notes/${note.id}`)).statusCode).toBe(404);
    expect(await result<Note[]>(b, 'GET', `${W}/lecture/courses/${FREE}/notes`)).toEqual([]);
    const edited = await result<Note>(a, 'PUT', `${W}/lecture/notes/${note.id}`, { body: 'Diubah', second: 3 });
    expect(edited).toMatchObject({ body: 'Diubah', second: 3 });
    expect((await result<Note[]>(a, 'GET', `${W}/lecture/courses/${FREE}/notes`)).map((n) => n.body)).toEqual(['Diubah']);
    await result(a, 'DELETE', `${W}/lecture/notes/${note.id}`);
    expect(await result<Note[]>(a, 'GET', `${W}/lecture/courses/${FREE}/notes`)).toEqual([]);
  });

  it('a note on a reading keeps no second, whatever the player reported', async () => {
    const a = await studentToken(app);
    await enrol(a, FREE);
    const reading = must(
      (await materialsOf(a, FREE)).find((m) => m.itemType === LessonItemType.TEXT),
      'a reading',
    );
    const note = await result<Note>(a, 'POST', `${W}/lecture/notes`, { materialId: reading.id, second: 42, body: 'Poin penting' });
    expect(note).toMatchObject({ materialId: reading.id, timed: false, second: 0 });
    expect((await result<Note[]>(a, 'GET', `${W}/lecture/courses/${FREE}/notes`)).map((n) => [n.timed, n.second])).toEqual([[false, 0]]);
  });
});

describe('my classes and continue', () => {
  it('lists enrolled courses with progress and state filters, and continues at the last lesson touched', async () => {
    const token = await studentToken(app);
    expect(await result<ContinueLearning>(token, 'GET', `${W}/lecture/continue`)).toBeNull();
    await enrol(token, FREE);
    await enrol(token, SEQUENTIAL);
    let classes = await result<MyClasses>(token, 'GET', `${W}/lecture/my-classes`);
    expect(classes.counts).toEqual({ ALL: 2, NOTSTARTED: 2, ONGOING: 0, FINISHED: 0 });
    const video = must((await materialsOf(token, FREE)).filter((m) => m.itemType === LessonItemType.VIDEO)[1], 'a second video');
    await result(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${video.id}`);
    await result(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, { positionSecond: 12, watchedSeconds: 0 });
    classes = await result<MyClasses>(token, 'GET', `${W}/lecture/my-classes?state=ONGOING`);
    expect(classes.items.map((c) => c.url)).toEqual([FREE]);
    expect(classes.counts).toMatchObject({ ALL: 2, NOTSTARTED: 1, ONGOING: 1 });
    expect((await result<MyClasses>(token, 'GET', `${W}/lecture/my-classes?state=NOTSTARTED`)).items.map((c) => c.url)).toEqual([SEQUENTIAL]);
    expect((await call(token, 'GET', `${W}/lecture/my-classes?state=DONE`)).statusCode).toBe(400);
    const cont = await result<ContinueLearning>(token, 'GET', `${W}/lecture/continue`);
    expect(cont).toMatchObject({ url: FREE, materialId: video.id, positionSecond: 12 });
  });
});
