import { buildApp } from './src/server/app.js';
import { generateCatalogue } from './bench/discovery.js';
import { searchContents } from './src/server/modules/discovery/search.js';
import { filteredList } from './src/server/modules/discovery/contents/service.js';
import { c } from './src/server/modules/discovery/list.js';
const app = await buildApp({ config: { databaseUrl: 'postgres://postgres@127.0.0.1:5432/lm_dev_discovery', dataDir: '/tmp/lmdev', cacheSeconds: 0 } });
if (process.argv[2] === 'gen') { await generateCatalogue(app.ctx.db, 100000); }
const ctx = app.ctx;
const cases: [string, () => Promise<unknown>][] = [
  ['search digital marketing rating4', () => searchContents(ctx, { keyword: 'digital marketing', filters: [{ kind: 'RATING', values: [4] }], page: 1, pageSize: 12 }, 'id')],
  ['search belajar', () => searchContents(ctx, { keyword: 'belajar', filters: [{ kind: 'RATING', values: [4.5] }, { kind: 'SKILL_LEVEL', values: [2] }], page: 1, pageSize: 12 }, 'id')],
  ['search python types', () => searchContents(ctx, { keyword: 'python', contentTypes: [1, 26], sort: 'popular', page: 1, pageSize: 12 }, 'id')],
  ['search negotiation', () => searchContents(ctx, { keyword: 'negotiation for beginners', filters: [{ kind: 'RATING', values: [3.5] }], page: 1, pageSize: 12 }, 'en')],
  ['list cat popular', () => filteredList(ctx, [c('contents.category_id', '=', 3)], { page: 2, pageSize: 12, sort: 'popular', filters: [{ kind: 'RATING', values: [4] }, { kind: 'PRICE', range: { max: 500000 } }] }, 'category', 'id')],
  ['list cat price', () => filteredList(ctx, [c('contents.category_id', '=', 3)], { pageSize: 12, sort: 'price-asc', contentTypes: [1], filters: [{ kind: 'SKILL_LEVEL', values: [1, 2] }] }, 'category', 'id')],
];
for (const [name, fn] of cases) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < 10; i++) { const t = performance.now(); await fn(); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(40), 'min', times[0].toFixed(1), 'median', times[5].toFixed(1));
}
await app.close();
process.exit(0);
