import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SANDBOX_GATEWAY_PREFIX } from '../../../common/contract/sandbox-gateway.js';
import { paymentGatewayOf } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { ServerSecrets } from '../../security/keys.js';
import { createSandboxGateway, sandboxGatewayPlugin, type SandboxGateway } from '../../sandbox-gateway/index.js';
import { MidtransCoreApi } from './midtrans-core-api.js';
import { fetchTransport, sameServerTransport } from './transport.js';
import type { PaymentGateway } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway adapter (docs/payments.md); never call it inside an open database transaction. */
    paymentGateway: PaymentGateway;
    /** The sandbox gateway when PAYMENT_GATEWAY=sandbox (tests drive its clock and worker), else null. */
    sandboxGateway: SandboxGateway | null;
  }
}

export const MIDTRANS_BASE_URLS = { sandbox: 'https://api.sandbox.midtrans.com', production: 'https://api.midtrans.com' } as const;
/** Midtrans Iris (payouts). */
export const IRIS_BASE_URLS = { sandbox: 'https://app.sandbox.midtrans.com/iris', production: 'https://app.midtrans.com/iris' } as const;

/**
 * The sandbox's server key when MIDTRANS_SERVER_KEY is not set: derived from the server's own
 * HMAC secret, so it is stable across restarts, the same on instances sharing their secrets, and
 * not a published value anyone could sign notifications with.
 */
export function sandboxServerKey(secrets: Pick<ServerSecrets, 'otpHmacKey'>): string {
  return `SB-Mid-server-${createHmac('sha256', secrets.otpHmacKey).update('sandbox-gateway server key').digest('base64url').slice(0, 24)}`;
}

/**
 * Builds the adapter for PAYMENT_GATEWAY (app.paymentGateway) and, for the sandbox, mounts it
 * under /sandbox-gateway with its worker. Refuses the sandbox in production (paymentGatewayOf).
 */
export const paymentGatewayPlugin = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    const kind = paymentGatewayOf(ctx.config);
    const { baseUrl, notificationUrl } = ctx.config.payments;
    const serverKey = ctx.config.payments.serverKey ?? (kind === 'sandbox' ? sandboxServerKey(ctx.secrets) : undefined);
    const midtransUrl = ctx.config.production ? MIDTRANS_BASE_URLS.production : MIDTRANS_BASE_URLS.sandbox;
    const transport = baseUrl ? fetchTransport(() => baseUrl) : kind === 'sandbox' ? sameServerTransport(app, SANDBOX_GATEWAY_PREFIX) : fetchTransport(() => midtransUrl);
    const irisUrl = ctx.config.production ? IRIS_BASE_URLS.production : IRIS_BASE_URLS.sandbox;
    // Iris: the sandbox's takes the sandbox key; the real one its own creator key (IRIS_API_KEY), else no payouts.
    const payoutKey = kind === 'sandbox' ? serverKey : ctx.config.payments.irisApiKey;
    const payoutTransport = !payoutKey
      ? undefined
      : baseUrl
        ? fetchTransport(() => `${baseUrl}/iris`)
        : kind === 'sandbox'
          ? sameServerTransport(app, `${SANDBOX_GATEWAY_PREFIX}/iris`)
          : fetchTransport(() => irisUrl);
    app.decorate('paymentGateway', new MidtransCoreApi({ kind, serverKey, transport, notificationUrl, payoutTransport, payoutKey }));
    if (kind === 'midtrans' || serverKey === undefined) {
      if (serverKey === undefined) app.log.warn('PAYMENT_GATEWAY=midtrans without MIDTRANS_SERVER_KEY: payments will fail until it is set');
      app.decorate('sandboxGateway', null);
      return;
    }
    const sandbox = createSandboxGateway({ db: ctx.db, serverKey, root: app, notificationUrl });
    app.decorate('sandboxGateway', sandbox);
    await app.register(sandboxGatewayPlugin, { gateway: sandbox });
  },
  { name: 'payment-gateway' },
);
