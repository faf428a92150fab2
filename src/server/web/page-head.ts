/**
 * The head of a page in the language of its URL (issue 23): title and description, the canonical
 * (this language's absolute URL, no query), hreflang alternates for id, en and x-default,
 * og:locale with its alternate, and the page's JSON-LD blocks. Detail pages and the home page get
 * their meta from `metaResolvers` (registered by the discovery module), the rest the site's.
 */
import { SITE } from '../../common/constants.js';
import type { Locale } from '../../common/enums.js';
import { isShareImage, SHARE_IMAGE } from '../../common/media.js';
import { languageAlternates, localeOfPath, localizedPath, stripLocale } from '../../common/localeUrl.js';
import { jsonLdScript, type JsonLd } from '../../common/seo/structuredData.js';
import { siteUrl } from '../../common/site.js';
import type { AppContext } from '../context.js';
import { escapeHtml } from './escape-html.js';
import { tagManagerHead } from './tag-manager.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page in the language asked for. */
  canonical: string;
  /** The page's language-free path when it differs from the one asked for (the alternates use it). */
  path?: string;
  image?: string;
  /** Structured data of the page (src/common/seo builders). */
  jsonLd?: JsonLd[];
}

/**
 * Meta of a page: called with the language-free path (/courses/x, also for /en/courses/x) and the
 * URL's language; null when the resolver does not know the page.
 */
export type MetaResolver = (ctx: AppContext, pathname: string, locale: Locale) => Promise<PageMeta | null>;
export const metaResolvers: MetaResolver[] = [];

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { id: 'id_ID', en: 'en_US' };

/** A page's absolute URL in a language (the canonical and the alternates). */
export const pageUrl = (ctx: AppContext, locale: Locale, plainPath: string) => siteUrl(ctx.config.siteUrl, localizedPath(locale, plainPath));

/**
 * The language of a page path and its head tags: `tags` (title and meta, early in the head) and
 * `scripts` (JSON-LD and the tag manager: nothing on the first paint waits for them, so they go last).
 */
export async function pageHead(ctx: AppContext, pathname: string): Promise<{ locale: Locale; tags: string[]; scripts: string[] }> {
  const locale = localeOfPath(pathname);
  const plain = stripLocale(pathname);
  let meta: PageMeta | null = null;
  for (const resolve of metaResolvers) {
    meta = await resolve(ctx, plain, locale).catch(() => null);
    if (meta) break;
  }
  meta ??= { title: SITE.titles[locale], description: SITE.descriptions[locale], canonical: pageUrl(ctx, locale, plain) };
  const other: Locale = locale === 'en' ? 'id' : 'en';
  const alternates = languageAlternates(meta.path ?? plain).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(siteUrl(ctx.config.siteUrl, a.path))}">`);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    ...alternates,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE.name}">`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
    ...imageTags(meta.image),
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  const scripts = [...(meta.jsonLd ?? []).map(jsonLdScript), tagManagerHead(ctx.config.gtmId)];
  return { locale, tags: tags.filter(Boolean), scripts: scripts.filter(Boolean) };
}

/**
 * og:image and twitter:image of a page: a product's share card (PNG 1200×630 in the page's
 * language, common/media.ts) with its size and type, so WhatsApp and Facebook show it at once.
 */
function imageTags(image: string | undefined): string[] {
  if (!image) return [];
  const url = escapeHtml(image);
  const card = isShareImage(image)
    ? [
        `<meta property="og:image:type" content="image/png">`,
        `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
        `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
      ]
    : [];
  return [`<meta property="og:image" content="${url}">`, ...card, `<meta name="twitter:image" content="${url}">`];
}

/** `<html lang>` of the template set to the page's language (added when the template has none). */
export function withHtmlLang(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, () => ` lang="${locale}"`) : tag.replace(/^<html/i, () => `<html lang="${locale}"`),
  );
}
