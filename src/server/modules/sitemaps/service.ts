import { sql } from 'kysely';
import { LOCALES, type Locale } from '../../../common/enums.js';
import { languageAlternates, localizedPath } from '../../../common/localeUrl.js';
import { siteUrl } from '../../../common/site.js';
import { SITEMAP_KINDS, type SitemapEntry, type SitemapKind } from '../../../common/discovery.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/envelope.js';
import { absoluteUrl, contentPath, DETAIL_PAGES } from '../../catalogue/site.js';
import { say } from './messages.js';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); longer kinds are split in pages. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Entries of one page: each becomes one <url> per language in the XML files. */
export const SITEMAP_PAGE_SIZE = SITEMAP_URL_LIMIT / LOCALES.length;

/** Site paths of the information pages by info page slug. */
const INFO_PATHS: Record<string, string> = {
  aboutus: '/user/aboutus',
  terms: '/user/terms',
  privacy: '/user/terms/privacy',
  support: '/user/support',
  contactus: '/contactus',
  'careers-intro': '/careers',
};
/** Listing pages and the content types whose latest change dates them. */
const LISTING_PAGES: [string, readonly number[]][] = [
  ['/', []],
  ['/courses', DETAIL_PAGES.courses],
  ['/webinars', DETAIL_PAGES.webinars],
  ['/bootcamps', DETAIL_PAGES.bootcamps],
  ['/microlearnings', DETAIL_PAGES.microlearnings],
  ['/articles', DETAIL_PAGES.articles],
  ['/prakerja', []],
  ['/download-apps', []],
  ['/signup-promo', []],
];

export function checkSitemapKind(kind: string, locale: Locale): SitemapKind {
  if (!(SITEMAP_KINDS as readonly string[]).includes(kind)) {
    throw notFound(say(locale, 'unknownKind', { kind, kinds: SITEMAP_KINDS.join(', ') }));
  }
  return kind as SitemapKind;
}

const iso = (d: Date | string | null | undefined) => new Date(d ?? Date.now()).toISOString();

/** Entries of one sitemap kind and page (1-based), ordered by id so pages are stable. */
export async function sitemapEntries(ctx: AppContext, kind: SitemapKind, page = 1): Promise<{ items: SitemapEntry[]; totalPages: number }> {
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  const loc = (path: string) => absoluteUrl(ctx, path);
  if (kind in DETAIL_PAGES) {
    const types = DETAIL_PAGES[kind as keyof typeof DETAIL_PAGES];
    const rows = await ctx.db
      .selectFrom('contents')
      .select(['content_type', 'url', 'updated_at', sql<number>`count(*) over ()`.as('total')])
      .where('content_type', 'in', types)
      .where('is_published', '=', true)
      .orderBy('id')
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset)
      .execute();
    return {
      items: rows.map((r) => ({ loc: loc(contentPath(r.content_type, r.url)), lastmod: iso(r.updated_at) })),
      totalPages: Math.max(1, Math.ceil(Number(rows[0]?.total ?? 0) / SITEMAP_PAGE_SIZE)),
    };
  }
  if (page > 1) return { items: [], totalPages: 1 };
  switch (kind) {
    case 'categories': {
      const rows = await ctx.db
        .selectFrom('categories')
        .leftJoin('contents', (j) => j.onRef('contents.category_id', '=', 'categories.id').on('contents.is_published', '=', true))
        .select(['categories.url', sql<Date | null>`max(contents.updated_at)`.as('lastmod')])
        .groupBy('categories.id')
        .orderBy('categories.id')
        .execute();
      // Category pages live at the site root (/sales-marketing, /language, ...).
      return { items: rows.map((r) => ({ loc: loc(`/${r.url}`), lastmod: iso(r.lastmod) })), totalPages: 1 };
    }
    case 'instructors': {
      const rows = await ctx.db
        .selectFrom('instructors')
        .leftJoin('contents', (j) => j.onRef('contents.instructor_id', '=', 'instructors.id').on('contents.is_published', '=', true))
        .select(['instructors.url', sql<Date>`greatest(instructors.created_at, max(contents.updated_at))`.as('lastmod')])
        .groupBy('instructors.id')
        .orderBy('instructors.id')
        .execute();
      return { items: rows.map((r) => ({ loc: loc(`/instructor/${r.url}`), lastmod: iso(r.lastmod) })), totalPages: 1 };
    }
    default: {
      const [info, latest] = await Promise.all([
        ctx.db.selectFrom('info_pages').select(['slug', 'updated_at']).orderBy('slug').execute(),
        ctx.db
          .selectFrom('contents')
          .select(['content_type', sql<Date>`max(updated_at)`.as('lastmod')])
          .where('is_published', '=', true)
          .groupBy('content_type')
          .execute(),
      ]);
      const byType = new Map(latest.map((r) => [r.content_type, new Date(r.lastmod).getTime()]));
      const newest = Math.max(0, ...byType.values());
      const listings = LISTING_PAGES.map(([path, types]) => {
        const times = types.length ? types.map((t) => byType.get(t) ?? 0) : [newest || Date.now()];
        return { loc: loc(path), lastmod: iso(new Date(Math.max(...times) || Date.now())) };
      });
      const pages = info.flatMap((p) => {
        const path = INFO_PATHS[p.slug];
        return path ? [{ loc: loc(path), lastmod: iso(p.updated_at) }] : [];
      });
      return { items: [...listings, ...pages], totalPages: 1 };
    }
  }
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/**
 * A urlset in both languages, as Google documents hreflang in sitemaps: one <url> per language
 * (Indonesian at the root, English under /en), each listing every language version, itself
 * included, with <xhtml:link rel="alternate" hreflang> plus x-default (the Indonesian root URL).
 * One <url> per language rather than Indonesian only, so each English page is a URL the crawler
 * is told about directly and the alternates are confirmed from both sides.
 */
export function urlsetXml(root: string, items: SitemapEntry[]): string {
  const base = siteUrl(root, '/');
  const urls = items.flatMap((i) => {
    // Entries carry the Indonesian absolute URL; the language-free path is what follows the root.
    const path = i.loc.startsWith(base) ? `/${i.loc.slice(base.length)}` : new URL(i.loc).pathname;
    const links = languageAlternates(path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(siteUrl(root, a.path))}"/>`)
      .join('');
    return LOCALES.map((locale) => `  <url><loc>${xmlEscape(siteUrl(root, localizedPath(locale, path)))}</loc><lastmod>${i.lastmod}</lastmod>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Newest lastmod and number of pages of a kind (contents by aggregate, the small kinds by their entries). */
async function sitemapSummary(ctx: AppContext, kind: SitemapKind): Promise<{ lastmod: string; totalPages: number }> {
  if (kind in DETAIL_PAGES) {
    const row = await ctx.db
      .selectFrom('contents')
      .select([(eb) => eb.fn.countAll<number>().as('n'), sql<Date | null>`max(updated_at)`.as('lastmod')])
      .where('content_type', 'in', DETAIL_PAGES[kind as keyof typeof DETAIL_PAGES])
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow();
    return { lastmod: iso(row.lastmod), totalPages: Math.max(1, Math.ceil(Number(row.n) / SITEMAP_PAGE_SIZE)) };
  }
  const { items } = await sitemapEntries(ctx, kind);
  return { lastmod: items.reduce((m, i) => (i.lastmod > m ? i.lastmod : m), new Date(0).toISOString()), totalPages: 1 };
}

/** The sitemap index: every kind (and page of a long kind) with its newest lastmod. */
export async function sitemapIndexXml(ctx: AppContext): Promise<string> {
  const summaries = await Promise.all(SITEMAP_KINDS.map(async (kind) => ({ kind, ...(await sitemapSummary(ctx, kind)) })));
  const parts = summaries.flatMap(({ kind, lastmod, totalPages }) =>
    Array.from({ length: totalPages }, (_, i) => ({ loc: absoluteUrl(ctx, `/sitemaps/${kind}.xml${i > 0 ? `?page=${i + 1}` : ''}`), lastmod })),
  );
  const body = parts.map((p) => `  <sitemap><loc>${xmlEscape(p.loc)}</loc><lastmod>${p.lastmod}</lastmod></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
