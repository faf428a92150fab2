import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ContentType } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import { must } from '../../../common/must.js';
import type { Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The "other student" checks of the lecture (issue 12): student A is enrolled in a free course,
 * has watched part of a video, opened a reading and written a note; student B calls the
 * operation. B is refused A's course (403: B is not enrolled) or answers about B alone, and A's
 * progress and notes are exactly as before. `url` is the operation's OpenAPI path.
 */

type Pair = { a: Registered; b: Registered };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });

function answer(app: TestApp, s: Registered, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(s), ...(payload ? { payload } : {}) });
}

async function ok(app: TestApp, s: Registered, method: Method, url: string, payload?: object) {
  const res = await answer(app, s, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().result;
}

/** A's state: a free course, a video half watched, a reading finished, a note. */
async function setUpA(app: TestApp, a: Registered) {
  const course = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url'])
    .where('content_type', '=', ContentType.COURSE)
    .where('final_price', '=', 0)
    .where('is_published', '=', true)
    .where('id', 'in', (eb) => eb.selectFrom('course_materials').select('content_id'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await ok(app, a, 'POST', '/web/v2/enrollments/enroll-free-content', { contentId: course.id });
  const chapters = (await ok(app, a, 'GET', `/web/v2/courses/${course.url}/lecture/chapters`)) as { materials: { id: number; itemType: number }[] }[];
  const materials = chapters.flatMap((c) => c.materials);
  const video = must(
    materials.find((m) => m.itemType === LessonItemType.VIDEO),
    'a video',
  );
  const text = must(
    materials.find((m) => m.itemType === LessonItemType.TEXT),
    'a reading',
  );
  // The seed has no link lesson (issue 25): the further reading is visited instead, as a link would be.
  const link = must(materials.filter((m) => m.itemType === LessonItemType.TEXT).at(-1), 'a lesson to visit');
  await ok(app, a, 'GET', `/web/v2/courses/${course.url}/lecture/materials/${video.id}`);
  await ok(app, a, 'PUT', `/web/v2/lecture/materials/${video.id}/position`, { positionSecond: 8, watchedSeconds: 0 });
  await ok(app, a, 'GET', `/web/v2/courses/${course.url}/lecture/materials/${text.id}`);
  const note = (await ok(app, a, 'POST', '/web/v2/lecture/notes', { materialId: video.id, second: 8, body: 'Catatan Ani' })) as { id: number };
  return { course, video, link, note };
}

const stateOf = async (app: TestApp, s: Registered) => ({
  progress: await app.ctx.db.selectFrom('material_progress').selectAll().where('student_id', '=', s.id).orderBy('material_id').execute(),
  notes: await app.ctx.db.selectFrom('lecture_notes').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
});

async function lectureCheck(app: TestApp, { a, b }: Pair, url: string): Promise<LightMyRequestResponse> {
  const { course, video, link } = await setUpA(app, a);
  const before = await stateOf(app, a);
  const fill = (path: string, id: number) => path.replace('{url}', course.url).replace('{id}', String(id));
  const calls: Record<string, () => Promise<LightMyRequestResponse>> = {
    '/web/v2/courses/{url}/lecture/summary': () => answer(app, b, 'GET', fill(url, 0)),
    '/web/v2/courses/{url}/lecture/chapters': () => answer(app, b, 'GET', fill(url, 0)),
    '/web/v2/courses/{url}/lecture/materials/{id}': () => answer(app, b, 'GET', fill(url, video.id)),
    '/web/v2/courses/by-url/{url}/lecture/materials/{id}/on-button-next-click': () => answer(app, b, 'PUT', fill(url, video.id)),
    '/web/v2/lecture/materials/{id}/position': () => answer(app, b, 'PUT', fill(url, video.id), { positionSecond: 20, watchedSeconds: 20 }),
    '/web/v2/lecture/materials/{id}/visit': () => answer(app, b, 'PUT', fill(url, link.id)),
    '/web/v2/lecture/courses/{url}/notes': () => answer(app, b, 'GET', fill(url, 0)),
    '/web/v2/lecture/notes': () => answer(app, b, 'POST', url, { materialId: video.id, second: 1, body: 'Catatan Budi' }),
    '/web/v2/lecture/my-classes': () => answer(app, b, 'GET', url),
    '/web/v2/lecture/continue': () => answer(app, b, 'GET', url),
  };
  const res = await must(calls[url], `a lecture call for ${url}`)();
  expect(await stateOf(app, a)).toEqual(before);
  expect(res.body).not.toContain('Catatan Ani');
  if (url === '/web/v2/lecture/my-classes' && res.statusCode === 200) expect(res.json().result.counts.ALL).toBe(0);
  if (url === '/web/v2/lecture/continue' && res.statusCode === 200) expect(res.json().result).toBeNull();
  return res;
}

/** A's note: B's edit and delete answer 404 (B is enrolled in the same course: the note is simply not B's). */
async function notesCheck(app: TestApp, { a, b }: Pair, url: string, method: 'PUT' | 'DELETE'): Promise<LightMyRequestResponse> {
  const { course, note } = await setUpA(app, a);
  await ok(app, b, 'POST', '/web/v2/enrollments/enroll-free-content', { contentId: course.id });
  const before = await stateOf(app, a);
  const res = await answer(app, b, method, url.replace('{id}', String(note.id)), method === 'PUT' ? { body: 'Diubah Budi' } : undefined);
  expect(await stateOf(app, a)).toEqual(before);
  return res;
}

export const LECTURE_CHECKS = {
  'lecture progress': lectureCheck,
  'lecture note (edit)': (app: TestApp, pair: Pair, url: string) => notesCheck(app, pair, url, 'PUT'),
  'lecture note (delete)': (app: TestApp, pair: Pair, url: string) => notesCheck(app, pair, url, 'DELETE'),
};
