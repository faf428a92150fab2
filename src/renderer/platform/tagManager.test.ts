import { beforeEach, describe, expect, it } from 'vitest';
import {
  analyticsItem,
  configureTracking,
  consentWanted,
  CONSENT_KEY,
  containerId,
  initDataLayer,
  loadContainer,
  readConsent,
  recordConsent,
  startTagManager,
  trackAddToCart,
  trackBeginCheckout,
  trackLogin,
  trackPageView,
  trackPurchase,
  trackSearch,
  type DataLayer,
} from './tagManager';

/** A page: its meta tags and the scripts inserted into its head. */
function fakeDocument(gtmId: string | null) {
  const scripts: { src: string; async: boolean }[] = [];
  const doc = {
    querySelector: (selector: string) => (selector === 'meta[name="gtm-id"]' && gtmId !== null ? { content: gtmId } : null),
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (s: { src: string; async: boolean }) => scripts.push(s) },
  };
  return { doc: doc as unknown as Document, scripts };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

let target: { dataLayer?: DataLayer };
let storage: ReturnType<typeof memoryStorage>;
let user: string | null;
const events = () => (target.dataLayer ?? []).filter((e): e is Record<string, unknown> => !isArguments(e) && 'event' in e);
const isArguments = (e: unknown) => Object.prototype.toString.call(e) === '[object Arguments]';

function setup(gtmId: string | null = 'GTM-ABC123') {
  target = {};
  storage = memoryStorage();
  user = null;
  const page = fakeDocument(gtmId);
  configureTracking({ target, storage, document: page.doc, userId: () => user, now: () => new Date('2026-11-27T10:00:00Z') });
  return page;
}

describe('tag manager events', () => {
  beforeEach(() => void setup());

  it('initialises dataLayer once', () => {
    const dl = initDataLayer(target);
    expect(initDataLayer(target)).toBe(dl);
  });

  it('page_view and search carry the user id, null for a guest', () => {
    trackPageView('/webinars?page=2');
    user = '42';
    trackPageView('/');
    trackSearch('  react dasar ');
    trackSearch('   ');
    expect(events()).toEqual([
      { event: 'page_view', page_path: '/webinars?page=2', user_id: null },
      { event: 'page_view', page_path: '/', user_id: '42' },
      { event: 'search', search_term: 'react dasar', user_id: '42' },
    ]);
  });

  it('add_to_cart and begin_checkout: GA4 items, value and IDR, the previous ecommerce cleared first', () => {
    user = '7';
    const a = analyticsItem({ contentId: 12, packageId: null, title: 'Kelas A', price: 150000 });
    const b = analyticsItem({ contentId: 34, packageId: 5, title: 'Bootcamp B', price: 99000 });
    trackAddToCart([a]);
    trackBeginCheckout([a, b], 230000);
    trackAddToCart([]);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'IDR', value: 150000, items: [{ item_id: '12', item_name: 'Kelas A', price: 150000, quantity: 1 }] }, user_id: '7' },
      { ecommerce: null },
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'IDR',
          value: 230000,
          items: [
            { item_id: '12', item_name: 'Kelas A', price: 150000, quantity: 1 },
            { item_id: '34', item_name: 'Bootcamp B', price: 99000, quantity: 1, item_variant: '5' },
          ],
        },
        user_id: '7',
      },
    ]);
  });

  it('purchase is pushed once per order id, across reloads (remembered in storage)', () => {
    user = '7';
    const items = [analyticsItem({ contentId: 12, packageId: null, title: 'Kelas A', price: 150000 })];
    expect(trackPurchase('901', 150000, items)).toBe(true);
    expect(trackPurchase('901', 150000, items)).toBe(false);
    // A reload: a fresh page with the same storage.
    const kept = storage;
    configureTracking({ target: {}, storage: kept });
    target = {};
    configureTracking({ target });
    expect(trackPurchase('901', 150000, items)).toBe(false);
    expect(trackPurchase('902', 50000, [])).toBe(true);
    expect(events()).toEqual([{ event: 'purchase', ecommerce: { transaction_id: '902', currency: 'IDR', value: 50000, items: [] }, user_id: '7' }]);
  });

  it('purchase dedupes in memory when storage is refused', () => {
    configureTracking({
      storage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    });
    expect(trackPurchase('77', 1, [])).toBe(true);
    expect(trackPurchase('77', 1, [])).toBe(false);
  });

  it('login carries its method and the new session user id', () => {
    user = '42';
    trackLogin('google');
    trackLogin('phone');
    expect(events()).toEqual([
      { event: 'login', method: 'google', user_id: '42' },
      { event: 'login', method: 'phone', user_id: '42' },
    ]);
  });
});

describe('consent and the container', () => {
  it('no container id: no banner and nothing loads, even when granted', () => {
    const page = setup(null);
    expect(containerId()).toBeNull();
    expect(consentWanted()).toBe(false);
    recordConsent('granted');
    expect(loadContainer()).toBe(false);
    expect(page.scripts).toEqual([]);
  });

  it('an id of the wrong form is ignored', () => {
    setup('GTM-<x>');
    expect(containerId()).toBeNull();
  });

  it('before a choice the banner is wanted and nothing loads', () => {
    const page = setup();
    expect(consentWanted()).toBe(true);
    expect(loadContainer()).toBe(false);
    startTagManager(() => null);
    expect(page.scripts).toEqual([]);
  });

  it('accept: remembered with its date, consent updated, gtm.js inserted once', () => {
    const page = setup();
    recordConsent('granted');
    expect(readConsent()).toEqual({ analytics: 'granted', at: '2026-11-27T10:00:00.000Z' });
    expect(JSON.parse(storage.data.get(CONSENT_KEY)!)).toEqual({ analytics: 'granted', at: '2026-11-27T10:00:00.000Z' });
    expect(consentWanted()).toBe(false);
    expect(loadContainer()).toBe(false);
    expect(page.scripts).toEqual([{ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', async: true }]);
    const update = target.dataLayer!.find(isArguments) as IArguments;
    expect([...update]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(events()).toEqual([{ 'gtm.start': Date.parse('2026-11-27T10:00:00Z'), event: 'gtm.js' }]);
  });

  it('a granted choice remembered from an earlier visit loads the container at start, once', () => {
    const page = setup();
    storage.setItem(CONSENT_KEY, JSON.stringify({ analytics: 'granted', at: '2026-11-01T00:00:00.000Z' }));
    startTagManager(() => null);
    expect(page.scripts).toHaveLength(1);
    expect(loadContainer()).toBe(false);
    expect(page.scripts).toHaveLength(1);
  });

  it('decline: remembered, never loads, and events are still pushed', () => {
    const page = setup();
    recordConsent('denied');
    expect(readConsent()?.analytics).toBe('denied');
    expect(consentWanted()).toBe(false);
    startTagManager(() => '5');
    expect(loadContainer()).toBe(false);
    trackSearch('python');
    expect(page.scripts).toEqual([]);
    expect(events()).toEqual([{ event: 'search', search_term: 'python', user_id: '5' }]);
    const update = target.dataLayer!.find(isArguments) as IArguments;
    expect([...update]).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('an unreadable record asks again', () => {
    setup();
    storage.setItem(CONSENT_KEY, '{"analytics":"maybe"}');
    expect(readConsent()).toBeNull();
    expect(consentWanted()).toBe(true);
  });
});
