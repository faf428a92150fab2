import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { EmailMessage, Mailer } from './types.js';

/** An SMTP server answers within this, or the attempt fails and the message is tried again later. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * E-mail through an SMTP server (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com:465` or
 * `smtp://localhost:2525`; nodemailer's connection URL) from MAIL_FROM. One pooled transport per
 * instance; called by the message worker only, never inside a transaction.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as SMTPPool.Options);
  }

  async sendEmail(m: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      headers: m.locale ? { 'Content-Language': m.locale } : undefined,
      attachments: m.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, cid: a.cid })),
    });
  }

  close(): void {
    this.transport.close();
  }
}
