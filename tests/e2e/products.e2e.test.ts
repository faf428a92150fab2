/**
 * The product pages in Chromium against the real server, reached the way a visitor reaches them:
 * from their list page (courses, packages, bootcamps, webinars, microlearning, Prakerja), from a
 * search (events, subscriptions, which have no list page), or from a shared link (programmes and
 * donation campaigns: no page of the site links to them). On each: the title, the price in the
 * spec's format (Rp with dot thousands; free shown as "Gratis"/"Free"), the buy or join button
 * sending a guest to sign in with `from`, the sections that product has (syllabus, tiers,
 * schedule, agenda, playlist, plans, donors …), reviews and the rating summary where it has them,
 * and similar items. Unknown products and unknown URLs get the not-found page. Every value
 * shown is read from the API in the test; every page is checked with axe in both languages.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { BootcampPackage, ContentDetail, DonationCampaign, MicrolearningPlaylist, ProgramPage, ReviewItem, SubscriptionPackage } from '../../src/common/catalog.js';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { ContentItem, Page as ApiPage } from '../../src/common/types.js';
import { DONATIONS } from '../../src/server/db/seed/data/product-pages.js';
import { localeOfPath, stripLocale } from '../../src/common/localeUrl.js';
import { DESKTOP, PHONE, checkA11y, checkA11yOnce, launch } from './browser.js';
import { must } from '../../src/common/must.js';

const baseUrl = inject('baseUrl');
// The public client's Basic credentials (the same pair as src/server/testing/test-app.ts basicHeaders).
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

type Lang = 'id' | 'en';

/** The words of the interface the checks rely on, as a visitor reads them. */
const UI = {
  id: {
    free: 'Gratis',
    buy: 'Beli sekarang',
    join: 'Daftar',
    ended: 'Sudah berakhir',
    upcomingWebinars: 'Lihat webinar mendatang',
    notFound: 'Halaman tidak ditemukan',
    courseNotFound: 'Kursus tidak ditemukan',
    signInToDonate: 'Masuk untuk berdonasi',
    current: 'Paket ini',
    summaryOnly: 'Ulasan tertulis peserta',
  },
  en: {
    free: 'Free',
    buy: 'Buy now',
    join: 'Join',
    ended: 'Ended',
    upcomingWebinars: 'See the upcoming webinars',
    notFound: 'Page not found',
    courseNotFound: 'Course not found',
    signInToDonate: 'Sign in to donate',
    current: 'This plan',
    summaryOnly: 'written reviews',
  },
} as const;

async function api<T>(path: string, lang: Lang = 'id', body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/web/v2/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: basic, language: lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result: T; message: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.result;
}

/** The spec's price format, written out here independently of src/common/format.ts. */
const rupiah = (n: number) => `Rp ${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
/** A rating as the page shows it: one decimal, a comma in Indonesian. */
const rating = (n: number, lang: Lang) => (Math.round(n * 10) / 10).toFixed(1).replace('.', lang === 'id' ? ',' : '.');

/** A Jakarta session as the schedule shows it: "30 November 2026, 19.00–21.00 WIB", or past midnight "27 November 2026, 21.18 – 28 November 2026, 00.18 WIB". */
function sessionText(startAt: string, endAt: string, lang: Lang): string {
  const day = (d: Date) => new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric' }).format(d);
  const time = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d).replace(':', lang === 'id' ? '.' : ':');
  const start = new Date(startAt);
  const end = new Date(endAt);
  if (day(start) !== day(end)) return `${day(start)}, ${time(start)} – ${day(end)}, ${time(end)} WIB`;
  return `${day(start)}, ${time(start)}–${time(end)} WIB`;
}

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
// Each test's tabs are closed after it (nothing left running in the background of the next).
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
});

/** A guest's tab in `lang`, on a desktop (default) or a phone. */
async function visitor(lang: Lang, device: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const context = await browser.newContext(device === 'phone' ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP });
  contexts.push(context);
  await context.addInitScript((l) => localStorage.setItem('locale', l), lang);
  return context.newPage();
}

const cards = (scope: Page | Locator) => scope.locator('[data-testid="content-card"]');
const gridCards = (page: Page) => page.locator('[data-testid="results-grid"] [data-testid="content-card"]');

/** The content ids of the cards a list shows, once it has loaded. */
async function shownIds(page: Page): Promise<number[]> {
  await gridCards(page).first().waitFor();
  await page.waitForSelector('[data-testid="results-grid"]:not([aria-busy="true"])');
  return gridCards(page).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.contentId)));
}

/** Clicks the card of `item` (its title link) and waits for its detail page and its title. */
async function openCard(page: Page, item: { contentId: number; title: string }, path: string, scope: Page | Locator = page) {
  const card = cards(scope)
    .and(scope.locator(`[data-content-id="${item.contentId}"]`))
    .first();
  await card.getByRole('link', { name: item.title }).first().click();
  // Language-free: an English page's URL is the same path under /en.
  await page.waitForURL((u) => stripLocale(u.pathname) === path);
  await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
}

/** The price a card or a buy box shows, in the spec's format. */
async function expectPrice(scope: Locator, price: ContentItem['price'], lang: Lang) {
  const text = await scope.innerText();
  if (price.isFree) {
    expect(text).toContain(UI[lang].free);
    expect(text).not.toMatch(/Rp\s?\d/);
    return;
  }
  expect(text).toContain(rupiah(price.finalPrice));
  if (price.price > price.finalPrice) expect(text).toContain(rupiah(price.price));
  // Never a comma or a space as the thousands separator.
  expect(text).not.toMatch(/Rp\s?\d{1,3}[, ]\d{3}/);
}

/** The buy box's main button sends a guest to sign in and back to this page. */
async function expectGuestSignIn(page: Page, button: Locator, name: string) {
  const from = new URL(page.url()).pathname;
  expect((await button.innerText()).trim()).toBe(name);
  await button.click();
  // In the page's language (/en/signin for English); `from` is the page's path inside it.
  await page.waitForURL((u) => stripLocale(u.pathname) === '/signin' && localeOfPath(u.pathname) === localeOfPath(from));
  expect(new URL(page.url()).searchParams.get('from')).toBe(stripLocale(from));
  await page.locator('form').first().waitFor();
  await checkA11yOnce(page);
  await page.goBack();
  await page.waitForURL((u) => u.pathname === from);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** The titles a row of cards shows match the API's list, in order. */
async function expectRow(section: Locator, items: { title: string }[]) {
  expect(items.length).toBeGreaterThan(0);
  await cards(section).first().waitFor();
  expect(await cards(section).locator('h3').allInnerTexts()).toEqual(items.map((i) => i.title));
}

/** The rating summary block: average, total, and one bar per star with its count. */
async function expectRatingSummary(page: Page, item: ContentDetail, lang: Lang) {
  const summary = page.getByTestId('product-section-reviews').getByTestId('rating-summary');
  const rs = item.detail.ratingSummary;
  expect(rs.total).toBeGreaterThan(0);
  const text = await summary.innerText();
  expect(text).toContain(rating(rs.average, lang));
  expect(text).toContain(`${rs.total}`);
  // One bar per star, 5 first, each saying its count.
  const bars = summary.locator('ul [role="img"][aria-label]');
  expect(await bars.count()).toBe(5);
  for (const stars of [5, 4, 3, 2, 1] as const) {
    const label = await bars.nth(5 - stars).getAttribute('aria-label');
    expect(label).toMatch(new RegExp(`^${stars} .*\\b${rs.distribution[String(stars) as '1']}\\b`));
  }
}

describe('courses', () => {
  it('opens a discounted course from the course list: price, buy → sign-in, syllabus, reviews, similar courses', async () => {
    const page = await visitor('id');
    await page.goto(baseUrl + '/courses');
    const ids = await shownIds(page);
    await checkA11y(page);
    const list = await api<ApiPage<ContentItem>>('courses?page=1&pageSize=100');
    const byId = new Map(list.items.map((i) => [i.contentId, i]));
    const item = ids.map((id) => byId.get(id)!).find((i) => i && !i.price.isFree && i.price.price > i.price.finalPrice && i.ratingCount > 3 && !i.isPrakerja)!;
    expect(item, 'a discounted, reviewed course on the first page').toBeTruthy();
    await expectPrice(gridCards(page).and(page.locator(`[data-content-id="${item.contentId}"]`)), item.price, 'id');

    await openCard(page, item, `/courses/${item.url}`);
    const detail = await api<ContentDetail>(`courses/${item.url}`);
    expect(await page.title()).toContain(detail.title);
    const box = page.getByTestId('buy-box');
    await expectPrice(box.getByTestId('price'), detail.price, 'id');
    expect(await box.getByTestId('price').innerText()).toContain(`-${detail.price.discountPercent}%`);

    // The syllabus: every module, in order.
    const syllabus = page.getByTestId('product-section-syllabus');
    const modules = detail.detail.syllabus ?? [];
    expect(modules.length).toBeGreaterThan(0);
    const syllabusText = await syllabus.innerText();
    let at = -1;
    for (const m of modules) {
      const next = syllabusText.indexOf(m.title, at + 1);
      expect(next, m.title).toBeGreaterThan(at);
      at = next;
    }

    // Reviews: the summary, then the first page of the list (the spec's page size, 3), then more.
    await expectRatingSummary(page, detail, 'id');
    const reviews = await api<ApiPage<ReviewItem>>(`courses/${item.url}/reviews?page=1&pageSize=3`);
    const shown = page.getByTestId('product-section-reviews').getByTestId('review');
    await expect.poll(() => shown.count()).toBe(reviews.items.length);
    for (const [i, r] of reviews.items.entries()) expect(await shown.nth(i).innerText()).toContain(r.name);
    expect(reviews.totalItems).toBeGreaterThan(3);
    await page.getByTestId('reviews-more').click();
    await expect.poll(() => shown.count()).toBe(Math.min(6, reviews.totalItems));

    // Similar courses, as the API lists them, each linking to its page.
    const similar = await api<ContentItem[]>(`contents/${detail.contentId}/similar-contents?pageSize=5`);
    const row = page.getByTestId('product-section-similar');
    await expectRow(row, similar);
    for (const [i, s] of similar.entries()) expect(await cards(row).nth(i).getByRole('link', { name: s.title }).first().getAttribute('href')).toMatch(new RegExp(`/${s.url}$`));
    await checkA11y(page);

    await expectGuestSignIn(page, box.getByTestId('action-buy'), UI.id.buy);
    await expectGuestSignIn(page, box.getByTestId('action-cart'), 'Tambah ke keranjang');
  });

  it('shows a free course as free, in English on a phone, and joining asks a guest to sign in', async () => {
    const page = await visitor('en', 'phone');
    await page.goto(baseUrl + '/en/courses');
    const ids = await shownIds(page);
    await checkA11yOnce(page);
    const list = await api<ApiPage<ContentItem>>('courses?page=1&pageSize=100', 'en');
    const item = ids.map((id) => list.items.find((i) => i.contentId === id)).find((i) => i?.price.isFree && !i.isPrakerja)!;
    expect(item, 'a free course on the first page').toBeTruthy();
    await expectPrice(gridCards(page).and(page.locator(`[data-content-id="${item.contentId}"]`)), item.price, 'en');
    await openCard(page, item, `/courses/${item.url}`);
    const detail = await api<ContentDetail>(`courses/${item.url}`, 'en');
    // Phones: the buy box sits under the hero; the bottom bar takes over once it scrolls away.
    const box = page.getByTestId('buy-box');
    await expectPrice(box.getByTestId('price'), detail.price, 'en');
    expect(await page.getByTestId('buy-bar').getAttribute('aria-hidden')).toBe('true');
    await page.getByTestId('product-section-reviews').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('buy-bar').getAttribute('aria-hidden')).toBeNull();
    expect(await page.getByTestId('buy-bar').innerText()).toContain(UI.en.free);
    await page.getByTestId('product-section-similar').locator('[data-testid="content-card"], [data-testid="product-empty"]').first().waitFor();
    await checkA11y(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectGuestSignIn(page, box.getByTestId('action-join'), UI.en.join);
  });
});

describe('course packages', () => {
  it('opens a package from the package list: price, its courses in order, rating summary, other packages', async () => {
    const page = await visitor('id');
    await page.goto(baseUrl + '/course/package');
    const ids = await shownIds(page);
    await checkA11y(page);
    const list = await api<ApiPage<ContentItem>>('contents/search', 'id', { keyword: '', page: 1, pageSize: 100, contentTypes: [6] });
    const item = ids.map((id) => list.items.find((i) => i.contentId === id)).find((i) => i && i.ratingCount > 0)!;
    expect(item, 'a reviewed package on the first page').toBeTruthy();
    await openCard(page, item, `/course/package/${item.url}`);
    const detail = await api<ContentDetail>(`coursepackages/${item.url}`);
    const box = page.getByTestId('buy-box');
    await expectPrice(box.getByTestId('price'), detail.price, 'id');

    const courses = await api<ContentItem[]>(`coursepackages/${item.url}/courses`);
    await expectRow(page.getByTestId('package-courses'), courses);
    // The written reviews (issue 25: no more "will appear here soon"), as the package's reviews call lists them.
    await expectRatingSummary(page, detail, 'id');
    const reviews = await api<ApiPage<ReviewItem>>(`coursepackages/${item.url}/reviews?page=1&pageSize=3`);
    expect(reviews.totalItems).toBe(detail.detail.ratingSummary.total);
    const shown = page.getByTestId('product-section-reviews').getByTestId('review');
    await expect.poll(() => shown.count()).toBe(reviews.items.length);
    for (const [i, r] of reviews.items.entries()) expect(await shown.nth(i).innerText()).toContain(r.name);
    expect(await page.getByTestId('product-section-reviews').innerText()).not.toContain(UI.id.summaryOnly);
    await expectRow(page.getByTestId('product-section-similar'), await api<ContentItem[]>(`coursepackages/${item.url}/similar-course-packages?pageSize=5`));
    await checkA11y(page);
    await expectGuestSignIn(page, box.getByTestId(detail.price.isFree ? 'action-join' : 'action-buy'), detail.price.isFree ? UI.id.join : UI.id.buy);
  });
});

describe('bootcamps', () => {
  it('opens a bootcamp from the bootcamp page, in English: tiers price the buy box, schedule, syllabus, other bootcamps', async () => {
    const page = await visitor('en');
    await page.goto(baseUrl + '/en/bootcamps');
    const ids = await shownIds(page);
    await checkA11y(page);
    const list = await api<ApiPage<ContentItem>>('bootcamps', 'en', { page: 1, pageSize: 100 });
    const item = list.items.find((i) => i.contentId === ids[0])!;
    await openCard(page, item, `/bootcamps/${item.url}`);
    const detail = await api<ContentDetail>(`bootcamps/${item.url}`, 'en');
    const tiers = await api<BootcampPackage[]>(`bootcamps/${item.url}/packages`, 'en');
    expect(tiers.length).toBeGreaterThan(1);

    // The tiers, the recommended one chosen, pricing the buy box; another choice re-prices it.
    const fieldset = page.getByTestId('bootcamp-packages');
    await fieldset.waitFor();
    const box = page.getByTestId('buy-box');
    const recommended = tiers.find((t) => t.isRecommended) ?? must(tiers[0], 'a tier');
    const radio = (t: BootcampPackage) => fieldset.locator(`input[type="radio"][value="${t.id}"]`);
    for (const t of tiers) expect(await radio(t).isChecked()).toBe(t === recommended);
    const tierPrice = (t: BootcampPackage) => ({ price: t.price, finalPrice: t.finalPrice, isFree: t.finalPrice === 0 }) as ContentItem['price'];
    await expectPrice(box.getByTestId('price'), tierPrice(recommended), 'en');
    expect(await box.innerText()).toContain(recommended.name);
    const other = tiers.find((t) => t !== recommended)!;
    await radio(other).check();
    await expect.poll(async () => (await box.getByTestId('price').innerText()).includes(rupiah(other.finalPrice))).toBe(true);
    expect(await box.innerText()).toContain(other.name);

    // The schedule plan and the syllabus, as the API has them.
    const plan = detail.detail.schedule as { days: string; time: string; weeks: number };
    const schedule = await page.getByTestId('product-section-schedule').innerText();
    expect(schedule).toContain(plan.days);
    expect(schedule).toContain(plan.time);
    const syllabus = await page.getByTestId('product-section-syllabus').innerText();
    for (const m of detail.detail.syllabus ?? []) expect(syllabus).toContain(m.title);
    await expectRatingSummary(page, detail, 'en');
    // The written reviews (issue 25: no more "will appear here soon"), as the bootcamp's reviews call lists them.
    const reviews = await api<ApiPage<ReviewItem>>(`bootcamps/${item.url}/reviews?page=1&pageSize=3`, 'en');
    expect(reviews.totalItems).toBe(detail.detail.ratingSummary.total);
    const shown = page.getByTestId('product-section-reviews').getByTestId('review');
    await expect.poll(() => shown.count()).toBe(reviews.items.length);
    for (const [i, r] of reviews.items.entries()) expect(await shown.nth(i).innerText()).toContain(r.name);
    expect(await page.getByTestId('product-section-reviews').innerText()).not.toContain(UI.en.summaryOnly);
    await expectRow(page.getByTestId('product-section-similar'), await api<ContentItem[]>(`bootcamps/by-content-id/${detail.contentId}/similar-bootcamps?pageSize=5`, 'en'));
    await checkA11y(page);
    await expectGuestSignIn(page, box.getByTestId('action-buy'), UI.en.buy);
  });
});

describe('webinars', () => {
  it('opens an upcoming paid webinar from the list: session date, speaker, the buy box, other webinars; a past one has ended', async () => {
    const page = await visitor('id');
    await page.goto(baseUrl + '/webinars');
    const ids = await shownIds(page);
    await checkA11y(page);
    const upcoming = await api<ApiPage<ContentItem>>('webinars', 'id', { page: 1, pageSize: 100, status: 'upcoming' });
    const item = ids.map((id) => upcoming.items.find((i) => i.contentId === id)).find((i) => i && !i.price.isFree)!;
    expect(item, 'a paid upcoming webinar on the first page').toBeTruthy();
    await openCard(page, item, `/webinars/${item.url}`);
    const detail = await api<ContentDetail>(`webinars/${item.url}`);
    const box = page.getByTestId('buy-box');
    await expectPrice(box.getByTestId('price'), detail.price, 'id');
    expect(await page.getByTestId('product-section-schedule').innerText()).toContain(sessionText(detail.startAt!, detail.endAt!, 'id'));
    expect(await page.getByTestId('product-section-instructor').innerText()).toContain(detail.detail.instructor!.name);
    // A guest gets the working buy box, not a (read-only) registration form nor a session box.
    await box.getByTestId('action-buy').waitFor();
    expect(await page.getByTestId('product-section-registration').count()).toBe(0);
    expect(await page.getByTestId('session-panel').count()).toBe(0);
    const others = await api<ContentItem[]>(`webinars/by-content-id/${detail.contentId}/similar-webinars?pageSize=5`);
    await expectRow(page.getByTestId('product-section-similar'), others);
    await checkA11y(page);
    await expectGuestSignIn(page, box.getByTestId('action-buy'), UI.id.buy);

    // The past tab: a past webinar can no longer be bought: a status and a link to the upcoming ones, no button.
    // By keyboard, as a tab list works: the arrow moves the focus, Enter selects.
    await page.goto(baseUrl + '/webinars');
    await page.waitForSelector('html[data-interactive]');
    const upcomingTab = page.getByRole('tab', { selected: true });
    await upcomingTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sudah lewat');
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL(/status=past/);
    await expect.poll(() => page.getByRole('tab', { name: 'Sudah lewat' }).getAttribute('aria-selected')).toBe('true');
    const past = await api<ApiPage<ContentItem>>('webinars', 'id', { page: 1, pageSize: 12, status: 'past' });
    const lastPast = must(past.items[0], 'a past webinar');
    await expect.poll(async () => (await shownIds(page))[0]).toBe(lastPast.contentId);
    await openCard(page, lastPast, `/webinars/${lastPast.url}`);
    const ended = box.getByTestId('action-ended');
    await ended.waitFor();
    expect(await ended.getAttribute('role')).toBe('status');
    const upcomingLink = ended.getByRole('link', { name: UI.id.upcomingWebinars });
    expect(await upcomingLink.getAttribute('href')).toBe('/webinars');
    expect(await box.getByRole('button', { name: UI.id.ended }).count()).toBe(0);
    expect(await page.getByTestId('product-section-registration').count()).toBe(0);
    // Past webinars have their reviews: the summary and the first page of the list.
    const pastDetail = await api<ContentDetail>(`webinars/${lastPast.url}`);
    await expectRatingSummary(page, pastDetail, 'id');
    const pastReviews = await api<ApiPage<ReviewItem>>(`webinars/${lastPast.url}/reviews?page=1&pageSize=3`);
    const shownReviews = page.getByTestId('product-section-reviews').getByTestId('review');
    await expect.poll(() => shownReviews.count()).toBe(pastReviews.items.length);
    for (const [i, r] of pastReviews.items.entries()) expect(await shownReviews.nth(i).innerText()).toContain(r.name);
    await checkA11y(page);
  });
});

describe('microlearning', () => {
  it('opens a lesson from the microlearning list: videos, its place in the playlist, related lessons', async () => {
    const page = await visitor('id');
    await page.goto(baseUrl + '/microlearnings');
    const ids = await shownIds(page);
    await checkA11y(page);
    const list = await api<ApiPage<ContentItem>>('microlearnings', 'id', { page: 1, pageSize: 100 });
    // One with neighbours in its playlist.
    let item: ContentItem | undefined;
    let playlist: MicrolearningPlaylist | undefined;
    for (const id of ids) {
      const candidate = list.items.find((i) => i.contentId === id)!;
      const p = await api<MicrolearningPlaylist>(`microlearnings/${candidate.url}/current-playlist`);
      if (p.items.length > 1 && candidate.ratingCount > 0) {
        [item, playlist] = [candidate, p];
        break;
      }
    }
    expect(item, 'a reviewed lesson in a playlist of several').toBeTruthy();
    await openCard(page, item!, `/microlearnings/${item!.url}`);
    const detail = await api<ContentDetail>(`microlearnings/${item!.url}`);
    const box = page.getByTestId('buy-box');
    await expectPrice(box.getByTestId('price'), detail.price, 'id');
    const videos = await page.getByTestId('product-section-videos').innerText();
    for (const v of detail.detail.playlist as { title: string }[]) expect(videos).toContain(v.title);
    // The playlist: every lesson in order, this one marked as the current page.
    const entries = page.getByTestId('playlist').getByRole('link');
    await entries.first().waitFor();
    expect(
      (await entries.allInnerTexts()).map((t) =>
        t
          .split('\n')
          .find((l) => l.trim() && !/^\d+$/.test(l.trim()))
          ?.trim(),
      ),
    ).toEqual(playlist!.items.map((i) => i.title));
    expect(await entries.nth(playlist!.currentIndex).getAttribute('aria-current')).toBe('page');
    for (const [i, p] of playlist!.items.entries()) expect(await entries.nth(i).getAttribute('href')).toBe(`/microlearnings/${p.url}`);
    await expectRatingSummary(page, detail, 'id');
    await expectRow(page.getByTestId('product-section-related'), await api<ContentItem[]>(`microlearnings/${item!.url}/related-microlearnings?size=5`));
    await checkA11y(page);
    await expectGuestSignIn(page, box.getByTestId(detail.price.isFree ? 'action-join' : 'action-buy'), detail.price.isFree ? UI.id.join : UI.id.buy);
  });
});

describe('events', () => {
  it('finds an upcoming paid event through search: price, agenda, session, speaker, similar events', async () => {
    const events = await api<ApiPage<ContentItem>>('contents/search', 'id', { keyword: '', page: 1, pageSize: 100, contentTypes: [37] });
    const now = Date.now();
    const item = events.items.find((e) => !e.price.isFree && e.startAt && new Date(e.startAt).getTime() > now)!;
    expect(item, 'an upcoming paid event').toBeTruthy();
    const [keyword = ''] = item.title.split(' '); // split gives at least one part
    const page = await visitor('id');
    await page.goto(`${baseUrl}/search?${new URLSearchParams({ keyword })}`);
    await page.getByTestId('facet-37').click();
    await page.waitForURL(/type=37/);
    await expect.poll(async () => (await shownIds(page)).includes(item.contentId)).toBe(true);
    await checkA11y(page);
    await openCard(page, item, `/events/${item.url}`, page.getByTestId('results-grid'));
    const detail = await api<ContentDetail>(`events/${item.url}`);
    const box = page.getByTestId('buy-box');
    await expectPrice(box.getByTestId('price'), detail.price, 'id');
    const agenda = await page.getByTestId('agenda').innerText();
    for (const a of detail.detail.agenda as { title: string; time: string }[]) {
      expect(agenda).toContain(a.title);
      expect(agenda).toContain(a.time);
    }
    expect(await page.getByTestId('product-section-schedule').innerText()).toContain(sessionText(detail.startAt!, detail.endAt!, 'id'));
    if (detail.detail.instructor) expect(await page.getByTestId('product-section-instructor').innerText()).toContain(detail.detail.instructor.name);
    const similar = await api<ContentItem[]>(`contents/${detail.contentId}/similar-contents?pageSize=5`);
    await expectRow(page.getByTestId('product-section-similar'), similar);
    await checkA11y(page);
    await expectGuestSignIn(page, box.getByTestId('action-buy'), UI.id.buy);
  });
});

describe('Prakerja', () => {
  it('opens a Prakerja class from the Prakerja page, in English: price, the Prakerja note, syllabus, reviews', async () => {
    const page = await visitor('en');
    await page.goto(baseUrl + '/en/prakerja');
    const sections = await api<{ key: string; items: ContentItem[] }[]>('prakerja/landingpage/sections', 'en');
    const selfPaced = sections.find((s) => s.key === 'selfpaced')!;
    const item = selfPaced.items.find((i) => i.ratingCount > 3)!;
    expect(item, 'a reviewed self-paced Prakerja class').toBeTruthy();
    const section = page.locator('#prakerja-selfpaced');
    await cards(section).first().waitFor();
    await checkA11y(page);
    await expectPrice(cards(section).and(page.locator(`[data-content-id="${item.contentId}"]`)), item.price, 'en');
    await openCard(page, item, `/prakerja/${item.url}`, section);
    const detail = await api<ContentDetail>(`prakerja/${item.url}`, 'en');
    const box = page.getByTestId('buy-box');
    await expectPrice(box.getByTestId('price'), detail.price, 'en');
    expect(await page.getByTestId('prakerja-note').getByRole('link').getAttribute('href')).toBe('/en/prakerja');
    const syllabus = await page.getByTestId('product-section-syllabus').innerText();
    for (const m of detail.detail.syllabus ?? []) expect(syllabus).toContain(m.title);
    await expectRatingSummary(page, detail, 'en');
    const reviews = await api<ApiPage<ReviewItem>>(`prakerja/${item.url}/reviews?page=1&pageSize=3`, 'en');
    const shown = page.getByTestId('product-section-reviews').getByTestId('review');
    await expect.poll(() => shown.count()).toBe(reviews.items.length);
    for (const [i, r] of reviews.items.entries()) expect(await shown.nth(i).innerText()).toContain(r.name);
    await page.getByTestId('product-section-similar').locator('[data-testid="content-card"], [data-testid="product-empty"]').first().waitFor();
    await checkA11y(page);
    await expectGuestSignIn(page, box.getByTestId('action-buy'), UI.en.buy);
  });
});

describe('programmes', () => {
  it('opens a programme from a shared link: its categories as tabs, each listing its classes', async () => {
    // A programme with several categories, named by the courses that belong to it.
    const courses = (await api<ApiPage<ContentItem>>('courses?page=1&pageSize=100')).items;
    let url = '';
    let program: ProgramPage | undefined;
    for (const u of new Set(courses.map((c) => c.program?.url).filter((u): u is string => !!u))) {
      const candidate = await api<ProgramPage>(`programs/${u}`);
      if (candidate.categories.length > 1) {
        [url, program] = [u, candidate];
        break;
      }
    }
    if (!program) throw new Error('no programme with several categories in the seed');
    const page = await visitor('id');
    await page.goto(`${baseUrl}/programs/${url}`);
    await page.getByRole('heading', { level: 1, name: program.program.name }).waitFor();
    expect(await page.getByTestId('program-page').innerText()).toContain(`${program.totalContents} kelas`);
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(program.categories.map((c) => `${c.name} (${c.totalContents})`));
    const contents = (catUrl: string) => api<ApiPage<ContentItem>>(`programs/${url}/program-categories/${catUrl}/contents`, 'id', { page: 1, pageSize: 12 });
    const first = await contents(must(program.categories[0], 'a category').url);
    await expect.poll(async () => (await shownIds(page)).sort()).toEqual(first.items.map((i) => i.contentId).sort());
    await checkA11y(page);
    // Another tab: its classes, and the tab kept in the URL.
    const second = must(program.categories[1], 'a second category');
    await tabs.nth(1).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === second.url);
    const secondItems = await contents(second.url);
    await expect.poll(async () => (await shownIds(page)).sort()).toEqual(secondItems.items.map((i) => i.contentId).sort());
    await checkA11y(page, 'second tab');
  });
});

describe('subscriptions', () => {
  it('finds a subscription through search: its price per period, the plans compared, the current plan marked', async () => {
    const subs = await api<ApiPage<ContentItem>>('contents/search', 'id', { keyword: '', page: 1, pageSize: 100, contentTypes: [32] });
    const item = subs.items.find((s) => s.price.price > s.price.finalPrice) ?? must(subs.items[0], 'a subscription');
    const page = await visitor('id');
    await page.goto(`${baseUrl}/search?${new URLSearchParams({ keyword: item.title.split(' ').slice(0, 2).join(' ') })}`);
    await page.getByTestId('facet-32').click();
    await page.waitForURL(/type=32/);
    await expect.poll(async () => (await shownIds(page)).includes(item.contentId)).toBe(true);
    await checkA11yOnce(page);
    await openCard(page, item, `/subscriptions/${item.url}`, page.getByTestId('results-grid'));
    const detail = await api<ContentDetail>(`subscriptions/${item.url}`);
    const box = page.getByTestId('buy-box');
    await expectPrice(box.getByTestId('price'), detail.price, 'id');
    expect(await box.innerText()).toContain(`Harga untuk ${detail.detail.months} bulan`);

    const plans = await api<SubscriptionPackage[]>(`subscriptions/${item.url}/packages`);
    const list = page.getByTestId('subscription-plans');
    await list.waitFor();
    const articles = list.locator('article');
    expect(await articles.locator('h3').allInnerTexts()).toEqual(plans.map((p) => p.title));
    for (const [i, p] of plans.entries()) {
      const plan = articles.nth(i);
      await expectPrice(plan.getByTestId('price'), { price: p.price, finalPrice: p.finalPrice, isFree: p.finalPrice === 0 } as ContentItem['price'], 'id');
      expect(await plan.innerText()).toContain(rupiah(p.pricePerMonth));
      if (p.isSelected) {
        expect(await plan.getAttribute('aria-current')).toBe('true');
        expect(await plan.innerText()).toContain(UI.id.current);
      } else {
        expect(await plan.getByRole('link').getAttribute('href')).toBe(`/subscriptions/${p.url}`);
      }
    }
    expect(plans.filter((p) => p.isSelected).map((p) => p.contentId)).toEqual([detail.contentId]);
    if (detail.detail.ratingSummary.total > 0) await expectRatingSummary(page, detail, 'id');
    await checkA11y(page);
    await expectGuestSignIn(page, box.getByTestId('action-buy'), UI.id.buy);
  });
});

describe('donations', () => {
  it('opens a campaign from a shared link: amounts raised and targeted, progress, recent donors, sign in to donate', async () => {
    const url = must(DONATIONS[0], 'a seeded campaign').url;
    const campaign = await api<DonationCampaign>(`donations/${url}`);
    expect(campaign.isActive).toBe(true);
    const page = await visitor('id');
    await page.goto(`${baseUrl}/donations/${url}`);
    await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
    // Before hydration the server's HTML holds the phone and desktop layouts, CSS showing one.
    const box = page.getByTestId('donate-box').filter({ visible: true });
    const text = await box.innerText();
    expect(text).toContain(rupiah(campaign.collectedAmount));
    expect(text).toContain(rupiah(campaign.targetAmount));
    expect(text).toContain(`${campaign.progressPercent}%`);
    for (const a of campaign.suggestedAmounts) expect(text).toContain(rupiah(a));
    expect(await box.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(Math.min(100, campaign.progressPercent)));
    const donors = page.getByTestId('donors').locator('li');
    expect(await donors.count()).toBe(campaign.recentDonors.length);
    for (const [i, d] of campaign.recentDonors.entries()) {
      const line = await donors.nth(i).innerText();
      expect(line).toContain(d.name);
      expect(line).toContain(rupiah(d.amount));
    }
    const recommendations = await api<ContentItem[]>(`donations/${campaign.id}/content-recommendations?pageSize=5`);
    await expectRow(page.getByTestId('product-section-recommendations'), recommendations);
    await checkA11y(page);
    // A guest is asked to sign in and comes back here.
    const donate = box.getByRole('link', { name: UI.id.signInToDonate });
    await expectGuestSignIn(page, donate, UI.id.signInToDonate);
  });
});

describe('not found', () => {
  it('an unknown product gets its not-found page with a way back to the list; an unknown URL answers 404 with the not-found page', async () => {
    const page = await visitor('id');
    // The server renders the not-found page with the status that says so (issue 23).
    const response = await page.goto(`${baseUrl}/courses/kursus-yang-tidak-ada`);
    expect(response?.status()).toBe(404);
    const failure = page.getByTestId('product-not-found');
    await failure.getByRole('heading', { level: 1, name: UI.id.courseNotFound }).waitFor();
    expect(await failure.getByRole('link', { name: 'Lihat semua kursus' }).getAttribute('href')).toBe('/courses');
    await checkA11y(page);

    const en = await visitor('en');
    const missing = await en.goto(`${baseUrl}/en/kursus/tidak/ada`);
    expect(missing?.status()).toBe(404);
    await en.getByRole('heading', { level: 1, name: UI.en.notFound }).waitFor();
    await checkA11y(en);
  });
});
