import { sql } from 'kysely';
import { ContentType, type Locale } from '../../../common/enums.js';
import type { ArticleContentRelated, ArticleDetail } from '../../../common/discovery.js';
import type { Category } from '../../../common/types.js';
import type { AppContext } from '../../context.js';
import { selectContentItem, toContentItem } from '../../catalogue/content-item.js';
import { c, topContents, type Where } from '../../catalogue/list.js';
import { missing } from '../../catalogue/messages.js';
import { phaseWhere, scopeIn, type ListScope } from '../../catalogue/scopes.js';
import { requireCategory } from '../categories/index.js';
import { inLanguage } from '../../http/locale.js';

export const isArticle: Where = c('contents.content_type', '=', ContentType.ARTICLE);

/** The article list's conditions: every article, or (404 unless it exists) those of a category. */
export async function articlesScope(ctx: AppContext, categoryId: number | undefined, locale: Locale): Promise<ListScope> {
  const articles = scopeIn('content_type', ContentType.ARTICLE);
  if (categoryId === undefined) return [articles];
  await requireCategory(ctx, categoryId, locale);
  return [articles, scopeIn('category_id', categoryId)];
}

/** Reading time at 200 words a minute, at least one minute. */
export function readMinutesOf(body: string): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export async function articleByUrl(ctx: AppContext, url: string, locale: Locale): Promise<ArticleDetail> {
  const row = await selectContentItem(ctx.db.selectFrom('contents'))
    .select(['contents.details', 'contents.created_at', 'contents.updated_at'])
    .where('contents.url', '=', url)
    .where(isArticle)
    .where('contents.is_published', '=', true)
    .executeTakeFirst();
  if (!row) throw missing(locale, { id: `Artikel "${url}"`, en: `Article "${url}"` });
  const item = toContentItem(row, locale);
  const details = (row.details ?? {}) as Record<string, unknown>;
  const body = String(details[`body_${locale}`] ?? details.body_id ?? '');
  const tags = details[`tags_${locale}`];
  return {
    ...item,
    body,
    readMinutes: typeof details.readMinutes === 'number' ? details.readMinutes : readMinutesOf(body),
    tags: Array.isArray(tags) ? tags.map(String) : [],
    author: item.instructor,
    publishedAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Categories that have articles, most articles first; totalContents counts articles. */
export async function topArticleCategories(ctx: AppContext, locale: Locale, limit = 10): Promise<Category[]> {
  const rows = await ctx.db
    .selectFrom('categories')
    .innerJoin('contents', 'contents.category_id', 'categories.id')
    .select([
      'categories.id',
      'categories.url',
      'categories.name_id',
      'categories.name_en',
      'categories.description_id',
      'categories.description_en',
      'categories.icon',
      'categories.color_index',
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where(isArticle)
    .where('contents.is_published', '=', true)
    .groupBy('categories.id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    name: inLanguage(r, 'name', locale),
    description: inLanguage(r, 'description', locale),
    icon: r.icon,
    colorIndex: r.color_index,
    totalContents: Number(r.n),
  }));
}

/** Courses and webinars of an article's category, and more articles of it (4 each, spec 9). */
export async function articleContentRelated(ctx: AppContext, categoryId: number, locale: Locale, size: number): Promise<ArticleContentRelated> {
  await requireCategory(ctx, categoryId, locale);
  const inCategory = c('contents.category_id', '=', categoryId);
  const [courses, webinars, articles] = await Promise.all([
    topContents(ctx, [inCategory, c('contents.content_type', 'in', [ContentType.COURSE, ContentType.BELAJARKILAT])], 'popular', locale, size),
    topContents(ctx, [inCategory, c('contents.content_type', '=', ContentType.WEBINAR), phaseWhere('notEnded', ctx.clock())], 'upcoming', locale, size),
    topContents(ctx, [inCategory, isArticle], 'popular', locale, size),
  ]);
  return { courses, webinars, articles };
}
