import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { HomeSection } from '../../src/common/types.js';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot, takeA11yReport } from './browser.js';
import { must } from '../../src/common/must.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

async function sections(language: 'id' | 'en'): Promise<HomeSection[]> {
  const res = await fetch(`${baseUrl}/web/v2/home/sections`, { headers: { authorization: basic, language } });
  return ((await res.json()) as { result: HomeSection[] }).result;
}

function admin(...args: string[]) {
  const port = new URL(baseUrl).port;
  const r = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], { env: { ...process.env, PORT: port, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${r.stderr}${r.stdout}`);
  return r.stdout;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const firstCard = '[data-testid="home-section-top-products"] [data-testid="content-card"]';

describe('home page', () => {
  it('shows the seeded sections in Indonesian by default', async () => {
    const [id] = [await sections('id')];
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(baseUrl + '/');
    await page.waitForSelector(firstCard);
    const top = id.find((s) => s.key === 'top-products')!;
    await expect(page.getByRole('heading', { name: top.title }).first().isVisible()).resolves.toBe(true);
    await page.getByText(must(top.items[0], 'a top product').title).first().waitFor();
    for (const key of ['bootcamps', 'prakerja', 'microlearning', 'testimonials']) expect(await page.locator(`[data-testid="home-section-${key}"]`).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    await checkA11y(page);
    await screenshot(page, 'home-desktop-id');
    await page.close();
  });

  it('shows English at /en (the English home), on a phone', async () => {
    const en = await sections('en');
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(baseUrl + '/en');
    await page.waitForSelector(firstCard);
    const top = en.find((s) => s.key === 'top-products')!;
    await page.getByText(must(top.items[0], 'a top product').title).first().waitFor();
    await page.getByRole('heading', { name: top.title }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await checkA11y(page);
    await screenshot(page, 'home-phone-en');
    await page.close();
  });

  it('switches language from the header and remembers it', async () => {
    const [id, en] = [await sections('id'), await sections('en')];
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(baseUrl + '/');
    await page.waitForSelector(firstCard);
    const topId = id.find((s) => s.key === 'top-products')!;
    const topEn = en.find((s) => s.key === 'top-products')!;
    await page.getByRole('heading', { name: topId.title }).first().waitFor();
    await page.getByRole('button', { name: /^Bahasa:/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).waitFor();
    await checkA11y(page, 'language menu open');
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: topEn.title }).first().waitFor();
    await page.getByText(must(topEn.items[0], 'a top product').title).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    expect(new URL(page.url()).pathname).toBe('/en');
    await page.reload();
    await page.getByRole('heading', { name: topEn.title }).first().waitFor();
    await checkA11y(page);
    await page.close();
  });
});

describe('system pages', () => {
  it('a wrong URL shows the not-found page', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(baseUrl + '/halaman/yang-tidak-ada');
    await page.getByText('Halaman tidak ditemukan').first().waitFor();
    await expect(page.getByText('404').first().isVisible()).resolves.toBe(true);
    await checkA11y(page);
    await screenshot(page, 'not-found-id');
    await page.close();
  });

  it('maintenance on (through the admin command) replaces the app with the 503 page, off brings it back', async () => {
    expect(admin('maintenance', 'on')).toMatch(/maintenance is ON/);
    const page = await browser.newPage({ viewport: DESKTOP });
    try {
      await page.goto(baseUrl + '/');
      await page.getByText('Kami segera kembali').waitFor();
      await expect(page.getByText('503').first().isVisible()).resolves.toBe(true);
      expect(await page.locator(firstCard).count()).toBe(0);
      await checkA11y(page, 'maintenance');
      await screenshot(page, 'maintenance-id');
      // The home path is already checked in English, so the 503 page's English is checked here.
      const en = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await en.goto(baseUrl + '/en');
      await en.getByText('We’ll be right back').waitFor();
      await checkA11y(en, 'maintenance');
      await en.close();
    } finally {
      expect(admin('maintenance', 'off')).toMatch(/maintenance is OFF/);
    }
    await page.reload();
    await page.waitForSelector(firstCard);
    await page.close();
  });
});

describe('the accessibility gate', () => {
  it('fails a test for a visited page left unchecked, and for a serious violation with its rule, impact, target and help URL', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    // A page on the site's origin with an icon button that has no name (axe: button-name, critical).
    const fixture = `${baseUrl}/__a11y-gate-fixture`;
    await page.route(fixture, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="id"><head><title>Uji</title></head><body><main><h1>Uji</h1><button id="mute"><svg width="16" height="16" aria-hidden="true"></svg></button></main></body></html>',
      }),
    );
    await page.goto(fixture);
    expect(takeA11yReport()).toContain('/__a11y-gate-fixture (checked in: none)');

    await page.reload();
    await checkA11y(page);
    const report = takeA11yReport() ?? '';
    expect(report).toContain('button-name (critical) on ' + fixture + ' [id, 1366×860]');
    expect(report).toContain('https://dequeuniversity.com/rules/axe/4.14/button-name');
    expect(report).toContain('#mute <button id="mute">');
    expect(report).not.toContain('checked in');
    await page.close();
  });
});
