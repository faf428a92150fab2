import { buildApp } from './src/server/app.js';
import { keywordSuggestions } from './src/server/modules/discovery/search.js';
const app = await buildApp({ config: { databaseUrl: 'postgres://postgres@127.0.0.1:5432/lm_dev_discovery', dataDir: '/tmp/lmdev', cacheSeconds: 0 } });
for (const kw of ['mark', 'markting', 'digital mark', 'belajar', 'pyth', 'excel']) {
  const fn = () => keywordSuggestions(app.ctx, kw, 'id');
  const r = await fn();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) { const t = performance.now(); await fn(); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(kw.padEnd(16), 'min', times[0].toFixed(1), 'median', times[2].toFixed(1), JSON.stringify(r.keywords), r.items.length);
}
await app.close();
process.exit(0);
