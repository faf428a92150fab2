// `npm run build:server`: the server compiled to JavaScript with esbuild, so production runs plain
// `node dist/server/main.js` (tsx stays for development and tests).
//
// Dependencies are not bundled (`packages: 'external'`): they load from node_modules as usual,
// and PGlite finds its WASM and extension files relative to its own package. The migrations are
// listed explicitly (src/server/db/migrations/index.ts), so nothing is read from src/ at run
// time; resources/ and dist/web are found from the working directory (`npm start` runs from the
// repository root).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'dist/server');
export const serverEntries = {
  main: 'src/server/main.ts',
  cli: 'src/server/admin/cli.ts',
};
const sourceDirs = ['src/server', 'src/common'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** True when a bundle is missing or a server source (or this script) is newer than the build. */
export function serverBuildStale() {
  const outputs = Object.keys(serverEntries).map((name) => path.join(serverOutDir, `${name}.js`));
  if (!outputs.every((f) => fs.existsSync(f))) return true;
  const built = Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
  const sources = Math.max(...sourceDirs.map((d) => newestMtime(path.join(root, d))), fs.statSync(fileURLToPath(import.meta.url)).mtimeMs);
  return built < sources;
}

/**
 * `outdir` must stay inside the repository: the bundles import their dependencies from the
 * node_modules folders above them.
 */
export async function buildServer({ quiet = false, outdir = serverOutDir } = {}) {
  const { build } = await import('esbuild');
  const started = Date.now();
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir,
    bundle: true,
    // Both entries share most of the server: one copy in a chunk both import.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
    metafile: true,
  });
  if (!quiet) console.log(`server built into ${path.relative(root, outdir)}/ in ${Date.now() - started} ms`);
  return result;
}

/** Builds when stale; used by `npm start` and `npm run admin`. */
export async function buildServerIfStale() {
  if (!serverBuildStale() && !process.env.FORCE_BUILD) return false;
  console.log('Building the server (esbuild)…');
  await buildServer({ quiet: true });
  return true;
}

// Run directly: `node scripts/build-server.mjs [--outdir=dist/elsewhere]` always builds.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length);
  buildServer({ outdir: outdir ? path.resolve(outdir) : serverOutDir }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
