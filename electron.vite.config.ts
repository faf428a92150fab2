/**
 * Desktop build: main (ESM, out/main/index.js), preload (CommonJS, out/preload/index.cjs: sandboxed
 * preloads cannot be ES modules) and the renderer (out/renderer, served on app://belajar/).
 * The same renderer is built as a website by vite.config.ts (outDir dist/web).
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { PluginOption } from 'vite';

const root = import.meta.dirname ?? process.cwd();

/**
 * electron-vite forces base './' for production renderer builds (right for file://). The renderer is
 * served from app://belajar/ with history routing, so a deep link like /courses/x must still load
 * /assets/...: the base has to be absolute. This plugin runs after electron-vite's preset.
 */
function absoluteBase(): PluginOption {
  return { name: 'belajar:absolute-base', config: () => ({ base: '/' }) };
}

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // keytar (native, optional dependency) and electron-store stay in node_modules.
      externalizeDeps: { include: ['keytar', 'electron-store'] },
      rolldownOptions: {
        input: { index: resolve(root, 'src/main/index.ts') },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // Bundle everything: a sandboxed preload can only require('electron').
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src/renderer'),
    plugins: [react(), absoluteBase()],
    // As in vite.config.ts: the contract's schemas are server-side; the renderer needs only its endpoints.
    resolve: { alias: [{ find: /^typebox$/, replacement: resolve(root, 'src/renderer/api/schemaFreeTypebox.ts') }] },
    server: { fs: { allow: [root] } },
    build: {
      outDir: resolve(root, 'out/renderer'),
      emptyOutDir: true,
      minify: true,
      rolldownOptions: {
        input: { index: resolve(root, 'src/renderer/index.html') },
      },
    },
  },
});
