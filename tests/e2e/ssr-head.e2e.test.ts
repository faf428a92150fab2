/**
 * The head of a server-rendered page, in the order the browser should fetch (issue 23, Lighthouse
 * on home: the LCP image was queued behind 280 KB of modulepreloads, and the page's own chunk and
 * messages were found only once the entry had run): title and meta, the LCP image's preload with
 * fetchpriority high, the CSS, then the scripts the boot script starts after the first paint
 * (src/server/web/boot-script.ts): the entry, its modulepreloads, then the page's own chunks (its
 * lazy route module with its static imports, its messages). The stylesheets come as one request (the
 * server's combined stylesheet), each file's link kept disabled. Every preloaded file is in dist/web, and
 * the page's chunks are the ones the manifest names for its route module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { messageModules, readManifest, staticClosure } from './bundle-weight.js';

const baseUrl = inject('baseUrl');
const webRoot = path.resolve('dist/web');

interface HeadTag {
  tag: string;
  at: number;
}

/** The head's tags of interest, each with its position. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp): HeadTag[] => [...head.matchAll(pattern)].map((m) => ({ tag: m[0], at: m.index }));
  const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1] ?? '';
  return {
    head,
    title: all(/<title>/g),
    meta: all(/<meta name="description"[^>]*>/g),
    // React writes `as` before `href` for an <img>, after it for a preload() (LocalImage's WebP).
    image: all(/<link rel="preload"(?=[^>]*\bas="image")[^>]*>/gi),
    styles: all(/<style\b[^>]*>|<link rel="stylesheet"[^>]*>/g),
    // The boot script's data: the entry and the modulepreloads it adds after the first paint.
    boot: all(/<script type="application\/json" id="lm-boot">[^<]*<\/script>/g),
    bootScript: all(/<script src="\/assets\/boot-[\w-]+\.js" defer><\/script>/g),
    entry: all(/<script type="module"[^>]*>/g),
    modulepreloads: all(/<link rel="modulepreload"[^>]*>/g).map((t) => ({ ...t, href: hrefOf(t.tag) })),
    jsonLd: all(/<script type="application\/ld\+json">/g),
  };
}

/** The boot script's data: what the page starts after its first paint. */
function bootOf(h: ReturnType<typeof headOf>): { entry: string; preload: string[] } {
  const tag = h.boot[0]!.tag;
  return JSON.parse(tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('<'))) as { entry: string; preload: string[] };
}

const last = (tags: HeadTag[]) => Math.max(...tags.map((t) => t.at));
const first = (tags: HeadTag[]) => Math.min(...tags.map((t) => t.at));

describe('the server-rendered head', () => {
  for (const [url, locale] of [
    ['/', 'id'],
    ['/en', 'en'],
  ] as const) {
    it(`${url}: meta, LCP image, CSS, entry, page chunks and messages, in that order; every file exists`, async () => {
      const res = await fetch(`${baseUrl}${url}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const h = headOf(html);
      expect(h.title).toHaveLength(1);
      expect(h.image, 'one LCP image preload').toHaveLength(1);
      expect(h.image[0]!.tag).toMatch(/fetchpriority="high"/i);
      expect(h.styles.length).toBeGreaterThan(0);
      // The page is readable before its scripts run: none is fetched from the head; the boot
      // script (deferred) starts the entry and its modulepreloads after the first paint.
      expect(h.entry, 'no module script in the head').toHaveLength(0);
      expect(h.modulepreloads, 'no modulepreload in the head').toHaveLength(0);
      expect(h.boot).toHaveLength(1);
      expect(h.bootScript).toHaveLength(1);
      const boot = bootOf(h);
      const bootScript = await fetch(`${baseUrl}${/src="([^"]+)"/.exec(h.bootScript[0]!.tag)![1]}`);
      expect(bootScript.status).toBe(200);
      expect(bootScript.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(bootScript.headers.get('cache-control')).toMatch(/immutable/);

      // Order: title/meta < image < CSS < boot data < boot script < JSON-LD.
      expect(first(h.title)).toBeLessThan(first(h.image));
      expect(last(h.meta)).toBeLessThan(first(h.image));
      expect(h.image[0]!.at).toBeLessThan(first(h.styles));
      expect(last(h.styles)).toBeLessThan(h.boot[0]!.at);
      expect(h.boot[0]!.at).toBeLessThan(h.bootScript[0]!.at);
      expect(h.bootScript[0]!.at).toBeLessThan(first(h.jsonLd));

      // The image is preloaded in the head only, not again inside #root.
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root.startsWith('<div id="root"><link'), 'no hoisted link left inside #root').toBe(false);
      expect(html.match(/<\/head>/g)).toHaveLength(1);

      // Every preloaded file is in the build.
      const manifest = readManifest(webRoot);
      const hrefs = boot.preload;
      expect(new Set(hrefs).size, 'no file preloaded twice').toBe(hrefs.length);
      expect(boot.entry).toBe(`/${manifest['index.html']!.file}`);
      for (const href of [...hrefs, boot.entry]) {
        expect(fs.existsSync(path.join(webRoot, href)), href).toBe(true);
      }
      const imageHref = /href="([^"]+)"/.exec(h.image[0]!.tag)?.[1] ?? '';
      expect((await fetch(`${baseUrl}${imageHref}`)).status, imageHref).toBe(200);

      // The entry's modulepreloads come first, then the page's own chunks: the home page module with
      // its static imports (those the entry lacks), then this language's messages.
      const entryFiles = staticClosure(manifest, 'index.html');
      const pageFiles = [...staticClosure(manifest, 'features/home/HomePage.tsx')].filter((f) => !entryFiles.has(f));
      // Its loader module (the route's lazy `loader`, with the home store) and its messages: the
      // shell's part and the home page's, in this language.
      const loaderFiles = [...staticClosure(manifest, 'features/home/loaders.ts')].filter((f) => !entryFiles.has(f));
      const messages = messageModules(locale, ['home'])
        .flatMap((key) => [...staticClosure(manifest, key)])
        .filter((f) => !entryFiles.has(f));
      const own = hrefs.filter((href) => !entryFiles.has(href.slice(1)));
      expect(
        hrefs.slice(0, hrefs.length - own.length).every((href) => entryFiles.has(href.slice(1))),
        'entry preloads first',
      ).toBe(true);
      const pageAndData = [...pageFiles, ...loaderFiles, ...messages].map((f) => `/${f}`);
      expect(new Set(own)).toEqual(new Set(pageAndData.filter((f) => f.endsWith('.js'))));
      // The page's stylesheets (its CSS modules) are linked, not preloaded: the server's HTML is styled at first paint.
      const linked = h.styles.map((t) => /href="([^"]+)"/.exec(t.tag)?.[1]).filter(Boolean);
      // …through one request: a combined stylesheet of every linked file in order, each file's own
      // link kept disabled (not fetched; Vite's helper finds it on a later navigation).
      const [combined, ...fileLinks] = h.styles;
      expect(combined!.tag).not.toMatch(/disabled/);
      for (const tag of fileLinks) expect(tag.tag, tag.tag).toMatch(/ disabled>$/);
      const combinedHref = /href="([^"]+)"/.exec(combined!.tag)![1]!.replaceAll('&amp;', '&');
      expect(combinedHref).toBe(
        `/assets/combined.css?f=${linked
          .slice(1)
          .map((href) => href!.replace('/assets/', ''))
          .join(',')}`,
      );
      const combinedCss = await (await fetch(`${baseUrl}${combinedHref}`)).text();
      expect(combinedCss).toBe(
        linked
          .slice(1)
          .map((href) => `${fs.readFileSync(path.join(webRoot, href!), 'utf8')}\n`)
          .join(''),
      );
      for (const css of pageAndData.filter((f) => f.endsWith('.css'))) expect(linked, css).toContain(css);
      // The parts below the first screen (footer, home's blocks) are in the HTML: their stylesheets
      // are linked so it is styled at first paint, their scripts wait until seen.
      for (const part of ['shell/Footer.tsx', 'features/home/HomeBlocks.tsx']) {
        const files = [...staticClosure(manifest, part)].filter((f) => !entryFiles.has(f) && !pageFiles.includes(f));
        const css = files.filter((f) => f.endsWith('.css'));
        expect(css.length, `${part} has a stylesheet of its own`).toBeGreaterThan(0);
        for (const file of css) expect(linked, `${part}: ${file}`).toContain(`/${file}`);
        expect(hrefs, `${part}'s script waits`).not.toContain(`/${manifest[part]!.file}`);
      }
      expect(own.indexOf(`/${manifest['features/home/HomePage.tsx']!.file}`)).toBe(0);
      const other = locale === 'id' ? 'en' : 'id';
      for (const key of messageModules(other, ['home'])) expect(own).not.toContain(`/${manifest[key]!.file}`);
    });
  }

  it('a course page preloads its own page module, not the home page', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemaps/courses.xml`)).text();
    const course = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
    const html = await (await fetch(`${baseUrl}${course}`)).text();
    const manifest = readManifest(webRoot);
    const hrefs = bootOf(headOf(html)).preload;
    expect(hrefs).not.toContain(`/${manifest['features/home/HomePage.tsx']!.file}`);
    const pageModules = Object.entries(manifest).filter(([key, chunk]) => key.startsWith('features/products/') && hrefs.includes(`/${chunk.file}`));
    expect(pageModules.length, 'a products page module is preloaded').toBeGreaterThan(0);
    for (const href of hrefs) expect(fs.existsSync(path.join(webRoot, href)), href).toBe(true);
  });
});
