import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ContentType } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import { must } from '../../../common/must.js';

const need = <T>(value: T | null | undefined): NonNullable<T> => must(value ?? undefined, 'a value the test expects') as NonNullable<T>;
import type { Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The "other student" checks of the people around a course (issue 12): student A likes and
 * comments on a free course A is enrolled in, has finished a reading, reviewed the course, asked
 * a question and asked the assistant; student B (not enrolled) calls the operation. B's like and
 * comments act on B alone, B cannot edit or delete A's comment (404), B is refused A's course's
 * lecture calls (403), B's assistant history shows B's alone; A's likes, comments, review,
 * questions and history stay exactly as they were. `url` is the operation's OpenAPI path.
 */

type Pair = { a: Registered; b: Registered };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });
const answer = (app: TestApp, s: Registered, method: Method, url: string, payload?: object) => app.inject({ method, url, headers: bearer(s), ...(payload ? { payload } : {}) });

async function ok(app: TestApp, s: Registered, method: Method, url: string, payload?: object) {
  const res = await answer(app, s, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().result;
}

async function setUpA(app: TestApp, a: Registered) {
  const course = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url'])
    .where('content_type', '=', ContentType.COURSE)
    .where('final_price', '=', 0)
    .where('is_published', '=', true)
    .where('id', 'in', (eb) => eb.selectFrom('course_materials').select('content_id').where('item_type', '=', LessonItemType.TEXT))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const text = await app.ctx.db
    .selectFrom('course_materials')
    .select('id')
    .where('content_id', '=', course.id)
    .where('item_type', '=', LessonItemType.TEXT)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await ok(app, a, 'POST', '/web/v2/enrollments/enroll-free-content', { contentId: course.id });
  await ok(app, a, 'GET', `/web/v2/courses/${course.url}/lecture/materials/${text.id}`);
  await ok(app, a, 'PUT', `/web/v2/contents/${course.id}/like-toggle`);
  const comment = (await ok(app, a, 'POST', `/web/v2/contents/${course.id}/comments`, { comment: 'Komentar Ani' })) as { id: number };
  await ok(app, a, 'POST', `/web/v2/courses/${course.url}/lecture/my-review`, { rating: 4, comment: 'Ulasan Ani' });
  await ok(app, a, 'POST', `/web/v2/courses/${course.url}/lecture/qna`, { text: 'Pertanyaan Ani tentang anggaran' });
  await ok(app, a, 'POST', '/v2/ai/ask', { question: 'Pertanyaan asisten Ani', course: course.url });
  return { course, comment };
}

const stateOf = async (app: TestApp, s: Registered) => ({
  likes: await app.ctx.db.selectFrom('content_likes').select(['content_id']).where('student_id', '=', s.id).orderBy('content_id').execute(),
  comments: await app.ctx.db.selectFrom('content_comments').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
  reviews: await app.ctx.db.selectFrom('reviews').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
  qna: await app.ctx.db.selectFrom('qna_posts').select(['id', 'body', 'content_id', 'question_id']).where('student_id', '=', s.id).orderBy('id').execute(),
  asks: await app.ctx.db.selectFrom('assistant_asks').select(['id', 'question', 'answer']).where('student_id', '=', s.id).orderBy('id').execute(),
});

async function socialCheck(app: TestApp, { a, b }: Pair, url: string, method: Method): Promise<LightMyRequestResponse> {
  const { course, comment } = await setUpA(app, a);
  const before = await stateOf(app, a);
  const path = url.replace('{id}', String(course.id)).replace('{commentId}', String(comment.id)).replace('{url}', course.url);
  const bodies: Record<string, object | undefined> = {
    '/web/v2/contents/{id}/comments': method === 'POST' ? { comment: 'Komentar Budi' } : undefined,
    '/web/v2/contents/{id}/comments/{commentId}/replies': { comment: 'Balasan Budi' },
    '/web/v2/contents/{id}/comments/{commentId}': method === 'PUT' ? { comment: 'Diubah Budi' } : undefined,
    '/web/v2/courses/{url}/lecture/my-review': method === 'GET' ? undefined : { rating: 1, comment: 'Ulasan Budi' },
    '/web/v2/courses/{url}/lecture/qna': method === 'POST' ? { text: 'Pertanyaan Budi' } : undefined,
    '/v2/ai/ask': { question: 'Pertanyaan asisten Budi', course: course.url },
  };
  const res = await answer(app, b, method, path, bodies[url]);
  expect(await stateOf(app, a)).toEqual(before);
  for (const secret of ['Ulasan Ani', 'Pertanyaan asisten Ani']) expect(res.body).not.toContain(secret);
  if (url === '/web/v2/contents/{id}/comments' && method === 'GET' && res.statusCode === 200) {
    const items = res.json().result.items as { id: number; isMine: boolean }[];
    expect(need(items.find((i) => i.id === comment.id)).isMine).toBe(false);
  }
  if (url === '/v2/ai/history' && res.statusCode === 200) expect(res.json().result.totalItems).toBe(0);
  return res;
}

/** One check per resource name of the table; the name says which method the operation has. */
export const SOCIAL_CHECKS = {
  likes: (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'PUT'),
  'comments (read)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'GET'),
  'comments (write)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'POST'),
  'comment (edit)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'PUT'),
  'comment (delete)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'DELETE'),
  'course review (read)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'GET'),
  'course review (write)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'POST'),
  'course review (edit)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'PUT'),
  'course questions (read)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'GET'),
  'course questions (write)': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'POST'),
  'assistant history': (app: TestApp, pair: Pair, url: string) => socialCheck(app, pair, url, 'GET'),
};
