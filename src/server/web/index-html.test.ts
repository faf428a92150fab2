import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../common/enums.js';
import { createTestApp } from '../testing/test-app.js';
import { must } from '../../common/must.js';
import { escapeHtml } from './escape-html.js';

// String.prototype.replace reads `$&`, `$1`, `` $` `` and `$'` in a replacement string as
// patterns: request data (the page path, a product's title) must never be read that way.

let app: Awaited<ReturnType<typeof createTestApp>>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-index-html-'));
const TEMPLATE =
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>App</title><meta name="description" content="The site default"><link rel="canonical" href="/"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

beforeAll(async () => {
  fs.writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  app = await createTestApp({ config: { webRoot, siteUrl: 'https://belajar.test' } });
});
afterAll(async () => {
  await app?.cleanup();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The served document split around its head; fails unless there is exactly one head and one body. */
function parts(html: string) {
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const rest = html.slice(html.indexOf('</head>'));
  // Everything after the head is the template's, untouched.
  expect(rest).toBe('</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>');
  expect(html.startsWith('<!doctype html><html lang="id"><head><meta charset="utf-8">')).toBe(true);
  return { head };
}

describe('the served index.html keeps its head intact whatever the request carries', () => {
  for (const pattern of ['$&', '$1', "$'", '$`']) {
    it(`a page path containing ${pattern}`, async () => {
      const pagePath = `/some/path${pattern}x`;
      const res = await app.inject({ method: 'GET', url: pagePath });
      // Not a page of the app: its HTML all the same (the app shows its not-found page), 200 or 404.
      expect([200, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const { head } = parts(res.body);
      // The canonical is the page's own URL, escaped, with the pattern kept literally.
      const served = new URL(pagePath, 'https://belajar.test').pathname;
      expect(head).toContain(`<link rel="canonical" href="${escapeHtml(`https://belajar.test${served}`)}">`);
      expect(head).toContain(`<meta property="og:url" content="${escapeHtml(`https://belajar.test${served}`)}">`);
    });
  }

  it("a product page whose title and summary contain $&, $1, $` and $'", async () => {
    const row = await app.ctx.db
      .selectFrom('contents')
      .select(['id', 'url'])
      .where('content_type', '=', ContentType.COURSE)
      .where('is_published', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const title = `Harga $& diskon $1 <b>"50%"</b> $\` dan $'`;
    const summary = `Belajar $& dari nol: $1, $\`, $' & <script>alert(1)</script> lebih banyak teks agar cukup panjang.`;
    await app.ctx.db.updateTable('contents').set({ title_id: title, summary_id: summary }).where('id', '=', row.id).execute();

    const res = await app.inject({ method: 'GET', url: `/courses/${row.url}`, headers: { language: 'id' } });
    expect(res.statusCode).toBe(200);
    const { head } = parts(res.body);
    const titleTag = /<title>([^<]*)<\/title>/.exec(head)![1];
    expect(titleTag).toContain(escapeHtml(title));
    expect(head).toContain(`<meta property="og:title" content="${titleTag}">`);
    const description = must(/<meta name="description" content="([^"]*)">/.exec(head)?.[1], 'the description tag');
    expect(description.startsWith(escapeHtml("Belajar $& dari nol: $1, $`, $'"))).toBe(true);
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<b>');
    expect(head).toContain(`<link rel="canonical" href="https://belajar.test/courses/${row.url}">`);
  });
});

describe('message templates (the same pattern trap in another place)', () => {
  it("a value containing $& or $' is put into a message as it is", async () => {
    const { t } = await import('../modules/auth/messages.js');
    for (const target of ['a$&b@example.com', "a$'b@example.com", 'a$`b@example.com']) expect(t('en', 'otpSent', { target })).toContain(target);
  });
});
