import type { Locale } from '../../../../common/enums.js';
import { sql } from 'kysely';
import type { Database } from '../../../db/index.js';
import { pick } from '../../../http/locale.js';

/** The columns that decide whether and how a content can be acquired. */
export interface SaleContent {
  id: number;
  content_type: number;
  title_id: string;
  title_en: string;
  is_published: boolean;
  price: number;
  final_price: number;
  end_at: Date | null;
  details: unknown;
}

export async function saleContents(db: Database, ids: readonly number[]): Promise<Map<number, SaleContent>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contents')
    .select(['id', 'content_type', 'title_id', 'title_en', 'is_published', 'price', 'final_price', 'end_at', 'details'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export const titleOf = (c: Pick<SaleContent, 'title_id' | 'title_en'>, locale: Locale) => pick(c, 'title', locale);

/** The two titles an order line keeps (031), as its columns: each reader gets `pick(titles, 'title', locale)`. */
export type LineTitles = { title_id: string; title_en: string };

/** A content's titles as an order line keeps them: an empty English title stands in as the Indonesian one. */
export const lineTitlesOf = (c: Pick<SaleContent, 'title_id' | 'title_en'>): LineTitles => ({ title_id: c.title_id, title_en: c.title_en || c.title_id });

/** A content as one student may buy it: the sale columns, its page url and points, and whether the student owns it. */
export interface SaleLineFacts extends SaleContent {
  url: string;
  point_score: number;
  owned: boolean;
}

/** Everything pricing an order needs of its contents, in one round trip (issue 17: three queries before). */
export async function saleLinesFor(db: Database, studentId: number, ids: readonly number[]): Promise<Map<number, SaleLineFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contents')
    .select(['id', 'content_type', 'title_id', 'title_en', 'is_published', 'price', 'final_price', 'end_at', 'details', 'url', 'point_score'])
    .select(sql<boolean>`exists (select 1 from enrolments e where e.student_id = ${studentId} and e.content_id = contents.id)`.as('owned'))
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
