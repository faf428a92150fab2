import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/enums.js';
import type { Database } from '../db/index.js';
import type { EmailAttachment, Mailer, SmsSender } from './types.js';
import { claimDue, markFailedAttempt, markSent, type ClaimedMessage } from './queue.js';
import { isTemplateKey, logoAttachment, renderTemplate } from './templates.js';
import type { PushMessage, PushSender } from './push/fcm.js';
import { studentOfRecipient } from './push/queue.js';
import { dropDeadToken, markTokenUsed, tokensOf } from './push/tokens.js';

/** Renders the attachment a row names (`invoice:{orderId}` → the invoice PDF), at send time. */
export type AttachmentResolver = (id: string, locale: Locale) => Promise<EmailAttachment | null>;

export interface Transports {
  /** null: e-mail stays in the outbox (sent by `outbox`: the dev page is where it is read). */
  mailer: Mailer | null;
  mailerName: string;
  sms: SmsSender | null;
  smsName: string;
  /** Web push by FCM (FIREBASE_* set); absent: push rows are never queued (queuePush), and one left over is kept as sent by the outbox. */
  push?: { sender: PushSender; siteUrl: string } | null;
}

/** How often an idle worker looks for due messages. */
export const WORKER_EVERY_MS = 1000;

/**
 * The message worker (one per instance, started and stopped with the app like the order expiry
 * job): claims due rows of the outbox under a lease, sends each OUTSIDE any transaction, then
 * marks it sent or schedules the next try (queue.ts). A request only ever inserts a row.
 */
export class MessageWorker {
  /** Attachment kinds (`invoice`), registered by the modules that own them. */
  readonly attachments = new Map<string, AttachmentResolver>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Database,
    readonly transports: Transports,
    private readonly log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  ) {}

  start(everyMs = WORKER_EVERY_MS): void {
    if (this.timer || everyMs <= 0) return;
    this.timer = setInterval(() => void this.runOnce().catch((err: unknown) => this.log.error({ err }, 'message worker failed')), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass: claims and sends due messages until none is left (or `max` were handled); returns how many were handled. Passes of one worker never overlap. */
  runOnce(max = 200): Promise<number> {
    this.running ??= this.drain(max).finally(() => (this.running = null));
    return this.running;
  }

  private async drain(max: number): Promise<number> {
    let handled = 0;
    while (handled < max) {
      const batch = await claimDue(this.db, Math.min(20, max - handled));
      if (!batch.length) break;
      // One at a time per worker: the SMTP pool and the SMS provider are not flooded by one instance.
      for (const m of batch) await this.deliver(m);
      handled += batch.length;
    }
    return handled;
  }

  private async deliver(m: ClaimedMessage): Promise<void> {
    try {
      const sentBy = m.channel === 'email' ? await this.sendEmail(m) : m.channel === 'push' ? await this.sendPush(m) : await this.sendSms(m);
      await markSent(this.db, m, sentBy);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ messageId: m.id, attempts: m.attempts, err: message }, 'message not sent; tried again later');
      await markFailedAttempt(this.db, m, message);
    }
  }

  private async sendEmail(m: ClaimedMessage): Promise<string> {
    const { mailer, mailerName } = this.transports;
    if (!mailer) return 'outbox';
    const locale: Locale = isLocale(m.locale) ? m.locale : DEFAULT_LOCALE;
    const html = m.template && isTemplateKey(m.template) && m.params ? renderTemplate(m.template, m.params as never, locale).html : undefined;
    const attachments: EmailAttachment[] = html ? [logoAttachment()] : [];
    if (m.attachment) {
      const [kind = '', id = ''] = m.attachment.split(/:(.*)/s);
      const resolve = this.attachments.get(kind);
      if (!resolve) throw new Error(`no renderer for attachment "${kind}"`);
      const file = await resolve(id, locale);
      if (!file) throw new Error(`attachment "${m.attachment}" not found`);
      attachments.push(file);
    }
    await mailer.sendEmail({ to: m.recipient, subject: m.subject, text: m.body, html, locale, attachments });
    return mailerName;
  }

  private async sendSms(m: ClaimedMessage): Promise<string> {
    const { sms, smsName } = this.transports;
    if (!sms) return 'outbox';
    await sms.sendSms({ to: m.recipient, text: m.body });
    return smsName;
  }

  /**
   * A push row goes to every device the student has NOW (one FCM call per token, no transaction
   * open): a token FCM calls UNREGISTERED is deleted and counts as answered; the row is sent when
   * every token was answered. A failure (429, 5xx) throws and the whole row is tried again with
   * backoff, so a device that already got it may get it twice (the page dedupes by notificationId).
   */
  private async sendPush(m: ClaimedMessage): Promise<string> {
    const push = this.transports.push;
    if (!push) return 'outbox';
    const studentId = studentOfRecipient(m.recipient);
    if (studentId === null) throw new Error(`push recipient "${m.recipient}" is not student:<id>`);
    const p = m.params ?? {};
    const route = typeof p.route === 'string' ? p.route : '';
    const message: PushMessage = {
      title: m.subject,
      body: m.body,
      data: { notificationId: String(p.notificationId ?? ''), type: String(p.type ?? ''), route },
      // FCM takes only https links; routes carry no language prefix and the site picks the student's.
      // The icon: a push shown by the browser while no page is open carries the product logo too.
      ...(push.siteUrl.startsWith('https://') ? { link: `${push.siteUrl.replace(/\/+$/, '')}${route || '/notification'}`, icon: `${push.siteUrl.replace(/\/+$/, '')}/favicon.svg` } : {}),
    };
    for (const token of await tokensOf(this.db, studentId)) {
      const outcome = await push.sender.send(token, message);
      if (outcome === 'unregistered') await dropDeadToken(this.db, studentId, token);
      else await markTokenUsed(this.db, token);
    }
    return 'fcm';
  }
}
