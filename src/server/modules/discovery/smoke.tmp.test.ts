import { afterAll, beforeAll, it } from 'vitest';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { runDiscoverySeed } from './seed.js';
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => { app = await createTestApp(); await runDiscoverySeed(app.ctx.db); });
afterAll(async () => { await app?.cleanup(); });
const get = (url: string) => app.inject({ method: 'GET', url, headers: { ...basicHeaders } });
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { ...basicHeaders }, payload });
it('smoke', async () => {
  for (const u of ['/web/v2/articles?pageSize=2', '/web/v2/articles/master-sort', '/web/v2/articles/top-categories', '/web/v2/articles/middle-banners', '/web/v2/contents?type=37&status=upcoming&pageSize=2', '/web/v2/contents/search-popular-keywords', '/web/v2/contents/search-keyword-suggestions?keyword=markting', '/web/v2/courses/filters', '/web/v2/info/contactus', '/web/v2/careers', '/web/v2/sitemaps/pages', '/web/v2/download-apps', '/web/v2/signup-promo/meta', '/web/v2/restriction-popup-events?path=/webinars/abc', '/sitemap.xml', '/sitemaps/courses.xml', '/web/v2/contents/1/similar-contents', '/web/v2/instructors/1/reviews', '/web/v2/instructors/1/rating-summary']) {
    const r = await get(u);
    console.log(u, r.statusCode, r.body.slice(0, 400));
  }
  for (const [u, b] of [['/web/v2/contents/search', { keyword: 'pembelajaran', pageSize: 3 }], ['/web/v2/contents/search', { keyword: 'marketing', pageSize: 2, filters: [{ kind: 'RATING', values: [4] }] }], ['/web/v2/contents/search', { keyword: 'markting' }]] as const) {
    const r = await post(u, b);
    console.log(u, JSON.stringify(b), r.statusCode, JSON.stringify({ ...r.json().result, items: r.json().result?.items?.map((i: any) => i.title) }).slice(0, 800));
  }
});
