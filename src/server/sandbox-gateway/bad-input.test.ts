import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SERVER_KEY, newOrderId, sandboxApp } from './testing.js';

/**
 * Bad input never breaks the sandbox: its routes are hidden from the OpenAPI document, so the
 * fuzz gate does not reach them and these tests do. Every refusal is Midtrans-shaped (a string
 * status_code, validation_messages on a 400), never a 5xx, never our envelope.
 */

let app: Awaited<ReturnType<typeof sandboxApp>>;
beforeAll(async () => {
  app = await sandboxApp();
  await app.sandboxGateway!.stopWorker();
});
afterAll(async () => app?.cleanup());

const auth = { authorization: `Basic ${Buffer.from(`${TEST_SERVER_KEY}:`).toString('base64')}` };
const valid = (over: Record<string, unknown> = {}) => ({
  payment_type: 'bank_transfer',
  bank_transfer: { bank: 'bca' },
  transaction_details: { order_id: newOrderId('BAD'), gross_amount: 10000 },
  ...over,
});
const charge = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/sandbox-gateway/v2/charge',
    headers: { ...auth, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

function expectMidtransError(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body.status_code).toBe(String(status));
  expect(typeof body.status_message).toBe('string');
  expect(body).not.toHaveProperty('statusCode');
  return body;
}

describe('the sandbox refuses bad input the way Midtrans does', () => {
  it('asks for the server key before anything else', async () => {
    expectMidtransError(await app.inject({ method: 'POST', url: '/sandbox-gateway/v2/charge', payload: valid() }), 401);
    expectMidtransError(await charge('{not json', { authorization: 'Basic Og==' }), 401);
    expectMidtransError(await app.inject({ method: 'GET', url: '/sandbox-gateway/v2/x/status', headers: { authorization: 'Bearer abc' } }), 401);
  });

  it('answers 400 with validation_messages for malformed charges', async () => {
    const cases: unknown[] = [
      '{not json',
      '',
      '[]',
      'null',
      {},
      valid({ payment_type: 'credit_card' }),
      valid({ transaction_details: { order_id: 'x', gross_amount: 0 } }),
      valid({ transaction_details: { order_id: 'x', gross_amount: -5 } }),
      valid({ transaction_details: { order_id: 'x', gross_amount: 10.5 } }),
      valid({ transaction_details: { order_id: 'x', gross_amount: '10000' } }),
      valid({ transaction_details: { order_id: 'x', gross_amount: 1e308 } }),
      valid({ transaction_details: { order_id: 'a'.repeat(51), gross_amount: 1 } }),
      valid({ transaction_details: { order_id: 'bad id/with slash', gross_amount: 1 } }),
      valid({ transaction_details: { order_id: 'nul\u0000', gross_amount: 1 } }),
      valid({ bank_transfer: { bank: 'hsbc' } }),
      valid({ bank_transfer: undefined }),
      valid({ extra_field: true }),
      valid({ item_details: [] }),
      valid({ item_details: [{ id: 'a', price: 5000, quantity: 1, name: 'A' }] }),
      valid({ item_details: [{ id: 'a', price: 10000, quantity: 0, name: 'A' }] }),
      valid({ item_details: Array.from({ length: 101 }, () => ({ price: 100, quantity: 1, name: 'A' })) }),
      valid({ payment_type: 'echannel', bank_transfer: undefined }),
      valid({ payment_type: 'cstore', cstore: { store: 'circle-k' } }),
      valid({ payment_type: 'bca_klikpay' }),
      valid({ custom_expiry: { expiry_duration: 0, unit: 'minute' } }),
      valid({ custom_expiry: { expiry_duration: 10, unit: 'week' } }),
      valid({ custom_expiry: { expiry_duration: 10, unit: 'hour', order_time: 'tomorrow' } }),
    ];
    for (const payload of cases) {
      const body = expectMidtransError(await charge(payload), 400);
      expect(body.status_message, JSON.stringify(payload)).toBe('One or more parameters in the payload is invalid.');
      expect(Array.isArray(body.validation_messages) && (body.validation_messages as unknown[]).length > 0, JSON.stringify(payload)).toBe(true);
    }
  });

  it('refuses a malformed X-Override-Notification and an oversized body', async () => {
    for (const header of ['ftp://x', 'not a url', 'http://a, http://b, http://c, http://d', ' , ']) {
      expectMidtransError(await charge(valid(), { 'x-override-notification': header }), 400);
    }
    expectMidtransError(await charge(valid({ custom_field1: 'x'.repeat(70 * 1024) })), 413);
  });

  it('answers 400 for bad path values and 404 for unknown paths, as Midtrans', async () => {
    expectMidtransError(await app.inject({ method: 'GET', url: `/sandbox-gateway/v2/${'a'.repeat(51)}/status`, headers: auth }), 400);
    expectMidtransError(await app.inject({ method: 'GET', url: '/sandbox-gateway/v2/%00/status', headers: auth }), 400);
    expectMidtransError(await app.inject({ method: 'POST', url: '/sandbox-gateway/v2/bad%20id/cancel', headers: auth }), 400);
    expectMidtransError(await app.inject({ method: 'GET', url: '/sandbox-gateway/v2/unknown-order/status', headers: auth }), 404);
    expectMidtransError(await app.inject({ method: 'GET', url: '/sandbox-gateway/v2/charge', headers: auth }), 404);
    expectMidtransError(await app.inject({ method: 'POST', url: '/sandbox-gateway/v3/anything', headers: auth }), 404);
    expectMidtransError(await app.inject({ method: 'GET', url: '/sandbox-gateway/v2/qris/not-a-uuid/qr-code' }), 400);
    expectMidtransError(await app.inject({ method: 'GET', url: '/sandbox-gateway/v2/qris/00000000-0000-0000-0000-000000000000/qr-code' }), 404);
  });

  it('keeps the simulator bounded: JSON and form bodies, the page query', async () => {
    const sim = (payload: string, type = 'application/json') => app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', headers: { 'content-type': type }, payload });
    expectMidtransError(await sim('{}'), 400);
    expectMidtransError(await sim('{"order_id":1}'), 400);
    expectMidtransError(await sim('{"order_id":"a","other":1}'), 400);
    expectMidtransError(await sim('{"va_number":"12ab"}'), 400);
    expectMidtransError(await sim('{"order_id":"no-such-order"}'), 404);
    expectMidtransError(await sim('{"va_number":"999999999"}'), 404);
    expectMidtransError(await sim('order_id=%00', 'application/x-www-form-urlencoded'), 400);
    expectMidtransError(await sim(`order_id=${'x'.repeat(5000)}`, 'application/x-www-form-urlencoded'), 413);
    expectMidtransError(await sim('<xml/>', 'application/xml'), 415);
    expectMidtransError(await app.inject({ method: 'GET', url: '/sandbox-gateway/simulator?unknown=1' }), 400);
    expectMidtransError(await app.inject({ method: 'GET', url: `/sandbox-gateway/simulator?order_id=${'x'.repeat(60)}` }), 400);
    expectMidtransError(await app.inject({ method: 'GET', url: '/sandbox-gateway/simulator?done=hacked' }), 400);
  });

  it('never answers 5xx or a non-Midtrans body to generated charges', async () => {
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    const chargeLike = fc.record(
      {
        payment_type: fc.oneof(fc.constantFrom('bank_transfer', 'echannel', 'qris', 'gopay', 'shopeepay', 'cstore', 'akulaku', 'kredivo', 'bca_klikpay', 'bri_epay', 'cimb_clicks'), anyJson),
        transaction_details: fc.oneof(
          fc.record(
            { order_id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._~-]{1,50}$/), fc.string({ maxLength: 60 })), gross_amount: fc.oneof(fc.integer(), fc.double(), fc.string()) },
            { requiredKeys: [] },
          ),
          anyJson,
        ),
        bank_transfer: fc.oneof(fc.record({ bank: fc.constantFrom('bca', 'bni', 'x') }), anyJson),
        cstore: fc.oneof(fc.record({ store: fc.constantFrom('indomaret', 'alfamart', 'x') }), anyJson),
        echannel: fc.oneof(fc.record({ bill_info1: fc.string({ maxLength: 12 }), bill_info2: fc.string({ maxLength: 32 }) }), anyJson),
        item_details: fc.oneof(fc.array(fc.record({ price: fc.integer(), quantity: fc.integer(), name: fc.string({ maxLength: 60 }) }), { maxLength: 3 }), anyJson),
        custom_expiry: fc.oneof(
          fc.record({ expiry_duration: fc.integer(), unit: fc.constantFrom('minute', 'day', 'x'), order_time: fc.string({ maxLength: 40 }) }, { requiredKeys: ['expiry_duration', 'unit'] }),
          anyJson,
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(chargeLike, async (payload) => {
        const res = await charge(payload);
        expect(res.statusCode).toBeLessThan(500);
        const body = res.json() as Record<string, unknown>;
        expect(typeof body.status_code).toBe('string');
        expect([200, 400, 406]).toContain(res.statusCode);
      }),
      { numRuns: 300 },
    );
  });
});
