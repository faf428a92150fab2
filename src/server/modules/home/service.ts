import { sql } from 'kysely';
import type { ContentTypeId, Locale } from '../../../common/enums.js';
import { ContentType } from '../../../common/enums.js';
import { maskName } from '../../../common/masking.js';
import type { Category, ContentItem, FeatureMedia, HomeSection, HomeSectionKey, Partner, SectionSuggestion, Testimonial } from '../../../common/types.js';
import type { Database } from '../../db/index.js';
import type { SuggestionQuery } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import { topBanners } from '../../catalogue/banners.js';
import { selectContentItem, toContentItem } from '../../catalogue/content-item.js';
import { inLanguage, pick } from '../../http/locale.js';

const SECTION_SIZE = 12;

function published(db: Database) {
  return selectContentItem(db.selectFrom('contents').where('contents.is_published', '=', true));
}

export async function categories(db: Database, locale: Locale, isMain: boolean): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('contents', (j) => j.onRef('contents.category_id', '=', 'categories.id').on('contents.is_published', '=', true))
    .select([
      'categories.id',
      'categories.url',
      'categories.name_id',
      'categories.name_en',
      'categories.description_id',
      'categories.description_en',
      'categories.icon',
      'categories.color_index',
      (eb) => eb.fn.count<number>('contents.id').as('total'),
    ])
    .where('categories.is_main', '=', isMain)
    .groupBy('categories.id')
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    name: inLanguage(r, 'name', locale),
    description: inLanguage(r, 'description', locale),
    icon: r.icon,
    colorIndex: r.color_index,
    totalContents: Number(r.total),
  }));
}

async function sectionItems(db: Database, key: Exclude<HomeSectionKey, 'testimonials'>, locale: Locale): Promise<ContentItem[]> {
  let q = published(db);
  switch (key) {
    case 'top-products':
      q = q.where('contents.is_top', '=', true).orderBy('contents.popularity', 'desc');
      break;
    case 'dont-miss':
      q = q.where('contents.is_dont_miss', '=', true).orderBy('contents.popularity', 'desc');
      break;
    case 'bootcamps':
      // Upcoming cohorts first, then the rest by popularity.
      q = q
        .where('contents.content_type', '=', ContentType.BOOTCAMP)
        .orderBy(sql`contents.start_at > now()`, 'desc')
        .orderBy('contents.start_at', 'asc');
      break;
    case 'prakerja':
      q = q.where('contents.is_prakerja', '=', true).orderBy('contents.popularity', 'desc');
      break;
    case 'microlearning':
      q = q.where('contents.content_type', '=', ContentType.MICROLEARNING).orderBy('contents.popularity', 'desc');
      break;
  }
  const rows = await q.orderBy('contents.id').limit(SECTION_SIZE).execute();
  return rows.map((r) => toContentItem(r, locale));
}

const SEE_ALL: Record<HomeSectionKey, string | null> = {
  'top-products': '/courses',
  'dont-miss': '/search',
  bootcamps: '/bootcamps',
  prakerja: '/prakerja',
  microlearning: '/microlearnings',
  testimonials: null,
};

export async function testimonials(db: Database, locale: Locale): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .leftJoin('contents', 'contents.id', 'testimonials.content_id')
    .select([
      'testimonials.id',
      'testimonials.name',
      'testimonials.role_id',
      'testimonials.role_en',
      'testimonials.quote_id',
      'testimonials.quote_en',
      'testimonials.avatar_url',
      'testimonials.rating',
      'contents.id as content_id',
      'contents.title_id',
      'contents.title_en',
      'contents.url',
      'contents.content_type',
    ])
    .orderBy('testimonials.sort_order')
    .orderBy('testimonials.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    // Learners' names are shown to others masked (spec 5).
    name: maskName(r.name),
    role: inLanguage(r, 'role', locale),
    quote: inLanguage(r, 'quote', locale),
    avatarUrl: r.avatar_url,
    rating: r.rating,
    content: r.content_id == null ? null : { contentId: r.content_id, title: inLanguage(r, 'title', locale)!, url: r.url!, type: r.content_type as ContentTypeId },
  }));
}

export async function sections(db: Database, locale: Locale): Promise<HomeSection[]> {
  const defs = await db.selectFrom('home_sections').selectAll().where('is_active', '=', true).orderBy('sort_order').orderBy('id').execute();
  return Promise.all(
    defs.map(async (d): Promise<HomeSection> => {
      const key = d.key as HomeSectionKey;
      const base = {
        key,
        title: inLanguage(d, 'title', locale),
        subtitle: inLanguage(d, 'subtitle', locale),
        seeAllUrl: SEE_ALL[key] ?? null,
      };
      if (key === 'testimonials') return { ...base, items: [], testimonials: await testimonials(db, locale) };
      return { ...base, items: await sectionItems(db, key, locale) };
    }),
  );
}

export async function upcomingWebinars(db: Database, locale: Locale, limit = SECTION_SIZE): Promise<ContentItem[]> {
  const rows = await published(db)
    .where('contents.content_type', '=', ContentType.WEBINAR)
    .where('contents.start_at', '>=', sql<Date>`now()`)
    .orderBy('contents.start_at', 'asc')
    .orderBy('contents.id')
    .limit(limit)
    .execute();
  return rows.map((r) => toContentItem(r, locale));
}

export async function sectionSuggestion(db: Database, locale: Locale, key?: string): Promise<SectionSuggestion> {
  const filters = await db.selectFrom('suggestion_filters').selectAll().orderBy('sort_order').orderBy('id').execute();
  if (filters.length === 0) return { filters: [], active: '', items: [] };
  const active = key ? filters.find((f) => f.key === key) : filters[0];
  if (!active) throw notFound(`Suggestion filter "${key}" does not exist`);
  const query = active.query as SuggestionQuery;
  let q = published(db);
  if (query.contentType !== undefined) q = q.where('contents.content_type', '=', query.contentType);
  if (query.isFree !== undefined) q = q.where('contents.final_price', query.isFree ? '=' : '>', 0);
  if (query.isPrakerja !== undefined) q = q.where('contents.is_prakerja', '=', query.isPrakerja);
  if (query.learningMethod !== undefined) q = q.where('contents.learning_method', '=', query.learningMethod);
  if (query.categoryUrl !== undefined) q = q.where('categories.url', '=', query.categoryUrl);
  const rows = await q.orderBy('contents.popularity', 'desc').orderBy('contents.id').limit(SECTION_SIZE).execute();
  return {
    filters: filters.map((f) => ({ key: f.key, label: inLanguage(f, 'label', locale) })),
    active: active.key,
    items: rows.map((r) => toContentItem(r, locale)),
  };
}

export async function featureImage(db: Database, locale: Locale): Promise<FeatureMedia | null> {
  const [first] = await topBanners(db, locale, 'feature_image');
  return first ? { title: first.title, subtitle: first.subtitle, imageUrl: first.imageUrl, videoUrl: null, linkUrl: first.linkUrl } : null;
}

export async function featureBanners(db: Database, locale: Locale): Promise<FeatureMedia[]> {
  const rows = await topBanners(db, locale, 'feature_banner');
  return rows.map((b) => ({ title: b.title, subtitle: b.subtitle, imageUrl: b.imageUrl, videoUrl: null, linkUrl: b.linkUrl }));
}

export async function featureVideo(db: Database, locale: Locale): Promise<FeatureMedia | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'feature_video').executeTakeFirst();
  if (!row) return null;
  const v = row.value as Record<string, string | null>;
  return {
    title: pick(v, 'title', locale),
    subtitle: pick(v, 'subtitle', locale),
    imageUrl: v.posterUrl ?? v.imageUrl ?? null,
    videoUrl: v.videoUrl ?? null,
    linkUrl: v.linkUrl ?? null,
  };
}

export async function partners(db: Database): Promise<Partner[]> {
  const rows = await db.selectFrom('partners').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, logoUrl: r.logo_url, linkUrl: r.link_url }));
}
