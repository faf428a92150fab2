/**
 * What a page of the website loads before it is interactive, from the build output (dist/web and
 * the manifest vite writes with `build.manifest: true`): the entry of index.html with its static
 * imports (the modulepreloads) and CSS, plus the route's lazy page chunk with its static imports
 * and CSS, plus the messages the first view awaits (dynamic imports, yet awaited before the
 * page renders: the shell's part and the page's feature parts, src/renderer/i18n/pageMessages.ts),
 * each file counted once and weighed by gzip -9 (zlib level 9). Sizes of a build are
 * deterministic, so a budget on them is a test (tests/e2e/bundle-budget.e2e.test.ts) and the
 * same figures are printed by the benches.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(webRoot: string): Manifest {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the website first (vite build, with build.manifest on)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The output files (JS and CSS) a manifest entry loads at once: itself, its static imports, their CSS. */
export function staticClosure(manifest: Manifest, key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key] ?? sharedChunkOf(manifest, key);
  if (!chunk) throw new Error(`the manifest has no entry ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files, seen);
  return files;
}

/**
 * A source module the bundler emitted as a shared chunk rather than under its own key (a module
 * imported both statically and with import(), like components/FluentScope.tsx): the one chunk
 * named after the module's file.
 */
function sharedChunkOf(manifest: Manifest, module: string): ManifestChunk | undefined {
  const name = module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const named = Object.entries(manifest).filter(([key, c]) => key.startsWith('_') && c.name === name && c.file.endsWith('.js'));
  return named.length === 1 ? named[0]![1] : undefined;
}

const gzipCache = new Map<string, number>();
/** gzip -9 size of one built file. */
export function gzipSize(webRoot: string, file: string): number {
  const full = path.join(webRoot, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

export interface PageWeight {
  /** The page module (manifest key, e.g. features/home/HomePage.tsx). */
  module: string;
  files: string[];
  gzipBytes: number;
  /** Of which the messages (the shell's part and the page's parts). */
  messagesGzipBytes: number;
  /** Of which the stylesheets (the one combined file): with the boot script, what a rendered page loads before its visitor acts. */
  stylesGzipBytes: number;
}

/**
 * The manifest keys of the messages a page awaits in `lang`: the shell's part (i18n/<lang>.json)
 * and each of the page's feature parts (features/<part>/messages/<lang>.json).
 */
export function messageModules(lang: string, parts: readonly string[]): string[] {
  return [`i18n/${lang}.json`, ...parts.map((part) => `features/${part}/messages/${lang}.json`)];
}

/**
 * The entry (index.html) plus one page module's chunk (and what its route loads with it: the lazy
 * loader's module, FluentScope), the
 * stylesheets of `partModules` (parts that hydrate when seen: the server links their CSS, their
 * scripts wait) and the given messages modules, by gzip -9.
 */
export function pageWeight(
  webRoot: string,
  manifest: Manifest,
  pageModule: string,
  messages: readonly string[] = [],
  withPage: readonly string[] = [],
  partModules: readonly string[] = [],
): PageWeight {
  const files = staticClosure(manifest, 'index.html');
  staticClosure(manifest, pageModule, files);
  for (const module of withPage) staticClosure(manifest, module, files);
  for (const part of partModules) for (const file of staticClosure(manifest, part)) if (file.endsWith('.css')) files.add(file);
  const messageFiles = new Set<string>();
  for (const key of messages) staticClosure(manifest, key, messageFiles);
  for (const file of files) messageFiles.delete(file);
  const list = [...files, ...messageFiles].sort();
  const sum = (names: Iterable<string>) => [...names].reduce((total, f) => total + gzipSize(webRoot, f), 0);
  // The stylesheets arrive as one file (the server's combined.css, in the head's order: the
  // entry's, the page's, the when-seen parts'), so they are weighed as that one file.
  const styles = [...files].filter((f) => f.endsWith('.css'));
  const scriptsBytes = sum(list.filter((f) => !f.endsWith('.css')));
  const stylesBytes = combinedGzipSize(webRoot, styles);
  return { module: pageModule, files: list, gzipBytes: scriptsBytes + stylesBytes, messagesGzipBytes: sum(messageFiles), stylesGzipBytes: stylesBytes };
}

/** gzip -9 size of files joined as the server's combined stylesheet joins them (each followed by a newline). */
export function combinedGzipSize(webRoot: string, files: readonly string[]): number {
  if (files.length === 1) return gzipSize(webRoot, files[0]!);
  const joined = Buffer.concat(files.flatMap((f) => [fs.readFileSync(path.join(webRoot, f)), Buffer.from('\n')]));
  return files.length === 0 ? 0 : zlib.gzipSync(joined, { level: 9 }).length;
}

/** The entry alone (what every page loads). */
export function entryWeight(webRoot: string, manifest: Manifest): number {
  return [...staticClosure(manifest, 'index.html')].reduce((sum, f) => sum + gzipSize(webRoot, f), 0);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The renderer's source modules `from` (a path under `rendererRoot`) imports statically, itself
 * included, recursively (relative `import … from './x'` only; `import()` starts a chunk of its own).
 */
export function sourceClosure(rendererRoot: string, from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  const source = fs.readFileSync(path.join(rendererRoot, from), 'utf8');
  for (const [, spec] of source.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm)) {
    const base = path.posix.join(path.posix.dirname(from), spec!);
    const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => /\.tsx?$/.test(f) && fs.existsSync(path.join(rendererRoot, f)));
    if (file) sourceClosure(rendererRoot, file, seen);
  }
  return seen;
}

/** A part that hydrates when seen: its module (a manifest key) and the module that renders it. */
export interface WhenSeenPart {
  module: string;
  caller: string;
}

/** Every `hydrateWhenSeen(() => import('./X'))` of the renderer. */
export function whenSeenParts(rendererRoot: string): WhenSeenPart[] {
  const files = fs.readdirSync(rendererRoot, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f));
  return files.flatMap((file) => {
    const caller = file.split(path.sep).join('/');
    const source = fs.readFileSync(path.join(rendererRoot, file), 'utf8');
    return [...source.matchAll(/hydrateWhenSeen[^(]*\(\s*\(\)\s*=>\s*import\('(\.{1,2}\/[^']+)'\)/g)].map(([, spec]) => ({
      module: path.posix.join(path.posix.dirname(caller), `${spec!}.tsx`),
      caller,
    }));
  });
}

/**
 * The when-seen parts a page can render: those whose caller the entry (main.tsx) or the page
 * module imports statically. The server links their stylesheets (their scripts wait).
 */
export function partsOfPage(rendererRoot: string, parts: readonly WhenSeenPart[], pageModule: string): string[] {
  const reachable = sourceClosure(rendererRoot, pageModule, sourceClosure(rendererRoot, 'main.tsx'));
  return parts.filter((p) => reachable.has(p.caller)).map((p) => p.module);
}
