/**
 * The brand theme's stylesheets (scripts/theme-css.ts): generated from createBrandTheme(), split so
 * that pages drawn without Fluent load only the variables plain stylesheets read.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainStyleVariables, themeFiles, themeSheets } from '../../scripts/theme-css';

const read = (file: string) => fs.readFileSync(file, 'utf8');
const declared = (css: string) => new Set([...css.matchAll(/^\s+--([A-Za-z0-9-]+):/gm)].map((m) => m[1]!));

describe('the brand theme stylesheets', () => {
  it('theme.css and theme-fluent.css hold the variables of createBrandTheme() (run `npm run theme:css` after a theme or stylesheet change)', () => {
    const sheets = themeSheets();
    expect(read(themeFiles.core)).toBe(sheets.core);
    expect(read(themeFiles.fluent)).toBe(sheets.fluent);
  });

  it('every theme variable a plain stylesheet reads is in theme.css, which the entry links', () => {
    const core = declared(read(themeFiles.core));
    const fluent = declared(read(themeFiles.fluent));
    const missing = [...plainStyleVariables()].filter((name) => fluent.has(name) && !core.has(name));
    expect(missing).toEqual([]);
    expect(core.has('colorNeutralForeground1')).toBe(true);
    // Only Fluent's components read these.
    expect(core.has('colorPaletteCranberryBackground2')).toBe(false);
    expect(fluent.has('colorPaletteCranberryBackground2')).toBe(true);
    expect([...core].filter((name) => fluent.has(name))).toEqual([]);
  });

  it('declares the brand colours the app relies on for contrast', () => {
    const all = read(themeFiles.core) + read(themeFiles.fluent);
    expect(all).toContain('--colorBrandBackground: #0C766D;');
    expect(all).toContain('--colorBrandForeground1: #0C766D;');
    expect(all).toMatch(/--fontFamilyBase: 'Inter'/);
    expect(read(themeFiles.core)).toContain('--palette-indigoDeep: #1E1B4B;');
  });

  it('the entry links theme.css and FluentScope links theme-fluent.css', () => {
    expect(read('src/renderer/App.tsx')).toContain("import './components/theme.css';");
    expect(read('src/renderer/components/FluentScope.tsx')).toContain("import './theme-fluent.css';");
  });
});
