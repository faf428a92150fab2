import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBrandTheme, themeStylesheet } from './themeTokens';

describe('the brand theme stylesheet', () => {
  it('theme.css holds exactly the variables of createBrandTheme() (run `npm run theme:css` after a theme change)', () => {
    const file = fs.readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
    expect(file).toBe(themeStylesheet(createBrandTheme()));
  });

  it('declares the brand colours the app relies on for contrast', () => {
    const file = fs.readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
    expect(file).toContain('--colorBrandBackground: #0C766D;');
    expect(file).toContain('--colorBrandForeground1: #0C766D;');
    expect(file).toMatch(/--fontFamilyBase: 'Inter'/);
    expect(file).toContain('--palette-indigoDeep: #1E1B4B;');
  });
});
