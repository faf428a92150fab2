import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { SITE } from '../../common/constants.js';
import { tagManagerHead } from './tag-manager.js';
import { escapeHtml } from './escape-html.js';

let cached: { file: string; html: string } | undefined;

async function template(webRoot: string) {
  const file = path.join(webRoot, 'index.html');
  if (cached?.file !== file) cached = { file, html: await fs.readFile(file, 'utf8') };
  return cached.html;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
}

/**
 * The website's index.html with the page's <title>, description, canonical and Open Graph tags,
 * so a shared link previews without JavaScript. Detail pages get their meta from the catalogue
 * (registered by the catalogue module through `metaResolvers`).
 */
export const metaResolvers: ((ctx: AppContext, pathname: string, locale: 'id' | 'en') => Promise<PageMeta | null>)[] = [];

export async function renderIndexHtml(ctx: AppContext, webRoot: string, request: FastifyRequest): Promise<string> {
  const html = await template(webRoot);
  const [pathname = ''] = request.url.split('?'); // split gives at least one part
  const locale = request.locale;
  let meta: PageMeta | null = null;
  for (const resolve of metaResolvers) {
    meta = await resolve(ctx, pathname, locale).catch(() => null);
    if (meta) break;
  }
  meta ??= { title: SITE.titles[locale], description: SITE.descriptions[locale], canonical: ctx.config.siteUrl + pathname };
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE.name}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    tagManagerHead(ctx.config.gtmId),
  ].join('\n    ');
  // Replacer functions throughout: a replacement *string* would read `$&`, `` $` ``, `$'` and `$1`
  // in request data (a page path, a product's title) as patterns and corrupt the head.
  const none = () => '';
  return html
    .replace(/<title>[\s\S]*?<\/title>/, none)
    .replace(/<meta\s+name="description"[^>]*>/gi, none)
    .replace(/<link\s+rel="canonical"[^>]*>/gi, none)
    .replace(/<meta\s+property="og:[^"]*"[^>]*>/gi, none)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** A page rendered on the server (src/server/render): its markup, its styles and its data for the browser. */
export interface RenderedBody {
  html: string;
  /** Griffel's style elements of the page, for the head (the first paint is styled). */
  styles: string;
  /** The data script's JSON, already safe inside <script> (`<` escaped by the renderer). */
  dataJson: string;
}

/**
 * The document with the server-rendered page inside #root and its data beside it, in a
 * `<script type="application/json">` (never executed: the CSP stays a constant header). Replacer
 * functions: the markup holds request data, which a replacement string would read as patterns.
 */
export function withRenderedBody(html: string, page: RenderedBody): string {
  return (
    html
      .replace('</head>', () => `${page.styles}</head>`)
      // "Enable JavaScript to use Belajar" is untrue of a page that is already there.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, () => '')
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div><script type="application/json" id="lm-data">${page.dataJson}</script>`)
  );
}
