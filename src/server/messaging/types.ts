/** The messages and transports of src/server/messaging (index.ts re-exports them). */
import type { Locale } from '../../common/enums.js';

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an inline image the HTML names as `cid:{cid}` (the logo). */
  cid?: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  locale?: Locale;
  attachments?: EmailAttachment[];
}

export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  text: string;
}

/** Sends e-mail (SmtpMailer). Called by the worker only, never inside a database transaction. */
export interface Mailer {
  sendEmail(message: EmailMessage): Promise<void>;
}

/** Sends text messages (HttpSmsSender: Zenziva's wire format; the sandbox under /sandbox-sms). */
export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

export interface Messenger extends Mailer, SmsSender {}
