import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNONYM_GROUP_MAX, type Synonym } from '../../../common/contract/admin.js';
import { ContentType } from '../../../common/enums.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { readAdminKey } from '../admin/index.js';
import { addSynonym, buildSynonymMap, loadSynonymMap, normaliseSynonymTerm, removeSynonym, SynonymError } from './synonyms.js';

/** Curated search synonyms (issue 24, Q2): migration 030, the service and the admin routes. */
let app: Awaited<ReturnType<typeof createTestApp>>;
let headers: { 'x-admin-key': string };
beforeAll(async () => {
  app = await createTestApp();
  headers = { 'x-admin-key': readAdminKey(app.ctx.config.dataDir)! };
});
afterAll(async () => {
  await app?.cleanup();
});

const URL = '/admin/search/synonyms';
const post = (payload: unknown, h: Record<string, string> = headers) => app.inject({ method: 'POST', url: URL, headers: h, payload: payload as object });
const list = async (locale?: 'id' | 'en') => {
  const res = await app.inject({ method: 'GET', url: locale ? `${URL}?locale=${locale}` : URL, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Synonym[];
};
const synonymChanges = async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from search_changes where kind = 'synonyms'`.execute(app.ctx.db);
  return rows[0]!.n;
};
const rowsOf = async (term: string) => (await sql<{ n: number }>`select count(*)::int as n from search_synonyms where term = ${term} or equivalent = ${term}`.execute(app.ctx.db)).rows[0]!.n;

describe('migration 030', () => {
  it('seeds at least 20 curated pairs per language, lower-case and trimmed', async () => {
    for (const locale of ['id', 'en'] as const) {
      const pairs = await list(locale);
      expect(pairs.length).toBeGreaterThanOrEqual(20);
      for (const p of pairs) {
        expect(p.locale).toBe(locale);
        expect(normaliseSynonymTerm(p.term)).toBe(p.term);
        expect(normaliseSynonymTerm(p.equivalent)).toBe(p.equivalent);
        expect(p.term).not.toBe(p.equivalent);
      }
    }
    const map = await loadSynonymMap(app.ctx.db);
    expect([...map.get('id')!.get('kecerdasan buatan')!].sort()).toEqual(['ai', 'artificial intelligence']);
    expect([...map.get('id')!.get('sdm')!].sort()).toEqual(['hrd', 'human resources', 'sumber daya manusia']);
    expect([...map.get('id')!.get('ml')!].sort()).toEqual(['machine learning', 'pembelajaran mesin']);
    expect([...map.get('en')!.get('artificial intelligence')!]).toEqual(['ai']);
    expect(map.get('en')!.has('kecerdasan buatan')).toBe(false);
  });

  it('the database refuses terms that are not normalised, equal pairs and unknown kinds of change', async () => {
    const bad = [
      sql`insert into search_synonyms (locale, term, equivalent) values ('id', 'Kapital', 'x')`,
      sql`insert into search_synonyms (locale, term, equivalent) values ('id', ' spasi', 'x')`,
      sql`insert into search_synonyms (locale, term, equivalent) values ('id', 'dua  spasi', 'x')`,
      sql`insert into search_synonyms (locale, term, equivalent) values ('id', '', 'x')`,
      sql`insert into search_synonyms (locale, term, equivalent) values ('id', ${'a'.repeat(65)}, 'x')`,
      sql`insert into search_synonyms (locale, term, equivalent) values ('id', 'sama', 'sama')`,
      sql`insert into search_synonyms (locale, term, equivalent) values ('fr', 'un', 'deux')`,
      sql`insert into search_changes (content_id, kind) values (-1, 'other')`,
      sql`insert into search_changes (content_id, kind) values (0, 'synonyms')`,
    ];
    for (const q of bad) await expect(q.execute(app.ctx.db)).rejects.toThrow();
    // Reversed pair: the same pair.
    await expect(sql`insert into search_synonyms (locale, term, equivalent) values ('id', 'ai', 'kecerdasan buatan')`.execute(app.ctx.db)).rejects.toThrow();
  });

  it('changes of contents still log kind content with the content id', async () => {
    const { id } = await app.ctx.db
      .insertInto('contents')
      .values({ content_type: ContentType.COURSE, url: 'zz-synonym-trigger', product_type: 'COURSES', title_id: 'Uji Pemicu', title_en: 'Trigger Test', details: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await app.ctx.db.selectFrom('search_changes').select(['content_id', 'kind']).where('content_id', '=', id).execute();
    expect(rows).toEqual([{ content_id: id, kind: 'content' }]);
  });
});

describe('admin synonym routes', () => {
  it('refuse a missing or wrong admin key (403, as every admin route) and change nothing', async () => {
    const before = await synonymChanges();
    for (const h of [{}, { 'x-admin-key': 'wrong' }, { 'x-admin-key': '' }] as Record<string, string>[]) {
      expect((await app.inject({ method: 'GET', url: URL, headers: h })).statusCode).toBe(403);
      expect((await post({ locale: 'id', term: 'tanpa kunci', equivalent: 'no key' }, h)).statusCode).toBe(403);
      expect((await app.inject({ method: 'DELETE', url: `${URL}/1`, headers: h })).statusCode).toBe(403);
    }
    expect(await rowsOf('tanpa kunci')).toBe(0);
    expect((await list()).some((s) => s.id === 1)).toBe(true);
    expect(await synonymChanges()).toBe(before);
  });

  it('add, list and remove a pair; each change logs one synonyms row; both are idempotent', async () => {
    const before = await synonymChanges();
    const added = await post({ locale: 'id', term: '  Desain   Produk ', equivalent: 'PRODUCT DESIGN' });
    expect(added.statusCode, added.body).toBe(200);
    const { created, synonym } = added.json().result as { created: boolean; synonym: Synonym };
    expect(created).toBe(true);
    expect(synonym).toMatchObject({ locale: 'id', term: 'desain produk', equivalent: 'product design' });
    expect(new Date(synonym.createdAt).toISOString()).toBe(synonym.createdAt);
    expect(await synonymChanges()).toBe(before + 1);

    expect((await list('id')).filter((s) => s.id === synonym.id)).toEqual([synonym]);
    expect((await list('en')).some((s) => s.id === synonym.id)).toBe(false);
    expect((await list()).some((s) => s.id === synonym.id)).toBe(true);
    expect((await loadSynonymMap(app.ctx.db)).get('id')!.get('product design')).toEqual(new Set(['desain produk']));

    // The same pair again, reversed or spelled otherwise: answered as it is, nothing logged.
    for (const again of [
      { locale: 'id', term: 'desain produk', equivalent: 'product design' },
      { locale: 'id', term: 'Product Design', equivalent: 'desain produk' },
    ]) {
      const res = await post(again);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ created: false, synonym });
    }
    expect(await synonymChanges()).toBe(before + 1);
    // Another language is another pair.
    const en = await post({ locale: 'en', term: 'desain produk', equivalent: 'product design' });
    expect(en.json().result.created).toBe(true);
    expect(await synonymChanges()).toBe(before + 2);

    const removed = await app.inject({ method: 'DELETE', url: `${URL}/${synonym.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result).toEqual(synonym);
    expect(await synonymChanges()).toBe(before + 3);
    const again = await app.inject({ method: 'DELETE', url: `${URL}/${synonym.id}`, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toBeNull();
    expect(await synonymChanges()).toBe(before + 3);
    expect((await list('id')).some((s) => s.id === synonym.id)).toBe(false);
    expect((await loadSynonymMap(app.ctx.db)).get('id')!.has('product design')).toBe(false);
  });

  it('64 identical concurrent adds make one pair and one change row', async () => {
    const before = await synonymChanges();
    const payload = { locale: 'en', term: 'ci cd', equivalent: 'continuous integration and delivery' };
    const answers = await Promise.all(Array.from({ length: 64 }, () => post(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(64).fill(200));
    const results = answers.map((a) => a.json().result as { created: boolean; synonym: Synonym });
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.synonym.id)).size).toBe(1);
    expect(await rowsOf('ci cd')).toBe(1);
    expect(await synonymChanges()).toBe(before + 1);
  });

  it('conflicting writes settle as one after the other: a remove and a re-add at once, 64 removes of one pair', async () => {
    const pair = { locale: 'en', term: 'ux writing', equivalent: 'microcopy' };
    const del = (id: number) => app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });
    const first = (await post(pair)).json().result.synonym as Synonym;
    const before = await synonymChanges();
    const [removed, added] = await Promise.all([del(first.id), post(pair)]);
    expect([removed.statusCode, added.statusCode]).toEqual([200, 200]);
    const addResult = added.json().result as { created: boolean; synonym: Synonym };
    // Either history is valid: removed then added anew (a new pair, two changes), or the add found
    // the pair and the remove took it (no pair, one change). Never both, never a pair without its change.
    expect(removed.json().result).toEqual(first);
    if (addResult.created) {
      expect(addResult.synonym.id).not.toBe(first.id);
      expect(await rowsOf('ux writing')).toBe(1);
      expect(await synonymChanges()).toBe(before + 2);
    } else {
      expect(addResult.synonym).toEqual(first);
      expect(await rowsOf('ux writing')).toBe(0);
      expect(await synonymChanges()).toBe(before + 1);
    }
    // What every instance loads agrees with the table.
    expect((await loadSynonymMap(app.ctx.db)).get('en')?.get('microcopy')?.has('ux writing') ?? false).toBe(addResult.created);

    const stored = (await post(pair)).json().result.synonym as Synonym;
    const beforeRemoves = await synonymChanges();
    const answers = await Promise.all(Array.from({ length: 64 }, () => del(stored.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(64).fill(200));
    expect(answers.filter((a) => a.json().result !== null).map((a) => a.json().result)).toEqual([stored]);
    expect(await rowsOf('ux writing')).toBe(0);
    expect(await synonymChanges()).toBe(beforeRemoves + 1);
  });

  it('refuse bad input with 400 and a message saying what is wrong', async () => {
    const before = await synonymChanges();
    const cases: [unknown, RegExp][] = [
      [{ locale: 'id', term: '', equivalent: 'x' }, /term/i],
      [{ locale: 'id', term: '   ', equivalent: 'x' }, /term is empty/],
      [{ locale: 'id', term: 'x', equivalent: '\u00a0' }, /equivalent is empty/],
      [{ locale: 'id', term: 'a'.repeat(65), equivalent: 'x' }, /term/i],
      [{ locale: 'id', term: 'Kecerdasan  Buatan', equivalent: ' kecerdasan buatan' }, /the same/],
      [{ locale: 'fr', term: 'un', equivalent: 'one' }, /locale/i],
      [{ term: 'un', equivalent: 'one' }, /locale/i],
      [{ locale: 'id', term: 'x' }, /equivalent/i],
      [{ locale: 'id', term: 'x', equivalent: 'y', extra: 1 }, /./],
      [{ locale: 'id', term: 'bell\u0007', equivalent: 'y' }, /letters, digits/],
      [{ locale: 'id', term: 'a<b', equivalent: 'y' }, /letters, digits/],
      [{ locale: 'id', term: '---', equivalent: 'y' }, /letters, digits/],
      [{ locale: 'id', term: 'x', equivalent: 'nul\u0000' }, /equivalent/i],
      [{ locale: 'id', term: 7, equivalent: 'y' }, /term/i],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect((await app.inject({ method: 'GET', url: `${URL}?locale=fr`, headers })).statusCode).toBe(400);
    for (const id of ['0', '-1', 'abc', '99999999999']) expect((await app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers })).statusCode).toBe(400);
    expect(await synonymChanges()).toBe(before);
  });

  it('refuse a pair that would make a group larger than the bound (409)', async () => {
    const terms = Array.from({ length: SYNONYM_GROUP_MAX + 1 }, (_, i) => `grup${i}`);
    for (let i = 1; i < SYNONYM_GROUP_MAX; i++) expect((await post({ locale: 'id', term: terms[0], equivalent: terms[i] })).statusCode).toBe(200);
    const map = await loadSynonymMap(app.ctx.db);
    expect(map.get('id')!.get('grup3')!.size).toBe(SYNONYM_GROUP_MAX - 1);
    const refused = await post({ locale: 'id', term: terms[5], equivalent: terms[SYNONYM_GROUP_MAX] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/at most 16/);
    // A pair inside the group joins nothing new: allowed.
    expect((await post({ locale: 'id', term: terms[5], equivalent: terms[6] })).json().result.created).toBe(true);
  });
});

describe('the synonym service', () => {
  it('answers the service errors the routes map to statuses', async () => {
    await expect(addSynonym(app.ctx.db, { locale: 'en', term: 'same', equivalent: 'SAME' })).rejects.toBeInstanceOf(SynonymError);
    expect(await removeSynonym(app.ctx.db, 2_000_000_000)).toBeNull();
  });
});

describe('buildSynonymMap', () => {
  const pair = (locale: 'id' | 'en', term: string, equivalent: string) => ({ locale, term, equivalent });
  const sorted = (s: Set<string> | undefined) => [...(s ?? [])].sort();

  it('is symmetric and transitive within a language, and never lists a term as its own equivalent', () => {
    const map = buildSynonymMap([pair('id', 'a', 'b'), pair('id', 'b', 'c'), pair('id', 'd', 'e'), pair('id', 'e', 'c'), pair('en', 'a', 'z')]);
    const id = map.get('id')!;
    for (const t of ['a', 'b', 'c', 'd', 'e']) expect(sorted(id.get(t))).toEqual(['a', 'b', 'c', 'd', 'e'].filter((x) => x !== t));
    expect(sorted(map.get('en')!.get('z'))).toEqual(['a']);
    expect(sorted(map.get('en')!.get('a'))).toEqual(['z']);
    expect(id.has('z')).toBe(false);
  });

  it('keeps two unrelated groups apart and ignores a pair given twice or reversed', () => {
    const id = buildSynonymMap([pair('id', 'a', 'b'), pair('id', 'b', 'a'), pair('id', 'a', 'b'), pair('id', 'x', 'y')]).get('id')!;
    expect(sorted(id.get('a'))).toEqual(['b']);
    expect(sorted(id.get('x'))).toEqual(['y']);
  });

  it(`bounds a group to ${SYNONYM_GROUP_MAX} terms, keeping the earlier pairs`, () => {
    const chain = Array.from({ length: 30 }, (_, i) => pair('en', `t${i}`, `t${i + 1}`));
    const en = buildSynonymMap(chain).get('en')!;
    expect(en.get('t0')!.size).toBe(SYNONYM_GROUP_MAX - 1);
    expect(en.has(`t${SYNONYM_GROUP_MAX - 1}`)).toBe(true);
    // Past the bound the chain starts a new group of its own.
    expect(en.get('t0')!.has(`t${SYNONYM_GROUP_MAX}`)).toBe(false);
    for (const group of en.values()) expect(group.size).toBeLessThan(SYNONYM_GROUP_MAX);
    // Two full groups are not joined.
    const two = buildSynonymMap([...chain.slice(0, 15), ...Array.from({ length: 15 }, (_, i) => pair('en', `u${i}`, `u${i + 1}`)), pair('en', 't0', 'u0')]).get('en')!;
    expect(two.get('t0')!.has('u0')).toBe(false);
  });
});

describe('the search still answers after a synonyms change', () => {
  it('with the change row in the log', async () => {
    await post({ locale: 'id', term: 'kursus daring', equivalent: 'kursus online' });
    const res = await app.inject({ method: 'POST', url: '/web/v2/contents/search', headers: basicHeaders, payload: { keyword: 'excel' } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
