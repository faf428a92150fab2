import type { Locale } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';

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

export const titleOf = (c: Pick<SaleContent, 'title_id' | 'title_en'>, locale: Locale) => (locale === 'en' ? c.title_en : c.title_id);
