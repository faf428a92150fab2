/**
 * The renderer built as a website: `vite build` → dist/web (served by the API server).
 * `npm run dev` serves it with HMR and proxies the API paths to the server on :3000.
 * (The desktop build of the same renderer is configured in electron.vite.config.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { PRELOAD_DEPS_META } from './src/renderer/platform/preloadDeps.js';

const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const envDir = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * Chunking: the framework (react, router, mobx, i18next; axios loads with the first request) gets
 * its own long-cacheable chunk. Only modules in the initial graph are grouped (`$initial`); what
 * only lazy pages use (Fluent's drawer and dialogs, react-i18next's Trans with its HTML parser)
 * stays in those pages' chunks instead of the first load. Fluent's providers and Griffel left the
 * entry (components/FluentScope.tsx): grouped as `fluent-runtime` for the pages drawn with Fluent,
 * since the default split cut them into a dozen small shared chunks (+5 KB gzip per page).
 */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;
const fluentCore =
  /[\\/]node_modules[\\/](@fluentui[\\/](react-provider|react-theme|tokens|react-shared-contexts|react-utilities|react-jsx-runtime|react-tabster|react-portal|react-motion|keyboard-keys|react-context-selector)|@griffel|tabster|keyborg|@swc[\\/]helpers|stylis|rtl-css-js)[\\/]/;
const fluentInitial = /[\\/]node_modules[\\/](@fluentui|@floating-ui)[\\/]/;
/** Griffel and Fluent's provider (components/FluentScope.tsx): one chunk for every page drawn with Fluent rather than a dozen small shared ones. */
const fluentRuntime = /[\\/]node_modules[\\/](@fluentui[\\/](react-provider|react-shared-contexts|react-jsx-runtime)|@griffel|keyborg|@emotion[\\/]hash|stylis)[\\/]/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every compressible file of the build, written
 * beside it (x.js.br, x.js.gz) and served by negotiation (src/server/web/plugin.ts). A copy is
 * kept only when it is smaller. index.html is left out: the server fills in each page's head and
 * compresses it on the fly.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  // The folder this build writes to (`--outDir` may differ from the default).
  let builtDir = outDir;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      builtDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder have been written.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const targets = files(builtDir).filter((f) => compressible.test(f) && path.basename(f) !== 'index.html');
        await Promise.all(
          targets.map(async (file) => {
            const data = await fs.promises.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
              gzip(data, { level: 9 }),
            ]);
            if (br.length < data.length) await fs.promises.writeFile(`${file}.br`, br);
            if (gz.length < data.length) await fs.promises.writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}

/**
 * The push service worker (src/renderer/push-sw.ts, issue 20) as one classic script at the root of
 * the build, dist/web/firebase-messaging-sw.js: a worker cannot share the page's chunks, and a
 * worker's scope is its folder. Built after the page bundle, before precompress; the server serves
 * it only when FIREBASE_* is set, with the web configuration prepended (src/server/web/plugin.ts).
 */
function pushServiceWorker(): Plugin {
  let builtDir = outDir;
  return {
    name: 'push-service-worker',
    apply: 'build',
    configResolved(config) {
      builtDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          build: {
            outDir: builtDir,
            emptyOutDir: false,
            target: 'es2022',
            minify: true,
            lib: { entry: path.join(root, 'push-sw.ts'), formats: ['iife'], name: 'pushServiceWorker', fileName: () => 'firebase-messaging-sw.js' },
          },
        });
      },
    },
  };
}

/**
 * Griffel computes a right-to-left twin of every style rule at run time (rtl-css-js, ≈ 4 KB gzip in
 * the first load, and work for each rule inserted). Both languages of the site are written left
 * to right and FluentProvider is never given dir="rtl", so here the conversion is the identity:
 * no rule differs, no RTL class is made. A right-to-left language would need this plugin removed.
 */
function ltrOnlyStyles(): Plugin {
  const id = '\0ltr-only-rtl-css-js';
  return {
    name: 'ltr-only-styles',
    enforce: 'pre',
    resolveId: (source) => (source === 'rtl-css-js/core' ? id : null),
    load: (loading) => (loading === id ? 'export const convertProperty = (key, value) => ({ key, value });\nexport const convert = (object) => object;\n' : null),
  };
}

/**
 * The renderer builds the contract's schemas with schemaFreeTypebox (every `Type.X(...)` gives an
 * empty schema), but the arguments, each property's name and options, were still shipped and
 * evaluated. Under that stand-in the arguments change nothing, so each outermost `Type.X(...)`
 * call of a src/common module that imports typebox, and each call of an imported helper that only
 * returns a `Type.X(...)` (SCHEMA_HELPERS), is replaced by `Type.Object()` before bundling: the
 * same empty schema, without the text (contract.typebox-stub.test.ts checks the endpoints come
 * out the same under the stand-in).
 */
const SCHEMA_HELPERS = new Set(['strictObject', 'nullable', 'pageSchema', 'orNull', 'text', 'id', 'int', 'slug', 'idOrSlug']);
function schemaFreeContract(): Plugin {
  const commonDir = fileURLToPath(new URL('./src/common/', import.meta.url));
  return {
    name: 'schema-free-contract',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.startsWith(commonDir) || !id.endsWith('.ts') || !/^import Type\b.*from 'typebox';$/m.test(code)) return null;
      const { default: ts } = await import('typescript');
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      // The helpers as this module imports them (a local function of the same name is left alone).
      const helpers = new Set<string>();
      for (const statement of file.statements) {
        const named = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
        if (
          !named ||
          !ts.isNamedImports(named) ||
          !/\/(?:primitives|catalogue|auth)\.js$/.test((statement as import('typescript').ImportDeclaration).moduleSpecifier.getText(file).slice(1, -1))
        )
          continue;
        for (const el of named.elements) if (SCHEMA_HELPERS.has((el.propertyName ?? el.name).text)) helpers.add(el.name.text);
      }
      const isSchemaCall = (node: import('typescript').CallExpression) =>
        (ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'Type') ||
        (ts.isIdentifier(node.expression) && helpers.has(node.expression.text));
      const calls: [number, number][] = [];
      const visit = (node: import('typescript').Node): void => {
        if (ts.isCallExpression(node) && isSchemaCall(node)) {
          calls.push([node.getStart(file), node.end]);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      let out = code;
      for (const [start, end] of calls.reverse()) out = `${out.slice(0, start)}Type.Object()${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}

/**
 * The server render's preloads (issue 23): the SSR bundle notes which client modules a page needs
 * before it hydrates (its lazy route modules, its messages), so the server can put their chunks in
 * the head as modulepreloads (src/server/web/preloads.ts reads them from dist/web's manifest). In
 * the SSR build only, each dynamic `import('./relative')` of a renderer module becomes
 * `(globalThis.__lmModules?.add('<manifest key>'), import('./relative'))`: the key is the module's
 * path relative to the root, as vite's manifest names it. ssr/moduleKeys.ts collects the keys a
 * call starts importing (synchronously: an import started after an await is not seen). The browser
 * build is unchanged.
 */
export function ssrModuleKeys(rendererRoot = root): Plugin {
  const sourceFile = /\.(?:ts|tsx)$/;
  return {
    name: 'ssr-module-keys',
    // After the other transforms: import.meta.glob's imports (the messages parts) are plain import() calls by then.
    enforce: 'post',
    async transform(code, id, options) {
      const file = id.split('?')[0] ?? id;
      if (!options?.ssr || !file.startsWith(rendererRoot) || !sourceFile.test(file) || !code.includes('import(')) return null;
      const { default: ts } = await import('typescript');
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const calls: { start: number; end: number; specifier: string }[] = [];
      const visit = (node: import('typescript').Node): void => {
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [arg] = node.arguments;
          if (arg && ts.isStringLiteralLike(arg) && arg.text.startsWith('.')) calls.push({ start: node.getStart(source), end: node.end, specifier: arg.text });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      let out = code;
      for (const call of calls.reverse()) {
        const resolved = await this.resolve(call.specifier, file);
        if (!resolved || resolved.external) continue;
        const key = path
          .relative(rendererRoot, resolved.id.split('?')[0] ?? resolved.id)
          .split(path.sep)
          .join('/');
        out = `${out.slice(0, call.start)}(globalThis.__lmModules?.add(${JSON.stringify(key)}), ${out.slice(call.start, call.end)})${out.slice(call.end)}`;
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The entry's dynamic imports (the route table's pages and loaders, the header's parts) preload
 * only the chunk they import and its stylesheets. Vite would list each one's whole dependency
 * chain (30 files for a product page) in the entry: 5.6 KB gzip of file indices in every first load,
 * for navigations that come later if at all. Those lists go instead to a JSON map
 * (assets/preload-deps-<hash>.json, named by a `<meta name="lm-preload-deps">` in index.html) that
 * the browser fetches once the page is idle (platform/preloadDeps.ts): from then on, when the
 * entry preloads a chunk, its dependencies are preloaded with it, as before. A navigation before the
 * map has arrived loads the chain level by level. Imports made by later chunks keep Vite's lists.
 */
function deferredPreloads(): { plugins: Plugin[]; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let entryChunks = new Set<string>();
  const deferred = new Map<string, string[]>();
  return {
    resolveDependencies(file, deps, { hostId }) {
      if (!entryChunks.has(hostId)) return deps;
      const rest = deps.filter((dep) => dep !== file);
      if (rest.length > 0) deferred.set(file, rest);
      return deps.includes(file) ? [file] : [];
    },
    plugins: [
      {
        name: 'deferred-preloads:entry',
        apply: 'build',
        // Before vite's import analysis asks resolveDependencies for each list.
        generateBundle: {
          order: 'pre',
          handler(_options, bundle) {
            deferred.clear();
            entryChunks = new Set(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName] : [])));
          },
        },
      },
      {
        name: 'deferred-preloads:map',
        apply: 'build',
        // After it (and after index.html is written): each file named once, the lists as indices.
        generateBundle: {
          order: 'post',
          handler(_options, bundle) {
            const html = bundle['index.html'];
            if (!html || html.type !== 'asset' || deferred.size === 0) return;
            const files: string[] = [];
            const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
            const deps: Record<string, number[]> = {};
            for (const [file, list] of [...deferred].sort(([x], [y]) => x.localeCompare(y))) deps[index(file)] = list.map(index);
            const ref = this.emitFile({ type: 'asset', name: 'preload-deps.json', source: JSON.stringify({ files, deps }) });
            const meta = `<meta name="${PRELOAD_DEPS_META}" content="/${this.getFileName(ref)}" />`;
            html.source = String(html.source).replace('</head>', `  ${meta}\n  </head>`);
          },
        },
      },
    ],
  };
}
const preloads = deferredPreloads();

export default defineConfig({
  root,
  envDir,
  publicDir: 'public',
  base: '/',
  plugins: [...preloads.plugins, ltrOnlyStyles(), schemaFreeContract(), ssrModuleKeys(), react(), pushServiceWorker(), precompress()],
  // The contract's schemas are server-side; the renderer needs only its endpoints' paths.
  resolve: { alias: [{ find: /^typebox$/, replacement: fileURLToPath(new URL('./src/renderer/api/schemaFreeTypebox.ts', import.meta.url)) }] },
  build: {
    outDir,
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks each page loads (tests/e2e/bundle-budget.e2e.test.ts);
    // the web server does not serve dot-folders.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, tags: ['$initial'], priority: 30 },
            { name: 'fluent-core', test: fluentCore, tags: ['$initial'], priority: 20 },
            { name: 'fluent-runtime', test: fluentRuntime, priority: 15 },
            { name: 'fluent', test: fluentInitial, tags: ['$initial'], priority: 10 },
            // Everything else the entry imports statically, in the entry's chunk: left to the
            // default split, its modules also used by pages became seven small chunks (enums,
            // constants, PlainButton…) that every page loads anyway, each a request and its own
            // gzip context (issue 23: −1.5 KB on every page).
            { name: 'shell', tags: ['$initial'], priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/web': { target: apiTarget, changeOrigin: true },
      '/v2': { target: apiTarget, changeOrigin: true },
      '/student-api': { target: apiTarget, changeOrigin: true },
      '/docs': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
});
