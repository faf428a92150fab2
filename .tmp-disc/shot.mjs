// usage: node .tmp-disc/shot.mjs <url-path> <name> [phone|desktop] [en|id] [fullPage]
import { chromium } from 'playwright-core';
const [path, name, device = 'desktop', lang = 'id', full = ''] = process.argv.slice(2);
const base = process.env.BASE ?? 'http://localhost:5391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const vp = device === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1366, height: 860 } };
const page = await browser.newPage(vp);
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.WAIT ?? 800));
if (process.env.ACTION) { await eval(`(async () => { ${process.env.ACTION} })()`); await page.waitForTimeout(800); }
const out = process.env.OUT ?? `/tmp/disc-shots/${name}.png`;
await import('node:fs').then((fs) => fs.mkdirSync(out.replace(/\/[^/]+$/, ''), { recursive: true }));
await page.screenshot({ path: out, fullPage: !!full });
console.log(out, page.url());
if (errors.length) console.log(errors.slice(0, 15).join('\n'));
await browser.close();
