import type { OutboxItem } from '../../../common/contract/outbox.js';
import { parseEmailOrPhone } from '../../../common/validation.js';
import type { Database } from '../../db/index.js';

/** Messages of the outbox, newest first; `to` (an e-mail address or phone number) picks one recipient's. */
export async function outboxMessages(db: Database, to: string | undefined, limit: number): Promise<OutboxItem[]> {
  // Web pushes (channel `push`, migration 025) are not messages to an address: the dev page lists e-mail and SMS.
  let q = db.selectFrom('outbox').selectAll().where('channel', '!=', 'push').$narrowType<{ channel: 'email' | 'sms' }>().orderBy('id', 'desc').limit(limit);
  // "+62…" arrives as " 62…" when the + was not escaped in the URL; both are read as the number.
  if (to?.trim()) q = q.where('recipient', '=', parseEmailOrPhone(to)?.value ?? to.trim().toLowerCase());
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    // Only a code message has a code: an invoice number's last 6 digits (INV/…/000042) are not one.
    code: r.template === null || r.template === 'otp' ? (/\b(\d{6})\b/.exec(r.body)?.[1] ?? null) : null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
