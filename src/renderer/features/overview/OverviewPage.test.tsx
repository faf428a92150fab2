import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { ClassItem, MyClasses } from '../../../common/contract/lecture';
import { ok } from '../../api/testAdapter';
import type { RecordedCall } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { PROFILE } from '../../testing/renderScreen';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import OverviewPage from './OverviewPage';
import { overviewLoader } from './loaders';
import { classesToShow, overviewOf } from './store';

const item = (over: Partial<ClassItem>): ClassItem => ({
  contentId: 1,
  url: 'excel-dasar',
  contentType: 1,
  title: 'Excel Dasar',
  imageUrl: null,
  instructorName: 'Sari Maharani',
  totalMaterials: 8,
  finishedMaterials: 2,
  progressPercent: 25,
  classProgress: 'ONGOING',
  continueMaterialId: 3,
  certificate: null,
  lastLearnedAt: null,
  enrolledAt: '2026-01-01T00:00:00.000Z',
  kind: 'course',
  classType: 'course',
  href: '/courses/excel-dasar/lecture',
  startAt: null,
  endAt: null,
  session: null,
  courses: [],
  ...over,
});
const classes = (items: ClassItem[]): MyClasses => ({
  items,
  page: 1,
  pageSize: 4,
  totalItems: items.length,
  totalPages: 1,
  counts: { ALL: 3, NOTSTARTED: 1, ONGOING: 1, FINISHED: 1 },
  typeCounts: { ALL: 3, course: 2, webinar: 0, event: 0, package: 0, 'learning-path': 0, bootcamp: 1, microlearning: 0 },
  serverTime: '2026-11-30T10:00:00.000Z',
});
const bootcamp = item({
  contentId: 26,
  url: 'bootcamp-data',
  contentType: 26,
  title: 'Bootcamp Data',
  kind: 'bootcamp',
  classType: 'bootcamp',
  classProgress: 'NOTSTARTED',
  totalMaterials: 0,
  finishedMaterials: 0,
  progressPercent: 0,
  href: '/bootcamps/bootcamp-data/lecture',
  startAt: '2026-12-14T12:00:00.000Z',
});

/** The demo student's answers: one class of each, no certificates, a voucher, one paid order. */
function answer(c: RecordedCall, empty: boolean) {
  const url = c.url;
  const params = (c.params ?? {}) as Record<string, unknown>;
  if (url.endsWith('/students/my-profile')) return ok(PROFILE);
  if (url.endsWith('/lecture/my-classes')) return ok(classes(empty ? [] : params.state === 'ONGOING' ? [item({})] : [bootcamp]));
  if (url.endsWith('/point/about'))
    return ok({
      balance: empty ? 0 : 1250,
      held: 0,
      checkIn: { today: '2026-11-30', serverTime: '', checkedInToday: !empty, streak: 3, streakDay: 3, points: 10, balance: 1250 },
      rules: { checkInPoints: 10, streakLength: 7, streakBonus: 50, text: [] },
    });
  if (url.endsWith('/vouchers/my-vouchers'))
    return ok(
      empty
        ? []
        : [
            {
              id: 1,
              voucherId: 1,
              voucherCode: 'HALOBARU20',
              name: 'Voucher selamat datang 20%',
              description: '',
              priceType: 1,
              price: 20,
              minPurchase: 0,
              contentType: null,
              contentId: null,
              contentTitle: null,
              startsAt: null,
              endsAt: null,
              source: 'promotion',
              points: 0,
              status: 1,
              receivedAt: '',
              usedAt: null,
              orderId: null,
            },
          ],
    );
  if (url.endsWith('/certificates/my-certificates'))
    return ok(
      empty
        ? []
        : [
            {
              number: 'BLJ-2026-0001',
              contentId: 1,
              contentUrl: 'excel-dasar',
              contentType: 1,
              contentTitle: 'Excel Dasar',
              studentName: 'Dewi',
              issuedAt: '2026-11-02T03:00:00.000Z',
              month: 11,
              verificationPath: '/certificates/BLJ-2026-0001',
            },
          ],
    );
  if (url.endsWith('/orders'))
    return ok({
      items: empty
        ? []
        : [
            {
              id: 41,
              invoiceNumber: 'INV/1',
              paymentStatus: 1,
              paymentTypeId: null,
              paymentGroup: null,
              subtotal: 150000,
              discount: 0,
              voucherDiscount: 0,
              total: 150000,
              items: [
                { contentId: 1, packageId: null, contentType: 1, url: 'a', title: 'Excel Dasar', price: 100000, finalPrice: 100000, voucherCode: null, voucherDiscount: 0, total: 100000 },
                { contentId: 2, packageId: null, contentType: 1, url: 'b', title: 'Word Dasar', price: 50000, finalPrice: 50000, voucherCode: null, voucherDiscount: 0, total: 50000 },
              ],
              donation: null,
              payment: null,
              createdAt: '2026-11-29T03:00:00.000Z',
              expiresAt: null,
              paidAt: null,
            },
          ],
      page: 1,
      pageSize: 5,
      total: empty ? 0 : 1,
    });
  throw new Error(`unexpected call ${url}`);
}

async function render(lang: 'id' | 'en', empty = false) {
  const { store, calls } = testRoot((c) => answer(c, empty), memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }));
  await store.boot();
  await overviewLoader(store, loaderArgs());
  const i18n = await initI18n(lang, PAGE_MESSAGES.user);
  const html = renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/user']}>
          <OverviewPage />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { html, calls, store };
}

describe('the account overview', () => {
  it('asks each section’s own call with the few items it shows', async () => {
    const { calls } = await render('id');
    expect(calls.map((c) => `${c.url} ${JSON.stringify(c.params ?? null)}`).sort()).toEqual(
      [
        '/web/v2/students/my-profile null',
        '/web/v2/lecture/my-classes {"state":"ONGOING","page":1,"pageSize":4}',
        '/web/v2/lecture/my-classes {"state":"NOTSTARTED","page":1,"pageSize":4}',
        '/web/v2/point/about null',
        '/web/v2/vouchers/my-vouchers null',
        '/web/v2/certificates/my-certificates null',
        '/web/v2/orders {"page":1,"pageSize":5}',
      ].sort(),
    );
  });

  it('shows every section with a link to its page, in both languages', async () => {
    for (const lang of ['id', 'en'] as const) {
      const { html } = await render(lang);
      const en = lang === 'en';
      expect(html).toContain(en ? 'Hi, Dewi Lestari' : 'Halo, Dewi Lestari');
      // Classes: the one in progress first, with its progress; the bootcamp with its start.
      expect(html.indexOf('data-url="excel-dasar"')).toBeLessThan(html.indexOf('data-url="bootcamp-data"'));
      expect(html).toContain('aria-valuenow="25"');
      expect(html).toContain(en ? '2 of 8 lessons · 25%' : '2 dari 8 materi · 25%');
      expect(html).toContain('href="/courses/excel-dasar/lecture"');
      expect(html).toContain(en ? '3 classes: 1 in progress, 1 not started, 1 finished' : '3 kelas: 1 sedang berjalan, 1 belum dimulai, 1 selesai');
      expect(html).toContain(en ? 'Starts 14 December 2026' : 'Mulai 14 Desember 2026');
      // Points, vouchers, certificates, orders.
      expect(html).toContain(en ? '1.250 points' : '1.250 poin');
      expect(html).toContain(en ? 'Checked in today · 3-day streak' : 'Sudah check-in hari ini · 3 hari berturut-turut');
      expect(html).toContain('HALOBARU20');
      expect(html).toContain(en ? 'Issued 2 November 2026' : 'Terbit 2 November 2026');
      expect(html).toContain('Rp 150.000');
      expect(html).toContain(en ? 'and 1 more' : 'dan 1 lainnya');
      expect(html).toContain(en ? 'Waiting payment' : 'Menunggu Pembayaran');
      expect(html).toContain('href="/payment/41"');
      for (const to of ['/user/classqu', '/user/poinqu', '/user/voucherqu', '/user/certificatequ', '/history', '/user/edit-profile']) expect(html).toContain(`href="${to}"`);
      expect(html).not.toMatch(/overview\.|state\./);
    }
  });

  it('says when a section is empty', async () => {
    for (const lang of ['id', 'en'] as const) {
      const { html } = await render(lang, true);
      for (const id of ['classes', 'vouchers', 'certificates', 'orders']) expect(html).toContain(`data-testid="overview-${id}-empty"`);
      expect(html).toContain(lang === 'en' ? 'No classes in progress' : 'Belum ada kelas yang berjalan');
      expect(html).toContain(lang === 'en' ? 'Check in today for +10 points' : 'Check-in hari ini untuk +10 poin');
      expect(html).toContain('href="/courses"');
    }
  });

  it('forgets everything when the student signs out', async () => {
    const { store } = await render('id');
    expect(overviewOf(store).points.data?.balance).toBe(1250);
    await store.signOut();
    expect(overviewOf(store).points.data).toBeNull();
    expect(overviewOf(store).classes).toEqual([]);
  });

  it('classesToShow: in progress first, then not started, four at most', () => {
    const a = classes([item({ contentId: 1 }), item({ contentId: 2 }), item({ contentId: 3 })]);
    const b = classes([item({ contentId: 4 }), item({ contentId: 5 })]);
    expect(classesToShow(a, b).map((c) => c.contentId)).toEqual([1, 2, 3, 4]);
    expect(classesToShow(null, b).map((c) => c.contentId)).toEqual([4, 5]);
  });
});
