import { chromium } from 'playwright-core';
import fs from 'node:fs';
const axeSrc = fs.readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const base = process.env.BASE ?? 'http://localhost:5391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const [path, dev] of process.argv.slice(2).map((a) => a.split('@'))) {
  const page = await browser.newPage(dev === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true } : { viewport: { width: 1366, height: 860 } });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  await page.addScriptTag({ content: axeSrc });
  const r = await page.evaluate(async () => await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] }));
  console.log('==', path, dev ?? 'desktop', r.violations.length);
  for (const v of r.violations) console.log(' -', v.id, v.impact, v.nodes.length, v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
  await page.close();
}
await browser.close();
