/**
 * The chunks a server-rendered page needs before it hydrates, from the website build's manifest
 * (dist/web/.vite/manifest.json, written by `vite build` with `build.manifest`): each manifest key
 * the render names (its lazy route modules, its messages: entry-server.tsx `modules`) gives its
 * file and, recursively, its static imports and their CSS. The page's head preloads them, so the
 * browser fetches them with the entry instead of discovering them after the entry has run.
 *
 * The keys are a plain list: whatever the renderer loads before hydrating (a per-feature messages
 * chunk, a second lazy module) is preloaded by naming its module, with nothing to change here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './escape-html.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest's entry key: index.html's script, which the template already loads and preloads. */
export const ENTRY_KEY = 'index.html';

let cached: { file: string; mtimeMs: number; manifest: Manifest | null } | undefined;

/** The website build's manifest (read once per build: re-read when the file changes); null without one. */
export function readManifest(webRoot: string): Manifest | null {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    let manifest: Manifest | null = null;
    try {
      manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    } catch {
      manifest = null;
    }
    cached = { file, mtimeMs, manifest };
  }
  return cached.manifest;
}

export interface PageChunks {
  /** JS files (paths from the web root, e.g. assets/HomePage-x.js), each module before its imports. */
  scripts: string[];
  /** CSS files of those chunks. */
  styles: string[];
}

/**
 * The files `keys` load at once (each key's file, its static imports recursively, their CSS), in
 * the order met (a module, then its imports), without the files of `skip`'s keys (the entry's,
 * already in the template). Keys the manifest does not know are left out (a module bundled into
 * another chunk has no entry of its own).
 */
export function chunksOf(manifest: Manifest, keys: readonly string[], skip: readonly string[] = [ENTRY_KEY]): PageChunks {
  const skipped = new Set<string>();
  const seen = new Set<string>();
  const walkSkip = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    skipped.add(chunk.file);
    for (const css of chunk.css ?? []) skipped.add(css);
    for (const imported of chunk.imports ?? []) walkSkip(imported);
  };
  for (const key of skip) walkSkip(key);

  const scripts: string[] = [];
  const styles: string[] = [];
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!skipped.has(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!skipped.has(css) && !styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return { scripts, styles };
}

/** A file of the build as the page links it (the build's base is '/'). */
const href = (file: string) => escapeHtml(`/${file.replace(/^\/+/, '')}`);

/** The head tags of a page's chunks: stylesheets and modulepreloads, as vite writes the entry's own. */
export function preloadTags({ scripts, styles }: PageChunks): { styles: string[]; scripts: string[] } {
  return {
    styles: styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    scripts: scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
  };
}
