import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outbox } from '../../../common/contract/outbox.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { notFound, ok } from '../../http/envelope.js';
import { outboxMessages } from './service.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Only a person (or test) on this machine may read the outbox: the socket's own address must be
 * loopback (not request.ip, which may come from a forwarded header), and the request must carry no
 * forwarded header at all, since a reverse proxy on the same host makes every visitor look local.
 */
export function isLocalDirectRequest(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && !FORWARDED_HEADERS.some((h) => request.headers[h] !== undefined);
}

/**
 * The dev outbox: every e-mail and SMS the default messenger "sent", newest first, so a person can
 * sign up locally and tests can read the codes. Not registered in production mode or with
 * DEV_OUTBOX=off; otherwise answered to direct loopback requests only (everyone else gets 404).
 */
export default async function outboxModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  if (!ctx.config.devOutbox || ctx.config.production) return;
  const list = (to: string | undefined, limit: number) => outboxMessages(ctx.db, to, limit);
  app.addHook('onRequest', async (request) => {
    if (!isLocalDirectRequest(request)) throw notFound(`Route ${request.method} ${request.routeOptions.url ?? ''} not found`);
  });

  route(app, outbox.messages, async (req) => ok(await list(req.query.to, req.query.limit)));

  route(app, outbox.page, async (req, reply) => {
    const { to, limit } = req.query;
    const items = await list(to, limit);
    const rows = items
      .map(
        (m) => `<article>
  <header><strong>${escapeHtml(m.channel === 'email' ? 'E-mail' : 'SMS')}</strong> to <code>${escapeHtml(m.recipient)}</code>
  <time datetime="${m.createdAt}">${escapeHtml(new Date(m.createdAt).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' }))}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <pre>${escapeHtml(m.body)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
header{display:flex;gap:.5rem;flex-wrap:wrap;align-items:baseline}time{color:#666;margin-left:auto;font-size:13px}
h2{font-size:16px;margin:.5rem 0 .25rem}pre{white-space:pre-wrap;margin:0;font:inherit}
</style></head><body>
<h1>Dev outbox</h1>
<p>E-mail and SMS messages the server sent, newest first. This page exists only outside production mode and answers only this machine (DEV_OUTBOX=off turns it off).</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}" maxlength="254"></label> <button>Filter</button></form>
${rows || '<p><em>No messages yet.</em></p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
