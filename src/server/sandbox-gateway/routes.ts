import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { SANDBOX_GATEWAY_PREFIX, sandboxGateway, type SimulatorTarget } from '../../common/contract/sandbox-gateway.js';
import { isDatabaseUnavailable } from '../db/index.js';
import { parseBasic } from '../http/auth.js';
import { route } from '../http/contract.js';
import { isDataException, loggableError } from '../http/error-handler.js';
import type { SandboxGateway } from './gateway.js';
import { simulatorPage } from './simulator-page.js';
import { MESSAGES, errorAnswer, type SandboxAnswer } from './wire.js';

/**
 * The sandbox gateway's HTTP face: Midtrans's Core API under /sandbox-gateway/v2 (Basic auth by
 * the server key), the QR images, and the simulator. Everything it answers is Midtrans-shaped,
 * errors included (its own error handler, this plugin being encapsulated); the routes are hidden
 * from the public OpenAPI document.
 */

/** A charge is a few KiB; anything near this is not one. */
const BODY_LIMIT = 64 * 1024;
const FORM_LIMIT = 4 * 1024;
/** X-Override-Notification: Midtrans takes at most 3 URLs. */
const MAX_NOTIFICATION_URLS = 3;

function send(reply: FastifyReply, answer: SandboxAnswer): FastifyReply {
  return reply.code(answer.httpStatus).send(answer.body);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Midtrans's Basic auth: the server key as user name, an empty password. */
function serverKeyCheck(serverKey: string) {
  const expected = digest(serverKey);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const basic = parseBasic(request.headers.authorization);
    if (!basic) return send(reply, errorAnswer(401, MESSAGES.noCredentials));
    // Digests have one length, so the comparison time says nothing about the key.
    if (!timingSafeEqual(digest(basic.id), expected)) return send(reply, errorAnswer(401, MESSAGES.wrongKey));
  };
}

/** X-Override-Notification: up to 3 http(s) URLs, comma-separated; null when absent, 'invalid' when malformed. */
export function overrideUrls(header: string | string[] | undefined): string[] | null | 'invalid' {
  if (header === undefined) return null;
  const urls = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (urls.length === 0 || urls.length > MAX_NOTIFICATION_URLS) return 'invalid';
  for (const raw of urls) {
    if (raw.length > 2048) return 'invalid';
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
    } catch {
      return 'invalid';
    }
  }
  return urls;
}

/** Where the caller reached the sandbox: the base of the QR and simulator links it hands out. */
function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${SANDBOX_GATEWAY_PREFIX}`;
}

/** "body/transaction_details/gross_amount must be >= 1" → "transaction_details.gross_amount must be >= 1". */
function validationMessage(message: string): string {
  return message
    .replace(/^(body|params|querystring|headers)\/?/, '')
    .replace(/^([^\s]+)/, (path) => path.replace(/\//g, '.'))
    .trim();
}

/** Errors as Midtrans answers them: a 400 lists what is wrong, nothing else says more than its status. */
function midtransErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) return send(reply, errorAnswer(400, MESSAGES.invalid, [validationMessage(error.message)]));
  const status = error.statusCode ?? 500;
  // A body that is not JSON, or empty: Midtrans's 400 with what the parser said.
  if (status === 400) return send(reply, errorAnswer(400, MESSAGES.invalid, [error.message]));
  if (status > 400 && status < 500) return send(reply, errorAnswer(status, error.message));
  if (isDataException(error)) return send(reply, errorAnswer(400, MESSAGES.invalid, ['a value is malformed or out of range']));
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'sandbox gateway: database unavailable');
    return reply.header('retry-after', '5').code(503).send({ status_code: '503', status_message: MESSAGES.internal, id: randomUUID() });
  }
  request.log.error({ err: loggableError(error) }, 'sandbox gateway: request failed');
  return send(reply, errorAnswer(500, MESSAGES.internal));
}

function isForm(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

export async function sandboxGatewayRoutes(app: FastifyInstance, { gateway }: { gateway: SandboxGateway }) {
  app.setErrorHandler(midtransErrors);
  // The simulator's forms post url-encoded fields (the page has no script); only inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const api = { hide: true, bodyLimit: BODY_LIMIT, onRequest: serverKeyCheck(gateway.serverKey) };

  route(
    app,
    sandboxGateway.charge,
    async (req, reply) => {
      const notificationUrls = overrideUrls(req.headers['x-override-notification']);
      if (notificationUrls === 'invalid') return send(reply, errorAnswer(400, MESSAGES.invalid, ['X-Override-Notification takes up to 3 comma-separated http(s) URLs']));
      return send(reply, await gateway.charge(req.body, { baseUrl: baseUrlOf(req), notificationUrls }));
    },
    api,
  );
  route(app, sandboxGateway.status, async (req, reply) => send(reply, await gateway.status(req.params.order_id)), api);
  route(app, sandboxGateway.cancel, async (req, reply) => send(reply, await gateway.cancel(req.params.order_id)), api);
  route(app, sandboxGateway.expire, async (req, reply) => send(reply, await gateway.expire(req.params.order_id)), api);

  route(
    app,
    sandboxGateway.qrCode,
    async (req, reply) => {
      const row = await gateway.find({ by: 'id', value: req.params.transaction_id });
      if (!row?.qr_string || row.transaction_id !== req.params.transaction_id || row.payment_type !== req.params.acquirer) return send(reply, errorAnswer(404, MESSAGES.notFound));
      const png = await QRCode.toBuffer(row.qr_string, { type: 'png', width: 300, margin: 2 });
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
    { hide: true },
  );

  route(
    app,
    sandboxGateway.simulator,
    async (req, reply) => {
      const target: SimulatorTarget = { order_id: req.query.order_id || undefined, va_number: req.query.va_number || undefined };
      let found = await gateway.find(target);
      // A payment past its expiry shows as expired (the status call expires it, as the worker would).
      if (found?.transaction_status === 'pending' && found.expiry_time <= gateway.now()) {
        await gateway.status(found.transaction_id);
        found = await gateway.find(target);
      }
      const html = simulatorPage({ locale: req.locale, query: req.query, found, recent: await gateway.recent(20) });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
    { hide: true },
  );

  const simulated = (action: 'pay' | 'expire') => async (req: FastifyRequest<{ Body: SimulatorTarget }>, reply: FastifyReply) => {
    const answer = await gateway.simulate(req.body, action);
    if (!isForm(req)) return send(reply, answer);
    // A person at the simulator page: back to the page, showing what happened.
    const orderId = ('order_id' in answer.body ? answer.body.order_id : undefined) ?? req.body.order_id ?? '';
    const done = answer.httpStatus === 200 ? (action === 'pay' ? 'paid' : 'expired') : answer.httpStatus === 412 ? 'refused' : '';
    const query = new URLSearchParams({
      lang: req.locale,
      ...(orderId ? { order_id: orderId } : {}),
      ...(req.body.va_number && !orderId ? { va_number: req.body.va_number } : {}),
      ...(done ? { done } : {}),
    });
    return reply.redirect(`${SANDBOX_GATEWAY_PREFIX}/simulator?${query}`, 303);
  };
  route(app, sandboxGateway.simulatorPay, simulated('pay'), { hide: true, bodyLimit: FORM_LIMIT });
  route(app, sandboxGateway.simulatorExpire, simulated('expire'), { hide: true, bodyLimit: FORM_LIMIT });

  // Payouts (Midtrans Iris): create and status by the key; approve and reject stand for the
  // approver's dashboard (the simulator), also by the key.
  const iris = <T>(reply: FastifyReply, answer: { httpStatus: number; body: T }) => reply.code(answer.httpStatus).send(answer.body);
  route(
    app,
    sandboxGateway.payoutCreate,
    async (req, reply) => {
      const key = req.headers['x-idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key.length > 0 && key.length <= 100 ? key : null;
      return iris(reply, await gateway.payouts.create(req.body, idempotencyKey));
    },
    api,
  );
  route(app, sandboxGateway.payoutApprove, async (req, reply) => iris(reply, await gateway.payouts.decide(req.body.reference_nos, 'completed')), api);
  route(app, sandboxGateway.payoutReject, async (req, reply) => iris(reply, await gateway.payouts.decide(req.body.reference_nos, 'rejected', req.body.reject_reason)), api);
  route(app, sandboxGateway.payoutStatus, async (req, reply) => iris(reply, await gateway.payouts.status(req.params.reference_no)), api);

  route(app, sandboxGateway.unknownGet, async (_req, reply) => send(reply, errorAnswer(404, MESSAGES.notFound)), { hide: true });
  route(app, sandboxGateway.unknownPost, async (_req, reply) => send(reply, errorAnswer(404, MESSAGES.notFound)), { hide: true });
}
