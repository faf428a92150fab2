import type { Database } from '../db/index.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  text: string;
}

/** Sends e-mail. An SMTP implementation (nodemailer) would sit behind this at scale. */
export interface Mailer {
  sendEmail(message: EmailMessage): Promise<void>;
}

/** Sends text messages. An SMS gateway implementation would sit behind this at scale. */
export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

export interface Messenger extends Mailer, SmsSender {}

/**
 * The default messenger: every message becomes a row of the `outbox` table, which the dev page
 * (/dev/outbox, not in production mode) lists so a person can sign up locally and tests can read
 * the codes that were sent.
 */
export class OutboxMessenger implements Messenger {
  constructor(private readonly db: Database) {}

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.db.insertInto('outbox').values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text }).execute();
  }

  async sendSms(message: SmsMessage): Promise<void> {
    await this.db.insertInto('outbox').values({ channel: 'sms', recipient: message.to, subject: '', body: message.text }).execute();
  }
}
