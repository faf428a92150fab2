import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLeak } from './fuzz-check.js';
import { allocate, credentialMode, operationsOf, type Operation } from './fuzz-openapi.js';
import { requestsFor } from './fuzz-requests.js';

// The gates' own parts, so a detector that stopped detecting is noticed here, not by silence.

describe('findLeak', () => {
  it('finds stack traces, database words and SQL in answers', () => {
    expect(findLeak(500, 'Error: boom\n    at handler (/work/main/src/server/app.ts:12:5)', '')?.kind).toBe('stack trace');
    expect(findLeak(400, '{"message":"invalid input syntax for type integer: \\"x\\""}', '/x')?.kind).toBe('database text');
    expect(findLeak(400, '{"message":"duplicate key value violates unique constraint \\"students_email\\""}', '')?.kind).toBe('database text');
    expect(findLeak(400, '{"message":"select id from students where email = $1"}', '')?.kind).toBe('SQL text');
  });

  it('lets an answer quote what the request sent, and content that only looks like SQL on a success', () => {
    expect(findLeak(400, '{"message":"Unknown sort \\"select * from students\\""}', '/x?sort=select%20*%20from%20students')).toBeNull();
    expect(findLeak(200, '{"title":"Select the best course from our catalogue"}', '')).toBeNull();
    expect(findLeak(400, '{"message":"Invalid request: body/email must match format \\"email\\""}', '')).toBeNull();
  });
});

describe('credentialMode', () => {
  it("reads the operation's security and refuses an operation without one", () => {
    expect(credentialMode('x', [])).toBe('none');
    expect(credentialMode('x', [{ basic: [] }])).toBe('basic');
    expect(credentialMode('x', [{ bearer: [] }])).toBe('authenticated');
    expect(credentialMode('x', [{ bearer: [] }, { basic: [] }])).toBe('both');
    expect(credentialMode('x', [{ staff: [] }])).toBe('staff');
    expect(() => credentialMode('GET /x', undefined)).toThrow(/no security/);
  });
});

const doc = {
  paths: {
    '/a/{id}': {
      get: {
        security: [{ basic: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'q', in: 'query', schema: { type: 'string', maxLength: 5 } },
        ],
      },
      post: {
        security: [],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', maxLength: 10 }, n: { type: 'integer' } } },
            },
          },
        },
      },
    },
    '/b': { get: { security: [{ bearer: [] }] } },
  },
};

describe('operationsOf and allocate', () => {
  it('lists every operation with its parameters, body and credential mode', () => {
    const ops = operationsOf(doc);
    expect(ops.map((o) => `${o.id} ${o.auth}`)).toEqual(['GET /a/{id} basic', 'GET /b authenticated', 'POST /a/{id} none']);
    expect(ops[0]?.query.map((q) => q.name)).toEqual(['q']);
    expect(ops[2]?.body?.schema).toMatchObject({ required: ['name'] });
  });

  it('shares the total with at least the minimum each, more to operations with more inputs', () => {
    const ops = operationsOf(doc);
    const counts = allocate(ops, 100, 20);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.min(...counts.values())).toBeGreaterThanOrEqual(20);
    expect(counts.get('POST /a/{id}')!).toBeGreaterThan(counts.get('GET /b')!);
  });
});

describe('requestsFor', () => {
  it('draws the same requests from the same seed, and breaks one part of each invalid one', () => {
    const op = operationsOf(doc).find((o) => o.id === 'POST /a/{id}') as Operation;
    const gen = requestsFor(op, { ints: [1, 2, 3], slugs: ['kelas-a'], uuids: [] }, new Set(['GET', 'POST']));
    const first = fc.sample(gen.invalid, { seed: 7, numRuns: 50 });
    expect(fc.sample(gen.invalid, { seed: 7, numRuns: 50 })).toEqual(first);
    expect(first.every((r) => r.kind === 'invalid' && r.mutation)).toBe(true);
    expect(new Set(first.map((r) => r.mutation.split(' ')[0])).size).toBeGreaterThan(5);
    for (const r of fc.sample(gen.valid, { seed: 7, numRuns: 20 })) {
      expect(r.url).toMatch(/^\/a\/[0-9-]+$/);
      expect(JSON.parse(String(r.payload))).toHaveProperty('name');
    }
  });
});
