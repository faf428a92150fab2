import midtrans, { type MidtransError } from 'midtrans-client';
import ApiConfig from 'midtrans-client/lib/apiConfig.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../../common/must.js';
import { fromMidtransTime } from '../../common/payments.js';
import { midtransSignature } from '../payments/gateway/signature.js';
import { parseEmv, crc16 } from './qris.js';
import { TEST_SERVER_KEY, newOrderId, notificationReceiver, sandboxApp } from './testing.js';

/**
 * The proof that the sandbox speaks Midtrans's Core API: the official Node client (midtrans-client
 * 1.4.x, which has no base-URL option) is pointed at the sandbox by its ApiConfig's sandbox base
 * URL and drives it over a real socket: charges of each kind, status, cancel, expire, errors.
 */

let app: Awaited<ReturnType<typeof sandboxApp>>;
let receiver: Awaited<ReturnType<typeof notificationReceiver>>;
let core: InstanceType<typeof midtrans.CoreApi>;
let base: string;
const originalBase = ApiConfig.CORE_SANDBOX_BASE_URL;

beforeAll(async () => {
  receiver = await notificationReceiver();
  app = await sandboxApp({ notificationUrl: receiver.url });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/sandbox-gateway`;
  ApiConfig.CORE_SANDBOX_BASE_URL = base;
  core = new midtrans.CoreApi({ isProduction: false, serverKey: TEST_SERVER_KEY, clientKey: 'SB-Mid-client-test' });
});
afterAll(async () => {
  ApiConfig.CORE_SANDBOX_BASE_URL = originalBase;
  await app?.cleanup();
  await receiver?.close();
});

const details = (orderId: string, amount = 150000) => ({
  transaction_details: { order_id: orderId, gross_amount: amount },
  item_details: [{ id: 'COURSE-1', price: amount, quantity: 1, name: 'Belajar TypeScript' }],
  customer_details: { first_name: 'Ani', last_name: 'Pembeli', email: 'ani@example.com', phone: '+628123456789' },
});

const hours = (from?: string, to?: string) => (fromMidtransTime(to)!.getTime() - fromMidtransTime(from)!.getTime()) / 3_600_000;

async function rejected(promise: Promise<unknown>): Promise<MidtransError> {
  try {
    await promise;
  } catch (error) {
    return error as MidtransError;
  }
  throw new Error('expected the client to reject');
}

describe('the official midtrans-client against the sandbox', () => {
  it('is pointed at the sandbox', () => {
    expect(core.apiConfig.getCoreApiBaseUrl()).toBe(base);
  });

  it('charges a BCA virtual account: a pending transaction with a VA number open for 24 hours', async () => {
    const orderId = newOrderId('BCA');
    const res = await core.charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' }, ...details(orderId) });
    expect(res).toMatchObject({
      status_code: '201',
      status_message: 'Success, Bank Transfer transaction is created',
      order_id: orderId,
      gross_amount: '150000.00',
      currency: 'IDR',
      payment_type: 'bank_transfer',
      transaction_status: 'pending',
      fraud_status: 'accept',
      va_numbers: [{ bank: 'bca', va_number: expect.stringMatching(/^\d{10,18}$/) }],
    });
    expect(res.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.transaction_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(hours(res.transaction_time, res.expiry_time)).toBe(24);
  });

  it('charges a Permata VA (permata_va_number) and a Mandiri bill (bill_key and biller_code)', async () => {
    const permata = await core.charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'permata' }, ...details(newOrderId('PMT')) });
    expect(permata.permata_va_number).toMatch(/^8778\d{12}$/);
    expect(permata.va_numbers).toBeUndefined();

    const bill = await core.charge({ payment_type: 'echannel', echannel: { bill_info1: 'Payment:', bill_info2: 'Online purchase' }, ...details(newOrderId('MDR')) });
    expect(bill).toMatchObject({ status_code: '201', payment_type: 'echannel', transaction_status: 'pending', biller_code: '70012', bill_key: expect.stringMatching(/^\d{12}$/) });
    expect(hours(bill.transaction_time, bill.expiry_time)).toBe(24);
  });

  it('charges QRIS: a valid QRIS string, a QR image behind the generate-qr-code action and a deeplink', async () => {
    const orderId = newOrderId('QRIS');
    const res = await core.charge({ payment_type: 'qris', qris: { acquirer: 'gopay' }, ...details(orderId, 75000) });
    expect(res).toMatchObject({ status_code: '201', payment_type: 'qris', acquirer: 'gopay', transaction_status: 'pending' });
    expect(hours(res.transaction_time, res.expiry_time)).toBe(0.25);
    const qr = res.qr_string!;
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    const fields = parseEmv(qr)!;
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('54')).toBe('75000');
    expect(fields.get('58')).toBe('ID');
    expect(parseEmv(fields.get('51')!)!.get('00')).toBe('ID.CO.QRIS.WWW');
    expect(parseEmv(fields.get('62')!)!.get('05')).toBe(orderId.slice(0, 25));

    expect(res.actions?.[0]).toEqual({ name: 'generate-qr-code', method: 'GET', url: `${base}/v2/qris/${res.transaction_id}/qr-code` });
    // The wallet link a phone opens instead of scanning its own screen.
    expect(res.actions?.map((a) => a.name)).toEqual(['generate-qr-code', 'deeplink-redirect']);
    const image = await fetch(must(res.actions?.[0], 'the QR code action').url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('89504e47');
  });

  it('charges GoPay: QR, deeplink, status and cancel actions', async () => {
    const res = await core.charge({ payment_type: 'gopay', gopay: { enable_callback: true, callback_url: 'https://shop.example/return' }, ...details(newOrderId('GOPAY')) });
    expect(res).toMatchObject({ status_code: '201', payment_type: 'gopay', transaction_status: 'pending' });
    expect(res.actions?.map((a) => a.name)).toEqual(['generate-qr-code', 'deeplink-redirect', 'get-status', 'cancel']);
    const deeplink = res.actions!.find((a) => a.name === 'deeplink-redirect')!;
    expect(deeplink.url).toBe(`${base}/simulator?order_id=${encodeURIComponent(res.order_id!)}`);
    expect((await fetch(deeplink.url)).headers.get('content-type')).toContain('text/html');
  });

  it('charges Indomaret and Alfamart: a payment code and the store', async () => {
    const indomaret = await core.charge({ payment_type: 'cstore', cstore: { store: 'indomaret', message: 'Kursus' }, ...details(newOrderId('IDM')) });
    expect(indomaret).toMatchObject({ status_code: '201', payment_type: 'cstore', store: 'indomaret', payment_code: expect.stringMatching(/^\d{14}$/), transaction_status: 'pending' });
    const alfamart = await core.charge({ payment_type: 'cstore', cstore: { store: 'alfamart' }, ...details(newOrderId('ALF')) });
    expect(alfamart).toMatchObject({ store: 'alfamart', payment_code: expect.stringMatching(/^\d{16}$/) });
  });

  it('reads the status (signed like a notification), cancels, and refuses to change a cancelled one', async () => {
    const orderId = newOrderId('STATUS');
    const charged = await core.charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bni' }, ...details(orderId) });

    const status = await core.transaction.status(orderId);
    expect(status).toMatchObject({ status_code: '201', status_message: 'Success, transaction is found', transaction_status: 'pending', order_id: orderId, va_numbers: charged.va_numbers });
    expect(status.signature_key).toBe(midtransSignature(orderId, '201', '150000.00', TEST_SERVER_KEY));
    // By transaction id as well (the client's notification() asks that way).
    expect((await core.transaction.status(charged.transaction_id!)).order_id).toBe(orderId);
    expect((await core.transaction.notification({ transaction_id: charged.transaction_id })).transaction_status).toBe('pending');

    const cancelled = await core.transaction.cancel(orderId);
    expect(cancelled).toMatchObject({ status_code: '200', status_message: 'Success, transaction is canceled', transaction_status: 'cancel' });
    expect((await core.transaction.status(orderId)).transaction_status).toBe('cancel');

    const again = await rejected(core.transaction.cancel(orderId));
    expect(again.httpStatusCode).toBe(412);
    expect(again.ApiResponse).toMatchObject({ status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
  });

  it('expires a pending transaction (407, which the client takes as an answer)', async () => {
    const orderId = newOrderId('EXP');
    await core.charge({ payment_type: 'cstore', cstore: { store: 'indomaret' }, ...details(orderId) });
    const expired = await core.transaction.expire(orderId);
    expect(expired).toMatchObject({ status_code: '407', status_message: 'Success, transaction has expired', transaction_status: 'expire', order_id: orderId });
    expect(await core.transaction.status(orderId)).toMatchObject({ status_code: '407', transaction_status: 'expire' });
    expect((await rejected(core.transaction.expire(orderId))).httpStatusCode).toBe(412);
  });

  it('answers Midtrans errors: wrong key 401, duplicate order 406, unknown transaction 404, bad amounts 400', async () => {
    const stranger = new midtrans.CoreApi({ isProduction: false, serverKey: 'SB-Mid-server-wrong' });
    const unauthorized = await rejected(stranger.charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' }, ...details(newOrderId('KEY')) }));
    expect(unauthorized.httpStatusCode).toBe(401);
    expect(unauthorized.ApiResponse).toMatchObject({ status_code: '401', status_message: 'Unknown Merchant server_key/id' });
    expect((await rejected(stranger.transaction.status('anything'))).httpStatusCode).toBe(401);

    const orderId = newOrderId('DUP');
    await core.charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bri' }, ...details(orderId) });
    const duplicate = await rejected(core.charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bri' }, ...details(orderId) }));
    expect(duplicate.httpStatusCode).toBe(406);
    expect(duplicate.ApiResponse).toMatchObject({ status_code: '406', status_message: 'Duplicate order ID. Order ID has already been utilized previously.' });

    const unknown = await rejected(core.transaction.status('no-such-order'));
    expect(unknown.httpStatusCode).toBe(404);
    expect(unknown.ApiResponse).toMatchObject({ status_code: '404', status_message: "Transaction doesn't exist." });

    const mismatch = await rejected(
      core.charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' }, ...details(newOrderId('SUM')), transaction_details: { order_id: newOrderId('SUM'), gross_amount: 1000 } }),
    );
    expect(mismatch.httpStatusCode).toBe(400);
    expect(mismatch.ApiResponse).toMatchObject({ status_code: '400', validation_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'] });
  });
});
