import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certificate, CertificateVerification } from '../../../common/contract/certificates.js';
import type { MyContentState } from '../../../common/contract/enrolments.js';
import type { LectureSummary, MyClasses } from '../../../common/contract/lecture.js';
import type { Quiz, QuizResult, QuizSubmitResult } from '../../../common/contract/quizzes.js';
import { LessonProgress } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { issueCertificateIfComplete } from '../certificates/issue.js';
import { renderCertificatePdf } from '../certificates/render.js';
import { finishMaterial } from '../lecture/progress.js';

/** The value, or a failure saying it is missing. */
const need = <T>(v: T | null | undefined): T => {
  if (v === null || v === undefined) throw new Error('missing');
  return v;
};

const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');
const pdfText = async (pdf: Buffer) => (await pdfParse(pdf)).text.replace(/\s+/g, ' ');

const W = '/web/v2';
/** Words that would give away an answer: none may appear in a quiz answer before it is allowed. */
const LEAKS = /isCorrect|is_correct|explanation|"correct"/;

let app: TestApp & { cleanup(): Promise<void> };
/** The url of the course of every material: the quiz calls live under the course's lecture. */
const courseOf = new Map<number, string>();
beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.ctx.db.selectFrom('course_materials as m').innerJoin('contents as c', 'c.id', 'm.content_id').select(['m.id', 'c.url']).execute();
  for (const r of rows) courseOf.set(r.id, r.url);
}, 120_000);

/** The quiz path of a material under its own course (or under `url` when given). */
const Q = (materialId: number, url = courseOf.get(materialId) ?? 'no-such-course') => `${W}/courses/${url}/lecture/quiz/by-material-id/${materialId}`;
afterAll(async () => app?.cleanup());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function newStudent(name = 'Siti Ñúñez Rahma') {
  const id = (
    await app.ctx.db
      .insertInto('students')
      .values({ full_name: name, email: `q-${Math.random().toString(36).slice(2)}@example.com`, email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { id, token: await studentToken(app, id) };
}

async function enrol(studentId: number, contentId: number) {
  await app.ctx.db.insertInto('enrolments').values({ student_id: studentId, content_id: contentId, source: 'free' }).execute();
}

/** The course with the fewest materials that has quizzes and opens them in any order (not sequential). */
async function smallCourse() {
  const row = await app.ctx.db
    .selectFrom('course_materials as m')
    .innerJoin('quizzes as q', 'q.material_id', 'm.id')
    .leftJoin('lecture_courses as lc', 'lc.content_id', 'm.content_id')
    .where((eb) => eb.or([eb('lc.sequential', 'is', null), eb('lc.sequential', '=', false)]))
    .select(['m.content_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('m.content_id')
    .orderBy(sql`(select count(*) from course_materials x where x.content_id = m.content_id)`)
    .orderBy('m.content_id')
    .executeTakeFirstOrThrow();
  const materials = await app.ctx.db.selectFrom('course_materials').select(['id', 'item_type']).where('content_id', '=', row.content_id).orderBy('position').execute();
  return { contentId: row.content_id, materials };
}

async function rightAnswers(materialId: number) {
  const rows = await app.ctx.db
    .selectFrom('quizzes as q')
    .innerJoin('quiz_questions as qq', 'qq.quiz_id', 'q.id')
    .innerJoin('quiz_options as o', 'o.question_id', 'qq.id')
    .select(['qq.id as question_id', 'o.id as option_id', 'o.is_correct'])
    .where('q.material_id', '=', materialId)
    .execute();
  const byQ = new Map<number, { right: number[]; wrong: number[] }>();
  for (const r of rows) {
    const e = byQ.get(r.question_id) ?? { right: [], wrong: [] };
    (r.is_correct ? e.right : e.wrong).push(r.option_id);
    byQ.set(r.question_id, e);
  }
  return {
    right: [...byQ].map(([questionId, e]) => ({ questionId, optionIds: e.right })),
    wrong: [...byQ].map(([questionId, e]) => ({ questionId, optionIds: [need(e.wrong[0])] })),
  };
}

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, lang = 'en') =>
  app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    headers: token ? auth(token) : basicHeaders,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('quiz/by-material-id', () => {
  let contentId: number;
  let quizId: number;
  let student: { id: number; token: string };

  beforeAll(async () => {
    const course = await smallCourse();
    contentId = course.contentId;
    quizId = need(course.materials.find((m) => m.item_type === LessonItemType.QUIZ)).id;
    student = await newStudent();
    await enrol(student.id, contentId);
  });

  it('every seeded quiz material has a quiz with questions, single and multiple choice, in both languages', async () => {
    const missing = await app.ctx.db
      .selectFrom('course_materials as m')
      .leftJoin('quizzes as q', 'q.material_id', 'm.id')
      .select('m.id')
      .where('m.item_type', '=', LessonItemType.QUIZ)
      .where('q.id', 'is', null)
      .execute();
    expect(missing).toEqual([]);
    const kinds = await app.ctx.db.selectFrom('quiz_questions').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual([1, 2]);
    const empty = await app.ctx.db
      .selectFrom('quiz_questions')
      .select('id')
      .where((eb) => eb.or([eb('text_id', '=', ''), eb('text_en', '=', '')]))
      .execute();
    expect(empty).toEqual([]);
  });

  it('refuses guests (401), students not enrolled (403 with a message) and unknown materials (404)', async () => {
    const outsider = await newStudent('Outsider');
    for (const [method, path] of [
      ['GET', `${Q(quizId)}`],
      ['POST', `${Q(quizId)}/start-test`],
      ['POST', `${Q(quizId)}/submit-test`],
      ['GET', `${Q(quizId)}/result`],
    ] as const) {
      const body = method === 'POST' && path.endsWith('submit-test') ? { answers: [] } : undefined;
      expect((await call(method, path, undefined, body)).statusCode, path).toBe(401);
      const refused = await call(method, path, outsider.token, body);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().message).toMatch(/not enrolled/);
    }
    // A material that is not a quiz, and one that does not exist.
    const video = need((await smallCourse()).materials.find((m) => m.item_type !== LessonItemType.QUIZ)).id;
    expect((await call('GET', `${Q(video)}`, student.token)).statusCode).toBe(404);
    const idRes = await call('GET', `${Q(99999999, need(courseOf.get(quizId)))}`, student.token, undefined, 'id');
    expect(idRes.statusCode).toBe(404);
    expect(idRes.json().message).toBe('Kuis tidak ditemukan');
  });

  it('is 404 for a material of another course (before the access check, no attempt made), an unknown url and the old path', async () => {
    const own = need(courseOf.get(quizId));
    const other = need([...courseOf.values()].find((u) => u !== own));
    const outsider = await newStudent('Outsider Two');
    for (const who of [student, outsider]) {
      for (const url of [other, 'kursus-yang-tidak-ada']) {
        expect((await call('GET', Q(quizId, url), who.token)).statusCode, url).toBe(404);
        const start = await call('POST', `${Q(quizId, url)}/start-test`, who.token, undefined, 'id');
        expect(start.statusCode, url).toBe(404);
        expect(start.json().message).toBe('Kuis tidak ditemukan');
        expect((await call('POST', `${Q(quizId, url)}/submit-test`, who.token, { answers: [] })).statusCode, url).toBe(404);
        expect((await call('GET', `${Q(quizId, url)}/result`, who.token)).statusCode, url).toBe(404);
      }
    }
    expect(await app.ctx.db.selectFrom('quiz_attempts').select('id').where('student_id', 'in', [student.id, outsider.id]).execute()).toHaveLength(0);
    expect((await call('GET', `${W}/quiz/by-material-id/${quizId}`, student.token)).statusCode).toBe(404);
    expect((await call('POST', `${W}/quiz/by-material-id/${quizId}/start-test`, student.token)).statusCode).toBe(404);
    const bad = await call('GET', Q(quizId, 'Not_A_Slug!'), student.token, undefined, 'en');
    expect(bad.statusCode).toBe(400);
  });

  it('gives questions only inside an attempt, never the right answers; fails, runs out of attempts, then reveals', async () => {
    const before = await call('GET', `${Q(quizId)}`, student.token);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toMatch(LEAKS);
    const quiz = before.json().result as Quiz;
    expect(quiz.questions).toEqual([]);
    expect(quiz.attempt).toBeNull();
    expect(quiz.maxAttempts).toBe(3);
    const { wrong } = await rightAnswers(quizId);

    // Submitting before starting: 409.
    expect((await call('POST', `${Q(quizId)}/submit-test`, student.token, { answers: [] })).statusCode).toBe(409);

    for (let attempt = 1; attempt <= 3; attempt++) {
      const started = await call('POST', `${Q(quizId)}/start-test`, student.token);
      expect(started.statusCode, started.body).toBe(200);
      expect(started.body).not.toMatch(LEAKS);
      const open = started.json().result as Quiz;
      expect(open.questions.length).toBeGreaterThan(0);
      expect(need(open.attempt).attemptNo).toBe(attempt);
      expect(need(open.attempt).secondsLeft).toBeGreaterThan(0);
      // Starting again answers the same attempt.
      const again = (await call('POST', `${Q(quizId)}/start-test`, student.token)).json().result as Quiz;
      expect(need(again.attempt).attemptNo).toBe(attempt);
      const duringGet = await call('GET', `${Q(quizId)}`, student.token);
      expect(duringGet.body).not.toMatch(LEAKS);
      // During the last attempt (already counted) the result still has no review.
      const during = await call('GET', `${Q(quizId)}/result`, student.token);
      expect(during.body).not.toMatch(LEAKS);
      expect((during.json().result as QuizResult).review).toBeNull();

      const submitted = await call('POST', `${Q(quizId)}/submit-test`, student.token, { answers: wrong });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.body).not.toMatch(LEAKS);
      const r = submitted.json().result as QuizSubmitResult;
      expect(r.attempt.passed).toBe(false);
      expect(r.attempt.score).toBe(0);
      expect(r.attemptsLeft).toBe(3 - attempt);
      expect(r.reviewAvailable).toBe(attempt === 3);
      if (attempt < 3) {
        const result = await call('GET', `${Q(quizId)}/result`, student.token);
        expect(result.body).not.toMatch(LEAKS);
        expect((result.json().result as QuizResult).review).toBeNull();
      }
    }
    const refused = await call('POST', `${Q(quizId)}/start-test`, student.token, undefined, 'id');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Kesempatan mengerjakan kuis ini sudah habis');
    const result = (await call('GET', `${Q(quizId)}/result`, student.token)).json().result as QuizResult;
    expect(result.status).toBe(LessonProgress.FAILED);
    expect(result.attempts.map((a) => a.attemptNo)).toEqual([3, 2, 1]);
    const review = need(result.review);
    expect(review.every((q) => q.options.some((o) => o.isCorrect) && q.explanation.length > 0 && !q.isCorrect)).toBe(true);
  });

  it('refuses a malformed submission with a message naming the question (400), in both languages', async () => {
    const s = await newStudent();
    await enrol(s.id, contentId);
    const quiz = (await call('POST', `${Q(quizId)}/start-test`, s.token)).json().result as Quiz;
    const q1 = need(quiz.questions[0]);
    const bad = await call('POST', `${Q(quizId)}/submit-test`, s.token, { answers: [{ questionId: 99999999, optionIds: [] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Question 99999999 is not part of this quiz');
    const twice = await call(
      'POST',
      `${Q(quizId)}/submit-test`,
      s.token,
      {
        answers: [
          { questionId: q1.id, optionIds: [] },
          { questionId: q1.id, optionIds: [] },
        ],
      },
      'id',
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Pertanyaan 1 dijawab lebih dari sekali');
    const foreign = await call('POST', `${Q(quizId)}/submit-test`, s.token, { answers: [{ questionId: q1.id, optionIds: [1] }] });
    expect(foreign.statusCode).toBe(400);
    // The attempt is still open and counted once.
    expect(((await call('GET', `${Q(quizId)}`, s.token)).json().result as Quiz).attemptsUsed).toBe(1);
  });

  it('enforces the time limit on the server: a late submission is a failed attempt, an abandoned one counts as used', async () => {
    const s = await newStudent();
    await enrol(s.id, contentId);
    await call('POST', `${Q(quizId)}/start-test`, s.token);
    const { right } = await rightAnswers(quizId);
    // The deadline passed a minute ago (the database's clock decides).
    await app.ctx.db
      .updateTable('quiz_attempts')
      .set({ started_at: sql<Date>`now() - interval '20 minutes'`, deadline_at: sql<Date>`now() - interval '1 minute'` })
      .where('student_id', '=', s.id)
      .execute();
    const late = await call('POST', `${Q(quizId)}/submit-test`, s.token, { answers: right });
    expect(late.statusCode).toBe(200);
    expect(late.body).not.toMatch(LEAKS);
    const r = late.json().result as QuizSubmitResult;
    expect(r.attempt).toMatchObject({ late: true, passed: false, score: 0 });
    expect(late.json().message).toMatch(/Time is up/);

    // Started and abandoned: after the deadline it is closed as a late attempt by the next read.
    await call('POST', `${Q(quizId)}/start-test`, s.token);
    await app.ctx.db
      .updateTable('quiz_attempts')
      .set({ deadline_at: sql<Date>`now() - interval '1 minute'` })
      .where('student_id', '=', s.id)
      .where('submitted_at', 'is', null)
      .execute();
    const view = (await call('GET', `${Q(quizId)}`, s.token)).json().result as Quiz;
    expect(view).toMatchObject({ attempt: null, attemptsUsed: 2, attemptsLeft: 1, questions: [] });
  });

  it('passing finishes the material and shows the review; no new attempt after a pass', async () => {
    const s = await newStudent();
    await enrol(s.id, contentId);
    await call('POST', `${Q(quizId)}/start-test`, s.token);
    const { right } = await rightAnswers(quizId);
    const res = await call('POST', `${Q(quizId)}/submit-test`, s.token, { answers: right });
    const r = res.json().result as QuizSubmitResult;
    expect(r.attempt).toMatchObject({ passed: true, score: 100, late: false });
    expect(r.status).toBe(LessonProgress.FINISHED);
    expect(r.reviewAvailable).toBe(true);
    const result = (await call('GET', `${Q(quizId)}/result`, s.token)).json().result as QuizResult;
    expect(result.passed).toBe(true);
    expect(need(result.review).every((q) => q.isCorrect)).toBe(true);
    expect((await call('POST', `${Q(quizId)}/start-test`, s.token)).statusCode).toBe(409);
  });
});

describe('sequential courses', () => {
  it('keep a quiz locked until the lessons before it are finished (403 with a message), then open it', async () => {
    const course = await app.ctx.db
      .selectFrom('lecture_courses as lc')
      .innerJoin('course_materials as m', 'm.content_id', 'lc.content_id')
      .select('lc.content_id')
      .where('lc.sequential', '=', true)
      .where('m.item_type', '=', LessonItemType.QUIZ)
      .orderBy('lc.content_id')
      .executeTakeFirstOrThrow();
    const materials = await app.ctx.db
      .selectFrom('course_materials as m')
      .innerJoin('course_chapters as c', 'c.id', 'm.chapter_id')
      .select(['m.id', 'm.item_type'])
      .where('m.content_id', '=', course.content_id)
      .orderBy('c.position')
      .orderBy('m.position')
      .execute();
    const quizAt = materials.findIndex((m) => m.item_type === LessonItemType.QUIZ);
    expect(quizAt).toBeGreaterThan(0);
    const quiz = need(materials[quizAt]).id;
    const s = await newStudent();
    await enrol(s.id, course.content_id);
    const locked = await call('POST', `${Q(quiz)}/start-test`, s.token, undefined, 'en');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('This lesson is still locked. Finish the lessons before it first.');
    expect(await app.ctx.db.selectFrom('quiz_attempts').select('id').where('student_id', '=', s.id).execute()).toHaveLength(0);
    await app.ctx.db.transaction().execute(async (trx) => {
      for (const m of materials.slice(0, quizAt)) await finishMaterial(trx, s.id, m.id);
    });
    expect((await call('POST', `${Q(quiz)}/start-test`, s.token)).statusCode).toBe(200);
  });
});

describe('certificates', () => {
  let course: Awaited<ReturnType<typeof smallCourse>>;
  let student: { id: number; token: string };
  const name = 'Żaneta Ōtsuka Пётр';

  beforeAll(async () => {
    course = await smallCourse();
    student = await newStudent(name);
    await enrol(student.id, course.contentId);
  });

  it('is issued once every material is finished (quizzes passed through the calls), not before', async () => {
    const quizzes = course.materials.filter((m) => m.item_type === LessonItemType.QUIZ);
    const others = course.materials.filter((m) => m.item_type !== LessonItemType.QUIZ);
    for (const m of others) await app.ctx.db.transaction().execute((trx) => finishMaterial(trx, student.id, m.id));
    for (const [i, q] of quizzes.entries()) {
      const list = (await call('GET', `${W}/certificates/my-certificates`, student.token)).json().result as Certificate[];
      expect(list, `before quiz ${i + 1}`).toEqual([]);
      await call('POST', `${Q(q.id)}/start-test`, student.token);
      const res = await call('POST', `${Q(q.id)}/submit-test`, student.token, { answers: (await rightAnswers(q.id)).right });
      expect((res.json().result as QuizSubmitResult).attempt.passed).toBe(true);
    }
    const list = (await call('GET', `${W}/certificates/my-certificates`, student.token)).json().result as Certificate[];
    expect(list).toHaveLength(1);
    const cert = need(list[0]);
    expect(cert.number).toMatch(/^BLJ-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(cert).toMatchObject({ contentId: course.contentId, studentName: name, verificationPath: `/certificates/${cert.number}` });
    expect(cert.month).toBeGreaterThanOrEqual(1);
    // Another student sees none of it.
    const other = await newStudent();
    expect((await call('GET', `${W}/certificates/my-certificates`, other.token)).json().result).toEqual([]);
  });

  it('the completion shows where the student looks: the lecture summary, my classes and the course page (issue 25)', async () => {
    const url = need(courseOf.get(need(course.materials[0]).id));
    const s = await newStudent('Dewi Selesai');
    await enrol(s.id, course.contentId);
    const look = async (token: string) => ({
      summary: (await call('GET', `${W}/courses/${url}/lecture/summary`, token)).json().result as LectureSummary,
      classes: ((await call('GET', `${W}/lecture/my-classes`, token)).json().result as MyClasses).items.filter((c) => c.contentId === course.contentId),
      state: (await call('GET', `${W}/enrollments/contents/${course.contentId}/my-state`, token)).json().result as MyContentState,
    });
    const [last, ...before] = [...course.materials].reverse();
    for (const m of before) await app.ctx.db.transaction().execute((trx) => finishMaterial(trx, s.id, m.id));
    // One lesson left: not complete, no certificate anywhere.
    let seen = await look(s.token);
    expect(seen.summary).toMatchObject({ classProgress: 'ONGOING', certificate: null });
    expect(seen.classes).toMatchObject([{ classProgress: 'ONGOING', certificate: null }]);
    expect(seen.state).toMatchObject({ owned: true, completed: false, certificate: null });
    if (need(last).item_type === LessonItemType.QUIZ) {
      await call('POST', `${Q(need(last).id)}/start-test`, s.token);
      await call('POST', `${Q(need(last).id)}/submit-test`, s.token, { answers: (await rightAnswers(need(last).id)).right });
    } else await app.ctx.db.transaction().execute((trx) => finishMaterial(trx, s.id, need(last).id));
    const number = need((await app.ctx.db.selectFrom('certificates').select('number').where('student_id', '=', s.id).executeTakeFirst())?.number);
    const certificate = { number, verificationPath: `/certificates/${number}` };
    seen = await look(s.token);
    expect(seen.summary).toMatchObject({ classProgress: 'FINISHED', progressPercent: 100, certificate });
    expect(seen.classes).toMatchObject([{ classProgress: 'FINISHED', certificate }]);
    expect(seen.state).toMatchObject({ owned: true, completed: true, certificate });
    // Another student (enrolled, nothing done) sees neither the completion nor this certificate.
    const other = await newStudent();
    await enrol(other.id, course.contentId);
    seen = await look(other.token);
    expect(seen.summary.certificate).toBeNull();
    expect(seen.classes).toMatchObject([{ certificate: null }]);
    expect(seen.state).toMatchObject({ completed: false, certificate: null });
  });

  it('64 concurrent completions give one certificate', async () => {
    const s = await newStudent('Race Runner');
    await enrol(s.id, course.contentId);
    // Every material finished, without the certificate (as if all reports arrived at once).
    await app.ctx.db
      .insertInto('material_progress')
      .values(course.materials.map((m) => ({ student_id: s.id, material_id: m.id, content_id: course.contentId, status: LessonProgress.FINISHED, finished_at: new Date() })))
      .execute();
    await Promise.all(Array.from({ length: 64 }, () => app.ctx.db.transaction().execute((trx) => issueCertificateIfComplete(trx, s.id, course.contentId))));
    const rows = await app.ctx.db.selectFrom('certificates').select('number').where('student_id', '=', s.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('two last materials finished at the same moment still issue it (the enrolment lock)', async () => {
    const s = await newStudent('Two At Once');
    await enrol(s.id, course.contentId);
    const [a, b, ...rest] = course.materials;
    await app.ctx.db
      .insertInto('material_progress')
      .values(rest.map((m) => ({ student_id: s.id, material_id: m.id, content_id: course.contentId, status: LessonProgress.FINISHED, finished_at: new Date() })))
      .execute();
    await Promise.all([a, b].map((m) => app.ctx.db.transaction().execute((trx) => finishMaterial(trx, s.id, need(m).id))));
    const rows = await app.ctx.db.selectFrom('certificates').select('number').where('student_id', '=', s.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('downloads as a PDF with the name, content and number to its owner only; verifies a real number and refuses a forged one', async () => {
    const cert = need(((await call('GET', `${W}/certificates/my-certificates`, student.token)).json().result as Certificate[])[0]);
    const res = await call('GET', `${W}/certificates/${cert.number}/download`, student.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${cert.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(name);
    expect(text).toContain(cert.contentTitle);
    expect(text).toContain(cert.number);
    expect(text).toContain('CERTIFICATE');
    expect(text).toContain(`/certificates/${cert.number}`);
    // Lower case and O for 0 still name it.
    expect((await call('GET', `${W}/certificates/${cert.number.toLowerCase()}/download`, student.token)).statusCode).toBe(200);

    const other = await newStudent();
    expect((await call('GET', `${W}/certificates/${cert.number}/download`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `${W}/certificates/${cert.number}/download`)).statusCode).toBe(401);

    const ok = await call('GET', `${W}/certificates/verify/${cert.number}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result as CertificateVerification).toMatchObject({ number: cert.number, studentName: name, contentTitle: cert.contentTitle });
    const forged = cert.number.slice(0, -4) + (cert.number.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const lang of ['id', 'en'] as const) {
      const refused = await call('GET', `${W}/certificates/verify/${forged}`, undefined, undefined, lang);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toMatch(lang === 'en' ? /never issued/ : /tidak pernah kami terbitkan/);
    }
    expect((await call('GET', `${W}/certificates/verify/not-a-number`)).statusCode).toBe(404);
  });

  it('renders the PDF in Indonesian with a Jakarta date', async () => {
    const pdf = await renderCertificatePdf(
      {
        number: 'BLJ-2026-AAAA-BBBB-CCCC-DDDD',
        studentName: 'Budi Śantoso',
        contentTitle: 'Kelas Uji',
        issuedAt: '2026-11-30T18:00:00Z',
        verificationUrl: 'https://belajar.example/certificates/BLJ-2026-AAAA-BBBB-CCCC-DDDD',
      },
      'id',
    );
    const text = await pdfText(pdf);
    expect(text).toContain('SERTIFIKAT');
    expect(text).toContain('Budi Śantoso');
    // 18:00 UTC on 30 November is 1 December in Jakarta.
    expect(text).toContain('1 Desember 2026');
  });
});
