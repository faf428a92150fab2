import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../../../common/enums.js';
import { must } from '../../../../common/must.js';
import { TEST_SERVER_KEY } from '../../../sandbox-gateway/testing.js';
import { createTestApp, studentToken, type TestApp } from '../../../testing/test-app.js';

/** The QRIS view's "save QR" (a PNG from the API, so the desktop app can save it too) and "open in app". */

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
}, 120_000);
afterAll(async () => app?.cleanup());

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
let nth = 0;
async function order(token: string, paymentTypeId: number) {
  const courses = await app.ctx.db
    .selectFrom('contents')
    .select('id')
    .where('content_type', '=', ContentType.COURSE)
    .where('is_published', '=', true)
    .where('final_price', '>', 0)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
    .orderBy('id')
    .execute();
  const c = must(courses[nth++ % courses.length], 'a paid course');
  const res = await app.inject({ method: 'POST', url: `${W}/orders`, headers: { authorization: `Bearer ${token}` }, payload: { items: [{ contentId: c.id }], paymentTypeId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: number; payment: { qrString: string | null; deeplinkUrl: string | null } };
}

describe('G payment/payments/by-order-id/:id/qr', () => {
  it('a QRIS charge carries a deeplink and its QR downloads as a PNG named after the order', async () => {
    const token = await studentToken(app);
    const o = await order(token, 7);
    expect(o.payment.qrString).toBeTruthy();
    expect(o.payment.deeplinkUrl).toMatch(/^https?:\/\//);
    const res = await get(token, `${W}/payment/payments/by-order-id/${o.id}/qr`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="qris-${o.id}.png"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it("another student's QR is 404; a charge without a QR is 404 with a message in the reader's language", async () => {
    const a = await studentToken(app);
    const qris = await order(a, 7);
    expect((await get(await studentToken(app), `${W}/payment/payments/by-order-id/${qris.id}/qr`)).statusCode).toBe(404);
    const va = await order(a, 1);
    expect(va.payment.qrString).toBeNull();
    const id = await app.inject({ method: 'GET', url: `${W}/payment/payments/by-order-id/${va.id}/qr`, headers: { authorization: `Bearer ${a}`, language: 'id' } });
    expect(id.statusCode).toBe(404);
    expect(id.json().message).toBe('Pembayaran ini tidak memakai kode QR');
    const en = await app.inject({ method: 'GET', url: `${W}/payment/payments/by-order-id/${va.id}/qr`, headers: { authorization: `Bearer ${a}`, language: 'en' } });
    expect(en.json().message).toBe('This payment has no QR code');
  });

  it('a malformed order id is 400', async () => {
    const token = await studentToken(app);
    expect((await get(token, `${W}/payment/payments/by-order-id/abc/qr`)).statusCode).toBe(400);
  });
});
