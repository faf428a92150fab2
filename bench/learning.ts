/**
 * Learning throughput (issue 12): `npm run bench -- --learning`. Not a test: it prints figures that
 * go to docs/performance.md ("Learning") by hand.
 *
 * On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) it makes a fresh
 * database of its own (dropped afterwards), starts the real app in this process (seeded demo
 * catalogue and curricula) on a local port, and measures over HTTP:
 *
 * 1. position writes: BENCH_STUDENTS (64) students, each enrolled in a free course with a video
 *    lesson open, report their position back to back (PUT lecture/materials/{id}/position) for
 *    BENCH_SECONDS; writes/s and p50/p99. Afterwards each student's furthest second must be the
 *    largest it reported (checked in the database).
 * 2. video range requests: one 10 MB file made at bench time in a temporary folder
 *    (LECTURE_MEDIA_DIR), asked through its signed URL by 16 connections in 256 KB ranges at
 *    random offsets (as a player seeking); requests/s, MB/s and p99.
 *
 *   npm run bench -- --learning
 *   BENCH_SECONDS=10 BENCH_STUDENTS=64 DATABASE_URL=postgres://… npm run bench -- --learning
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LessonItemType } from '../src/common/lecture.js';
import { must } from '../src/common/must.js';
import { percentile, scratchDatabase } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 64);
const FILE_BYTES = 10 * 1024 * 1024;
const RANGE_BYTES = 256 * 1024;

export async function learningBench(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchDatabase(serverUrl, 'lm_learning');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-learning-bench-'));
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-learning-media-'));
  process.env.DATABASE_URL = scratch.url;
  process.env.DATA_DIR = dataDir;
  process.env.LECTURE_MEDIA_DIR = mediaDir;
  process.env.LOG_LEVEL = 'silent';
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const app = await buildApp({ config: loadConfig(), logger: false, seed: true });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { db, tokens } = app.ctx;

    // The students, each enrolled in the same free course, its first video open.
    const course = await db.selectFrom('contents').select(['id', 'url']).where('url', '=', 'memulai-bisnis-dari-nol').executeTakeFirstOrThrow();
    const video = await db
      .selectFrom('course_materials')
      .select(['id', 'duration_seconds', 'media_id'])
      .where('content_id', '=', course.id)
      .where('item_type', '=', LessonItemType.VIDEO)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const students: { id: number; bearer: string }[] = [];
    for (let i = 0; i < STUDENTS; i++) {
      const { id } = await db
        .insertInto('students')
        .values({ full_name: `Bench ${i}`, email: `bench-${randomBytes(5).toString('hex')}@example.com`, email_verified_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sid = randomUUID();
      await db.insertInto('sessions').values({ id: sid, student_id: id, device_id: 1 }).execute();
      await db.insertInto('enrolments').values({ student_id: id, content_id: course.id, source: 'free' }).execute();
      students.push({ id, bearer: `Bearer ${(await tokens.signAccessToken({ sub: String(id), sid })).token}` });
    }
    const opened = await Promise.all(
      students.map(async (s) => {
        const res = await fetch(`${base}/web/v2/courses/${course.url}/lecture/materials/${video.id}`, { headers: { authorization: s.bearer } });
        if (!res.ok) throw new Error(`open: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { result: { video: { src: string } } }).result.video.src;
      }),
    );

    // 1. Position writes, 64 students at once, back to back.
    const latencies: number[] = [];
    const highest = new Map<number, number>();
    let failures = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      students.map(async (s, k) => {
        let n = 0;
        while (performance.now() < until) {
          const position = ((n * 7 + k) % (video.duration_seconds * 10)) / 10;
          n++;
          const t0 = performance.now();
          const res = await fetch(`${base}/web/v2/lecture/materials/${video.id}/position`, {
            method: 'PUT',
            headers: { authorization: s.bearer, 'content-type': 'application/json' },
            body: JSON.stringify({ positionSecond: position, watchedSeconds: 5 }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (res.ok) highest.set(s.id, Math.max(highest.get(s.id) ?? 0, position));
          else failures++;
        }
      }),
    );
    const rows = await db.selectFrom('material_progress').select(['student_id', 'furthest_second']).where('material_id', '=', video.id).execute();
    const wrong = rows.filter((r) => Math.abs(r.furthest_second - (highest.get(r.student_id) ?? 0)) > 1e-9).length;
    console.log(
      `position writes: ${STUDENTS} students, ${SECONDS} s: ${(latencies.length / SECONDS).toFixed(0)} writes/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `${failures} failed, furthest second wrong for ${wrong} of ${rows.length} students`,
    );

    // 2. Range requests on one 10 MB file, through its signed URL.
    const slug = must(
      await db
        .selectFrom('lecture_media')
        .select('file')
        .where('id', '=', must(video.media_id ?? undefined, 'the media'))
        .executeTakeFirst(),
      'the media row',
    ).file;
    fs.writeFileSync(path.join(mediaDir, slug), randomBytes(FILE_BYTES));
    const src = must(opened[0], 'a signed url');
    const result = await autocannon({
      url: `${base}${src}`,
      connections: 16,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (req) => {
            const start = Math.floor(Math.random() * (FILE_BYTES - RANGE_BYTES));
            return { ...req, headers: { ...req.headers, range: `bytes=${start}-${start + RANGE_BYTES - 1}` } };
          },
        },
      ],
    });
    console.log(
      `range requests (10 MB file, 256 KB ranges, 16 connections): ${result.requests.average.toFixed(0)} req/s, ${(result.throughput.average / 1024 / 1024).toFixed(0)} MB/s, p99 ${result.latency.p99} ms, ` +
        `${result.non2xx} non-2xx (206 expected)`,
    );
  } finally {
    await app.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}
