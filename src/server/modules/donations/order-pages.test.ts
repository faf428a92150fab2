import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../common/contract/orders.js';
import { PaymentStatus } from '../../../common/enums.js';
import { TEST_SERVER_KEY } from '../../sandbox-gateway/testing.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { W, donationKit } from './testing.js';

/** Issue 19, plan A.5: a donation in the order pages (G orders, G orders/{id}) with its campaign as the line. */

// pdf-parse's index runs a self-test when it thinks it is the main module: load its library file.
const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
}, 120_000);
afterAll(async () => app?.cleanup());

const { donate, get, campaigns, pay } = donationKit(() => app);

describe('a donation in the order pages (G orders, G orders/{id})', () => {
  it('shows the campaign as the line, in the asked language, and the type filter finds donations only', async () => {
    const token = await studentToken(app);
    const [c] = await campaigns();
    const made = (await donate(token, c!.url, 40_000)).json().result as Order;
    expect(made.items).toEqual([]);
    expect(made.donation).toEqual({ campaignId: c!.id, url: c!.url, title: c!.title_id, amount: 40_000, isAnonymous: false });

    const en = (await get(token, `${W}/orders/${made.id}`, { language: 'en' })).json().result as Order;
    expect(en.donation).toMatchObject({ campaignId: c!.id, title: c!.title_en });

    const all = (await get(token, `${W}/orders`, { language: 'en' })).json().result;
    expect(all.items.find((o: Order) => o.id === made.id)?.donation).toMatchObject({ url: c!.url, title: c!.title_en, amount: 40_000 });

    const donations = (await get(token, `${W}/orders?type=donation`)).json().result;
    expect(donations.total).toBe(1);
    expect(donations.items.map((o: Order) => o.id)).toEqual([made.id]);
    // The content filters never list a donation (it has no content line).
    for (const type of ['course', 'webinar', 'bootcamp']) expect((await get(token, `${W}/orders?type=${type}`)).json().result.total).toBe(0);
    // Paid, it stays a donation with its campaign.
    await pay(made.id);
    const paid = (await get(token, `${W}/orders?type=donation&status=success`)).json().result;
    expect(paid.items[0]).toMatchObject({ id: made.id, paymentStatus: PaymentStatus.SUCCESS, donation: { campaignId: c!.id } });
    // Another student's list does not have it.
    expect((await get(await studentToken(app), `${W}/orders?type=donation`)).json().result.total).toBe(0);
  });
  it('prints a paid donation’s invoice with the campaign as its line, in the asked language', async () => {
    const token = await studentToken(app);
    const [c] = await campaigns();
    const made = (await donate(token, c!.url, 55_000)).json().result as Order;
    await pay(made.id);
    for (const [lang, title, type] of [
      ['id', c!.title_id, 'Donasi'],
      ['en', c!.title_en, 'Donation'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `${W}/orders/invoices/download?invoiceId=${made.id}&lang=${lang}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      const text = (await pdfParse(res.rawPayload)).text.replace(/\s+/g, ' ');
      // The title may wrap in the table's column: compare its first words.
      expect(text).toContain(title.split(' ').slice(0, 2).join(' '));
      expect(text).toContain(type);
      expect(text).toContain('Rp 55.000');
    }
  });
});
