import fs from 'node:fs';
import path from 'node:path';
import { mergeConfig, type Plugin } from 'vite';
import base from '../vite.config';
// Others' pages may be referenced before their files exist: stand in the coming-soon page.
const missingPages: Plugin = {
  name: 'missing-pages',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !importer.endsWith('routes.tsx') || !source.startsWith('./features/')) return null;
    const abs = path.resolve(path.dirname(importer), source);
    if (['.tsx', '.ts'].some((e) => fs.existsSync(abs + e))) return null;
    return path.resolve(path.dirname(importer), 'features/system/ComingSoonPage.tsx');
  },
};
export default mergeConfig(base, {
  plugins: [missingPages],
  server: { port: 5391, strictPort: true, hmr: false, proxy: { '/media': { target: 'http://127.0.0.1:4517', changeOrigin: true } } },
});
