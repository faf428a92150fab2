import type { MicrolearningPlaylist } from '../../../common/catalog.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { findContentRef } from '../../catalogue/detail.js';
import { c, topContents } from '../../catalogue/list.js';
import { PRODUCTS, productScope, type ContentRef } from '../../catalogue/products.js';

const microlearning = PRODUCTS.microlearning;

/**
 * The playlist a microlearning plays in: every microlearning of its category, oldest first (the
 * order they were published in), with the position of the asked one.
 */
export async function currentPlaylist(ctx: AppContext, ref: ContentRef, locale: Locale): Promise<MicrolearningPlaylist> {
  const current = await findContentRef(ctx.db, microlearning, ref, locale);
  const where = [...productScope(microlearning), current.category_id == null ? c('contents.id', '=', current.id) : c('contents.category_id', '=', current.category_id)];
  const items = await topContents(ctx, where, 'oldest', locale, PAGE_SIZE.max);
  return { currentIndex: items.findIndex((i) => i.contentId === current.id), items };
}
