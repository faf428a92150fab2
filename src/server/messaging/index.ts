/**
 * E-mail and SMS (issue 20). Every message is a row of the `outbox` table written by `queueMessage`
 * in the transaction of its event (queue.ts); the worker (worker.ts) sends due rows after commit
 * through the transports below (smtp.ts, sms.ts) and the dev outbox page lists every row.
 */
import type { Database } from '../db/index.js';
import type { EmailMessage, Messenger, SmsMessage } from './types.js';

export type { EmailAttachment, EmailMessage, Mailer, Messenger, SmsMessage, SmsSender } from './types.js';
export { queueMessage, type QueuedMessage } from './queue.js';

/**
 * Queues a plain-text message (no template) on its own, outside any transaction: the worker
 * sends it like any other. Event code uses queueMessage in its own transaction instead.
 */
export class OutboxMessenger implements Messenger {
  constructor(private readonly db: Database) {}

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text, locale: message.locale ?? 'id' })
      .execute();
  }

  async sendSms(message: SmsMessage): Promise<void> {
    await this.db.insertInto('outbox').values({ channel: 'sms', recipient: message.to, subject: '', body: message.text }).execute();
  }
}
