import { afterAll, beforeAll, it } from 'vitest';
import { client, createCatalogTestApp, type CatalogTestApp } from '../catalog/test-support.js';
let app: CatalogTestApp;
beforeAll(async () => { app = await createCatalogTestApp(); });
afterAll(async () => { await app?.cleanup(); });
it('smoke', async () => {
  const api = client(app);
  const t0 = Date.now();
  for (const u of ['/web/v2/courses/digital-marketing-untuk-umkm', '/web/v2/courses/digital-marketing-untuk-umkm/rating-summary', '/web/v2/courses/digital-marketing-untuk-umkm/reviews?ratingScore=5', '/web/v2/courses/digital-marketing-untuk-umkm/promo-terms', '/web/v2/courses?pageSize=2&sort=rating', '/web/v2/courses/master-sort', '/web/v2/courses/categories/by-url/sales-marketing?pageSize=1', '/web/v2/contents/1/similar-contents-kelas-lanjutan', '/web/v2/coursepackages/paket-digital-marketing-lengkap/courses', '/web/v2/coursepackages/paket-digital-marketing-lengkap/similar-course-packages?pageSize=2', '/web/v2/courses/nope', '/web/v2/courses?sort=bad', '/web/v2/courses?pageSize=101']) {
    const r = await api.get(u, 'en');
    console.log(u, r.statusCode, r.body.slice(0, 1500));
  }
  console.log('ms', Date.now() - t0);
});
