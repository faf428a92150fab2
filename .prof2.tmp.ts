import { buildApp } from './src/server/app.js';
import { searchContents } from './src/server/modules/discovery/search.js';
const app = await buildApp({ config: { databaseUrl: 'postgres://postgres@127.0.0.1:5432/lm_dev_discovery', dataDir: '/tmp/lmdev', cacheSeconds: 0 } });
const KEYWORDS = ['digital marketing', 'pembelajaran excel', 'python', 'analisis data', 'public speaking', 'negotiation for beginners', 'keuangan pribadi', 'leadership', 'belajar', 'ui ux design', 'markting', 'rekrutmen karyawan'];
for (const keyword of KEYWORDS) {
  const fn = () => searchContents(app.ctx, { keyword, filters: [{ kind: 'RATING', values: [4] }], page: 1, pageSize: 12 }, 'id');
  const r = await fn();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) { const t = performance.now(); await fn(); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(keyword.padEnd(30), String(r.totalItems).padStart(6), 'min', times[0].toFixed(1), 'median', times[2].toFixed(1), r.didYouMean ?? '');
}
await app.close();
process.exit(0);
