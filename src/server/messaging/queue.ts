import { sql } from 'kysely';
import type { Locale } from '../../common/enums.js';
import type { Database } from '../db/index.js';
import type { OutboxTable } from '../db/tables/accounts.js';
import { renderTemplate, type TemplateKey, type TemplateParams } from './templates.js';

/** A message to queue: a template (rendered now for the text kept in the row, again at send time for the HTML). */
export type QueuedMessage = {
  [K in TemplateKey]: {
    channel: 'email' | 'sms';
    to: string;
    template: K;
    params: TemplateParams[K];
    locale: Locale;
    /** Rendered at send time, e.g. `invoice:{orderId}`. */
    attachment?: string;
    /** Unique per event: a second message with the same key is not queued (returns false). */
    eventKey?: string;
  };
}[TemplateKey];

/**
 * Queues a message in the caller's transaction (or on its own with the database): it is sent only
 * if that transaction commits, and never here: the worker sends it after commit. Returns false when
 * a message with the same event key was queued before (a replayed event).
 */
export async function queueMessage(db: Database, m: QueuedMessage): Promise<boolean> {
  const rendered = renderTemplate(m.template, m.params as never, m.locale);
  const row = await db
    .insertInto('outbox')
    .values({
      channel: m.channel,
      recipient: m.to,
      subject: m.channel === 'email' ? rendered.subject : '',
      body: m.channel === 'email' ? rendered.text : rendered.sms,
      template: m.template,
      params: JSON.stringify(m.params),
      locale: m.locale,
      attachment: m.attachment ?? null,
      event_key: m.eventKey ?? null,
    })
    .onConflict((oc) => oc.column('event_key').where('event_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Seconds before the next try after the n-th failed attempt (1-based); past the list, the last. */
export const BACKOFF_SECONDS = [30, 120, 600, 3600, 6 * 3600] as const;
/** A message that failed this many attempts is `failed` for good (the dev page and the table keep it). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed row is the claimer's; a worker that died gives it back when it runs out. */
export const LEASE_SECONDS = 30;

export const backoffSeconds = (attempts: number) => BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length) - 1]!;

export type ClaimedMessage = Pick<OutboxTable, 'channel' | 'recipient' | 'body' | 'template' | 'attachment'> & {
  id: number;
  subject: string;
  locale: string;
  attempts: number;
  params: Record<string, unknown> | null;
  lease_until: Date;
};

/**
 * Claims up to `limit` due rows (queued and due, or `sending` whose lease ran out) for
 * LEASE_SECONDS: one statement, `for update skip locked`, so two workers (instances) never claim
 * one row; the attempt is counted at the claim, so a worker that dies mid-send still uses one up.
 */
export async function claimDue(db: Database, limit = 20): Promise<ClaimedMessage[]> {
  const rows = await sql<ClaimedMessage>`
    update outbox set status = 'sending', attempts = attempts + 1, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from outbox
      where (status = 'queued' and next_try_at <= now()) or (status = 'sending' and lease_until < now())
      order by next_try_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, channel, recipient, subject, body, template, params, locale, attachment, attempts, lease_until`.execute(db);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Sent: only while the row is still this claim's (a claimer whose lease ran out and was re-claimed writes nothing). */
export async function markSent(db: Database, m: ClaimedMessage, sentBy: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, sent_by: sentBy, lease_until: null, last_error: null })
    .where('id', '=', m.id)
    .where('status', '=', 'sending')
    // Each claim counts an attempt: the same count means the row is still this claim's.
    .where('attempts', '=', m.attempts)
    .execute();
}

/** Not sent: the next try after the backoff, or `failed` after MAX_ATTEMPTS. */
export async function markFailedAttempt(db: Database, m: ClaimedMessage, error: string): Promise<void> {
  const final = m.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('outbox')
    .set({
      status: final ? 'failed' : 'queued',
      lease_until: null,
      last_error: error.slice(0, 500),
      next_try_at: sql<Date>`now() + make_interval(secs => ${backoffSeconds(m.attempts)})`,
    })
    .where('id', '=', m.id)
    .where('status', '=', 'sending')
    // Each claim counts an attempt: the same count means the row is still this claim's.
    .where('attempts', '=', m.attempts)
    .execute();
}
