import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { pageHead, withHtmlLang } from './page-head.js';
import { combinedStylesHref } from './combined-styles.js';
import { escapeHtml } from './escape-html.js';
import { bootTags } from './boot-script.js';
import { chunksOf, ENTRY_KEY, preloadTags, readManifest } from './preloads.js';

let cached: { file: string; html: string } | undefined;

async function template(webRoot: string) {
  const file = path.join(webRoot, 'index.html');
  if (cached?.file !== file) cached = { file, html: await fs.readFile(file, 'utf8') };
  return cached.html;
}

export type { MetaResolver, PageMeta } from './page-head.js';
export { metaResolvers } from './page-head.js';

/** The template's head taken apart once: what stays in place, its stylesheets, its entry script and modulepreloads. */
interface TemplateParts {
  /** From the start to the end of the head's own tags (charset, viewport, theme colour, icon), the page's meta removed. */
  top: string;
  css: string[];
  entry: string[];
  /** The entry's URLs, read once from its tags: its module script and its modulepreloads (the boot script's data). */
  entryScript: string | null;
  entryPreloads: string[];
  /** From `</head>` to the end. */
  rest: string;
}

let partsOf: { html: string; parts: TemplateParts } | undefined;

function templateParts(html: string): TemplateParts {
  if (partsOf?.html === html) return partsOf.parts;
  const end = html.indexOf('</head>');
  const open = /<head\b[^>]*>/i.exec(html);
  if (end < 0 || !open) return { top: html, css: [], entry: [], entryScript: null, entryPreloads: [], rest: '' };
  const headStart = open.index + open[0].length;
  const css: string[] = [];
  const entry: string[] = [];
  const none = () => '';
  const take = (into: string[]) => (tag: string) => {
    into.push(tag.trim());
    return '';
  };
  // Each removed tag takes its line's indentation with it.
  const inner = html
    .slice(headStart, end)
    .replace(/\s*<title>[\s\S]*?<\/title>/gi, none)
    .replace(/\s*<meta\s+name="description"[^>]*>/gi, none)
    .replace(/\s*<link\s+rel="canonical"[^>]*>/gi, none)
    .replace(/\s*<meta\s+property="og:[^"]*"[^>]*>/gi, none)
    .replace(/\s*<link\s+rel="alternate"\s+hreflang[^>]*>/gi, none)
    .replace(/\s*<link\b[^>]*\brel="stylesheet"[^>]*>/gi, take(css))
    .replace(/\s*(?:<script\b[^>]*\btype="module"[^>]*>\s*<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>)/gi, take(entry))
    .replace(/\s+$/, '');
  const urlOf = (tag: string) => /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
  const script = entry.find((tag) => tag.startsWith('<script'));
  const parts = {
    top: html.slice(0, headStart) + inner,
    css,
    entry,
    entryScript: script ? urlOf(script) : null,
    entryPreloads: entry
      .filter((tag) => tag !== script)
      .map(urlOf)
      .filter(Boolean),
    rest: html.slice(end),
  };
  partsOf = { html, parts };
  return parts;
}

/** A page rendered on the server (src/server/render): its markup, its styles and its data for the browser. */
export interface RenderedBody {
  html: string;
  /** What React hoisted out of the page (the LCP image's preload), for the head. */
  head?: string;
  /** Griffel's style elements of the page, for the head (the first paint is styled). */
  styles: string;
  /** The data script's JSON, already safe inside <script> (`<` escaped by the renderer). */
  dataJson: string;
  /** The client modules the page loads before hydrating (manifest keys): preloaded. */
  modules?: string[];
  /** The modules of parts it rendered that hydrate when seen (manifest keys): stylesheets only. */
  partModules?: string[];
}

/**
 * The website's index.html with the page's head (page-head.ts: title, description, canonical,
 * hreflang alternates, Open Graph, JSON-LD) in the language of its URL, and `<html lang>` to
 * match, so a shared link previews and a crawler indexes without JavaScript; with a page rendered
 * on the server, its markup and data in the body.
 *
 * The head's order is the order the browser should fetch in (issue 23, Lighthouse on home): the
 * template's charset, viewport and icon, then the page's title and meta; the LCP image's preload
 * (fetchpriority high, so it is asked for before the scripts); the CSS (stylesheets, then the
 * page's Griffel styles); the entry script and its modulepreloads, then the modulepreloads of the
 * page's own chunks (its lazy route module with its static imports, its messages: preloads.ts),
 * which the browser would otherwise find only once the entry has run; for a rendered page these
 * come as the boot script's data, started after the first paint (boot-script.ts); last the
 * JSON-LD and the tag manager, which nothing on screen waits for.
 */
export async function renderIndexHtml(ctx: AppContext, webRoot: string, request: FastifyRequest, page: RenderedBody | null = null): Promise<string> {
  const html = await template(webRoot);
  const [pathname = ''] = request.url.split('?'); // split gives at least one part
  const { locale, tags, scripts } = await pageHead(ctx, pathname);
  const { top, css, entry, entryScript, entryPreloads, rest } = templateParts(html);
  const manifest = page?.modules?.length || page?.partModules?.length ? readManifest(webRoot) : null;
  const ownChunks = manifest && page?.modules ? chunksOf(manifest, page.modules) : { styles: [], scripts: [] };
  const own = preloadTags(ownChunks);
  // The parts below the first screen are in the HTML, styled from the first paint; their scripts
  // load when they are seen (the page's own chunks and the entry already bring what they share).
  const parts =
    manifest && page?.partModules?.length ? preloadTags({ scripts: [], styles: chunksOf(manifest, page.partModules, [ENTRY_KEY, ...(page.modules ?? [])]).styles }) : { styles: [] };
  // A page rendered on the server is readable before its scripts run: they start after its first
  // paint (boot-script.ts), so the stylesheet and the LCP image have the connection to themselves.
  // The empty shell keeps them in the head: it is all script.
  const scriptTags = page && entryScript ? bootTags(entryScript, [...entryPreloads, ...ownChunks.scripts.map((file) => `/${file}`)]) : page ? [...entry, ...own.scripts] : entry;
  const stylesheets = page ? combinedStylesheets([...css, ...own.styles, ...parts.styles]) : css;
  const head = [...tags, page?.head ?? '', ...stylesheets, page?.styles ?? '', ...scriptTags, ...scripts].filter(Boolean).join('\n    ');
  // Replacer functions throughout: a replacement *string* would read `$&`, `` $` ``, `$'` and `$1`
  // in request data (a page path, a product's title) as patterns and corrupt the document.
  const document = `${top}\n    ${head}\n  ${rest}`;
  return withHtmlLang(page ? withRenderedBody(document, page) : document, locale);
}

/**
 * A rendered page's stylesheets as one request (combined-styles.ts), each file's own link kept but
 * disabled (not fetched): a later navigation's import finds it there and does not load it again.
 */
function combinedStylesheets(tags: readonly string[]): string[] {
  const hrefOf = (tag: string) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '';
  const combined = combinedStylesHref(tags.map(hrefOf));
  if (!combined) return [...tags];
  return [`<link rel="stylesheet" crossorigin href="${escapeHtml(combined)}">`, ...tags.map((tag) => tag.replace(/\s*\/?>$/, (end) => ` disabled${end}`))];
}

/**
 * The page's markup inside #root and its data beside it, in a `<script type="application/json">`
 * (never executed: the CSP stays a constant header). Replacer functions: the markup holds request
 * data, which a replacement string would read as patterns.
 */
function withRenderedBody(html: string, page: RenderedBody): string {
  return (
    html
      // "Enable JavaScript to use Belajar" is untrue of a page that is already there.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, () => '')
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div><script type="application/json" id="lm-data">${page.dataJson}</script>`)
  );
}
