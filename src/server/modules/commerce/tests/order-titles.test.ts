import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYABLE_CONTENT_TYPES } from '../../../../common/cart.js';
import type { Order } from '../../../../common/contract/orders.js';
import { PaymentStatus, VoucherPriceType, type Locale } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { TEST_SERVER_KEY } from '../../../sandbox-gateway/testing.js';
import { createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';

/**
 * Issue 25, "In the visitor's language": an order line keeps its title in both languages, and the
 * history, the transaction and the invoice PDF show the reader's, whatever language the order was
 * placed in. Real orders through P orders (the sandbox gateway charges them), one line of every
 * kind of content the shop sells.
 */

const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');
const pdfText = async (pdf: Buffer) => (await pdfParse(pdf)).text.replace(/\s+/g, ' ');

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
}, 120_000);
afterAll(async () => app?.cleanup());

const call = (method: 'GET' | 'POST', url: string, token: string, locale: Locale, payload?: object, key?: string) =>
  app.inject({
    method,
    url: `${W}/${url}`,
    headers: { authorization: `Bearer ${token}`, language: locale, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
async function result<T>(method: 'GET' | 'POST', url: string, token: string, locale: Locale, payload?: object, key?: string): Promise<T> {
  const res = await call(method, url, token, locale, payload, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}
const invoicePdf = async (token: string, orderId: number, lang: Locale) => {
  const res = await app.inject({ method: 'GET', url: `${W}/orders/invoices/download?invoiceId=${orderId}&lang=${lang}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};

interface Bought {
  id: number;
  content_type: number;
  title_id: string;
  title_en: string;
  packageId?: number;
}

/** One buyable content of each kind: published, paid, not over, titled differently in the two languages. */
async function oneOfEachKind(except: readonly number[] = []): Promise<Bought[]> {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'content_type', 'title_id', 'title_en', 'is_prakerja'])
    .where('content_type', 'in', [...BUYABLE_CONTENT_TYPES])
    .where('is_published', '=', true)
    .where('final_price', '>', 0)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
    .whereRef('title_id', '<>', 'title_en')
    .orderBy('id')
    .execute();
  const picked = new Map<string, Bought>();
  for (const r of rows) {
    const kind = `${r.content_type}:${r.is_prakerja}`;
    if (!except.includes(r.id) && !picked.has(kind)) picked.set(kind, { id: r.id, content_type: r.content_type, title_id: r.title_id, title_en: r.title_en });
  }
  // A bootcamp bought at one of its price tiers.
  const tier = await app.ctx.db
    .selectFrom('bootcamp_packages')
    .innerJoin('contents', 'contents.id', 'bootcamp_packages.content_id')
    .select(['bootcamp_packages.id', 'bootcamp_packages.content_id'])
    .where('bootcamp_packages.final_price', '>', 0)
    .where('contents.is_published', '=', true)
    .where((eb) => eb.or([eb('contents.end_at', 'is', null), eb('contents.end_at', '>', new Date())]))
    .orderBy('bootcamp_packages.id')
    .executeTakeFirst();
  const bootcamp = [...picked.values()].find((b) => b.id === tier?.content_id);
  if (tier && bootcamp) bootcamp.packageId = tier.id;
  return [...picked.values()];
}

/** `text` holds each of `shown` and none of `hidden` (unless that one is part of a title shown). */
function expectTitles(text: string, shown: readonly string[], hidden: readonly string[]) {
  for (const title of shown) expect(text, title).toContain(title);
  for (const title of hidden) if (!shown.some((s) => s.includes(title))) expect(text, title).not.toContain(title);
}

describe('an order placed in English', () => {
  let token: string;
  let bought: Bought[];
  let placed: Order;

  beforeAll(async () => {
    token = await studentToken(app);
    bought = await oneOfEachKind();
    placed = await result<Order>(
      'POST',
      'orders',
      token,
      'en',
      { items: bought.map((b) => ({ contentId: b.id, ...(b.packageId ? { packageId: b.packageId } : {}) })), paymentTypeId: 1 },
      'titles-en',
    );
  });

  it('covers every kind of content the shop sells, a Prakerja class and a bootcamp tier', () => {
    expect(new Set(bought.map((b) => b.content_type))).toEqual(new Set(BUYABLE_CONTENT_TYPES));
    expect(bought.some((b) => b.packageId !== undefined)).toBe(true);
    expect(bought.length).toBeGreaterThan(BUYABLE_CONTENT_TYPES.length);
    expect(placed.items).toHaveLength(bought.length);
  });

  it('keeps both titles on every line, and answers in the language it was placed in', async () => {
    const lines = await app.ctx.db.selectFrom('order_items').select(['content_id', 'title_id', 'title_en']).where('order_id', '=', placed.id).orderBy('content_id').execute();
    expect(lines).toEqual([...bought].sort((a, b) => a.id - b.id).map((b) => ({ content_id: b.id, title_id: b.title_id, title_en: b.title_en })));
    expect(placed.items.map((i) => i.title)).toEqual([...bought].sort((a, b) => a.id - b.id).map((b) => b.title_en));
  });

  it('the Indonesian history and transaction list the Indonesian titles, the English ones the English titles', async () => {
    const titlesOf = (o: Order | undefined) => must(o, 'the order').items.map((i) => [i.contentId, i.title]);
    const expected = (locale: Locale) => [...bought].sort((a, b) => a.id - b.id).map((b) => [b.id, locale === 'en' ? b.title_en : b.title_id]);
    for (const locale of ['id', 'en'] as const) {
      const list = await result<{ items: Order[] }>('GET', 'orders?page=1&pageSize=10', token, locale);
      expect(titlesOf(list.items.find((o) => o.id === placed.id)), locale).toEqual(expected(locale));
      expect(titlesOf(await result<Order>('GET', `orders/${placed.id}`, token, locale)), locale).toEqual(expected(locale));
      // ?lang= instead of the header (what a client that sends no header uses) reads the same.
      const res = await app.inject({ method: 'GET', url: `${W}/orders/${placed.id}?lang=${locale}`, headers: { authorization: `Bearer ${token}` } });
      expect(titlesOf(res.json().result as Order), locale).toEqual(expected(locale));
    }
  });

  it('the invoice PDF prints the titles in the reader’s language', async () => {
    const id = await invoicePdf(token, placed.id, 'id');
    expectTitles(
      id,
      bought.map((b) => b.title_id),
      bought.map((b) => b.title_en),
    );
    const en = await invoicePdf(token, placed.id, 'en');
    expectTitles(
      en,
      bought.map((b) => b.title_en),
      bought.map((b) => b.title_id),
    );
  });

  it('a repeat of the request in Indonesian answers the same order in Indonesian', async () => {
    const again = await result<Order>(
      'POST',
      'orders',
      token,
      'id',
      { items: bought.map((b) => ({ contentId: b.id, ...(b.packageId ? { packageId: b.packageId } : {}) })), paymentTypeId: 1 },
      'titles-en',
    );
    expect(again.id).toBe(placed.id);
    expect(again.items.map((i) => i.title)).toEqual([...bought].sort((a, b) => a.id - b.id).map((b) => b.title_id));
  });
});

describe('a free order (a voucher pays it all)', () => {
  it('answers in the request’s language and reads in each reader’s', async () => {
    const token = await studentToken(app);
    const [course] = (await oneOfEachKind()).filter((b) => b.content_type === 1);
    const c = must(course, 'a course');
    const code = `TITLES${Date.now() % 100000}`;
    await app.ctx.db.insertInto('vouchers').values({ code, name_id: code, name_en: code, price_type: VoucherPriceType.PERCENT, price: 100, quota: null }).execute();
    const made = await result<Order>('POST', 'orders', token, 'en', { items: [{ contentId: c.id, voucherCode: code }], paymentTypeId: 1 }, 'titles-free');
    expect(made.paymentStatus).toBe(PaymentStatus.SUCCESS);
    expect(made.items.map((i) => i.title)).toEqual([c.title_en]);
    expect((await result<Order>('GET', `orders/${made.id}`, token, 'id')).items.map((i) => i.title)).toEqual([c.title_id]);
    expectTitles(await invoicePdf(token, made.id, 'id'), [c.title_id], [c.title_en]);
  });
});
