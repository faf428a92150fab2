import { sql, type Transaction } from 'kysely';
import { SYNONYM_GROUP_MAX, SYNONYM_TERM_MAX, type Synonym, type SynonymInput } from '../../../common/contract/admin.js';
import type { Locale } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';

/**
 * Curated search synonyms (issue 24, Q2; migration 030): pairs of terms a search in one language
 * treats as the same. Changed by the operator through the admin routes (x-admin-key); each change
 * writes one `search_changes` row of kind 'synonyms' in its own transaction, so every instance
 * reloads its map (`loadSynonymMap`) with its next freshness look.
 *
 * - Terms are compared normalised: NFC, lower-case, trimmed, runs of white space as one space.
 * - Adding is idempotent: a pair already stored, given either way round, is answered as it is
 *   (created: false) and writes no change row. Writers are serialised by a table lock (admin
 *   calls are rare), so concurrent identical adds make one row and one change row.
 * - Removing is idempotent: the pair removed, or null (and no change row) when there was none.
 * - Equivalence is symmetric and transitive within a language: a = b and b = c put a, b and c in
 *   one group. A group holds at most SYNONYM_GROUP_MAX (16) terms: an add that would join groups
 *   past it is refused (409); `loadSynonymMap` also skips such a pair (oldest pairs first) should
 *   one be in the table anyway.
 */

export class SynonymError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Letters, marks and digits, single spaces between words, and + # . & ' - (c++, c#, node.js, r&d). */
const TERM_SHAPE = /^[\p{L}\p{M}\p{N}+#.&'-]+(?: [\p{L}\p{M}\p{N}+#.&'-]+)*$/u;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A term as stored and compared: NFC, lower-case, trimmed, white space runs as one space. */
export function normaliseSynonymTerm(term: string): string {
  return term.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

function checkedTerm(raw: string, what: 'term' | 'equivalent'): string {
  const term = normaliseSynonymTerm(raw);
  if (term === '') throw new SynonymError(400, `The ${what} is empty`);
  if ([...term].length > SYNONYM_TERM_MAX) throw new SynonymError(400, `The ${what} is longer than ${SYNONYM_TERM_MAX} characters`);
  if (!TERM_SHAPE.test(term) || !HAS_WORD_CHARACTER.test(term)) throw new SynonymError(400, `The ${what} may hold letters, digits, spaces and + # . & ' - only`);
  return term;
}

interface SynonymRow {
  id: number;
  locale: Locale;
  term: string;
  equivalent: string;
  created_at: Date | string;
}

const toSynonym = (r: SynonymRow): Synonym => ({ id: r.id, locale: r.locale, term: r.term, equivalent: r.equivalent, createdAt: new Date(r.created_at).toISOString() });

const COLUMNS = ['id', 'locale', 'term', 'equivalent', 'created_at'] as const;

/** The stored pairs, of one language or both (by language, term, equivalent). */
export async function listSynonyms(db: Database, locale?: Locale): Promise<Synonym[]> {
  let q = db.selectFrom('search_synonyms').select(COLUMNS).orderBy('locale').orderBy('term').orderBy('equivalent').orderBy('id');
  if (locale) q = q.where('locale', '=', locale);
  return (await q.execute()).map(toSynonym);
}

/** Serialises synonym writers (reads go on): the group bound and the duplicate check see every committed pair. */
async function lockSynonyms(trx: Transaction<DB>) {
  await sql`lock table search_synonyms in share row exclusive mode`.execute(trx);
}

/** The change row every instance's freshness look reads (kind 'synonyms'; content -1: no content). */
async function logSynonymChange(trx: Transaction<DB>) {
  await trx.insertInto('search_changes').values({ content_id: -1, kind: 'synonyms' }).execute();
}

/**
 * Adds a pair (normalised; see above). Answers the stored pair and whether it was created.
 * Throws SynonymError 400 for a bad or identical term, 409 for a group past its bound.
 */
export async function addSynonym(db: Database, input: SynonymInput): Promise<{ created: boolean; synonym: Synonym }> {
  const term = checkedTerm(input.term, 'term');
  const equivalent = checkedTerm(input.equivalent, 'equivalent');
  if (term === equivalent) throw new SynonymError(400, `The term and its equivalent are the same ("${term}")`);
  const { locale } = input;
  return db.transaction().execute(async (trx) => {
    await lockSynonyms(trx);
    const pairs = await trx.selectFrom('search_synonyms').select(COLUMNS).where('locale', '=', locale).orderBy('id').execute();
    const existing = pairs.find((p) => (p.term === term && p.equivalent === equivalent) || (p.term === equivalent && p.equivalent === term));
    if (existing) return { created: false, synonym: toSynonym(existing) };
    const groups = groupsOf(pairs);
    const a = groups.get(term) ?? new Set([term]);
    const b = groups.get(equivalent) ?? new Set([equivalent]);
    if (a !== b && a.size + b.size > SYNONYM_GROUP_MAX) {
      throw new SynonymError(409, `"${term}" and "${equivalent}" would make a group of ${a.size + b.size} equivalent terms; at most ${SYNONYM_GROUP_MAX} are allowed`);
    }
    const inserted = await trx
      .insertInto('search_synonyms')
      .values({ locale, term, equivalent })
      .onConflict((oc) => oc.doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!inserted) {
      // Only reachable if a writer skipped the lock: answer the stored pair.
      const stored = await trx
        .selectFrom('search_synonyms')
        .select(COLUMNS)
        .where('locale', '=', locale)
        .where((eb) => eb.or([eb.and([eb('term', '=', term), eb('equivalent', '=', equivalent)]), eb.and([eb('term', '=', equivalent), eb('equivalent', '=', term)])]))
        .executeTakeFirstOrThrow();
      return { created: false, synonym: toSynonym(stored) };
    }
    await logSynonymChange(trx);
    return { created: true, synonym: toSynonym(inserted) };
  });
}

/** Removes a pair by id: the pair removed, or null when there was none (then nothing is logged). */
export async function removeSynonym(db: Database, id: number): Promise<Synonym | null> {
  return db.transaction().execute(async (trx) => {
    await lockSynonyms(trx);
    const removed = await trx.deleteFrom('search_synonyms').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
    if (!removed) return null;
    await logSynonymChange(trx);
    return toSynonym(removed);
  });
}

/** Per language: each term → the other terms of its group (never the term itself). */
export type SynonymMap = Map<Locale, Map<string, Set<string>>>;

/**
 * Groups of one language's pairs, taken in the order given (oldest first): each term → the set of
 * its group (itself included; the members of a group share one Set). A pair that would make a
 * group larger than SYNONYM_GROUP_MAX is skipped.
 */
function groupsOf(pairs: readonly { term: string; equivalent: string }[]): Map<string, Set<string>> {
  const groupOf = new Map<string, Set<string>>();
  for (const { term, equivalent } of pairs) {
    const a = groupOf.get(term) ?? new Set([term]);
    const b = groupOf.get(equivalent) ?? new Set([equivalent]);
    if (a === b) continue;
    if (a.size + b.size > SYNONYM_GROUP_MAX) continue;
    const [big, small] = a.size >= b.size ? [a, b] : [b, a];
    for (const t of small) big.add(t);
    for (const t of big) groupOf.set(t, big);
  }
  return groupOf;
}

/** The synonym map of pairs (pure; `loadSynonymMap` reads them): symmetric, transitive, bounded groups. */
export function buildSynonymMap(pairs: readonly { locale: Locale; term: string; equivalent: string }[]): SynonymMap {
  const byLocale = new Map<Locale, { term: string; equivalent: string }[]>();
  for (const p of pairs) {
    let list = byLocale.get(p.locale);
    if (!list) byLocale.set(p.locale, (list = []));
    list.push(p);
  }
  const out: SynonymMap = new Map();
  for (const [locale, list] of byLocale) {
    const map = new Map<string, Set<string>>();
    for (const [term, group] of groupsOf(list)) map.set(term, new Set([...group].filter((t) => t !== term)));
    out.set(locale, map);
  }
  return out;
}

/** Every language's synonym map, from the table (pairs oldest first, so the group bound keeps the oldest). */
export async function loadSynonymMap(db: Database): Promise<SynonymMap> {
  const rows = await db.selectFrom('search_synonyms').select(['locale', 'term', 'equivalent']).orderBy('id').execute();
  return buildSynonymMap(rows);
}
