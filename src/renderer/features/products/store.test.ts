import { describe, expect, it } from 'vitest';
import { RootStore } from '../../stores/RootStore';
import { ResourceMap } from '../../stores/ResourceMap';
import { memoryPlatform } from '../../stores/testPlatform';
import { scriptedAdapter, ok, fail, type RecordedCall, type Scripted } from '../../api/testAdapter';
import { contentItem } from '../../components/contentFixtures';
import { must } from '../../../common/must';
import { courseLoader, productDescriptionLoader } from './families/courses';
import { bootcampLoader } from './families/bootcamps';
import { packageLoader } from './families/courses';
import { microlearningLoader } from './families/microlearnings';
import { eventLoader } from './families/live';
import { subscriptionLoader } from './families/subscriptions';
import type { PageLoader } from '../../stores/loader';
import type { ReviewsFamily } from './store';
import { ContentType, type ContentTypeId } from '../../../common/enums';
import { coursesLoader, productListsOf, webinarsLoader } from './lists';
import { productsOf } from './store';

const BASIC = `Basic ${Buffer.from('web-public:web-public-secret').toString('base64')}`;

/** A course detail as the server sends it (with reviews to list). */
const course = (language = 'id') => ({
  ...contentItem({ contentId: 41, type: 1, url: 'excel-dasar', title: language === 'en' ? 'Basic Excel' : 'Excel Dasar' }),
  category: { id: 3, url: 'teknologi', name: 'Teknologi' },
  detail: { description: '', ratingSummary: { average: 4.5, total: 2, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } }, promoTerms: null },
});
const page = (items: unknown[] = []) => ({ items, page: 1, pageSize: 12, totalItems: items.length, totalPages: 1 });

function root(handler: (c: RecordedCall, i: number) => Scripted = (c) => answer(c)) {
  const { adapter, calls } = scriptedAdapter(handler);
  const store = new RootStore({ platform: memoryPlatform(null).platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  return { store, calls };
}

function answer(c: RecordedCall): Scripted {
  const [path = ''] = c.url.split('?'); // split always gives at least one part
  if (path === '/web/v2/courses/excel-dasar') return ok(course(c.headers.language));
  if (path.endsWith('/reviews')) return ok({ ...page([{ id: 1, name: 'B***', rating: 5, comment: '', createdAt: '2026-01-01T00:00:00Z' }]), pageSize: 3 });
  if (path.includes('/similar-contents') || path.includes('/banners/')) return ok([]);
  if (path.endsWith('master-sort') || path.endsWith('/filters')) return ok([]);
  if (path === '/web/v2/courses' || path === '/web/v2/webinars') return ok(page([contentItem()]));
  return fail(404, 'Tidak ditemukan');
}

const args = (params: Record<string, string>, search = '') => ({ params, search: new URLSearchParams(search) });

describe('the product loaders and ProductsStore', () => {
  it('a course page: the detail, then its reviews, next-level and similar rows and banners, all through the typed client', async () => {
    const { store, calls } = root();
    await courseLoader(store, args({ url: 'excel-dasar' }));
    const products = productsOf(store);
    expect(products.detail.get({ family: 'courses', url: 'excel-dasar' }).data?.title).toBe('Excel Dasar');
    expect(products.reviews({ family: 'courses', url: 'excel-dasar' }).items).toHaveLength(1);
    expect(products.rows.get({ kind: 'nextLevel', contentId: 41 }).status).toBe('fulfilled');
    expect(products.rows.get({ kind: 'similar', contentId: 41 }).status).toBe('fulfilled');
    expect(products.banners.get({ contentType: 1, contentId: 41, categoryId: 3 }).status).toBe('fulfilled');
    expect(calls.map((c) => c.url)).toEqual([
      '/web/v2/courses/excel-dasar',
      '/web/v2/courses/excel-dasar/reviews',
      '/web/v2/contents/41/similar-contents-kelas-lanjutan',
      '/web/v2/contents/41/similar-contents',
      '/v2/banners/on-content-detail',
    ]);
    expect(must(calls[1], 'the reviews call').params).toEqual({ page: 1, pageSize: 3 });
    expect(must(calls[3], 'the similar call').params).toEqual({ pageSize: 5 });
    expect(calls[4]).toMatchObject({ params: { contentType: 1, contentId: 41, categoryId: 3 } });
    expect(must(calls[4], 'the banners call').headers.authorization).toBe(BASIC);
  });

  it('back to the page shows it at once (nothing asked again); a language change asks again', async () => {
    const { store, calls } = root();
    await courseLoader(store, args({ url: 'excel-dasar' }));
    const first = productsOf(store).detail.get({ family: 'courses', url: 'excel-dasar' });
    await courseLoader(store, args({ url: 'excel-dasar' }));
    expect(calls).toHaveLength(5);
    store.settings.setLocale('en');
    const english = productsOf(store).detail.get({ family: 'courses', url: 'excel-dasar' });
    expect(english).not.toBe(first);
    await courseLoader(store, args({ url: 'excel-dasar' }));
    expect(english.data?.title).toBe('Basic Excel');
    expect(calls.slice(5).every((c) => c.headers.language === 'en')).toBe(true);
    store.settings.setLocale('id');
    expect(productsOf(store).detail.get({ family: 'courses', url: 'excel-dasar' })).toBe(first);
  });

  it('an unknown course leaves its detail rejected with the status (the page shows not found) and is asked again next time', async () => {
    const { store, calls } = root();
    await courseLoader(store, args({ url: 'tidak-ada' }));
    const detail = productsOf(store).detail.get({ family: 'courses', url: 'tidak-ada' });
    expect(detail.errorStatus).toBe(404);
    expect(detail.error).toBe('Tidak ditemukan');
    expect(calls).toHaveLength(1);
    await courseLoader(store, args({ url: 'tidak-ada' }));
    expect(calls).toHaveLength(2);
  });

  it('/product-description tries the course call, then the package call', async () => {
    const { store, calls } = root((c) => (c.url === '/web/v2/coursepackages/paket' ? ok(course()) : c.url === '/web/v2/courses/paket' ? fail(404, 'x') : ok([])));
    await productDescriptionLoader(store, args({ url: 'paket' }));
    expect(productsOf(store).description.get('paket').data?.family).toBe('package');
    expect(calls.map((c) => c.url).slice(0, 2)).toEqual(['/web/v2/courses/paket', '/web/v2/coursepackages/paket']);
    expect(calls.map((c) => c.url)).toContain('/web/v2/coursepackages/paket/courses');
  });

  it('a list: the URL page, sort and filters, once per query and language; filters on the course list go to contents/search', async () => {
    const { store, calls } = root((c) => (c.url.endsWith('/contents/search') ? ok({ ...page(), keyword: '', facets: [], didYouMean: null, filters: [], resultId: 'r' }) : answer(c)));
    await coursesLoader(store, args({}, 'page=2&sort=newest'));
    expect(calls.map((c) => [c.method, c.url, c.params ?? c.data])).toEqual([
      ['GET', '/web/v2/courses/master-sort', undefined],
      ['GET', '/web/v2/courses/filters', undefined],
      ['GET', '/web/v2/courses', { page: 2, pageSize: 12, sort: 'newest' }],
    ]);
    await coursesLoader(store, args({}, 'page=2&sort=newest'));
    expect(calls).toHaveLength(3);
    await coursesLoader(store, args({}, 'rating=4'));
    expect(calls[3]).toMatchObject({ method: 'POST', url: '/web/v2/contents/search', data: { page: 1, pageSize: 12, filters: [{ kind: 'RATING', values: [4] }], contentTypes: [1, 5] } });
  });

  it('webinar tabs are lists of their own, sharing sorts and filters', async () => {
    const { store, calls } = root();
    await webinarsLoader(store, args({}));
    await webinarsLoader(store, args({}, 'status=past'));
    expect(calls.map((c) => [c.url, c.data])).toEqual([
      ['/web/v2/webinars/master-sort', undefined],
      ['/web/v2/webinars/filters', undefined],
      ['/web/v2/webinars', { page: 1, pageSize: 12, status: 'upcoming' }],
      ['/web/v2/webinars', { page: 1, pageSize: 12, status: 'past' }],
    ]);
    expect(productListsOf(store).webinarList.get('upcoming').results.data?.items).toHaveLength(1);
  });
});

describe('a bootcamp page (issue 25)', () => {
  const bootcamp = (total: number) => ({
    ...contentItem({ contentId: 77, type: 26, url: 'data-science', title: 'Bootcamp Data Science' }),
    category: { id: 3, url: 'teknologi', name: 'Teknologi' },
    detail: { description: '', ratingSummary: { average: total ? 5 : 0, total, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': total } }, promoTerms: null },
  });
  const bootcampAnswer =
    (total: number) =>
    (c: RecordedCall): Scripted => {
      const [path = ''] = c.url.split('?');
      if (path === '/web/v2/bootcamps/data-science') return ok(bootcamp(total));
      if (path === '/web/v2/bootcamps/data-science/packages') return ok([]);
      return answer(c);
    };

  it('loads the bootcamp’s written reviews through its reviews call, as a course page does', async () => {
    const { store, calls } = root(bootcampAnswer(1));
    await bootcampLoader(store, args({ id: 'data-science' }));
    expect(calls.map((c) => c.url)).toContain('/web/v2/bootcamps/data-science/reviews');
    expect(
      must(
        calls.find((c) => c.url === '/web/v2/bootcamps/data-science/reviews'),
        'the reviews call',
      ).params,
    ).toEqual({ page: 1, pageSize: 3 });
    const model = productsOf(store).reviews({ family: 'bootcamps', url: 'data-science' });
    expect(model.items.map((r) => r.name)).toEqual(['B***']);
  });

  it('asks for no reviews when the bootcamp has none (the page says so)', async () => {
    const { store, calls } = root(bootcampAnswer(0));
    await bootcampLoader(store, args({ id: 'data-science' }));
    expect(calls.map((c) => c.url)).not.toContain('/web/v2/bootcamps/data-science/reviews');
  });
});

describe('packages, microlearning, events and subscriptions list their reviews (issue 25)', () => {
  const cases: Array<[string, PageLoader, ReviewsFamily, 'url' | 'id', string, ContentTypeId]> = [
    ['a course package', packageLoader, 'coursepackages', 'url', '/web/v2/coursepackages/paket-data', ContentType.PACKAGE],
    ['a microlearning', microlearningLoader, 'microlearnings', 'url', '/web/v2/microlearnings/paket-data', ContentType.MICROLEARNING],
    ['an event', eventLoader, 'events', 'id', '/web/v2/events/paket-data', ContentType.EVENT],
    ['a subscription', subscriptionLoader, 'subscriptions', 'id', '/web/v2/subscriptions/paket-data', ContentType.SUBSCRIPTION],
  ];
  const detailOf = (type: ContentTypeId, total: number) => ({
    ...contentItem({ contentId: 88, type, url: 'paket-data', title: 'Paket Data' }),
    category: { id: 3, url: 'teknologi', name: 'Teknologi' },
    detail: { description: '', ratingSummary: { average: total ? 5 : 0, total, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': total } }, promoTerms: null },
  });
  const answering =
    (detailPath: string, type: ContentTypeId, total: number) =>
    (c: RecordedCall): Scripted => {
      const [path = ''] = c.url.split('?');
      if (path === detailPath) return ok(detailOf(type, total));
      if (path.endsWith('/courses') || path.endsWith('/packages') || path.includes('/similar') || path.endsWith('current-playlist')) return ok([]);
      if (path.includes('/related')) return ok([]);
      return answer(c);
    };

  for (const [name, loader, family, param, detailPath, type] of cases) {
    it(`${name}: the first page of its reviews through its own reviews call`, async () => {
      const { store, calls } = root(answering(detailPath, type, 1));
      await loader(store, args({ [param]: 'paket-data' }));
      const call = calls.find((c) => c.url === `${detailPath}/reviews`);
      expect(must(call, `${detailPath}/reviews`).params).toEqual({ page: 1, pageSize: 3 });
      expect(
        productsOf(store)
          .reviews({ family, url: 'paket-data' })
          .items.map((r) => r.name),
      ).toEqual(['B***']);
    });

    it(`${name} without reviews asks for none (the page says "Belum ada ulasan")`, async () => {
      const { store, calls } = root(answering(detailPath, type, 0));
      await loader(store, args({ [param]: 'paket-data' }));
      expect(calls.map((c) => c.url)).toContain(detailPath);
      expect(calls.map((c) => c.url)).not.toContain(`${detailPath}/reviews`);
    });
  }
});

describe('each family brings its own calls', () => {
  it('a store without a family’s calls leaves that detail rejected (its loader module hands them over)', async () => {
    const { store, calls } = root();
    const detail = productsOf(store).detail;
    await detail.ensure({ family: 'webinars', url: 'w' });
    expect(detail.get({ family: 'webinars', url: 'w' }).error).toMatch(/no calls for webinars/);
    expect(calls).toHaveLength(0);
    await courseLoader(store, args({ url: 'excel-dasar' }));
    expect(detail.get({ family: 'courses', url: 'excel-dasar' }).data?.title).toBe('Excel Dasar');
  });
});

describe('ResourceMap', () => {
  const map = (locale = { value: 'id' }) => {
    const asked: string[] = [];
    const resources = new ResourceMap({ scope: () => locale.value, key: (url: string) => url, fetch: async (url) => (asked.push(url), url.toUpperCase()), max: 3 });
    return { resources, asked, locale };
  };

  it('gives the same Resource for the same input and loads it once', async () => {
    const { resources, asked } = map();
    const a = resources.get('a');
    expect(resources.get('a')).toBe(a);
    await resources.ensure('a');
    await resources.ensure('a');
    expect(asked).toEqual(['a']);
    expect(a.data).toBe('A');
  });

  it('keeps the most recently used entries, per language', () => {
    const { resources, locale } = map();
    const a = resources.get('a');
    resources.get('b');
    resources.get('c');
    resources.get('a'); // used again: now the most recent
    resources.get('d'); // drops b
    expect(resources.size).toBe(3);
    expect(resources.get('a')).toBe(a);
    locale.value = 'en';
    expect(resources.get('a')).not.toBe(a);
  });
});
