import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassItem, MyClasses } from '../../../common/contract/lecture.js';
import { ContentType, LessonProgress } from '../../../common/enums.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { myClasses } from './my-classes.js';

/** My classes for every product (issue 18): every owned type, its filters and counts, sessions moving with the clock, bundles with their courses. */

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

const must = <T>(v: T | null | undefined, what: string): T => {
  if (v === null || v === undefined) throw new Error(`missing: ${what}`);
  return v;
};

async function newStudent() {
  const id = (
    await app.ctx.db
      .insertInto('students')
      .values({ full_name: 'Rina Kelas', email: `mc-${Math.random().toString(36).slice(2)}@example.com`, email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { id, token: await studentToken(app, id) };
}

const get = (token: string, query: string, lang = 'en') =>
  app.inject({ method: 'GET', url: `${W}/lecture/my-classes?lang=${lang}${query ? `&${query}` : ''}`, headers: { authorization: `Bearer ${token}` } });

async function classes(token: string, query = ''): Promise<MyClasses> {
  const res = await get(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as MyClasses;
}

/** A published content of a type (the first upcoming one when `upcoming`, a past one when false). */
async function contentOf(type: number, when?: 'upcoming' | 'past') {
  let q = app.ctx.db.selectFrom('contents').select(['id', 'url', 'details', 'start_at', 'end_at']).where('content_type', '=', type);
  if (when === 'upcoming') q = q.where('start_at', '>', new Date()).where('end_at', 'is not', null).orderBy('start_at');
  if (when === 'past') q = q.where('end_at', '<', new Date()).orderBy('end_at', 'desc');
  return must(await q.orderBy('id').limit(1).executeTakeFirst(), `content of type ${type} ${when ?? ''}`);
}

describe('G lecture/my-classes for every product', () => {
  let student: { id: number; token: string };
  let webinar: Awaited<ReturnType<typeof contentOf>>;
  let pastWebinar: Awaited<ReturnType<typeof contentOf>>;
  let pkg: Awaited<ReturnType<typeof contentOf>>;
  let courseIds: number[];

  beforeAll(async () => {
    student = await newStudent();
    webinar = await contentOf(ContentType.WEBINAR, 'upcoming');
    pastWebinar = await contentOf(ContentType.WEBINAR, 'past');
    const event = await contentOf(ContentType.EVENT, 'upcoming');
    const bootcamp = await contentOf(ContentType.BOOTCAMP);
    const micro = await contentOf(ContentType.MICROLEARNING);
    const path = await contentOf(ContentType.JALURBELAJAR);
    pkg = must(
      await app.ctx.db
        .selectFrom('contents')
        .select(['id', 'url', 'details', 'start_at', 'end_at'])
        .where('content_type', '=', ContentType.PACKAGE)
        .where((eb) => eb(eb.fn('jsonb_array_length', [eb.ref('details', '->').key('courseIds')]), '>=', 2))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst(),
      'a package with two courses',
    );
    courseIds = (pkg.details as { courseIds: number[] }).courseIds;
    const rows = [webinar, pastWebinar, event, bootcamp, micro, path, pkg].map((c) => ({ student_id: student.id, content_id: c.id, source: 'free' as const }));
    rows.push(...courseIds.map((id) => ({ student_id: student.id, content_id: id, source: 'free' as const, via_content_id: pkg.id })));
    await app.ctx.db
      .insertInto('enrolments')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  });

  it('lists every owned type with its kind, href and type counts; the type filter narrows the state counts', async () => {
    const all = await classes(student.token, 'pageSize=50');
    expect(all.typeCounts).toMatchObject({ webinar: 2, event: 1, package: 1, 'learning-path': 1, bootcamp: 1, microlearning: 1 });
    expect(all.typeCounts.course).toBeGreaterThanOrEqual(2);
    expect(all.typeCounts.ALL).toBe(all.totalItems);
    expect(all.counts.ALL).toBe(all.totalItems);
    expect(Math.abs(new Date(all.serverTime).getTime() - Date.now())).toBeLessThan(60_000);
    const byId = new Map(all.items.map((c) => [c.contentId, c]));
    const w = must(byId.get(webinar.id), 'the webinar');
    expect(w).toMatchObject({ kind: 'session', classType: 'webinar', href: `/webinars/${webinar.url}#session`, courses: [], classProgress: 'NOTSTARTED' });
    expect(w.session).toMatchObject({ state: 'ENROLLED', startAt: new Date(must(webinar.start_at, 'start')).toISOString() });
    expect(must(byId.get(pastWebinar.id), 'the past webinar')).toMatchObject({ classProgress: 'FINISHED', session: { state: 'NOTJOINED' } });
    const p = must(byId.get(pkg.id), 'the package');
    expect(p).toMatchObject({ kind: 'bundle', classType: 'package', href: `/user/classqu?type=package#class-${pkg.id}`, session: null, classProgress: 'NOTSTARTED' });
    expect(p.courses.map((c) => c.contentId).sort()).toEqual([...courseIds].sort());
    expect(p.courses[0]?.href).toMatch(/^\/courses\/[a-z0-9-]+\/lecture$/);
    // Courses bought through the package are listed as courses too.
    for (const id of courseIds) expect(byId.get(id)?.kind).toBe('course');
    const kinds = new Set(all.items.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['bootcamp', 'bundle', 'course', 'microlearning', 'session']);

    const webinars = await classes(student.token, 'type=webinar');
    expect(webinars.items.map((c) => c.classType)).toEqual(['webinar', 'webinar']);
    expect(webinars.counts).toEqual({ ALL: 2, NOTSTARTED: 1, ONGOING: 0, FINISHED: 1 });
    expect(webinars.typeCounts).toEqual(all.typeCounts);
    const finished = await classes(student.token, 'type=webinar&state=FINISHED');
    expect(finished.items.map((c) => c.contentId)).toEqual([pastWebinar.id]);
    expect(finished.typeCounts.webinar).toBe(1);
  });

  it('moves a session with the clock: the join window, then missed', async () => {
    const start = new Date(must(webinar.start_at, 'start'));
    const end = new Date(must(webinar.end_at, 'end'));
    const at = async (now: Date): Promise<ClassItem> =>
      must(
        (await myClasses(app.ctx.db, student.id, { type: 'webinar', page: 1, pageSize: 50 }, 'en', now)).items.find((c) => c.contentId === webinar.id),
        'the webinar',
      );
    const early = await at(new Date(start.getTime() - 60 * 60_000));
    expect(early.session).toMatchObject({ state: 'ENROLLED', nextAction: 'wait' });
    const inWindow = await at(new Date(start.getTime() - 10 * 60_000));
    expect(inWindow.session?.state).toBe('ENROLLED');
    expect(['join', 'eticket']).toContain(inWindow.session?.nextAction);
    const after = await at(new Date(end.getTime() + 60_000));
    expect(after).toMatchObject({ classProgress: 'FINISHED', session: { state: 'NOTJOINED' } });
    const page = await myClasses(app.ctx.db, student.id, { page: 1, pageSize: 1 }, 'en', end);
    expect(page.serverTime).toBe(end.toISOString());
  });

  it("aggregates a bundle's progress from its courses", async () => {
    const course = must(courseIds[0], 'a course');
    const material = must(await app.ctx.db.selectFrom('course_materials').select('id').where('content_id', '=', course).orderBy('id').limit(1).executeTakeFirst(), 'a material');
    await app.ctx.db.insertInto('material_progress').values({ student_id: student.id, content_id: course, material_id: material.id, status: LessonProgress.FINISHED }).execute();
    const bundles = await classes(student.token, 'type=package');
    const p = must(bundles.items[0], 'the package');
    expect(p.classProgress).toBe('ONGOING');
    expect(p.courses.find((c) => c.contentId === course)?.classProgress).not.toBe('NOTSTARTED');
    expect((await classes(student.token, 'type=package&state=ONGOING')).totalItems).toBe(1);
  });

  it('refuses a bad filter with a message naming it; another student sees nothing', async () => {
    const messages: string[] = [];
    for (const lang of ['id', 'en']) {
      const res = await get(student.token, 'type=article', lang);
      expect(res.statusCode).toBe(400);
      messages.push(String(res.json().message));
    }
    // Schema refusals name the field (the app-wide validation message, http/error-handler.ts).
    for (const m of messages) expect(m).toMatch(/type/);
    expect((await get(student.token, 'pageSize=51')).statusCode).toBe(400);
    const other = await newStudent();
    const none = await classes(other.token);
    expect(none.counts.ALL).toBe(0);
    expect(none.typeCounts.ALL).toBe(0);
    expect((await app.inject({ method: 'GET', url: `${W}/lecture/my-classes` })).statusCode).toBe(401);
  });
});
