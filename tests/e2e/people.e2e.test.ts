/**
 * People pages in Chromium against the real server (issue 25). The instructor list (/instructor):
 * server-rendered with the API's first page in its order, paged with the pager (the URL keeps the
 * page), searched with the search box (the keyword reaches the URL and the API only once typing
 * pauses, and the page number is dropped), an empty search with its way back, back and forward
 * restoring list and box, a card opening the instructor page whose breadcrumb leads back. The
 * account overview (/user): a guest is sent to sign in and comes back; the demo student (who has
 * checked in today, started a free course by opening a reading, and has an order waiting for
 * payment, all made through the API here; the order is cancelled afterwards) sees their classes
 * with progress, points, vouchers, certificates and transactions, each as the API says, with a
 * link to its page. Every value compared is read from the API in the test. Phone (390) and desktop
 * (1280), Indonesian and English; every page is checked with axe in both languages; screenshots go
 * to test-results/screens (people-*.png).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { Certificate } from '../../src/common/contract/certificates.js';
import type { Chapter, MyClasses } from '../../src/common/contract/lecture.js';
import type { Order } from '../../src/common/contract/orders.js';
import type { PointsAbout } from '../../src/common/contract/points.js';
import type { HeldVoucher } from '../../src/common/contract/vouchers.js';
import type { InstructorCard } from '../../src/common/discovery.js';
import { LessonItemType } from '../../src/common/lecture.js';
import type { Page as ApiPage } from '../../src/common/types.js';
import { must } from '../../src/common/must.js';
import { DEMO_STUDENT } from '../../src/server/db/seed/accounts.js';
import { PHONE, checkA11y, launch, screenshot } from './browser.js';
import { coursesNotHeld, signIn } from './learning-support.js';

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;
/** The issue's desktop width. */
const DESKTOP = { width: 1280, height: 800 };

type Lang = 'id' | 'en';

async function api<T>(method: string, p: string, authorization = basic, body?: unknown, language: Lang = 'id'): Promise<{ status: number; result: T; message: string }> {
  const res = await fetch(`${baseUrl}/web/v2/${p}`, {
    method,
    headers: { authorization, language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { result: T; message: string };
  return { status: res.status, result: json.result, message: json.message };
}

const instructorPage = async (query: string, language: Lang = 'id') => (await api<ApiPage<InstructorCard>>('GET', `instructors${query}`, basic, undefined, language)).result;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: 'desktop' | 'phone', locale: Lang = 'id'): Promise<Page> {
  const page = await browser.newPage(viewport === 'phone' ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP });
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  return page;
}

/** The cards' instructor urls, once the grid shows no older answer. */
async function cardUrls(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid="instructors-grid"]:not([aria-busy="true"]), [data-testid="instructors-empty"]');
  return page.locator('[data-testid="instructor-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-url') ?? ''));
}

const search = (page: Page) => page.getByTestId('instructor-search');

describe('the instructor list', () => {
  it('is rendered on the server with the API’s first page, in its order, and pages with the pager', async () => {
    const first = await instructorPage('');
    expect(first.totalPages).toBeGreaterThan(1);
    // Without JavaScript: the cards are in the HTML.
    const html = await (await fetch(`${baseUrl}/instructor`)).text();
    expect(html).toContain('<title>Instruktur | Belajar</title>');
    for (const card of first.items) expect(html).toContain(`href="/instructor/${card.url}"`);

    const page = await open('desktop');
    await page.goto(`${baseUrl}/instructor`);
    await page.getByRole('heading', { level: 1, name: 'Instruktur kami' }).waitFor();
    expect(await cardUrls(page)).toEqual(first.items.map((i) => i.url));
    expect(await page.getByTestId('instructors-count').innerText()).toBe(`${first.totalItems} instruktur`);
    const top = must(first.items[0], 'an instructor');
    const card = page.locator(`[data-testid="instructor-card"][data-url="${top.url}"]`);
    expect(await card.getByTestId('instructor-card-students').innerText()).toBe(`${top.totalStudents.toLocaleString('id-ID')} peserta`);
    expect(await card.getByTestId('instructor-card-contents').innerText()).toBe(`${top.totalContents} kelas`);
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(top.name);
    expect(await card.innerText()).toContain(top.headline);
    await checkA11y(page, 'instructor list, page 1');
    await screenshot(page, 'people-instructors-desktop-id', { fullPage: true });

    // Page 2 by the pager: the URL keeps it, the cards are the API's second page.
    const second = await instructorPage('?page=2');
    await page.getByTestId('pagination-next').click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(() => cardUrls(page)).toEqual(second.items.map((i) => i.url));
    expect(await page.locator('[data-testid="pagination"] [aria-current="page"]').innerText()).toBe('2');
    await checkA11y(page, 'instructor list, page 2');
    // A reload keeps the page.
    await page.reload();
    expect(await cardUrls(page)).toEqual(second.items.map((i) => i.url));
    await page.close();
  });

  it('searches once typing pauses (the keyword in the URL, back to page 1), says when nobody matches, and back restores the list', async () => {
    const page = await open('desktop');
    await page.goto(`${baseUrl}/instructor?page=2`);
    await cardUrls(page);
    // Every list call the page makes from here on.
    const asked: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/web/v2/instructors') asked.push(u.searchParams.get('keyword') ?? '');
    });
    const keyword = 'data';
    const expected = await instructorPage(`?keyword=${keyword}`);
    expect(expected.totalItems).toBeGreaterThan(0);
    await search(page).pressSequentially(keyword, { delay: 60 });
    await page.waitForURL((u) => u.searchParams.get('q') === keyword);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect.poll(() => cardUrls(page)).toEqual(expected.items.map((i) => i.url));
    // One call for the whole word, none for "d", "da", "dat".
    expect(asked).toEqual([keyword]);
    expect(await page.getByTestId('instructors-count').innerText()).toBe(`${expected.totalItems} instruktur untuk “${keyword}”`);
    expect(await search(page).inputValue()).toBe(keyword);
    await checkA11y(page, 'instructor list, searched');

    // A keyword nobody has: the empty state, and its way back to everyone.
    await search(page).fill('qqqzzz');
    await search(page).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'qqqzzz');
    const empty = page.getByTestId('instructors-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('Tidak ada instruktur yang cocok dengan “qqqzzz”');
    await checkA11y(page, 'instructor list, nobody found');
    await screenshot(page, 'people-instructors-empty-desktop-id');

    // Refining a search replaced its history entry: back goes to the list before the search, with an empty box.
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('q') === null && u.searchParams.get('page') === '2');
    await expect.poll(() => search(page).inputValue()).toBe('');
    expect(await cardUrls(page)).toEqual((await instructorPage('?page=2')).items.map((i) => i.url));
    await page.goForward();
    await page.waitForURL((u) => u.searchParams.get('q') === 'qqqzzz');
    await expect.poll(() => search(page).inputValue()).toBe('qqqzzz');
    await empty.getByRole('link', { name: 'Tampilkan semua instruktur' }).click();
    await page.waitForURL((u) => u.search === '');
    expect(await cardUrls(page)).toEqual((await instructorPage('')).items.map((i) => i.url));
    await page.close();
  });

  it('a card opens the instructor’s page, whose breadcrumb leads back to the list', async () => {
    const page = await open('desktop');
    const top = must((await instructorPage('')).items[1], 'an instructor');
    await page.goto(`${baseUrl}/instructor`);
    await cardUrls(page);
    // The whole card is the link: a click on the company line opens the page too.
    const card = page.locator(`[data-testid="instructor-card"][data-url="${top.url}"]`);
    await card.getByRole('heading', { level: 3 }).waitFor();
    await card.click({ position: { x: 20, y: 20 } });
    await page.waitForURL(`**/instructor/${top.url}`);
    await page.getByTestId('instructor-profile').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(top.name);
    await checkA11y(page, 'an instructor’s page');
    const crumb = page.getByRole('navigation', { name: 'Navigasi halaman' }).getByRole('link', { name: 'Instruktur' });
    await crumb.click();
    await page.waitForURL((u) => u.pathname === '/instructor');
    await page.getByRole('heading', { level: 1, name: 'Instruktur kami' }).waitFor();
    await page.close();
  });

  it('on a phone and in English: the cards in one column, the English headline, the search kept in the URL', async () => {
    const keyword = 'marketing';
    const [en, id] = await Promise.all([instructorPage(`?keyword=${keyword}`, 'en'), instructorPage(`?keyword=${keyword}`)]);
    expect(en.totalItems).toBeGreaterThan(0);
    for (const [lang, viewport] of [
      ['en', 'phone'],
      ['id', 'phone'],
      ['en', 'desktop'],
    ] as const) {
      const page = await open(viewport, lang);
      await page.goto(`${baseUrl}${lang === 'en' ? '/en' : ''}/instructor${viewport === 'phone' ? `?q=${keyword}` : ''}`);
      const answer = viewport === 'phone' ? (lang === 'en' ? en : id) : await instructorPage('', 'en');
      expect(await cardUrls(page)).toEqual(answer.items.map((i) => i.url));
      const first = must(answer.items[0], 'an instructor');
      expect(await page.locator(`[data-testid="instructor-card"][data-url="${first.url}"]`).innerText()).toContain(first.headline);
      if (lang === 'en') await page.getByRole('heading', { level: 1, name: 'Our instructors' }).waitFor();
      if (viewport === 'phone') {
        expect(await search(page).inputValue()).toBe(keyword);
        // One column: every card starts at the same x, none wider than the window.
        const boxes = await page
          .locator('[data-testid="instructor-card"]')
          .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), right: r.right })));
        expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
        expect(boxes.every((b) => b.right <= PHONE.width)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      }
      await checkA11y(page, `instructor list, ${viewport}, ${lang}`);
      await screenshot(page, `people-instructors-${viewport}-${lang}`, { fullPage: viewport === 'phone' });
      await page.close();
    }
  });
});

// ------------------------------------------------------------------ the account overview

/** A free course the other journeys leave alone: the demo student starts it here. */
const COURSE = 'perencanaan-keuangan-pribadi';
/** The spec's number and price formats, written out here rather than imported. */
const dots = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const rupiah = (n: number) => `Rp ${dots(n)}`;

async function bearerOf(context: BrowserContext): Promise<string> {
  const c = must(
    (await context.cookies(baseUrl)).find((x) => x.name === 'auth'),
    'the session cookie',
  );
  return `Bearer ${(JSON.parse(decodeURIComponent(c.value)) as { accessToken: { token: string } }).accessToken.token}`;
}

describe('the account overview', () => {
  let context: BrowserContext;
  let page: Page;
  let bearer: string;
  let pending: Order | null = null;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('locale', 'id'));
    page = await context.newPage();
  });
  afterAll(async () => {
    // The order made here leaves no trace for the other journeys: cancelled.
    if (pending && bearer) await api('PUT', `orders/${pending.id}/cancel`, bearer);
    await context?.close().catch(() => undefined);
  });

  /** Everything the overview shows, as the API says it (in `lang`). */
  async function fromApi(lang: Lang = 'id') {
    const get = async <T>(p: string) => (await api<T>('GET', p, bearer, undefined, lang)).result;
    const [ongoing, notStarted, about, vouchers, certificates, orders] = await Promise.all([
      get<MyClasses>('lecture/my-classes?state=ONGOING&page=1&pageSize=4'),
      get<MyClasses>('lecture/my-classes?state=NOTSTARTED&page=1&pageSize=4'),
      get<PointsAbout>('point/about'),
      get<HeldVoucher[]>('vouchers/my-vouchers'),
      get<Certificate[]>('certificates/my-certificates'),
      get<{ items: Order[] }>('orders?page=1&pageSize=5'),
    ]);
    return { classes: [...ongoing.items, ...notStarted.items].slice(0, 4), counts: ongoing.counts, about, vouchers, certificates, orders: orders.items };
  }

  const attr = (p: Page, testId: string, name: string) => p.locator(`[data-testid="${testId}"]`).evaluateAll((els, n) => els.map((e) => e.getAttribute(n) ?? ''), name);

  /** The overview on `p` shows what the API says, in `lang`. */
  async function expectOverview(p: Page, lang: Lang) {
    const en = lang === 'en';
    const data = await fromApi(lang);
    await p.getByTestId('overview-page').waitFor();
    await p.getByRole('heading', { level: 1, name: en ? 'My account' : 'Akun saya' }).waitFor();
    expect(await p.getByTestId('overview-greeting').innerText()).toBe(`${en ? 'Hi' : 'Halo'}, ${DEMO_STUDENT.fullName}`);
    // Classes: in progress first (the course started here among them), with the API's progress.
    expect(await attr(p, 'overview-class', 'data-url')).toEqual(data.classes.map((c) => c.url));
    expect(await attr(p, 'overview-class', 'data-percent')).toEqual(data.classes.map((c) => String(c.progressPercent)));
    const started = must(
      data.classes.find((c) => c.url === COURSE),
      'the course started here',
    );
    expect(started.classProgress).toBe('ONGOING');
    const card = p.locator(`[data-testid="overview-class"][data-url="${COURSE}"]`);
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(started.progressPercent));
    expect(await card.getByTestId('overview-class-progress').innerText()).toBe(
      en
        ? `${started.finishedMaterials} of ${started.totalMaterials} lessons · ${started.progressPercent}%`
        : `${started.finishedMaterials} dari ${started.totalMaterials} materi · ${started.progressPercent}%`,
    );
    expect(await card.getByRole('link').getAttribute('href')).toBe(`${en ? '/en' : ''}${started.href}`);
    const c = data.counts;
    expect(await p.getByTestId('overview-classes-summary').innerText()).toBe(
      en
        ? `${c.ALL} classes: ${c.ONGOING} in progress, ${c.NOTSTARTED} not started, ${c.FINISHED} finished`
        : `${c.ALL} kelas: ${c.ONGOING} sedang berjalan, ${c.NOTSTARTED} belum dimulai, ${c.FINISHED} selesai`,
    );
    // Points: the balance, and today's check-in done.
    expect(await p.getByTestId('overview-points-balance').innerText()).toBe(`${dots(data.about.balance)} ${en ? 'points' : 'poin'}`);
    expect(data.about.checkIn.checkedInToday).toBe(true);
    expect(await p.getByTestId('overview-points-checkin').innerText()).toContain(en ? 'Checked in today' : 'Sudah check-in hari ini');
    // Vouchers and certificates: the first three, or the empty state.
    if (data.vouchers.length) expect(await attr(p, 'overview-voucher', 'data-code')).toEqual(data.vouchers.slice(0, 3).map((v) => v.voucherCode));
    else await p.getByTestId('overview-vouchers-empty').waitFor();
    if (data.certificates.length) expect(await attr(p, 'overview-certificate', 'data-number')).toEqual(data.certificates.slice(0, 3).map((x) => x.number));
    else expect(await p.getByTestId('overview-certificates-empty').innerText()).toContain(en ? 'No certificates yet' : 'Belum ada sertifikat');
    // Transactions: the newest five, the pending order first, to be paid on its payment page.
    expect(await attr(p, 'overview-order', 'data-order')).toEqual(data.orders.map((o) => String(o.id)));
    const order = must(pending ?? undefined, 'the pending order');
    expect(data.orders[0]?.id).toBe(order.id);
    const row = p.locator(`[data-testid="overview-order"][data-order="${order.id}"]`);
    expect(await row.getByTestId('overview-order-status').innerText()).toBe(en ? 'Waiting payment' : 'Menunggu Pembayaran');
    expect(await row.innerText()).toContain(rupiah(order.total));
    // The line's title in the page's language (issue 25: orders keep both titles), whatever language the order was placed in.
    expect(await row.innerText()).toContain(must(data.orders[0]?.items[0], 'an order line').title);
    expect(await row.getByRole('link').getAttribute('href')).toBe(`${en ? '/en' : ''}/payment/${order.id}`);
    // Every section links to its own page.
    const prefix = en ? '/en' : '';
    for (const [id, to] of [
      ['classes', '/user/classqu'],
      ['points', '/user/poinqu'],
      ['vouchers', '/user/voucherqu'],
      ['certificates', '/user/certificatequ'],
      ['orders', '/history'],
    ] as const)
      expect(await p.getByTestId(`overview-${id}-all`).getAttribute('href')).toBe(`${prefix}${to}`);
  }

  it('sends a guest to sign in, and back to the overview after signing in', async () => {
    await page.goto(`${baseUrl}/user`);
    await page.waitForURL((u) => u.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/user');
    await checkA11y(page, 'sign-in from the overview');
    await signIn(page, baseUrl, DEMO_STUDENT.email, DEMO_STUDENT.password, '/user');
    await page.getByTestId('overview-greeting').filter({ hasText: DEMO_STUDENT.fullName }).waitFor();
    await checkA11y(page, 'overview after signing in');
    bearer = await bearerOf(context);
  });

  it('shows the demo student’s classes with progress, points, vouchers, certificates and transactions (desktop, id and en)', async () => {
    // Today's check-in (already done today is fine), a free course started by opening a reading,
    // and an order waiting for payment for a paid course from the middle of the list (the buying
    // journey takes the first ones, the transactions journey the last ones).
    const checkIn = await api('POST', 'point/create-point/check-in', bearer);
    expect([200, 201, 409], checkIn.message).toContain(checkIn.status);
    const course = (await api<{ contentId: number }>('GET', `courses/${COURSE}`, bearer)).result;
    const enrol = await api('POST', 'enrollments/enroll-free-content', bearer, { contentId: course.contentId });
    expect([200, 201, 409], enrol.message).toContain(enrol.status);
    const chapters = (await api<Chapter[]>('GET', `courses/${COURSE}/lecture/chapters`, bearer)).result;
    const reading = must(
      chapters.flatMap((ch) => ch.materials).find((m) => m.itemType === LessonItemType.TEXT),
      'a reading',
    );
    expect((await api('GET', `courses/${COURSE}/lecture/materials/${reading.id}`, bearer)).status).toBe(200);
    const [item] = await coursesNotHeld(baseUrl, bearer, 1, (paid) => paid.slice(Math.floor(paid.length / 2)));
    const made = await fetch(`${baseUrl}/web/v2/orders`, {
      method: 'POST',
      headers: { authorization: bearer, language: 'id', 'content-type': 'application/json', 'idempotency-key': `e2e-people-${Date.now()}` },
      body: JSON.stringify({ items: [{ contentId: must(item, 'a course to order').contentId }], paymentTypeId: 1 }),
    });
    expect(made.status).toBe(200);
    pending = ((await made.json()) as { result: Order }).result;
    expect(pending).not.toBeNull();

    await page.goto(`${baseUrl}/user`);
    await expectOverview(page, 'id');
    await checkA11y(page, 'overview, desktop');
    await screenshot(page, 'people-overview-desktop-id', { fullPage: true });

    await page.goto(`${baseUrl}/en/user`);
    await expectOverview(page, 'en');
    await screenshot(page, 'people-overview-desktop-en', { fullPage: true });
  });

  it('on a phone, in both languages: one column, nothing wider than the window', async () => {
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, storageState: await context.storageState() });
    try {
      for (const lang of ['id', 'en'] as const) {
        const p = await phone.newPage();
        await p.addInitScript((l) => localStorage.setItem('locale', l), lang);
        await p.goto(`${baseUrl}${lang === 'en' ? '/en' : ''}/user`);
        await expectOverview(p, lang);
        const lefts = await p.locator('[data-testid^="overview-"][aria-labelledby]').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
        expect(lefts).toHaveLength(5);
        expect(new Set(lefts).size).toBe(1);
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await checkA11y(p, `overview, phone, ${lang}`);
        await screenshot(p, `people-overview-phone-${lang}`, { fullPage: true });
        await p.close();
      }
    } finally {
      await phone.close();
    }
  });
});
