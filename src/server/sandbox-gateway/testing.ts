import http from 'node:http';
import type { ServerConfig } from '../config.js';
import { midtransSignature } from '../payments/gateway/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Helpers of the sandbox gateway's and the adapter's tests. */

export const TEST_SERVER_KEY = 'SB-Mid-server-test-key-0123456789';

export interface ReceivedNotification {
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/**
 * A stand-in for the shop's notification route: an HTTP server that records each POST and
 * answers the next status of `answers` (then 200). `next()` resolves at the next request, so
 * tests wait for events, never for time.
 */
export async function notificationReceiver() {
  const received: ReceivedNotification[] = [];
  const answers: number[] = [];
  let waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'), headers: req.headers });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
      const ready = waiters;
      waiters = [];
      for (const wake of ready) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/notify`;
  return {
    url,
    received,
    /** Answer the next requests with these HTTP statuses (then 200). */
    answerWith(...statuses: number[]) {
      answers.push(...statuses);
    },
    /** Resolves once `count` notifications have arrived in all. */
    async until(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test app with the sandbox gateway, a known server key and notifications sent to `notificationUrl`. */
export async function sandboxApp(options: { notificationUrl?: string; config?: Partial<ServerConfig> } = {}): Promise<TestApp & { cleanup(): Promise<void> }> {
  return createTestApp({
    seed: false,
    config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY, notificationUrl: options.notificationUrl }, ...options.config },
  });
}

/** A fake clock the test moves by hand (src/server/testing/clock.ts). */
export { manualClock } from '../testing/clock.js';

let serial = 0;
/** A fresh order id (unique within the run and across runs). */
export function newOrderId(prefix = 'T'): string {
  serial += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${serial}`;
}

/** A payment notification signed as the gateway signs it (Midtrans' signature with the test server key). */
export function signedNotification(orderId: string, status: string, statusCode: string, gross: number) {
  const grossAmount = `${gross}.00`;
  return {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: status,
    signature_key: midtransSignature(orderId, statusCode, grossAmount, TEST_SERVER_KEY),
  };
}
