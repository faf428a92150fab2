import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FINISH_PATH } from '../../../../common/payments.js';
import { sandboxApp } from '../../../sandbox-gateway/testing.js';

/**
 * The payment finish page (issue 22): a payment opened from the desktop app happens in the system
 * browser; the gateway's finish redirect (the sandbox simulator's "Back to the shop") lands here
 * and the page sends the browser back into the app by belajar://payment/finish.
 */

let app: Awaited<ReturnType<typeof sandboxApp>>;
beforeAll(async () => {
  app = await sandboxApp();
  await app.sandboxGateway!.stopWorker();
});
afterAll(async () => app?.cleanup());

const finish = (query: string) => app.inject({ method: 'GET', url: `${PAYMENT_FINISH_PATH}?${query}` });
const gatewayOrderId = `ORD-4242-${Date.now().toString(16).slice(-8).padStart(8, '0')}`;

describe('payment finish page', () => {
  it('offers the desktop app (belajar://) and the website’s payment page, in the asked language', async () => {
    const res = await finish(`order_id=${gatewayOrderId}&status_code=200&transaction_status=settlement`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`href="belajar://payment/finish?order_id=${gatewayOrderId}"`);
    expect(res.body).toContain('href="/payment/4242"');
    expect(res.body).toContain('Pembayaran berhasil');
    expect(res.body).not.toContain('http-equiv="refresh"'); // a website payer is not sent anywhere
    const en = await finish(`order_id=${gatewayOrderId}&transaction_status=pending&lang=en`);
    expect(en.body).toContain('Your payment is being processed');
    expect(en.body).toContain('Open the Belajar app');
    expect(en.body).toContain('href="/en/payment/4242"');
  });

  it('with app=desktop it opens the app at once', async () => {
    const res = await finish(`order_id=${gatewayOrderId}&status_code=200&transaction_status=settlement&app=desktop`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta http-equiv="refresh" content="0;url=belajar://payment/finish?order_id=${gatewayOrderId}">`);
  });

  it('refuses what is not one of the shop’s order ids, and never echoes markup', async () => {
    expect((await finish('order_id=FOREIGN-1')).statusCode).toBe(404);
    for (const bad of ['order_id=%3Cscript%3E', `order_id=${'1'.repeat(60)}`, 'order_id=ORD-1-00000000&app=evil', 'order_id=ORD-1-00000000&extra=1', '']) {
      const res = await finish(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).not.toContain('<script>');
    }
  });

  it('the sandbox simulator sends a paid payer back to the finish page, which leads into the app', async () => {
    const orderId = `ORD-77-${Date.now().toString(16).slice(-8).padStart(8, '0')}`;
    await app.paymentGateway.charge({ orderId, amount: 125000, channelId: 12 }); // Akulaku: a redirect payment
    const before = await app.inject({ method: 'GET', url: `/sandbox-gateway/simulator?order_id=${orderId}&lang=en` });
    expect(before.body).not.toContain('simulator-finish'); // not paid yet
    const paid = await app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', payload: { order_id: orderId } });
    expect(paid.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/sandbox-gateway/simulator?order_id=${orderId}&lang=en&done=paid` });
    const href = /href="([^"]+)" data-testid="simulator-finish"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBe(`${PAYMENT_FINISH_PATH}?order_id=${orderId}&status_code=200&transaction_status=settlement&lang=en`);
    const landing = await app.inject({ method: 'GET', url: href! });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain(`href="belajar://payment/finish?order_id=${orderId}"`);
    expect(landing.body).toContain('href="/en/payment/77"');
  });
});
