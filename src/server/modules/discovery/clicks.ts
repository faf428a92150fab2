import { sql, type SqlBool, type Transaction } from 'kysely';
import { CLICK_WINDOW_HOURS, STUDENTS_PER_ADDRESS, type SearchClickResult } from '../../../common/contract/search.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import { normalizeKeyword } from './search.js';
import { say } from './messages.js';

/**
 * P contents/onclick: the clicks that make a keyword popular (G contents/search-popular-keywords)
 * and offer it as a suggestion. Anyone can call it, so a click counts only when:
 *
 * 1. the keyword's search finds the content: the content is published, matches the keyword as
 *    the search parses it (websearch syntax) and contains every word of the keyword (so "excel
 *    or <spam>" finds Excel courses but counts nothing: a keyword counts only for what all its
 *    words describe);
 * 2. its voter has not counted for this keyword within CLICK_WINDOW_HOURS: a signed-in student
 *    by id, otherwise the device id the client keeps (when it sends one);
 * 3. its source address has room: anonymous clicks count once per keyword and address in the
 *    window (a device id is the client's word: 300 of them from one address still count once);
 *    students, whose accounts are proven, up to STUDENTS_PER_ADDRESS per keyword and address
 *    (a campus or an office behind one address).
 *
 * Otherwise the call is answered 200 with `counted: false` (the click is the client's tracking
 * call beside a navigation; there is nothing it could do about a 4xx). The route is also limited
 * per address (CLICK_RATE_LIMIT). Only counted clicks are written, to search_clicks, and they add
 * one to search_keywords.click_count: the popular keywords and the suggestions read that count.
 */

// The rules a client is told in the endpoint's description live with the contract.
export { CLICK_RATE_LIMIT, CLICK_WINDOW_HOURS, STUDENTS_PER_ADDRESS } from '../../../common/contract/search.js';
export { SUGGEST_MIN_CLICKS } from './search.js';

export interface SearchClick {
  keyword: string;
  resultId?: string | number | null;
  contentId: number;
  /** The signed-in student (a verified bearer token), else null. */
  studentId: number | null;
  deviceId?: string | null;
  /** The client's address as the server sees it (request.ip). */
  address: string;
}

/** Thrown inside the counting transaction to roll back the claims made before a refused one. */
class NotCounted extends Error {}

/** Records a click and counts it when the rules above let it; answers the keyword's count. */
export async function recordClick(ctx: AppContext, click: SearchClick, locale: Locale): Promise<SearchClickResult> {
  const keyword = normalizeKeyword(click.keyword);
  const content = await ctx.db
    .selectFrom('contents')
    .select(sql<boolean>`is_published and ${findsContent(keyword)}`.as('found'))
    .where('id', '=', click.contentId)
    .executeTakeFirst();
  if (!content) throw notFound(say(locale, 'contentNotFound', { id: click.contentId }));
  await pruneVotes(ctx);
  if (content.found) {
    try {
      const count = await ctx.db.transaction().execute(async (trx) => {
        for (const group of voterGroups(click)) if (!(await claimOne(trx, keyword, group))) throw new NotCounted();
        await trx
          .insertInto('search_clicks')
          .values({
            keyword,
            result_id: click.resultId == null ? null : String(click.resultId),
            content_id: click.contentId,
            student_id: click.studentId,
            device_id: click.studentId === null ? (click.deviceId ?? null) : null,
          })
          .execute();
        const row = await trx
          .insertInto('search_keywords')
          .values({ keyword, click_count: 1, last_clicked_at: new Date() })
          .onConflict((oc) => oc.column('keyword').doUpdateSet({ click_count: sql`search_keywords.click_count + 1`, last_clicked_at: new Date(), updated_at: new Date() }))
          .returning('click_count')
          .executeTakeFirstOrThrow();
        return row.click_count;
      });
      return { keyword, counted: true, count };
    } catch (err) {
      if (!(err instanceof NotCounted)) throw err;
    }
  }
  const row = await ctx.db.selectFrom('search_keywords').select('click_count').where('keyword', '=', keyword).executeTakeFirst();
  return { keyword, counted: false, count: row?.click_count ?? 0 };
}

/**
 * The content (a `contents` row in scope) is found by the keyword's search (either language,
 * websearch syntax as in search-index.ts) and has every word of the keyword (plainto: all words
 * joined by AND, operators read as words). A keyword of stop words only matches nothing.
 */
function findsContent(keyword: string) {
  return sql<SqlBool>`(
    (search_id @@ websearch_to_tsquery('indonesian', ${keyword}) or search_en @@ websearch_to_tsquery('english', ${keyword}))
    and (search_id @@ plainto_tsquery('indonesian', ${keyword}) or search_en @@ plainto_tsquery('english', ${keyword}))
  )`;
}

/**
 * What a click must claim to count: one key of each group. Groups are claimed in this order (the
 * voter's own key, then the address's slots), so concurrent clicks never wait on each other in a
 * cycle.
 */
function voterGroups(click: SearchClick): string[][] {
  if (click.studentId !== null) {
    return [[`s:${click.studentId}`], Array.from({ length: STUDENTS_PER_ADDRESS }, (_, n) => `as:${click.address}:${n}`)];
  }
  return [...(click.deviceId ? [[`d:${click.deviceId}`]] : []), [`a:${click.address}`]];
}

/**
 * Claims the first of `voters` that has not counted for the keyword within the window: a new row,
 * or an expired one renewed. A concurrent claim of the same key waits for the other transaction
 * and then sees its row as taken (the primary key decides; no read-then-write race).
 */
async function claimOne(trx: Transaction<DB>, keyword: string, voters: string[]): Promise<boolean> {
  for (const voter of voters) {
    const claimed = await trx
      .insertInto('search_click_votes')
      .values({ keyword, voter })
      .onConflict((oc) =>
        oc
          .columns(['keyword', 'voter'])
          .doUpdateSet({ counted_at: sql`now()` })
          .where('search_click_votes.counted_at', '<', sql<Date>`now() - make_interval(hours => ${CLICK_WINDOW_HOURS})`),
      )
      .returning('voter')
      .executeTakeFirst();
    if (claimed) return true;
  }
  return false;
}

/** Votes past the window decide nothing: dropped at most every PRUNE_EVERY_MS per database and process. */
const PRUNE_EVERY_MS = 10 * 60_000;
const lastPrune = new WeakMap<AppContext['db'], number>();

async function pruneVotes(ctx: AppContext) {
  const now = Date.now();
  if (now - (lastPrune.get(ctx.db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(ctx.db, now);
  await ctx.db
    .deleteFrom('search_click_votes')
    .where('counted_at', '<', sql<Date>`now() - make_interval(hours => ${CLICK_WINDOW_HOURS})`)
    .execute();
}
