import { sql, type Kysely } from 'kysely';

/**
 * The outbox becomes the message queue (issue 20): every e-mail and SMS is a row written in the
 * transaction of its event, and a worker (src/server/messaging/worker.ts) sends it after commit,
 * claiming due rows under a 30 s lease (`for update skip locked`) and retrying with backoff.
 * `subject`/`body` keep the text rendition (the dev outbox lists them as before); `template`,
 * `params` and `locale` let the worker render the HTML, and `attachment` is a reference rendered at
 * send time (`invoice:{orderId}`), never stored bytes. `event_key` is unique, so an event processed
 * twice (a replayed webhook) queues its message once. Rows written before this migration were only
 * ever shown on the dev page: they become `sent` by the outbox.
 * students.locale: the language the student last used to sign up or order, for messages sent
 * without a request (receipts from the gateway's webhook, certificates).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table outbox
      add column status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
      add column attempts int not null default 0,
      add column next_try_at timestamptz not null default now(),
      add column lease_until timestamptz,
      add column sent_at timestamptz,
      add column sent_by text,
      add column last_error text,
      add column template text,
      add column params jsonb,
      add column locale text not null default 'id' check (locale in ('id', 'en')),
      add column attachment text,
      add column event_key text;
    update outbox set status = 'sent', sent_at = created_at, sent_by = 'outbox';
    create unique index outbox_event_key_idx on outbox (event_key) where event_key is not null;
    create index outbox_due_idx on outbox (next_try_at, id) where status in ('queued', 'sending');
    alter table students add column locale text not null default 'id' check (locale in ('id', 'en'));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table students drop column if exists locale;
    drop index if exists outbox_due_idx;
    drop index if exists outbox_event_key_idx;
    alter table outbox
      drop column status, drop column attempts, drop column next_try_at, drop column lease_until,
      drop column sent_at, drop column sent_by, drop column last_error, drop column template,
      drop column params, drop column locale, drop column attachment, drop column event_key;
  `.execute(db);
}
