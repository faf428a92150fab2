import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4817';
const basic = `Basic ${Buffer.from('web-public:web-public-secret').toString('base64')}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const reg = await (await fetch(base + '/web/v2/students/register', { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: JSON.stringify({ fullName: 'Budi Santoso', email: `budi${Date.now()}@example.com`, password: 'rahasia123' }) })).json();
for (const [w, h, tag] of [[390, 844, 'phone'], [1366, 860, 'desktop']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript(() => localStorage.setItem('locale', 'en'));
  await ctx.addCookies([{ name: 'auth', value: encodeURIComponent(JSON.stringify({ accessToken: { token: reg.result.accessToken.token }, refreshToken: reg.result.refreshToken })), url: base }]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const p of ['edit-account', 'delete-account']) {
    await page.goto(base + '/user/' + p);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/acct/shots/${p}-${tag}.png`, fullPage: true });
  }
  await page.goto(base + '/forgot-password');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: `/tmp/acct/shots/forgot-${tag}.png` });
  await page.goto(base + '/reset-password?email=budi@example.com');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/acct/shots/reset-${tag}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
