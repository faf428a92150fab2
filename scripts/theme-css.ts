// `npm run theme:css`: writes the brand theme's CSS variables (src/renderer/components/theme.css)
// from createBrandTheme(); theme.test.ts fails while the file is out of date.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBrandTheme, themeStylesheet } from '../src/renderer/components/themeTokens';

const out = fileURLToPath(new URL('../src/renderer/components/theme.css', import.meta.url));
fs.writeFileSync(out, themeStylesheet(createBrandTheme()));
console.log(`wrote ${out}`);
