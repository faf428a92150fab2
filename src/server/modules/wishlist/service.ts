import type { WishlistToggle } from '../../../common/contract/wishlist.js';
import { CONTENT_TYPE_IDS, isContentTypeId, type ContentTypeId, type Locale } from '../../../common/enums.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { pageOfContentIds, type PageArgs } from '../../catalogue/list.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { say } from './messages.js';

/**
 * The wishlist: one row per (student, content). Lists show published contents only (an item
 * taken off the catalogue stays in the table and comes back if it is published again).
 */

/** A content type of a filter: 400 naming the types for an unknown one. */
export function checkContentType(type: number | undefined, locale: Locale): ContentTypeId | undefined {
  if (type === undefined) return undefined;
  if (!isContentTypeId(type)) {
    const known = CONTENT_TYPE_IDS.join(', ');
    throw badRequest(say(locale, 'unknownType', { type, known }));
  }
  return type;
}

/** Puts a published content in the wishlist, or takes it out when it is there. */
export async function toggle(db: Database, studentId: number, contentId: number, locale: Locale): Promise<WishlistToggle> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('wishlist_items').where('student_id', '=', studentId).where('content_id', '=', contentId).returning('content_id').executeTakeFirst();
    if (removed) return { contentId, isWishlisted: false };
    const content = await trx.selectFrom('contents').select('id').where('id', '=', contentId).where('is_published', '=', true).executeTakeFirst();
    if (!content) throw notFound(say(locale, 'contentNotFound'));
    // A concurrent toggle that put it in first: it is in either way.
    await trx
      .insertInto('wishlist_items')
      .values({ student_id: studentId, content_id: contentId })
      .onConflict((oc) => oc.columns(['student_id', 'content_id']).doNothing())
      .execute();
    return { contentId, isWishlisted: true };
  });
}

/** The student's published wishlist items, optionally of one type. */
function wished(db: Database, studentId: number, type: ContentTypeId | undefined) {
  let q = db
    .selectFrom('wishlist_items')
    .innerJoin('contents', 'contents.id', 'wishlist_items.content_id')
    .where('wishlist_items.student_id', '=', studentId)
    .where('contents.is_published', '=', true);
  if (type !== undefined) q = q.where('contents.content_type', '=', type);
  return q;
}

export async function contents(ctx: AppContext, studentId: number, args: PageArgs & { contentType?: number }, locale: Locale): Promise<Page<ContentItem>> {
  const type = checkContentType(args.contentType, locale);
  const ids = wished(ctx.db, studentId, type).select('wishlist_items.content_id as id').orderBy('wishlist_items.created_at', 'desc').orderBy('wishlist_items.content_id', 'desc');
  const count = async () =>
    Number(
      (
        await wished(ctx.db, studentId, type)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return pageOfContentIds(ctx, ids, count, args, locale);
}

/** The content types in the wishlist with their counts, in content type order. */
export async function contentTypes(db: Database, studentId: number): Promise<{ type: ContentTypeId; count: number }[]> {
  const rows = await wished(db, studentId, undefined)
    .select(['contents.content_type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('contents.content_type')
    .orderBy('contents.content_type')
    .execute();
  return rows.flatMap((r) => (isContentTypeId(r.content_type) ? [{ type: r.content_type, count: Number(r.n) }] : []));
}

/** Empties the wishlist of one content type (published or not), or all of it. */
export async function clear(db: Database, studentId: number, contentType: number | undefined, locale: Locale): Promise<{ removed: number }> {
  const type = checkContentType(contentType, locale);
  let q = db.deleteFrom('wishlist_items').where('student_id', '=', studentId);
  if (type !== undefined) q = q.where('content_id', 'in', (eb) => eb.selectFrom('contents').select('id').where('content_type', '=', type));
  const res = await q.executeTakeFirst();
  return { removed: Number(res.numDeletedRows) };
}

export async function removeContents(db: Database, studentId: number, contentIds: readonly number[]): Promise<{ removed: number }> {
  const res = await db
    .deleteFrom('wishlist_items')
    .where('student_id', '=', studentId)
    .where('content_id', 'in', [...contentIds])
    .executeTakeFirst();
  return { removed: Number(res.numDeletedRows) };
}
