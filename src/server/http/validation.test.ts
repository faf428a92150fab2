import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX, id, idList, money, paging, strictObject, text } from '../../common/schema/primitives.js';
import { basicHeaders, createTestApp, type TestApp } from '../testing/test-app.js';
import { handleError } from './error-handler.js';
import { DEEP_KEYWORD, hardenSchema, makeAjv, validatorCompiler } from './validation.js';
import { must } from '../../common/must.js';

const compile = (schema: object, coerce: false | 'array') => makeAjv(coerce).compile(hardenSchema(schema));
/** Validates a copy (coercion writes into the data) and answers the copy or the first message. */
function check(schema: object, data: unknown, coerce: false | 'array' = false): { ok: true; data: unknown } | { ok: false; message: string } {
  const validate = compile(schema, coerce);
  const copy = structuredClone(data);
  if (validate(copy)) return { ok: true, data: copy };
  const error = must(validate.errors?.[0], 'the error of a failed validation');
  return { ok: false, message: `${error.instancePath} ${error.message}` };
}

describe('hardenSchema', () => {
  it('leaves the route schema as written (the OpenAPI document shows it) and hardens a copy', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer' } } };
    const before = JSON.stringify(schema);
    const hard = hardenSchema(schema) as { properties: { n: Record<string, unknown> } };
    expect(JSON.stringify(schema)).toBe(before);
    expect(hard.properties.n).toMatchObject({ minimum: -2147483648, maximum: INT4_MAX });
  });

  it('keeps a bound a schema sets itself (a bigint amount goes past int4)', () => {
    const amount = { type: 'integer', minimum: 1, maximum: 1e12 };
    expect(check(amount, 5e11)).toEqual({ ok: true, data: 5e11 });
    expect(check({ type: 'integer', exclusiveMaximum: 10 }, 9)).toMatchObject({ ok: true });
    expect(check({ type: 'integer' }, 2 ** 31)).toMatchObject({ ok: false, message: ' must be <= 2147483647' });
    expect(check({ type: 'integer' }, -(2 ** 31) - 1)).toMatchObject({ ok: false });
  });

  it('refuses NUL in every string, however deep, also in property names of open objects', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' } },
        anything: {},
        open: { type: 'object', additionalProperties: true },
        choice: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      },
    };
    expect(check(schema, { name: 'Budi', tags: ['a'], anything: { x: ['ok'] }, open: { k: 'v' }, choice: 'x' })).toMatchObject({ ok: true });
    expect(check(schema, { name: 'Bu\u0000di' })).toEqual({ ok: false, message: '/name must not contain the NUL character' });
    expect(check(schema, { tags: ['a', '\u0000'] })).toEqual({ ok: false, message: '/tags/1 must not contain the NUL character' });
    expect(check(schema, { anything: { x: ['ok', 'n\u0000'] } })).toEqual({ ok: false, message: '/anything/x/1 must not contain the NUL character' });
    expect(check(schema, { open: { ['k\u0000']: 1 } })).toMatchObject({ ok: false });
    expect(check(schema, { choice: '\u0000' })).toMatchObject({ ok: false });
    expect((hardenSchema(schema) as { properties: { open: Record<string, unknown> } }).properties.open[DEEP_KEYWORD]).toBe(true);
  });

  it('walks undescribed content of any depth without running out of stack', () => {
    const anything = compile({}, false);
    expect(anything(JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`))).toBe(false);
    expect(anything.errors?.[0]?.message).toBe('must not contain the NUL character');
    expect(compile({ type: 'object', additionalProperties: true }, false)({ a: JSON.parse(`${'['.repeat(200_000)}1${']'.repeat(200_000)}`) })).toBe(true);
  });

  it('refuses Infinity and NaN whether coerced from text or parsed from JSON (1e309)', () => {
    const q = { type: 'object', properties: { n: { type: 'number' }, i: { type: 'integer', minimum: 1 } } };
    for (const value of ['Infinity', '-Infinity', '1e309', '-1e309']) {
      expect(check(q, { n: value }, 'array'), value).toEqual({ ok: false, message: '/n must be a finite number' });
      expect(check(q, { i: value }, 'array'), value).toMatchObject({ ok: false });
    }
    expect(check(q, { n: JSON.parse('1e309') })).toMatchObject({ ok: false });
    expect(check({}, JSON.parse('{"deep":[1e309]}'))).toEqual({ ok: false, message: '/deep/0 must be a finite number' });
    expect(check(q, { n: '1.5', i: '7' }, 'array')).toEqual({ ok: true, data: { n: 1.5, i: 7 } });
  });

  it('keeps the coercion rules: text parts coerced (a single ?ids=1 is a one-element array), bodies as sent', () => {
    const q = { type: 'object', properties: { ids: idList(), page: paging().page } };
    expect(check(q, { ids: '1', page: '2' }, 'array')).toEqual({ ok: true, data: { ids: [1], page: 2 } });
    expect(check(q, { ids: ['1', '2'] }, 'array')).toEqual({ ok: true, data: { ids: [1, 2], page: 1 } });
    expect(check(q, { page: '2' }, false)).toMatchObject({ ok: false });
  });

  it('holds the shared primitives to their bounds in the server validator too', () => {
    const body = strictObject({ id: id(), name: text(10, 1), price: money(), ...paging(8) });
    expect(check(body, { id: 1, name: 'Ani', price: 0 })).toEqual({ ok: true, data: { id: 1, name: 'Ani', price: 0, page: 1, pageSize: 8 } });
    for (const bad of [{ id: 0 }, { id: INT4_MAX + 1 }, { name: '' }, { name: 'x\u0000' }, { price: -1 }, { price: 2.5 }, { pageSize: 101 }, { extra: 1 }]) {
      expect(check(body, { id: 1, name: 'Ani', price: 0, ...bad }), JSON.stringify(bad)).toMatchObject({ ok: false });
    }
  });
});

describe('bad input on the routes is a 400 (defect 6 of issue 8)', () => {
  let app: TestApp & { cleanup(): Promise<void> };
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.cleanup());

  const cases: [string, string, unknown?][] = [
    ['POST', '/web/v2/students/register', { fullName: 'A\u0000b', email: 'nul@example.id', password: 'Rahasia123!' }],
    ['POST', '/web/v2/contents/search', { keyword: 'kelas\u0000' }],
    ['POST', '/web/v2/contents/onclick', { keyword: 'a\u0000', contentId: 1 }],
    ['POST', '/web/v2/contents/onclick', { keyword: 'react', contentId: 2147483648 }],
    ['GET', '/web/v2/master/campus?keyword=%00'],
    ['GET', '/web/v2/instructors/by-url/a%00b'],
    ['GET', '/web/v2/instructors/2147483648/rating-summary'],
    ['GET', '/web/v2/instructors/Infinity/reviews'],
    ['GET', '/web/v2/instructors/1e309/reviews'],
    ['GET', '/web/v2/contents?categoryId=1e309'],
    ['GET', '/web/v2/contents?categoryId=Infinity'],
    ['GET', '/web/v2/contents?type=-Infinity'],
    ['GET', '/web/v2/contents?instructorId=99999999999'],
  ];
  it.each(cases)('%s %s', async (method, url, payload) => {
    const res = await app.inject({ method: method as 'GET', url, headers: basicHeaders, ...(payload ? { payload: payload as object } : {}) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^Invalid request/);
  });

  it('a body number of 1e309 (Infinity once parsed) is a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/web/v2/contents/search',
      headers: { ...basicHeaders, 'content-type': 'application/json' },
      payload: '{"keyword":"react","filters":[{"kind":"PRICE","range":{"min":1e309}}]}',
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('a database data exception that passed a schema is a 400, not a 500', () => {
  let app: TestApp & { cleanup(): Promise<void> };
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
  });
  afterAll(async () => app?.cleanup());

  it.each([
    ['22P02', 'select $1::int as v', 'abc'],
    ['22003', 'select $1::int as v', '99999999999'],
    ['22007', 'select $1::date as v', '2024-13-45'],
    ['22012', 'select 1 / $1::int as v', '0'],
  ])('SQLSTATE %s', async (_code, statement, value) => {
    // A route written without any schema, so only the error handler stands between the
    // database's refusal and the client.
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler());
    bare.setErrorHandler(handleError);
    bare.decorateRequest('locale', 'en');
    bare.get('/probe', async (req) => {
      const raw = (req.query as { v: string }).v;
      return sql.raw(statement.replace('$1', `'${raw.replace(/'/g, "''")}'`)).execute(app.ctx.db);
    });
    const res = await bare.inject({ method: 'GET', url: `/probe?v=${encodeURIComponent(value)}` });
    await bare.close();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Invalid request: a value is malformed or out of range.');
    expect(res.body).not.toMatch(/select|int\b|date|division/i);
  });
});
