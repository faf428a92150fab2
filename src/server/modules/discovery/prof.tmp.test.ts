import { it } from 'vitest';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
it('prof', async () => {
  const app = await createTestApp();
  const body = { keyword: 'digital marketing', filters: [{ kind: 'RATING', values: [4] }], pageSize: 12 };
  for (const [name, fn] of [
    ['search', () => app.inject({ method: 'POST', url: '/web/v2/contents/search', headers: basicHeaders, payload: body })],
    ['list', () => app.inject({ method: 'POST', url: '/web/v2/categories/1/contents', headers: basicHeaders, payload: { pageSize: 12, sort: 'popular' } })],
    ['maint', () => app.inject({ method: 'GET', url: '/web/v2/settings/maintenance', headers: basicHeaders })],
    ['contents', () => app.inject({ method: 'GET', url: '/web/v2/contents?pageSize=12', headers: basicHeaders })],
  ] as const) {
    for (let i = 0; i < 5; i++) await fn();
    const t = performance.now();
    for (let i = 0; i < 50; i++) await fn();
    console.log(name, ((performance.now() - t) / 50).toFixed(2), 'ms');
  }
  await app.cleanup();
}, 120000);
