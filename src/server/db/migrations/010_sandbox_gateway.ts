import { sql, type Kysely } from 'kysely';

/**
 * The sandbox payment gateway's own tables (src/server/sandbox-gateway, docs/payments.md). The
 * sandbox stands for an outside service: the shop never reads these tables, it talks to the
 * sandbox over HTTP as it would to Midtrans. Created on every database (the sandbox may be
 * switched on later); they stay empty while PAYMENT_GATEWAY=midtrans.
 *
 * `sandbox_transactions`: one row per charge, keyed by Midtrans's transaction id; `order_id` is
 * unique (a second charge of an order id is Midtrans's 406). The payment codes it issued (VA
 * number, bill key, store payment code) are unique so the simulator finds a payment by them.
 * `notification_urls` holds the charge's X-Override-Notification (null: the configured URL).
 *
 * `sandbox_notifications`: the HTTP notifications to send, durable so a restart resumes them.
 * A sender claims due rows (FOR UPDATE SKIP LOCKED, so one instance sends each), pushing
 * `next_attempt_at` ahead by a lease; a delivered row is `delivered`, one out of retries `failed`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sandbox_transactions (
      transaction_id text primary key,
      order_id text not null unique,
      merchant_id text not null,
      payment_type text not null,
      bank text,
      store text,
      gross_amount bigint not null,
      currency text not null default 'IDR',
      transaction_status text not null,
      fraud_status text not null default 'accept',
      va_number text unique,
      bill_key text unique,
      biller_code text,
      payment_code text unique,
      qr_string text,
      acquirer text,
      actions jsonb,
      redirect_url text,
      request jsonb not null,
      notification_urls jsonb,
      transaction_time timestamptz not null,
      expiry_time timestamptz not null,
      settlement_time timestamptz,
      updated_at timestamptz not null default now()
    );
    create index sandbox_transactions_pending_expiry_idx on sandbox_transactions (expiry_time) where transaction_status = 'pending';

    create table sandbox_notifications (
      id bigserial primary key,
      transaction_id text not null references sandbox_transactions (transaction_id),
      url text,
      body jsonb not null,
      state text not null default 'pending',
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      last_status integer,
      last_error text,
      delivered_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index sandbox_notifications_due_idx on sandbox_notifications (next_attempt_at) where state = 'pending';
    create index sandbox_notifications_transaction_idx on sandbox_notifications (transaction_id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table sandbox_notifications;
    drop table sandbox_transactions;
  `.execute(db);
}
