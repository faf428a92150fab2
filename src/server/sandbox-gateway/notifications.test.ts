import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../common/enums.js';
import { must } from '../../common/must.js';
import { buildApp } from '../app.js';
import { GatewayError } from '../payments/gateway/index.js';
import { openTestDatabase } from '../testing/test-app.js';
import { RETRY_DELAYS_MS, SandboxGateway } from './gateway.js';
import { sandboxDb } from './tables.js';
import { notificationBody } from './wire.js';
import { TEST_SERVER_KEY, manualClock, newOrderId, notificationReceiver, sandboxApp } from './testing.js';

/**
 * Notifications: sent signed to the configured URL (or X-Override-Notification), retried with
 * backoff on a clock the test moves (no sleeps, no timing assertions), kept in the database so a
 * restart resumes them, sent by one instance each; the simulator's pay and expire, expiry by
 * time, and a settled payment that nothing can expire. Then 64 charges at once.
 */

let app: Awaited<ReturnType<typeof sandboxApp>>;
let receiver: Awaited<ReturnType<typeof notificationReceiver>>;
let sandbox: SandboxGateway;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  receiver = await notificationReceiver();
  app = await sandboxApp({ notificationUrl: receiver.url });
  sandbox = app.sandboxGateway!;
  // The test sends: the worker stays still and the sandbox's time is the test's.
  await sandbox.stopWorker();
});
beforeEach(() => {
  clock = manualClock();
  sandbox.useClock(clock.now);
});
afterAll(async () => {
  await app?.cleanup();
  await receiver?.close();
});

const pay = (target: Record<string, string>) => app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', payload: target });
const expireBySimulator = (target: Record<string, string>) => app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/expire', payload: target });
const notificationsFor = (orderId: string) => receiver.received.filter((n) => n.body.order_id === orderId).map((n) => n.body);

describe('notifications', () => {
  it("queues a charge's pending notification exactly as the stored transaction reads, for every kind of payment", async () => {
    for (const channelId of [1, 4, 6, 7, 8, 10, 12, 14]) {
      const orderId = newOrderId('ROW');
      await app.paymentGateway.charge({ orderId, amount: 125000, channelId });
      const row = must(await sandbox.find({ by: 'id', value: orderId }), 'the stored transaction');
      const queued = await sandbox.notificationsOf(row.transaction_id);
      expect(queued).toHaveLength(1);
      expect(queued[0]?.body).toEqual(notificationBody(row, TEST_SERVER_KEY));
    }
    await sandbox.deliverDue();
  });

  it('sends a signed pending notification after the charge and a settlement after the simulator pays, retrying with backoff until accepted', async () => {
    const orderId = newOrderId('NTF');
    const charged = await app.paymentGateway.charge({ orderId, amount: 99000, channelId: 1 });
    expect(await sandbox.deliverDue()).toBe(1);
    const [pending] = notificationsFor(orderId);
    expect(pending).toMatchObject({ order_id: orderId, status_code: '201', transaction_status: 'pending', status_message: 'midtrans payment notification', gross_amount: '99000.00' });
    expect(app.paymentGateway.verifyNotification(pending)).toMatchObject({ orderId, transactionStatus: 'pending' });

    const paid = await pay({ va_number: charged.instructions.vaNumber! });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ order_id: orderId, transaction_status: 'settlement' });

    // The shop's endpoint fails twice, then accepts.
    receiver.answerWith(500, 503);
    expect(await sandbox.deliverDue()).toBe(1);
    expect(notificationsFor(orderId)).toHaveLength(2);
    expect(await sandbox.deliverDue()).toBe(0); // the retry waits for its time
    clock.advance(RETRY_DELAYS_MS[0]);
    expect(await sandbox.deliverDue()).toBe(1);
    clock.advance(RETRY_DELAYS_MS[1] - 1);
    expect(await sandbox.deliverDue()).toBe(0);
    clock.advance(1);
    expect(await sandbox.deliverDue()).toBe(1);
    clock.advance(RETRY_DELAYS_MS[4] * 10);
    expect(await sandbox.deliverDue()).toBe(0); // delivered: never again

    const settlements = notificationsFor(orderId).slice(1);
    expect(settlements).toHaveLength(3);
    expect(new Set(settlements.map((b) => JSON.stringify(b))).size).toBe(1);
    const verified = app.paymentGateway.verifyNotification(settlements[2]);
    expect(verified).toMatchObject({ orderId, statusCode: '200', transactionStatus: 'settlement', grossAmount: 99000 });
    // As Midtrans advises, the receiver asks the gateway before acting.
    expect((await app.paymentGateway.status(orderId))!.paymentStatus).toBe(PaymentStatus.SUCCESS);

    const rows = await sandbox.notificationsOf(charged.transactionId);
    expect(rows.map((r) => [r.state, r.attempts, r.last_status])).toEqual([
      ['delivered', 1, 200],
      ['delivered', 3, 200],
    ]);
  });

  it('gives up after the last retry and marks the notification failed', async () => {
    const orderId = newOrderId('FAIL');
    const charged = await app.paymentGateway.charge({ orderId, amount: 1000, channelId: 4 });
    receiver.answerWith(...Array(RETRY_DELAYS_MS.length + 1).fill(500));
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      expect(await sandbox.deliverDue()).toBe(1);
      clock.advance(RETRY_DELAYS_MS[attempt] ?? 0);
    }
    clock.advance(24 * 60 * 60 * 1000 - 1);
    expect(await sandbox.deliverDue()).toBe(0);
    expect(notificationsFor(orderId)).toHaveLength(RETRY_DELAYS_MS.length + 1);
    const [row] = await sandbox.notificationsOf(charged.transactionId);
    expect(row).toMatchObject({ state: 'failed', attempts: RETRY_DELAYS_MS.length + 1, last_status: 500, last_error: 'HTTP 500' });
  });

  it('honours X-Override-Notification (up to 3 URLs) instead of the configured URL', async () => {
    const other = await notificationReceiver();
    try {
      const orderId = newOrderId('OVR');
      const charge = await app.inject({
        method: 'POST',
        url: '/sandbox-gateway/v2/charge',
        headers: { authorization: `Basic ${Buffer.from(`${TEST_SERVER_KEY}:`).toString('base64')}`, 'x-override-notification': `${other.url}?a=1, ${other.url}?b=2` },
        payload: { payment_type: 'bank_transfer', bank_transfer: { bank: 'cimb' }, transaction_details: { order_id: orderId, gross_amount: 5000 } },
      });
      expect(charge.statusCode).toBe(200);
      expect(await sandbox.deliverDue()).toBe(2);
      expect(other.received.map((n) => n.body.order_id)).toEqual([orderId, orderId]);
      expect(must(other.received[0], 'the first override notification').headers['content-type']).toBe('application/json');
      expect(notificationsFor(orderId)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('does not expire a settled payment: simulator and API refuse (412), the status and the notifications stay', async () => {
    const orderId = newOrderId('SETTLED');
    const charged = await app.paymentGateway.charge({ orderId, amount: 20000, channelId: 7 });
    expect((await pay({ order_id: orderId })).statusCode).toBe(200);
    await sandbox.deliverDue();
    const sent = notificationsFor(orderId).length;

    const refused = await expireBySimulator({ order_id: orderId });
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ status_code: '412' });
    await expect(app.paymentGateway.expire(orderId)).rejects.toBeInstanceOf(GatewayError);
    expect((await pay({ order_id: orderId })).statusCode).toBe(412);
    // Long past its expiry time: the expiry round passes it by (earlier tests' unpaid ones expire).
    clock.advance(48 * 60 * 60 * 1000);
    await sandbox.expireDue();
    await sandbox.deliverDue();

    expect((await app.paymentGateway.status(orderId))!.transactionStatus).toBe('settlement');
    expect(notificationsFor(orderId)).toHaveLength(sent);
    expect((await sandbox.notificationsOf(charged.transactionId)).length).toBe(2);
  });

  it('expires an unpaid payment by itself at its expiry time (24 h for a VA) and notifies it', async () => {
    const orderId = newOrderId('TIMEOUT');
    await app.paymentGateway.charge({ orderId, amount: 30000, channelId: 3 });
    await sandbox.deliverDue();
    clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect(await sandbox.expireDue()).toBe(0);
    clock.advance(1000);
    expect(await sandbox.expireDue()).toBeGreaterThanOrEqual(1);
    await sandbox.deliverDue();
    const last = notificationsFor(orderId).at(-1)!;
    expect(last).toMatchObject({ status_code: '202', transaction_status: 'expire' });
    expect(app.paymentGateway.verifyNotification(last)).not.toBeNull();
    expect(await app.paymentGateway.status(orderId)).toMatchObject({ statusCode: '407', paymentStatus: PaymentStatus.EXPIRED });
    // Paying too late is refused.
    expect((await pay({ order_id: orderId })).statusCode).toBe(412);
  });

  it('expires by the simulator and notifies', async () => {
    const orderId = newOrderId('SIMEXP');
    await app.paymentGateway.charge({ orderId, amount: 30000, channelId: 11 });
    const expired = await expireBySimulator({ order_id: orderId });
    expect(expired.json()).toMatchObject({ status_code: '407', transaction_status: 'expire' });
    await sandbox.deliverDue();
    expect(notificationsFor(orderId).map((n) => n.transaction_status)).toEqual(['pending', 'expire']);
  });
});

describe('the simulator page', () => {
  it('finds a payment by VA number, pays it through its form and shows the result, in both languages', async () => {
    const orderId = newOrderId('PAGE');
    const charged = await app.paymentGateway.charge({ orderId, amount: 175000, channelId: 1 });
    const page = await app.inject({ method: 'GET', url: `/sandbox-gateway/simulator?va_number=${charged.instructions.vaNumber}&lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(orderId);
    expect(page.body).toContain('Waiting for payment');
    expect(page.body).toContain('action="/sandbox-gateway/simulator/pay?lang=en"');

    const form = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/simulator/pay?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order_id=${encodeURIComponent(orderId)}`,
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/sandbox-gateway/simulator?lang=en&order_id=${encodeURIComponent(orderId)}&done=paid`);
    const after = await app.inject({ method: 'GET', url: form.headers.location as string });
    expect(after.body).toContain('Payment made. The shop has been notified.');
    expect(after.body).not.toContain('simulator/pay');

    const id = await app.inject({ method: 'GET', url: `/sandbox-gateway/simulator?order_id=${encodeURIComponent(orderId)}` });
    expect(id.body).toContain('<html lang="id">');
    expect(id.body).toContain('Dibayar');
  });

  it('escapes what it shows and says when nothing is found', async () => {
    const res = await app.inject({ method: 'GET', url: `/sandbox-gateway/simulator?order_id=${encodeURIComponent('<script>x</script>')}&lang=en` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>x');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).toContain('No such payment.');
  });
});

describe('durability and one sender per notification', () => {
  it('resumes pending notifications after a restart', async () => {
    const shop = await notificationReceiver();
    const { handle, drop } = await openTestDatabase(4, 'migrated');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-sandbox-'));
    const config = { dataDir, webRoot: path.join(dataDir, 'no-web'), payments: { gateway: 'sandbox' as const, serverKey: TEST_SERVER_KEY, notificationUrl: shop.url } };
    try {
      const first = await buildApp({ database: handle, config });
      await first.ready();
      await first.sandboxGateway!.stopWorker();
      const orderId = newOrderId('RESTART');
      await first.paymentGateway.charge({ orderId, amount: 10000, channelId: 5 });
      await first.close();
      expect(shop.received).toHaveLength(0);

      // The next start finds the notification in the table and its worker sends it.
      const second = await buildApp({ database: handle, config });
      await second.ready();
      await shop.until(1);
      expect(must(shop.received[0], 'the notification sent after the restart').body).toMatchObject({ order_id: orderId, transaction_status: 'pending' });
      await second.close();
    } finally {
      await handle.close();
      await drop();
      await shop.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('sends each notification from one instance when two try at once', async () => {
    const sent = new Map<string, number>();
    const send = async (_url: string | null, body: string) => {
      const key = JSON.parse(body).order_id as string;
      sent.set(key, (sent.get(key) ?? 0) + 1);
      return 200;
    };
    const at = manualClock().now;
    const a = new SandboxGateway({ db: app.ctx.db, serverKey: TEST_SERVER_KEY, send, clock: at });
    const b = new SandboxGateway({ db: app.ctx.db, serverKey: TEST_SERVER_KEY, send, clock: at });
    // Whatever earlier tests left pending is out of the way.
    await sandboxDb(app.ctx.db).updateTable('sandbox_notifications').set({ state: 'delivered' }).where('state', '=', 'pending').execute();
    const orders = Array.from({ length: 30 }, () => newOrderId('ONCE'));
    for (const orderId of orders) {
      await a.charge(
        { payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' }, transaction_details: { order_id: orderId, gross_amount: 1000 } },
        { baseUrl: 'http://sandbox.test/sandbox-gateway', notificationUrls: null },
      );
    }
    const [byA, byB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(byA + byB).toBe(30);
    expect(orders.map((o) => sent.get(o))).toEqual(orders.map(() => 1));
  });
});

describe('64 charges at once', () => {
  it('with distinct order ids: all succeed with distinct VA numbers; with one order id: one 201 and 63 × 406', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const distinct = Array.from({ length: 64 }, () => newOrderId('PAR'));
    const charged = await Promise.all(distinct.map((orderId) => app.paymentGateway.charge({ orderId, amount: 15000, channelId: 1 })));
    expect(charged.map((t) => t.statusCode)).toEqual(distinct.map(() => '201'));
    expect(new Set(charged.map((t) => t.instructions.vaNumber)).size).toBe(64);

    const same = newOrderId('SAME');
    const results = await Promise.allSettled(Array.from({ length: 64 }, () => app.paymentGateway.charge({ orderId: same, amount: 15000, channelId: 2 })));
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(created).toHaveLength(1);
    expect(refused.map((r) => (r.reason as GatewayError).code)).toEqual(Array(63).fill('406'));
    const rows = await sandboxDb(app.ctx.db).selectFrom('sandbox_transactions').select('transaction_id').where('order_id', '=', same).execute();
    expect(rows).toHaveLength(1);
  });
});
