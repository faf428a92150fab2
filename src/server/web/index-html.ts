import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { pageHead, withHtmlLang } from './page-head.js';

let cached: { file: string; html: string } | undefined;

async function template(webRoot: string) {
  const file = path.join(webRoot, 'index.html');
  if (cached?.file !== file) cached = { file, html: await fs.readFile(file, 'utf8') };
  return cached.html;
}

export type { MetaResolver, PageMeta } from './page-head.js';
export { metaResolvers } from './page-head.js';

/**
 * The website's index.html with the page's head (page-head.ts: title, description, canonical,
 * hreflang alternates, Open Graph, JSON-LD) in the language of its URL, and `<html lang>` to
 * match, so a shared link previews and a crawler indexes without JavaScript.
 */
export async function renderIndexHtml(ctx: AppContext, webRoot: string, request: FastifyRequest): Promise<string> {
  const html = await template(webRoot);
  const [pathname = ''] = request.url.split('?'); // split gives at least one part
  const { locale, tags } = await pageHead(ctx, pathname);
  const head = tags.join('\n    ');
  // Replacer functions throughout: a replacement *string* would read `$&`, `` $` ``, `$'` and `$1`
  // in request data (a page path, a product's title) as patterns and corrupt the head.
  const none = () => '';
  return withHtmlLang(html, locale)
    .replace(/<title>[\s\S]*?<\/title>/, none)
    .replace(/<meta\s+name="description"[^>]*>/gi, none)
    .replace(/<link\s+rel="canonical"[^>]*>/gi, none)
    .replace(/<meta\s+property="og:[^"]*"[^>]*>/gi, none)
    .replace(/<link\s+rel="alternate"\s+hreflang[^>]*>/gi, none)
    .replace('</head>', () => `    ${head}\n  </head>`);
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
