import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enrolment } from '../../../../common/contract/enrolments.js';
import { ContentType } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { DEMO_WEBINAR_MAGIC_CODE } from '../../../db/seed/commerce.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';
import { enrol } from '../records/enrolments.js';

const W = '/web/v2';
type Lang = 'id' | 'en';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

function call(token: string | null, method: Method, url: string, payload?: object, lang: Lang = 'id') {
  const auth = token ? { authorization: `Bearer ${token}` } : basicHeaders;
  return app.inject({ method, url, headers: { ...auth, language: lang }, ...(payload ? { payload } : {}) });
}

/** A published content of a type, free or paid, not over. */
async function content(type: number, free: boolean, extra: { notEnded?: boolean } = {}) {
  let q = app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url', 'title_id', 'title_en', 'final_price', 'details'])
    .where('content_type', '=', type)
    .where('is_published', '=', true)
    .where('final_price', free ? '=' : '>', 0);
  if (extra.notEnded !== false) q = q.where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]));
  return must((await q.orderBy('id').execute())[0], `a ${free ? 'free' : 'paid'} content of type ${type}`);
}

const enrolmentsOf = (studentId: number) => app.ctx.db.selectFrom('enrolments').selectAll().where('student_id', '=', studentId).orderBy('content_id').execute();
const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);

describe('P enrollments/enroll-free-content', () => {
  it('enrols in a free content once: a repeat answers the same enrolment, not newly', async () => {
    const token = await studentToken(app);
    const course = await content(ContentType.COURSE, true);
    const first = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: course.id });
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json().result as Enrolment;
    expect(a).toMatchObject({ contentId: course.id, status: 'ENROLLED', source: 'free', newlyEnrolled: true, contentIds: [course.id] });
    expect(first.json().message).toContain(course.title_id);
    const again = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: course.id }, 'en');
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual({ ...a, newlyEnrolled: false });
    expect(again.json().message).toBe(`You are already enrolled in "${course.title_en}".`);
    expect(await enrolmentsOf(idOf(token))).toHaveLength(1);
  });

  it('64 requests at once make one enrolment, and exactly one of them says it enrolled', async () => {
    const token = await studentToken(app);
    const course = await content(ContentType.MICROLEARNING, true);
    const answers = await Promise.all(Array.from({ length: 64 }, () => call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: course.id })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(64).fill(200));
    const results = answers.map((r) => r.json().result as Enrolment);
    expect(results.filter((r) => r.newlyEnrolled)).toHaveLength(1);
    expect(new Set(results.map((r) => r.enrolledAt)).size).toBe(1);
    expect(await enrolmentsOf(idOf(token))).toHaveLength(1);
  });

  it('refuses paid content with a 400 in both languages, unknown content with a 404', async () => {
    const token = await studentToken(app);
    const paid = await content(ContentType.COURSE, false);
    for (const lang of ['id', 'en'] as const) {
      const res = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: paid.id }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(lang === 'en' ? `"${paid.title_en}" is not free. Please buy it through the cart.` : `"${paid.title_id}" berbayar. Silakan beli melalui keranjang.`);
    }
    const unknown = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: 999_999 }, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Content not found.');
    const article = await content(ContentType.ARTICLE, true);
    const notForSale = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: article.id }, 'en');
    expect(notForSale.statusCode).toBe(400);
    expect(notForSale.json().message).toContain('cannot be bought or joined');
    expect(await enrolmentsOf(idOf(token))).toHaveLength(0);
  });

  it('refuses a content that is over, and an unpublished one', async () => {
    const token = await studentToken(app);
    const past = await app.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('content_type', '=', ContentType.WEBINAR)
      .where('final_price', '=', 0)
      .where('end_at', '<', new Date())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: past.id }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('has already ended');
    const hidden = await content(ContentType.COURSE, true);
    await app.ctx.db.updateTable('contents').set({ is_published: false }).where('id', '=', hidden.id).execute();
    try {
      expect((await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: hidden.id })).statusCode).toBe(404);
    } finally {
      await app.ctx.db.updateTable('contents').set({ is_published: true }).where('id', '=', hidden.id).execute();
    }
  });

  it('needs a signed-in student', async () => {
    const course = await content(ContentType.COURSE, true);
    expect((await call(null, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: course.id })).statusCode).toBe(401);
  });
});

describe('enrol (the orders part enrols through it)', () => {
  it('brings a package’s courses along, each once, and names the package they came with', async () => {
    const token = await studentToken(app);
    const studentId = idOf(token);
    const pkg = await content(ContentType.PACKAGE, false);
    const courseIds = (pkg.details as { courseIds: number[] }).courseIds;
    expect(courseIds.length).toBeGreaterThan(1);
    // One of its courses is owned already: it keeps its own enrolment.
    await app.ctx.db.transaction().execute((trx) => enrol(trx, studentId, [must(courseIds[0], 'a course')], 'free'));
    const outcome = await app.ctx.db.transaction().execute((trx) => enrol(trx, studentId, [pkg.id], 'purchase'));
    expect(outcome.contentIds.sort((a, b) => a - b)).toEqual([pkg.id, ...courseIds].sort((a, b) => a - b));
    expect([...outcome.newly].sort((a, b) => a - b)).toEqual([pkg.id, ...courseIds.slice(1)].sort((a, b) => a - b));
    const rows = await enrolmentsOf(studentId);
    expect(rows).toHaveLength(courseIds.length + 1);
    expect(rows.find((r) => r.content_id === courseIds[0])).toMatchObject({ source: 'free', via_content_id: null });
    expect(rows.find((r) => r.content_id === courseIds[1])).toMatchObject({ source: 'purchase', via_content_id: pkg.id });
    // Again: nothing new.
    const again = await app.ctx.db.transaction().execute((trx) => enrol(trx, studentId, [pkg.id], 'purchase'));
    expect(again.newly.size).toBe(0);
    expect(await enrolmentsOf(studentId)).toHaveLength(courseIds.length + 1);
  });

  it('64 concurrent enrolments of overlapping packages make one row per content and never deadlock', async () => {
    const token = await studentToken(app);
    const studentId = idOf(token);
    const packages = await app.ctx.db.selectFrom('contents').select(['id', 'details']).where('content_type', 'in', [ContentType.PACKAGE, ContentType.JALURBELAJAR]).orderBy('id').execute();
    const outcomes = await Promise.all(
      Array.from({ length: 64 }, (_, i) => {
        const ids = [must(packages[i % packages.length], 'a package').id, must(packages[(i + 3) % packages.length], 'another').id];
        return app.ctx.db.transaction().execute((trx) => enrol(trx, studentId, i % 2 ? ids : [...ids].reverse(), 'purchase'));
      }),
    );
    const rows = await enrolmentsOf(studentId);
    expect(new Set(rows.map((r) => r.content_id)).size).toBe(rows.length);
    const newly = outcomes.flatMap((o) => [...o.newly]);
    expect(newly.sort((a, b) => a - b)).toEqual(rows.map((r) => r.content_id));
  });
});

describe('P webinars/{url}/enroll-free-webinar', () => {
  it('enrols in a free webinar with no code (null or left out)', async () => {
    const token = await studentToken(app);
    const webinar = await content(ContentType.WEBINAR, true);
    const res = await call(token, 'POST', `${W}/webinars/${webinar.url}/enroll-free-webinar`, { magicCode: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ contentId: webinar.id, source: 'free', newlyEnrolled: true });
    const again = await call(token, 'POST', `${W}/webinars/${webinar.url}/enroll-free-webinar`, {});
    expect(again.json().result).toMatchObject({ contentId: webinar.id, newlyEnrolled: false });
  });

  it('enrols in a paid webinar with its magic code (any case), refuses it without one, and refuses a wrong code', async () => {
    const code = await app.ctx.db
      .selectFrom('webinar_magic_codes')
      .innerJoin('contents', 'contents.id', 'webinar_magic_codes.content_id')
      .select(['contents.id', 'contents.url', 'contents.final_price', 'webinar_magic_codes.code'])
      .executeTakeFirstOrThrow();
    expect(code.code).toBe(DEMO_WEBINAR_MAGIC_CODE);
    expect(code.final_price).toBeGreaterThan(0);
    const token = await studentToken(app);
    const url = `${W}/webinars/${code.url}/enroll-free-webinar`;
    for (const lang of ['id', 'en'] as const) {
      const wrong = await call(token, 'POST', url, { magicCode: 'BUKAN-KODE' }, lang);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(lang === 'en' ? 'The webinar access code is wrong.' : 'Kode akses webinar salah.');
    }
    expect((await call(token, 'POST', url, { magicCode: null }, 'en')).json().message).toContain('is not free');
    const ok = await call(token, 'POST', url, { magicCode: ` ${code.code.toLowerCase()} ` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({ contentId: code.id, source: 'magic-code', newlyEnrolled: true });
    // A wrong code on a free webinar is a 400 too.
    const free = await content(ContentType.WEBINAR, true);
    expect((await call(token, 'POST', `${W}/webinars/${free.url}/enroll-free-webinar`, { magicCode: 'SALAH' })).statusCode).toBe(400);
  });

  it('answers 404 for a url that is not a webinar', async () => {
    const token = await studentToken(app);
    const course = await content(ContentType.COURSE, true);
    const res = await call(token, 'POST', `${W}/webinars/${course.url}/enroll-free-webinar`, { magicCode: null }, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Webinar not found');
  });
});

describe('P bootcamps/{id}/participants', () => {
  const form = { type: 2, fullName: 'Sari Peserta', email: 'Sari@Example.com', phoneNumber: '081234567890', city: 'Bandung' };

  it('refuses a paid bootcamp (and a paid tier) with a 400, records nothing', async () => {
    const token = await studentToken(app);
    const bootcamp = await content(ContentType.BOOTCAMP, false);
    const res = await call(token, 'POST', `${W}/bootcamps/${bootcamp.id}/participants`, form, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('is not free');
    const tier = await app.ctx.db.selectFrom('bootcamp_packages').select('id').where('content_id', '=', bootcamp.id).executeTakeFirstOrThrow();
    expect((await call(token, 'POST', `${W}/bootcamps/${bootcamp.url}/participants`, { ...form, packageId: tier.id })).statusCode).toBe(400);
    expect(await app.ctx.db.selectFrom('bootcamp_participants').select('id').where('student_id', '=', idOf(token)).execute()).toHaveLength(0);
  });

  it('records the form of a free tier and enrols, once; type must be 2 and the tier its own', async () => {
    const token = await studentToken(app);
    const bootcamp = await content(ContentType.BOOTCAMP, false);
    const tier = await app.ctx.db.selectFrom('bootcamp_packages').select(['id', 'final_price']).where('content_id', '=', bootcamp.id).orderBy('id').executeTakeFirstOrThrow();
    const other = await app.ctx.db.selectFrom('bootcamp_packages').select('id').where('content_id', '<>', bootcamp.id).executeTakeFirstOrThrow();
    await app.ctx.db.updateTable('bootcamp_packages').set({ final_price: 0 }).where('id', '=', tier.id).execute();
    try {
      expect((await call(token, 'POST', `${W}/bootcamps/${bootcamp.id}/participants`, { ...form, type: 1, packageId: tier.id })).statusCode).toBe(400);
      const mismatch = await call(token, 'POST', `${W}/bootcamps/${bootcamp.id}/participants`, { ...form, packageId: other.id }, 'en');
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toContain(`Price tier #${other.id} does not belong`);
      const answers = await Promise.all(Array.from({ length: 8 }, () => call(token, 'POST', `${W}/bootcamps/${bootcamp.url}/participants`, { ...form, packageId: tier.id })));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(answers.filter((r) => r.json().result.newlyEnrolled)).toHaveLength(1);
      const result = must(answers[0], 'an answer').json().result;
      expect(result).toMatchObject({ contentId: bootcamp.id, source: 'bootcamp-participant', status: 'ENROLLED' });
      const rows = await app.ctx.db.selectFrom('bootcamp_participants').selectAll().where('student_id', '=', idOf(token)).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: result.participantId, content_id: bootcamp.id, package_id: tier.id, type: 2, email: 'sari@example.com', city: 'Bandung' });
    } finally {
      await app.ctx.db.updateTable('bootcamp_packages').set({ final_price: tier.final_price }).where('id', '=', tier.id).execute();
    }
  });
});

describe('P forms/danacita-content-onclick', () => {
  it('records a guest’s and a student’s click; an unknown content is a 404', async () => {
    const bootcamp = await content(ContentType.BOOTCAMP, false);
    const token = await studentToken(app);
    const guest = await call(null, 'POST', `${W}/forms/danacita-content-onclick`, { contentId: bootcamp.id });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json().result).toEqual({ recorded: true });
    expect((await call(token, 'POST', `${W}/forms/danacita-content-onclick`, { contentId: bootcamp.id, packageId: null })).statusCode).toBe(200);
    const rows = await app.ctx.db.selectFrom('danacita_clicks').selectAll().where('content_id', '=', bootcamp.id).orderBy('id').execute();
    expect(rows.map((r) => r.student_id)).toEqual([null, idOf(token)]);
    expect((await call(null, 'POST', `${W}/forms/danacita-content-onclick`, { contentId: 999_999 })).statusCode).toBe(404);
  });
});
