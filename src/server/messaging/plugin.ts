import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { fetchTransport, sameServerTransport } from '../payments/gateway/transport.js';
import { HttpSmsSender, SANDBOX_SMS_PREFIX, SANDBOX_SMS_SEND_PATH, sandboxSmsRoutes } from './sms.js';
import { SmtpMailer } from './smtp.js';
import { MessageWorker, type Transports } from './worker.js';
import { FcmSender } from './push/fcm.js';
import { GoogleAccessTokens } from './push/oauth.js';
import { configurePush } from './push/queue.js';
import { activePush } from './push/settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The message worker of this instance (tests drive `runOnce`; modules register attachment renderers). */
    messageWorker: MessageWorker;
  }
}

/** The sandbox SMS provider's keys when SMS_API_KEY is not set: derived from the server's secret, like the payment sandbox's server key. */
export function sandboxSmsKey(otpHmacKey: Buffer): string {
  const h = createHmac('sha256', otpHmacKey).update('sandbox-sms keys').digest('base64url');
  return `sandbox-${h.slice(0, 12)}:${h.slice(12, 36)}`;
}

/**
 * The transports of the configuration (docs/messaging.md) and the worker that uses them:
 * e-mail by SMTP when SMTP_URL and MAIL_FROM are set, else kept in the outbox; SMS by SMS_URL
 * (Zenziva's wire format), else the sandbox under /sandbox-sms outside production, else kept in
 * the outbox; MESSAGING=outbox keeps everything in the outbox. The worker starts with the app
 * (onReady) and stops with it (onClose).
 */
export const messagingPlugin = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    const { messaging, production } = ctx.config;
    const outboxOnly = messaging.mode === 'outbox';
    const mailer = !outboxOnly && messaging.smtpUrl && messaging.mailFrom ? new SmtpMailer(messaging.smtpUrl, messaging.mailFrom) : null;
    let transports: Transports = { mailer, mailerName: 'smtp', sms: null, smsName: 'outbox' };
    if (!outboxOnly && messaging.smsUrl && messaging.smsApiKey) {
      const url = new URL(messaging.smsUrl);
      const base = url.origin;
      transports = {
        ...transports,
        sms: new HttpSmsSender(
          fetchTransport(() => base),
          `${url.pathname}${url.search}`,
          messaging.smsApiKey,
        ),
        smsName: 'sms-http',
      };
    } else if (!outboxOnly && !production) {
      const apiKey = messaging.smsApiKey ?? sandboxSmsKey(ctx.secrets.otpHmacKey);
      await app.register(sandboxSmsRoutes, { prefix: SANDBOX_SMS_PREFIX, apiKey });
      transports = { ...transports, sms: new HttpSmsSender(sameServerTransport(app, SANDBOX_SMS_PREFIX), SANDBOX_SMS_SEND_PATH, apiKey), smsName: 'sandbox-sms' };
    }
    // Web push when FIREBASE_* is set (and not MESSAGING=outbox): FCM HTTP v1 with a service account's token.
    // The assertion is dated by the wall clock, not ctx.clock: Google checks it against real time.
    const push = activePush(ctx.config);
    if (push) {
      const tokens = new GoogleAccessTokens({ clientEmail: push.clientEmail, privateKey: push.privateKey, tokenUrl: push.tokenUrl });
      transports = { ...transports, push: { sender: new FcmSender(push.fcmUrl, push.projectId, tokens), siteUrl: ctx.config.siteUrl } };
    }
    configurePush(!!push);
    const worker = new MessageWorker(ctx.db, transports, app.log);
    app.decorate('messageWorker', worker);
    app.addHook('onReady', async () => worker.start(messaging.workerMs));
    app.addHook('onClose', async () => {
      if (push) configurePush(false);
      await worker.stop();
      mailer?.close();
    });
  },
  { name: 'messaging' },
);
