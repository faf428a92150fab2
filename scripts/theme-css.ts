// `npm run theme:css`: writes the brand theme's CSS variables from createBrandTheme() as
// src/renderer/components/theme.css (the variables the app's plain stylesheets use, linked with the
// entry) and theme-fluent.css (the rest, for Fluent's components: linked with FluentScope);
// tests/unit/theme-css.test.ts fails while the files are out of date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBrandTheme, themeStylesheets } from '../src/renderer/components/themeTokens';

const renderer = fileURLToPath(new URL('../src/renderer', import.meta.url));
export const themeFiles = { core: path.join(renderer, 'components/theme.css'), fluent: path.join(renderer, 'components/theme-fluent.css') };

/**
 * The CSS variables the renderer's plain stylesheets (and inline styles written as `var(--x)`) read:
 * every `.css` file but the theme's own, and string literals in .ts/.tsx (not tests).
 */
export function plainStyleVariables(root = renderer): Set<string> {
  const names = new Set<string>();
  const own = new Set(Object.values(themeFiles));
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(root, entry);
    if (own.has(file) || !/\.(css|tsx?)$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/var\(--([A-Za-z0-9]+)/g)) names.add(name!);
  }
  return names;
}

/** Both stylesheets' text, as the script writes them. */
export function themeSheets(): { core: string; fluent: string } {
  return themeStylesheets(createBrandTheme(), plainStyleVariables());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sheets = themeSheets();
  fs.writeFileSync(themeFiles.core, sheets.core);
  fs.writeFileSync(themeFiles.fluent, sheets.fluent);
  console.log(`wrote ${themeFiles.core} and ${themeFiles.fluent}`);
}
