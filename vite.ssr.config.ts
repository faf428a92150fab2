/**
 * The server-render bundle (issue 23): src/renderer/entry-server.tsx built by `vite build --ssr`
 * into dist/ssr/entry-server.js, which the server loads once (src/server/render). The website's
 * config (vite.config.ts) with what only the browser build needs left out: the brotli/gzip
 * copies, the push worker, the deferred preload lists and the browser chunk groups. Packages stay external (node_modules).
 *
 * `npm run dev` keeps rendering in the browser only: the dev server has no SSR bundle, and the
 * served shell is the same as before SSR (docs/decisions.md).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import web from './vite.config.js';

const browserOnly = new Set(['precompress', 'push-service-worker', 'deferred-preloads:entry', 'deferred-preloads:map']);
const named = (p: PluginOption): p is PluginOption & { name: string } => !!p && typeof p === 'object' && 'name' in p;

export default defineConfig({
  ...web,
  plugins: (web.plugins ?? []).filter((p) => !(named(p) && browserOnly.has(p.name))),
  publicDir: false,
  build: {
    ssr: 'entry-server.tsx',
    outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      // The server render imports FluentScope statically (its style renderer) while routes.tsx
      // imports it lazily for the browser's chunks; one bundle for Node has no chunks to split.
      checks: { ineffectiveDynamicImport: false },
    },
  },
});
