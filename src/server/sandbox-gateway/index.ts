import type { FastifyInstance } from 'fastify';
import { PAYMENT_NOTIFICATION_PATH } from '../../common/payments.js';
import type { Database } from '../db/index.js';
import { SandboxGateway, type NotificationSender } from './gateway.js';
import { sandboxGatewayRoutes } from './routes.js';

/**
 * The sandbox payment gateway (docs/payments.md): a Midtrans-compatible Core API, simulator and
 * notification sender inside this server, mounted under /sandbox-gateway when
 * PAYMENT_GATEWAY=sandbox. It stands for an outside service: its own tables, and it talks to the
 * shop only over HTTP (the shop's notification route).
 */

export { SandboxGateway, RETRY_DELAYS_MS, SANDBOX_MERCHANT_ID, chargeProblems, type NotificationSender } from './gateway.js';
export { qrisString, parseEmv, crc16 } from './qris.js';

/** Midtrans gives a notification answer 15 s. */
const NOTIFICATION_TIMEOUT_MS = 15_000;

/**
 * Posts a notification as Midtrans does (JSON, no credentials: the signature inside is the
 * proof). url null: the configured PAYMENT_NOTIFICATION_URL, else this server's own notification
 * route, reached in process (inject: the same route and hooks, no socket; the sandbox and the shop
 * are one server).
 */
export function notificationSender(root: FastifyInstance, configuredUrl?: string, timeoutMs = NOTIFICATION_TIMEOUT_MS): NotificationSender {
  const headers = { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'Veritrans' };
  return async (url, body, signal) => {
    const target = url ?? configuredUrl;
    if (!target) return (await root.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, headers, payload: body })).statusCode;
    const res = await fetch(target, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
    await res.body?.cancel();
    return res.status;
  };
}

export interface SandboxGatewayPluginOptions {
  gateway: SandboxGateway;
}

/** The routes and the worker's life: it starts expiring and notifying when the server is ready and stops on close. */
export async function sandboxGatewayPlugin(app: FastifyInstance, { gateway }: SandboxGatewayPluginOptions) {
  app.addHook('onReady', async () => gateway.startWorker());
  app.addHook('onClose', async () => gateway.close());
  await app.register(sandboxGatewayRoutes, { gateway });
}

export function createSandboxGateway(options: { db: Database; serverKey: string; root: FastifyInstance; notificationUrl?: string }): SandboxGateway {
  return new SandboxGateway({ db: options.db, serverKey: options.serverKey, send: notificationSender(options.root, options.notificationUrl), log: options.root.log });
}
