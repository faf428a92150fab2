import { SITE } from '../../../common/constants.js';
import { LearningMethod, VenueType, type Locale } from '../../../common/enums.js';
import { detailBreadcrumb } from '../../../common/seo/breadcrumbs.js';
import { articleJsonLd, courseJsonLd, eventJsonLd, organizationJsonLd, type Attendance, type JsonLd } from '../../../common/seo/structuredData.js';
import type { AppContext } from '../../context.js';
import { articleMeta, contentMeta, type MetaType } from '../../catalogue/meta.js';
import { refWhere, refOf } from '../../catalogue/products.js';
import { absoluteUrl, DETAIL_PAGES, type DetailPage } from '../../catalogue/site.js';
import { SOCIAL_PROFILES_KEY } from '../../db/settings-keys.js';
import { metaResolvers, pageUrl, type PageMeta } from '../../web/page-head.js';

/**
 * The SEO hook: the server answers a detail page URL of the website (catalogue/site.ts
 * DETAIL_PAGES), in either language, with index.html carrying the page's title, description,
 * canonical, Open Graph tags and JSON-LD (Course, Event, Article + BreadcrumbList), from the meta
 * calls (the product pages' contentMeta; articleMeta for articles) and the content row; the home
 * page gets the Organization. Paths come language-free (/courses/x for /en/courses/x too).
 */

/** Meta type of the product pages' contentMeta for each detail page (articles have their own). */
const META_TYPE: Record<Exclude<DetailPage, 'articles'>, MetaType> = {
  courses: 'course',
  webinars: 'webinar',
  bootcamps: 'bootcamp',
  microlearnings: 'microlearning',
  events: 'event',
};

/** Structured-data type of each detail page: self-paced products are courses, dated ones events. */
const SCHEMA_OF: Record<DetailPage, 'Course' | 'Event' | 'Article'> = {
  courses: 'Course',
  microlearnings: 'Course',
  webinars: 'Event',
  events: 'Event',
  bootcamps: 'Event',
  articles: 'Article',
};

const DETAIL_PATH = new RegExp(`^/(${Object.keys(DETAIL_PAGES).join('|')})/([^/]+)/?$`);

const provider = (ctx: AppContext) => ({ name: SITE.name, url: pageUrl(ctx, 'id', '/') });
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The facts of a content row the structured data needs beyond its meta. */
async function contentFacts(ctx: AppContext, page: DetailPage, url: string) {
  return ctx.db
    .selectFrom('contents')
    .leftJoin('instructors', 'instructors.id', 'contents.instructor_id')
    .select([
      'contents.final_price',
      'contents.start_at',
      'contents.end_at',
      'contents.location',
      'contents.venue_type',
      'contents.learning_method',
      'contents.duration_minutes',
      'contents.created_at',
      'contents.updated_at',
      'instructors.name as instructor',
      'instructors.url as instructorUrl',
    ])
    .where('contents.content_type', 'in', DETAIL_PAGES[page])
    .where('contents.is_published', '=', true)
    .where(refWhere(refOf(url)))
    .executeTakeFirst();
}

type Facts = NonNullable<Awaited<ReturnType<typeof contentFacts>>>;

const attendanceOf = (venueType: number): Attendance => (venueType === VenueType.OFFLINE ? 'offline' : venueType === VenueType.HYBRID ? 'mixed' : 'online');

/** The page's main JSON-LD block, or null where a required property is missing (an event without a date). */
function mainJsonLd(ctx: AppContext, locale: Locale, page: DetailPage, meta: { name: string; description: string; url: string; image?: string }, facts: Facts): JsonLd | null {
  const image = meta.image ?? null;
  switch (SCHEMA_OF[page]) {
    case 'Course':
      return courseJsonLd({
        ...meta,
        image,
        provider: provider(ctx),
        price: facts.final_price,
        mode: facts.learning_method === LearningMethod.FACE_TO_FACE ? 'Onsite' : facts.venue_type === VenueType.HYBRID ? 'Blended' : 'Online',
        workloadMinutes: facts.duration_minutes,
        startDate: iso(facts.start_at),
        endDate: iso(facts.end_at),
        instructor: facts.instructor,
      });
    case 'Event': {
      const startDate = iso(facts.start_at);
      if (!startDate) return null;
      return eventJsonLd({
        ...meta,
        image,
        startDate,
        endDate: iso(facts.end_at),
        attendance: attendanceOf(facts.venue_type),
        venue: facts.location,
        price: facts.final_price,
        organizer: provider(ctx),
      });
    }
    case 'Article':
      return articleJsonLd({
        headline: meta.name,
        url: meta.url,
        image,
        datePublished: iso(facts.created_at) ?? '',
        dateModified: iso(facts.updated_at) ?? '',
        author: facts.instructor
          ? { kind: 'Person', name: facts.instructor, url: facts.instructorUrl ? pageUrl(ctx, locale, `/instructor/${facts.instructorUrl}`) : null }
          : { kind: 'Organization', name: SITE.name, url: provider(ctx).url },
        publisher: provider(ctx),
      });
  }
}

/** A path segment decoded, or null when it is not valid percent-encoding (the page gets the site's defaults). */
function decodedUrl(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The title without the " | Belajar" suffix of <title>: what names the item in the structured data. */
const itemName = (title: string) => (title.endsWith(` | ${SITE.name}`) ? title.slice(0, -` | ${SITE.name}`.length) : title);

/** The resolver for detail pages: their meta and JSON-LD in the URL's language; other paths → null. */
export async function resolveDetailPageMeta(ctx: AppContext, pathname: string, locale: Locale): Promise<PageMeta | null> {
  const [, pageName, encodedUrl] = DETAIL_PATH.exec(pathname) ?? [];
  if (pageName === undefined || encodedUrl === undefined) return null;
  const url = decodedUrl(encodedUrl);
  if (url === null) return null;
  const page = pageName as DetailPage;
  const [meta, facts] = await Promise.all([
    (page === 'articles' ? articleMeta(ctx, url, locale) : contentMeta(ctx, META_TYPE[page], url, locale)).catch(() => null),
    contentFacts(ctx, page, url),
  ]);
  if (!meta) return null;
  const canonical = pageUrl(ctx, locale, meta.canonicalPath);
  const image = meta.image ? absoluteUrl(ctx, meta.image) : undefined;
  const name = itemName(meta.title);
  const main = facts ? mainJsonLd(ctx, locale, page, { name, description: meta.description, url: canonical, image }, facts) : null;
  const jsonLd = [main, detailBreadcrumb(ctx.config.siteUrl, locale, meta.canonicalPath, name)].filter((d): d is JsonLd => d !== null);
  return { title: meta.title, description: meta.description, canonical, path: meta.canonicalPath, image, jsonLd };
}

const OWN_TABLE_PATH = /^\/(programs|donations)\/([^/]+)\/?$/;

/**
 * Programme and donation pages (their own tables, not contents): title, description, canonical,
 * the share card (a PNG 1200×630 in the page's language, like a product's) and the breadcrumb.
 */
export async function resolveProgramOrDonationMeta(ctx: AppContext, pathname: string, locale: Locale): Promise<PageMeta | null> {
  const [, pageName, encodedUrl] = OWN_TABLE_PATH.exec(pathname) ?? [];
  if (pageName === undefined || encodedUrl === undefined) return null;
  const url = decodedUrl(encodedUrl);
  if (url === null) return null;
  const meta = await contentMeta(ctx, pageName === 'programs' ? 'program' : 'donation', url, locale).catch(() => null);
  if (!meta) return null;
  const name = itemName(meta.title);
  return {
    title: meta.title,
    description: meta.description,
    canonical: pageUrl(ctx, locale, meta.canonicalPath),
    path: meta.canonicalPath,
    image: meta.image ? absoluteUrl(ctx, meta.image) : undefined,
    jsonLd: [detailBreadcrumb(ctx.config.siteUrl, locale, meta.canonicalPath, name)],
  };
}

/** The organisation's profiles elsewhere: the settings row `social_profiles` (a JSON array of URLs), if present. */
async function socialProfiles(ctx: AppContext): Promise<string[]> {
  const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', SOCIAL_PROFILES_KEY).executeTakeFirst();
  if (!row) return [];
  const value: unknown = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && /^https:\/\//.test(v)) : [];
}

/** The home page: the site's title and the Organization (name, url, logo, sameAs). */
export async function resolveHomePageMeta(ctx: AppContext, pathname: string, locale: Locale): Promise<PageMeta | null> {
  if (pathname !== '/') return null;
  const sameAs = await socialProfiles(ctx).catch(() => []);
  return {
    title: SITE.titles[locale],
    description: SITE.descriptions[locale],
    canonical: pageUrl(ctx, locale, '/'),
    jsonLd: [organizationJsonLd({ ...provider(ctx), logo: absoluteUrl(ctx, ORGANIZATION_LOGO), sameAs })],
  };
}

/** The square logo crawlers show for the organisation (resources/icon.png, served under /media/). */
const ORGANIZATION_LOGO = '/media/icon.png';

/** Registers the resolvers once per process (buildApp may run many times in tests). */
export function registerMetaResolver(): void {
  for (const resolve of [resolveHomePageMeta, resolveDetailPageMeta, resolveProgramOrDonationMeta]) if (!metaResolvers.includes(resolve)) metaResolvers.push(resolve);
}
