import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../common/enums.js';
import { must } from '../../../common/must.js';
import { PAYMENT_CHANNELS, fromMidtransAmount, fromMidtransTime, paymentStatusOfMidtrans, toMidtransAmount, toMidtransTime } from '../../../common/payments.js';
import { buildApp } from '../../app.js';
import { loadConfig, paymentGatewayOf } from '../../config.js';
import { TEST_SERVER_KEY, newOrderId, sandboxApp } from '../../sandbox-gateway/testing.js';
import { newHmacKeyHex, newSigningJwk } from '../../security/keys.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { GatewayError, MidtransCoreApi, chargeBody, midtransSignature, sandboxServerKey, type GatewayTransport } from './index.js';

/**
 * The shop's adapter: the channel table mapped to Midtrans's charge fields, our adapter against
 * the sandbox for every channel, notification signatures, errors, and which gateway a
 * configuration gets.
 */

let app: Awaited<ReturnType<typeof sandboxApp>>;
beforeAll(async () => {
  app = await sandboxApp();
  // Nobody receives the shop's notifications yet (that route comes with the orders): keep the worker still.
  await app.sandboxGateway!.stopWorker();
});
afterAll(async () => app?.cleanup());

const gatewayChannels = PAYMENT_CHANNELS.filter((c) => c.midtrans);

describe('chargeBody: our channels in Midtrans Core API fields', () => {
  it('maps every channel of issue 11 to its payment_type and per-type object', () => {
    const bodies = Object.fromEntries(gatewayChannels.map((c) => [c.code, chargeBody({ orderId: `O-${c.id}`, amount: 10000, channelId: c.id, description: 'Kelas TypeScript' })]));
    const bodyOf = (code: string) => must(bodies[code], `the charge body of ${code}`);
    expect(bodies.bca_va).toMatchObject({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } });
    expect(bodyOf('bni_va').bank_transfer).toEqual({ bank: 'bni' });
    expect(bodyOf('bri_va').bank_transfer).toEqual({ bank: 'bri' });
    expect(bodyOf('permata_va').bank_transfer).toEqual({ bank: 'permata' });
    expect(bodyOf('cimb_va').bank_transfer).toEqual({ bank: 'cimb' });
    expect(bodies.mandiri_bill).toMatchObject({ payment_type: 'echannel', echannel: { bill_info1: 'Payment:', bill_info2: 'Kelas TypeScript' } });
    expect(bodies.qris).toMatchObject({ payment_type: 'qris', qris: { acquirer: 'gopay' } });
    expect(bodies.gopay).toMatchObject({ payment_type: 'gopay', gopay: {} });
    expect(bodies.shopeepay).toMatchObject({ payment_type: 'shopeepay', shopeepay: {} });
    expect(bodies.indomaret).toMatchObject({ payment_type: 'cstore', cstore: { store: 'indomaret' } });
    expect(bodies.alfamart).toMatchObject({ payment_type: 'cstore', cstore: { store: 'alfamart' } });
    expect(bodyOf('akulaku').payment_type).toBe('akulaku');
    expect(bodyOf('kredivo').payment_type).toBe('kredivo');
    expect(bodies.bca_klikpay).toMatchObject({ payment_type: 'bca_klikpay', bca_klikpay: { description: 'Kelas TypeScript' } });
    expect(bodyOf('bri_epay').payment_type).toBe('bri_epay');
    expect(bodies.cimb_clicks).toMatchObject({ payment_type: 'cimb_clicks', cimb_clicks: { description: 'Kelas TypeScript' } });
    for (const body of Object.values(bodies)) expect(body.transaction_details).toEqual({ order_id: expect.any(String), gross_amount: 10000 });
  });

  it('sends items, customer, a custom expiry and wallet callbacks; cuts names to Midtrans sizes', () => {
    const body = chargeBody({
      orderId: 'O-1',
      amount: 30000,
      channelId: 8,
      items: [{ id: 'c-1', name: 'x'.repeat(80), price: 15000, quantity: 2 }],
      customer: { firstName: 'Ani', email: 'ani@example.com' },
      expiryMinutes: 60,
      callbackUrl: 'https://shop.example/back',
    });
    expect(body.item_details).toEqual([{ id: 'c-1', name: 'x'.repeat(50), price: 15000, quantity: 2 }]);
    expect(body.customer_details).toEqual({ first_name: 'Ani', email: 'ani@example.com' });
    expect(body.custom_expiry).toEqual({ expiry_duration: 60, unit: 'minute' });
    expect(body.gopay).toEqual({ enable_callback: true, callback_url: 'https://shop.example/back' });
  });

  it('never sends the voucher channel or an unknown one to the gateway', () => {
    expect(() => chargeBody({ orderId: 'O', amount: 1, channelId: 17 })).toThrow(expect.objectContaining({ code: 'no-gateway' }));
    expect(() => chargeBody({ orderId: 'O', amount: 1, channelId: 999 })).toThrow(expect.objectContaining({ code: 'unknown-channel' }));
  });
});

describe('the adapter against the sandbox (through the same server, without a socket)', () => {
  it('charges every channel and reads back what the payer needs', async () => {
    for (const channel of gatewayChannels) {
      const orderId = newOrderId(channel.code.toUpperCase().replace(/_/g, ''));
      const tx = await app.paymentGateway.charge({ orderId, amount: 125000, channelId: channel.id, items: [{ id: 'k-1', name: 'Kelas', price: 125000, quantity: 1 }] });
      expect(tx, channel.code).toMatchObject({ orderId, statusCode: '201', transactionStatus: 'pending', paymentStatus: PaymentStatus.PENDING, grossAmount: 125000 });
      expect(tx.channel?.id, channel.code).toBe(channel.id);
      expect(tx.expiryTime!.getTime()).toBeGreaterThan(tx.transactionTime!.getTime());
      const i = tx.instructions;
      const kind = channel.midtrans!.paymentType;
      if (kind === 'bank_transfer') expect(i, channel.code).toMatchObject({ vaNumber: expect.stringMatching(/^\d+$/), bank: channel.code.replace('_va', '') });
      if (kind === 'echannel') expect(i).toMatchObject({ billKey: expect.stringMatching(/^\d{12}$/), billerCode: '70012' });
      if (kind === 'qris') expect(i).toMatchObject({ qrString: expect.stringMatching(/^000201/), qrCodeUrl: expect.stringContaining('/qr-code') });
      if (kind === 'gopay') expect(i).toMatchObject({ qrCodeUrl: expect.stringContaining('/v2/gopay/'), deeplinkUrl: expect.stringContaining('/sandbox-gateway/simulator?order_id=') });
      if (kind === 'shopeepay') expect(i.deeplinkUrl).toContain('/sandbox-gateway/simulator');
      if (kind === 'cstore') expect(i).toMatchObject({ paymentCode: expect.stringMatching(/^\d+$/), store: channel.code });
      if (['akulaku', 'kredivo', 'bca_klikpay', 'bri_epay', 'cimb_clicks'].includes(kind)) expect(i.redirectUrl).toContain('/sandbox-gateway/simulator?order_id=');
    }
  });

  it('asks the status, cancels and expires; unknown is null, a settled one cannot be changed', async () => {
    expect(await app.paymentGateway.status('never-charged')).toBeNull();

    const a = newOrderId('ADP');
    await app.paymentGateway.charge({ orderId: a, amount: 50000, channelId: 1 });
    expect((await app.paymentGateway.status(a))!.paymentStatus).toBe(PaymentStatus.PENDING);
    const cancelled = await app.paymentGateway.cancel(a);
    expect(cancelled).toMatchObject({ transactionStatus: 'cancel', paymentStatus: PaymentStatus.EXPIRED });

    const b = newOrderId('ADP');
    await app.paymentGateway.charge({ orderId: b, amount: 50000, channelId: 6 });
    expect(await app.paymentGateway.expire(b)).toMatchObject({ statusCode: '407', transactionStatus: 'expire', paymentStatus: PaymentStatus.EXPIRED });

    const c = newOrderId('ADP');
    await app.paymentGateway.charge({ orderId: c, amount: 50000, channelId: 10 });
    const paid = await app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', payload: { order_id: c } });
    expect(paid.json()).toMatchObject({ status_code: '200', transaction_status: 'settlement' });
    const settled = (await app.paymentGateway.status(c))!;
    expect(settled).toMatchObject({ transactionStatus: 'settlement', paymentStatus: PaymentStatus.SUCCESS });
    expect(settled.settlementTime).toBeInstanceOf(Date);
    await expect(app.paymentGateway.expire(c)).rejects.toMatchObject({ code: '412', retryable: false });
    await expect(app.paymentGateway.cancel(c)).rejects.toMatchObject({ code: '412' });
    expect((await app.paymentGateway.status(c))!.transactionStatus).toBe('settlement');
  });

  it('reports a duplicate order id as GatewayError 406 and a bad amount as 400', async () => {
    const orderId = newOrderId('DUP');
    await app.paymentGateway.charge({ orderId, amount: 1000, channelId: 2 });
    await expect(app.paymentGateway.charge({ orderId, amount: 1000, channelId: 2 })).rejects.toMatchObject({ code: '406', httpStatus: 406 });
    await expect(app.paymentGateway.charge({ orderId: newOrderId('SUM'), amount: 999, channelId: 2, items: [{ id: 'a', name: 'A', price: 1000, quantity: 1 }] })).rejects.toMatchObject({
      code: '400',
    });
  });
});

describe('notification signatures', () => {
  const gateway = new MidtransCoreApi({ kind: 'sandbox', serverKey: TEST_SERVER_KEY, transport: async () => ({ status: 500, body: '' }) });
  const genuine = (over: Record<string, unknown> = {}) => {
    const body = { order_id: 'ORDER-1', status_code: '200', gross_amount: '150000.00', transaction_status: 'settlement', transaction_id: 'tx-1', fraud_status: 'accept', ...over };
    return { ...body, signature_key: midtransSignature(String(body.order_id), String(body.status_code), String(body.gross_amount), TEST_SERVER_KEY) };
  };

  it('accepts a notification signed with the server key', () => {
    expect(gateway.verifyNotification(genuine())).toMatchObject({ orderId: 'ORDER-1', statusCode: '200', grossAmount: 150000, transactionStatus: 'settlement', transactionId: 'tx-1' });
  });

  it('refuses a forged one: another amount, status or order under the same signature, another key, or no signature', () => {
    const sig = genuine().signature_key;
    expect(gateway.verifyNotification({ ...genuine(), gross_amount: '1.00' })).toBeNull();
    expect(gateway.verifyNotification({ ...genuine({ status_code: '201' }), signature_key: sig })).toBeNull();
    expect(gateway.verifyNotification({ ...genuine({ order_id: 'ORDER-2' }), signature_key: sig })).toBeNull();
    const other = midtransSignature('ORDER-1', '200', '150000.00', 'SB-Mid-server-someone-else');
    expect(gateway.verifyNotification({ ...genuine(), signature_key: other })).toBeNull();
    expect(gateway.verifyNotification({ ...genuine(), signature_key: sig.slice(0, -1) })).toBeNull();
    expect(gateway.verifyNotification({ ...genuine(), signature_key: undefined })).toBeNull();
    for (const junk of [null, 'x', 42, [], { order_id: 1 }]) expect(gateway.verifyNotification(junk)).toBeNull();
  });

  it('refuses everything when no server key is configured', () => {
    const unconfigured = new MidtransCoreApi({ kind: 'midtrans', transport: async () => ({ status: 200, body: '{}' }) });
    expect(unconfigured.configured).toBe(false);
    expect(unconfigured.verifyNotification(genuine())).toBeNull();
  });
});

describe('errors of the transport and the answer', () => {
  const charge = (transport: GatewayTransport, serverKey: string | null = 'k') =>
    new MidtransCoreApi({ kind: 'midtrans', serverKey: serverKey ?? undefined, transport }).charge({ orderId: 'O-1', amount: 1000, channelId: 1 });

  it('names each failure', async () => {
    await expect(charge(async () => ({ status: 200, body: '{}' }), null)).rejects.toMatchObject({ code: 'not-configured' });
    await expect(
      charge(async () => {
        throw new TypeError('fetch failed');
      }),
    ).rejects.toMatchObject({ code: 'network', retryable: true });
    await expect(charge(async () => ({ status: 502, body: '<html>bad gateway</html>' }))).rejects.toMatchObject({ code: 'bad-answer', retryable: true });
    await expect(charge(async () => ({ status: 200, body: '{"status_code":"500","status_message":"down"}' }))).rejects.toMatchObject({ code: '500', retryable: true });
    await expect(charge(async () => ({ status: 200, body: '[]' }))).rejects.toBeInstanceOf(GatewayError);
  });

  it('sends Basic auth by server key, JSON, and X-Override-Notification when a notification URL is configured', async () => {
    let seen: Parameters<GatewayTransport>[0] | undefined;
    const gateway = new MidtransCoreApi({
      kind: 'midtrans',
      serverKey: 'SB-Mid-server-abc',
      notificationUrl: 'https://shop.example/web/v2/payment/notification',
      transport: async (request) => {
        seen = request;
        return {
          status: 200,
          body: JSON.stringify({ status_code: '201', status_message: 'ok', order_id: 'O-1', payment_type: 'bank_transfer', transaction_status: 'pending', gross_amount: '1000.00' }),
        };
      },
    });
    await gateway.charge({ orderId: 'O-1', amount: 1000, channelId: 1 });
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/v2/charge',
      headers: {
        authorization: `Basic ${Buffer.from('SB-Mid-server-abc:').toString('base64')}`,
        'content-type': 'application/json',
        'x-override-notification': 'https://shop.example/web/v2/payment/notification',
      },
    });
    expect(JSON.parse(seen!.body!)).toMatchObject({ payment_type: 'bank_transfer', transaction_details: { order_id: 'O-1', gross_amount: 1000 } });
  });
});

describe('Midtrans formats and statuses', () => {
  it('writes and reads Asia/Jakarta times and decimal amounts', () => {
    expect(toMidtransTime(new Date('2026-11-23T17:30:05Z'))).toBe('2026-11-24 00:30:05');
    expect(fromMidtransTime('2026-11-24 00:30:05')!.toISOString()).toBe('2026-11-23T17:30:05.000Z');
    expect(fromMidtransTime('2026-02-31 00:00:00')).toBeNull();
    expect(fromMidtransTime('yesterday')).toBeNull();
    expect(toMidtransAmount(150000)).toBe('150000.00');
    expect([fromMidtransAmount('150000.00'), fromMidtransAmount(1000), fromMidtransAmount('10.50'), fromMidtransAmount('-1'), fromMidtransAmount('1e9')]).toEqual([
      150000,
      1000,
      null,
      null,
      null,
    ]);
  });

  it('maps transaction statuses to PENDING, SUCCESS and EXPIRED', () => {
    expect(paymentStatusOfMidtrans('pending')).toBe(PaymentStatus.PENDING);
    expect(paymentStatusOfMidtrans('settlement')).toBe(PaymentStatus.SUCCESS);
    expect(paymentStatusOfMidtrans('capture', 'accept')).toBe(PaymentStatus.SUCCESS);
    expect(paymentStatusOfMidtrans('capture', 'challenge')).toBe(PaymentStatus.PENDING);
    for (const ended of ['expire', 'cancel', 'deny', 'failure']) expect(paymentStatusOfMidtrans(ended)).toBe(PaymentStatus.EXPIRED);
    expect(paymentStatusOfMidtrans('something-new')).toBe(PaymentStatus.PENDING);
  });
});

describe('which gateway a configuration gets', () => {
  it('defaults to the sandbox on the embedded database, to Midtrans with DATABASE_URL or in production', () => {
    expect(paymentGatewayOf(loadConfig({}))).toBe('sandbox');
    expect(paymentGatewayOf(loadConfig({ DATABASE_URL: 'postgres://x/y' }))).toBe('midtrans');
    expect(paymentGatewayOf(loadConfig({ NODE_ENV: 'production', MESSAGING: 'outbox' }))).toBe('midtrans');
    expect(paymentGatewayOf(loadConfig({ DATABASE_URL: 'postgres://x/y', PAYMENT_GATEWAY: 'sandbox' }))).toBe('sandbox');
    expect(loadConfig({ MIDTRANS_BASE_URL: 'https://api.sandbox.midtrans.com/', MIDTRANS_SERVER_KEY: 'k' }).payments).toMatchObject({
      baseUrl: 'https://api.sandbox.midtrans.com',
      serverKey: 'k',
    });
  });

  it('refuses the sandbox in production with a clear start-up error, and bad values', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY=sandbox is refused with NODE_ENV=production/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY must be sandbox or midtrans/);
    expect(() => loadConfig({ MIDTRANS_BASE_URL: 'ftp://x' })).toThrow(/MIDTRANS_BASE_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ PAYMENT_NOTIFICATION_URL: 'not a url' })).toThrow(/PAYMENT_NOTIFICATION_URL/);

    // The same refusal when the configuration comes from code (buildApp's config overrides).
    const { handle, drop } = await openTestDatabase(2, 'migrated');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-gateway-'));
    try {
      // Production on PostgreSQL wants its secrets from the environment first.
      const secrets = { tokenSigningKey: JSON.stringify(await newSigningJwk()), otpHmacKey: newHmacKeyHex() };
      await expect(buildApp({ database: handle, config: { dataDir, production: true, secrets, payments: { gateway: 'sandbox' } } })).rejects.toThrow(/refused with NODE_ENV=production/);
    } finally {
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('mounts the sandbox only with PAYMENT_GATEWAY=sandbox, with a server key of its own when none is set', async () => {
    expect(app.sandboxGateway).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: '/sandbox-gateway/simulator' })).statusCode).toBe(200);

    const derived = sandboxServerKey({ otpHmacKey: Buffer.alloc(32, 7) });
    expect(derived).toMatch(/^SB-Mid-server-[A-Za-z0-9_-]{24}$/);
    expect(sandboxServerKey({ otpHmacKey: Buffer.alloc(32, 7) })).toBe(derived);
    expect(sandboxServerKey({ otpHmacKey: Buffer.alloc(32, 8) })).not.toBe(derived);

    const real = await sandboxApp({ config: { payments: { gateway: 'midtrans' } } });
    try {
      expect(real.sandboxGateway).toBeNull();
      expect(real.paymentGateway.kind).toBe('midtrans');
      expect(real.paymentGateway.configured).toBe(false);
      expect((await real.inject({ method: 'GET', url: '/sandbox-gateway/simulator' })).statusCode).toBe(404);
      expect((await real.inject({ method: 'POST', url: '/sandbox-gateway/v2/charge', payload: {} })).statusCode).toBe(404);
    } finally {
      await real.cleanup();
    }
  });
});
