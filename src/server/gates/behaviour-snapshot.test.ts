import { describe, expect, it } from 'vitest';
import { compareSnapshots, formatDifference, normalise, operationsOf, type BehaviourSnapshot } from './behaviour-snapshot.js';

/** The comparison the refactor proof rests on: it must see a lost field, a changed status, a lost operation. */

const doc = (extra: Record<string, unknown> = {}) => ({
  openapi: '3.0.3',
  paths: {
    '/web/v2/courses/{url}': { get: { responses: { 200: { properties: { title: { type: 'string' }, rating: { type: 'number' } } } } } },
    '/web/v2/auth/logout': { post: { responses: { 200: {} } } },
    ...extra,
  },
});

function snapshot(over: Partial<BehaviourSnapshot> = {}): BehaviourSnapshot {
  const openapi = over.openapi ?? doc();
  return {
    format: 'behaviour-snapshot/1',
    database: 'pglite',
    operations: operationsOf(openapi),
    uncovered: [],
    openapi,
    answers: {
      'GET /web/v2/courses/a [guest/id]': {
        status: 200,
        contentType: 'application/json; charset=utf-8',
        cacheControl: null,
        body: { result: { title: 'A', detail: { counts: { reviews: 3 } } } },
      },
    },
    ...over,
  };
}

describe('compareSnapshots', () => {
  it('finds nothing between equal recordings', () => {
    expect(compareSnapshots(snapshot(), snapshot())).toEqual([]);
  });

  it('reports a response field lost, a status changed and a schema keyword lost', () => {
    const after = snapshot({
      openapi: { ...doc(), paths: { ...doc().paths, '/web/v2/courses/{url}': { get: { responses: { 200: { properties: { title: { type: 'string' } } } } } } } },
      answers: {
        'GET /web/v2/courses/a [guest/id]': { status: 404, contentType: 'application/json; charset=utf-8', cacheControl: null, body: { result: { title: 'A', detail: {} } } },
      },
    });
    const lines = compareSnapshots(snapshot(), after).map(formatDifference);
    expect(lines).toContain('GET /web/v2/courses/a [guest/id] :: status: changed 200 → 404');
    expect(lines).toContain('GET /web/v2/courses/a [guest/id] :: body.result.detail.counts: lost (was {"reviews":3})');
    expect(lines).toContain('openapi :: paths./web/v2/courses/{url}.get.responses.200.properties.rating: lost (was {"type":"number"})');
  });

  it('reports an operation lost, and marks the excluded routes (auth, students) as expected', () => {
    const without = doc();
    delete (without.paths as Record<string, unknown>)['/web/v2/auth/logout'];
    const diffs = compareSnapshots(snapshot(), snapshot({ openapi: without, operations: operationsOf(without) }));
    expect(diffs.length).toBeGreaterThan(0);
    expect(diffs.every((d) => d.expected)).toBe(true);
    expect(diffs.map(formatDifference)).toContain('operations :: POST /web/v2/auth/logout: lost (was "(operation)")');

    const gone = doc();
    delete (gone.paths as Record<string, unknown>)['/web/v2/courses/{url}'];
    const real = compareSnapshots(snapshot(), snapshot({ openapi: gone, operations: operationsOf(gone) })).filter((d) => !d.expected);
    expect(real.map(formatDifference)).toContain('operations :: GET /web/v2/courses/{url}: lost (was "(operation)")');
  });

  it('reports an answer that is no longer recorded', () => {
    const diffs = compareSnapshots(snapshot(), snapshot({ answers: {} }));
    expect(diffs.map(formatDifference)).toEqual(['GET /web/v2/courses/a [guest/id]: lost (was "(answer)")']);
  });
});

describe('normalise', () => {
  it('replaces timestamps (also inside text) and the search resultId, and keeps everything else', () => {
    expect(normalise({ createdAt: '2026-11-23T12:41:00.123Z', xml: '<lastmod>2026-11-23T12:41:00Z</lastmod>', resultId: 'a1b2', birthDate: '2003-08-17', n: 4, list: [null, 'x'] })).toEqual({
      createdAt: '<time>',
      xml: '<lastmod><time></lastmod>',
      resultId: '<resultId>',
      birthDate: '2003-08-17',
      n: 4,
      list: [null, 'x'],
    });
  });
});
