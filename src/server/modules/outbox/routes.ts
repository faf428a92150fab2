import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { parseEmailOrPhone } from '../auth/targets.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface OutboxItem {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  /** The 6-digit code in the message, when there is one. */
  code: string | null;
  createdAt: string;
}

/**
 * The dev outbox: every e-mail and SMS the default messenger "sent", newest first, so a person can
 * sign up locally and tests can read the codes. Not registered in production mode.
 */
export default async function outboxModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  if (ctx.config.production) return;
  const { db } = ctx;

  const list = async (to: string | undefined, limit: number): Promise<OutboxItem[]> => {
    let q = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
    // "+62…" arrives as " 62…" when the + was not escaped in the URL; both are read as the number.
    if (to?.trim()) q = q.where('recipient', '=', parseEmailOrPhone(to)?.value ?? to.trim().toLowerCase());
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  };
  const querystring = {
    type: 'object',
    additionalProperties: false,
    properties: { to: { type: 'string', maxLength: 254 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } },
  } as const;

  app.get('/dev/outbox.json', {
    config: { auth: 'none' },
    schema: {
      tags: ['dev'],
      summary: 'Messages in the dev outbox, newest first (?to= an e-mail address or +62… phone number)',
      querystring,
      response: {
        200: envelopeSchema({
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              channel: { type: 'string' },
              recipient: { type: 'string' },
              subject: { type: 'string' },
              body: { type: 'string' },
              code: { type: ['string', 'null'] },
              createdAt: { type: 'string' },
            },
          },
        }),
      },
    },
    handler: async (req) => {
      const { to, limit } = req.query as { to?: string; limit: number };
      return ok(await list(to, limit));
    },
  });

  app.get('/dev/outbox', {
    config: { auth: 'none' },
    schema: { tags: ['dev'], summary: 'The dev outbox as a page', querystring },
    handler: async (req, reply) => {
      const { to, limit } = req.query as { to?: string; limit: number };
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
<p>E-mail and SMS messages the server sent, newest first. This page exists only outside production mode.</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}" maxlength="254"></label> <button>Filter</button></form>
${rows || '<p><em>No messages yet.</em></p>'}
</body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });
}
