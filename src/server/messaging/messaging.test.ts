import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType, PaymentStatus } from '../../common/enums.js';
import { must } from '../../common/must.js';
import { loadConfig } from '../config.js';
import { queueReceipt } from '../modules/commerce/records/order-messages.js';
import { completeOrder } from '../modules/commerce/workflow/transitions.js';
import { insertCertificate } from '../modules/certificates/issue.js';
import { settleAtSandbox } from '../testing/sandbox-pay.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../testing/test-app.js';
import { fetchTransport } from '../payments/gateway/transport.js';
import { queueMessage } from './index.js';
import { BACKOFF_SECONDS, MAX_ATTEMPTS, backoffSeconds, claimDue } from './queue.js';
import { HttpSmsSender, nationalNumber } from './sms.js';
import { MessageWorker } from './worker.js';

const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');

/** A real SMTP server on loopback (no TLS, no auth) that keeps every message parsed with mailparser. */
class TestSmtp {
  readonly mails: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream, { keepCidLinks: true })
          .then((mail) => {
            this.mails.push(mail);
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  to(address: string): ParsedMail[] {
    return this.mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(address)));
  }
}

const FROM = 'Belajar <no-reply@belajar.test>';
const smtp = new TestSmtp();
let app: TestApp & { cleanup(): Promise<void> };
let n = 0;
const email = (p = 'surat') => `${p}-${process.pid}-${Date.now()}-${++n}@example.com`;

const register = (address: string, lang: 'id' | 'en') =>
  app.inject({
    method: 'POST',
    url: '/web/v2/students/register',
    headers: { ...basicHeaders, language: lang },
    payload: { fullName: 'Sari Wulandari', email: address, password: 'Rahasia123!' },
  });

const outboxRows = (to: string) => app.ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id').execute();

beforeAll(async () => {
  await smtp.start();
  app = await createTestApp({ config: { messaging: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: FROM, workerMs: 0 }, payments: { gateway: 'sandbox' } } });
}, 120_000);
afterAll(async () => {
  await app?.cleanup();
  await smtp.stop();
});

describe('e-mail through SMTP', () => {
  it('sends the sign-up code after the answer, in the student’s language, with the logo inline; the dev outbox still lists it', async () => {
    for (const lang of ['id', 'en'] as const) {
      const to = email(lang);
      const res = await register(to, lang);
      expect(res.statusCode, res.body).toBe(201);
      // The answer came before any mail: the row waits in the queue.
      expect(smtp.to(to)).toHaveLength(0);
      expect((await outboxRows(to)).map((r) => r.status)).toEqual(['queued']);
      await app.messageWorker.runOnce();
      const [mail, ...more] = smtp.to(to);
      expect(more).toHaveLength(0);
      const code = /\b(\d{6})\b/.exec(mail!.text ?? '')?.[1] ?? 'no code';
      expect(mail!.from?.value[0]).toMatchObject({ name: 'Belajar', address: 'no-reply@belajar.test' });
      expect(mail!.headers.get('content-language')).toBe(lang);
      expect(mail!.subject).toBe(lang === 'en' ? `Your Belajar sign-up code: ${code}` : `Kode pendaftaran Belajar: ${code}`);
      expect(mail!.html).toContain(`<html lang="${lang}">`);
      expect(mail!.html).toContain(code);
      expect(mail!.html).toContain('src="cid:logo@belajar"');
      expect(mail!.html).not.toMatch(/src="https?:/);
      expect(mail!.text).toContain(lang === 'en' ? 'It is valid for 5 minutes' : 'Berlaku 5 menit');
      const logo = must(
        mail!.attachments.find((a) => a.cid === 'logo@belajar'),
        'logo',
      );
      expect(logo.contentType).toBe('image/png');
      expect(logo.content.subarray(1, 4).toString()).toBe('PNG');
      const row = must((await outboxRows(to))[0], 'row');
      expect(row).toMatchObject({ status: 'sent', sent_by: 'smtp', attempts: 1, template: 'otp', locale: lang });
      // The dev outbox lists it as before.
      const listed = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}`, remoteAddress: '127.0.0.1' });
      expect(listed.json().result[0]).toMatchObject({ channel: 'email', recipient: to, code });
    }
  });

  it('sends the welcome e-mail once after the code is confirmed', async () => {
    const to = email('welcome');
    const reg = await register(to, 'en');
    const registrationId = reg.json().result.registrationId as string;
    await app.messageWorker.runOnce();
    const code = /\b(\d{6})\b/.exec(smtp.to(to)[0]!.text ?? '')?.[1] ?? 'no code';
    const res = await app.inject({
      method: 'POST',
      url: '/v2/students/register-and-login-by-otp',
      headers: { ...basicHeaders, language: 'en' },
      payload: { emailOrPhone: to, otp: code, registrationId },
    });
    expect(res.statusCode, res.body).toBe(201);
    await app.messageWorker.runOnce();
    const welcome = smtp.to(to).filter((m) => m.subject?.startsWith('Welcome to Belajar'));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain('Your account is ready');
    const student = await app.ctx.db.selectFrom('students').select('locale').where('email', '=', to).executeTakeFirstOrThrow();
    expect(student.locale).toBe('en');
  });

  it('queues nothing when the transaction rolls back', async () => {
    const to = email('rollback');
    await expect(
      app.ctx.db.transaction().execute(async (trx) => {
        await queueMessage(trx, { channel: 'email', to, template: 'welcome', params: { name: 'X' }, locale: 'id' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxRows(to)).toHaveLength(0);
  });

  it('sends the receipt of a paid order once, in Indonesian and English, with the invoice PDF attached', async () => {
    const { db } = app.ctx;
    const contents = await db.selectFrom('contents').select(['id', 'content_type']).where('is_published', '=', true).where('final_price', '>', 0).orderBy('id').limit(1).execute();
    const c = must(contents[0], 'content');
    for (const lang of ['id', 'en'] as const) {
      const to = email(`receipt-${lang}`);
      const s = await db.insertInto('students').values({ full_name: 'Rina Kusuma', email: to, email_verified_at: new Date(), locale: lang }).returning('id').executeTakeFirstOrThrow();
      const invoice = `INV/20261127/${String(n).padStart(6, '0')}`;
      const o = await sql<{ id: string }>`
        insert into orders (student_id, status, invoice_number, subtotal, discount, voucher_discount, total, payment_channel_id, expires_at)
        values (${s.id}, ${PaymentStatus.PENDING}, ${invoice}, 250000, 0, 0, 250000, 7, now() + interval '1 day') returning id`.execute(db);
      const orderId = Number(must(o.rows[0], 'order').id);
      await sql`insert into order_items (order_id, content_id, title_id, title_en, content_type, price, final_price, voucher_code, voucher_discount, total)
        values (${orderId}, ${c.id}, 'Kelas Ekspor untuk UMKM', 'Export Class for Small Businesses', ${c.content_type}, 250000, 250000, null, 0, 250000)`.execute(db);
      // The settlement processed twice (a replayed webhook), and the receipt asked for again: one e-mail.
      expect(await db.transaction().execute((trx) => completeOrder(trx, orderId))).toBe(true);
      expect(await db.transaction().execute((trx) => completeOrder(trx, orderId))).toBe(false);
      await db.transaction().execute((trx) => queueReceipt(trx, orderId));
      await app.messageWorker.runOnce();
      const mails = smtp.to(to);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(lang === 'en' ? `Payment received: ${invoice}` : `Pembayaran diterima: ${invoice}`);
      expect(mail.text).toContain('Rp 250.000');
      expect(mail.text).toMatch(/\d{4} \d{2}[.:]\d{2} WIB\./);
      expect(mail.text).toContain(lang === 'en' ? 'The invoice is attached as a PDF.' : 'Invoice terlampir sebagai PDF.');
      const pdf = must(
        mail.attachments.find((a) => a.contentType === 'application/pdf'),
        'pdf',
      );
      expect(pdf.filename).toBe(`invoice-${invoice.replaceAll('/', '-')}.pdf`);
      const text = (await pdfParse(pdf.content)).text.replace(/\s+/g, ' ');
      // The line's title in the student's language, in the mail and in its invoice.
      const title = lang === 'en' ? 'Export Class for Small Businesses' : 'Kelas Ekspor untuk UMKM';
      const other = lang === 'en' ? 'Kelas Ekspor untuk UMKM' : 'Export Class for Small Businesses';
      expect(mail.text).toContain(title);
      expect(mail.text).not.toContain(other);
      for (const part of [invoice, 'Rina Kusuma', to, title, lang === 'en' ? 'Paid' : 'Lunas']) expect(text, part).toContain(part);
      expect(text).not.toContain(other);
    }
  });

  it('sends the payment instructions with the expiry when an order is charged, then the receipt when it is paid (sandbox gateway)', async () => {
    const { db } = app.ctx;
    const to = email('order');
    const s = await db.insertInto('students').values({ full_name: 'Joko Widodo', email: to, email_verified_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const token = await studentToken(app, s.id);
    const course = await db
      .selectFrom('contents')
      .select('id')
      .where('content_type', '=', ContentType.COURSE)
      .where('is_published', '=', true)
      .where('final_price', '>', 0)
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date())]))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      method: 'POST',
      url: '/web/v2/orders',
      headers: { authorization: `Bearer ${token}`, language: 'en' },
      payload: { items: [{ contentId: course.id }], paymentTypeId: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().result as { id: number; invoiceNumber: string };
    await app.messageWorker.runOnce();
    const [instructions, ...rest] = smtp.to(to);
    expect(rest).toHaveLength(0);
    expect(instructions!.subject).toBe(`Complete your payment for ${order.invoiceNumber}`);
    expect(instructions!.text).toMatch(/Virtual account [A-Z]+: \d{8,}/);
    expect(instructions!.text).toMatch(/Pay before \d{1,2} [A-Z][a-z]+ \d{4} \d{2}[.:]\d{2} WIB; after that the order expires\./);
    await settleAtSandbox(app, order.id);
    await app.messageWorker.runOnce();
    // The dev outbox lists both, and names no code for them (the invoice number ends in 6 digits).
    const listed = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}`, remoteAddress: '127.0.0.1' });
    expect((listed.json().result as { code: string | null }[]).map((m) => m.code)).toEqual([null, null]);
    const receipts = smtp.to(to).filter((m) => m.subject === `Payment received: ${order.invoiceNumber}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
  });

  it('sends the certificate e-mail once per certificate', async () => {
    const { db } = app.ctx;
    const to = email('certificate');
    const s = await db.insertInto('students').values({ full_name: 'Putri Ayu', email: to, email_verified_at: new Date(), locale: 'en' }).returning('id').executeTakeFirstOrThrow();
    const content = await db.selectFrom('contents').select(['id', 'title_en']).where('is_published', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const first = await db.transaction().execute((trx) => insertCertificate(trx, s.id, content.id, new Date()));
    const again = await db.transaction().execute((trx) => insertCertificate(trx, s.id, content.id, new Date()));
    expect(again).toBe(first);
    await app.messageWorker.runOnce();
    const mails = smtp.to(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your certificate for ${content.title_en}`);
    expect(mails[0]!.text).toContain(`Certificate number: ${first}`);
  });

  it('keeps a sign-up answering when the SMTP server is down, and the retry delivers the mail exactly once', async () => {
    const down = new TestSmtp();
    await down.start();
    const port = down.port;
    await down.stop();
    const other = await createTestApp({ seed: false, config: { messaging: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM, workerMs: 0 } } });
    try {
      const to = email('down');
      const started = Date.now();
      const res = await other.inject({ method: 'POST', url: '/web/v2/students/register', headers: basicHeaders, payload: { fullName: 'Andi', email: to, password: 'Rahasia123!' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(Date.now() - started).toBeLessThan(5000);
      await other.messageWorker.runOnce();
      const [row] = await other.ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', to).execute();
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
      const wait = (new Date(row!.next_try_at).getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(BACKOFF_SECONDS[0] - 5);
      expect(wait).toBeLessThanOrEqual(BACKOFF_SECONDS[0] + 1);
      // Not due yet: nothing is tried.
      expect(await other.messageWorker.runOnce()).toBe(0);
      // The server is back and the backoff has passed.
      await down.start(port);
      await other.ctx.db
        .updateTable('outbox')
        .set({ next_try_at: new Date(Date.now() - 1000) })
        .where('id', '=', row!.id)
        .execute();
      expect(await other.messageWorker.runOnce()).toBe(1);
      expect(await other.messageWorker.runOnce()).toBe(0);
      expect(down.to(to)).toHaveLength(1);
      const sent = await other.ctx.db.selectFrom('outbox').selectAll().where('id', '=', row!.id).executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, sent_by: 'smtp', last_error: null });
    } finally {
      await other.cleanup();
      await down.stop();
    }
  });
});

describe('the queue', () => {
  it('backs off 30 s, 2 min, 10 min, 1 h, 6 h and fails a message after 8 attempts', async () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffSeconds)).toEqual([30, 120, 600, 3600, 21600, 21600, 21600]);
    const to = email('failing');
    await queueMessage(app.ctx.db, { channel: 'email', to, template: 'welcome', params: { name: 'X' }, locale: 'id' });
    const failing = new MessageWorker(
      app.ctx.db,
      { mailer: { sendEmail: () => Promise.reject(new Error('550 mailbox unavailable')) }, mailerName: 'smtp', sms: null, smsName: 'outbox' },
      { error() {}, warn() {} },
    );
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await app.ctx.db
        .updateTable('outbox')
        .set({ next_try_at: new Date(Date.now() - 1000) })
        .where('recipient', '=', to)
        .execute();
      await failing.runOnce();
    }
    const row = must((await outboxRows(to))[0], 'row');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: '550 mailbox unavailable' });
    await app.ctx.db
      .updateTable('outbox')
      .set({ next_try_at: new Date(Date.now() - 1000) })
      .where('recipient', '=', to)
      .execute();
    expect(await failing.runOnce()).toBe(0);
  });

  it('takes a row whose lease ran out (a worker that died) again', async () => {
    const to = email('lease');
    await queueMessage(app.ctx.db, { channel: 'email', to, template: 'welcome', params: { name: 'X' }, locale: 'id' });
    // Claimed by a worker that then died: the row stays `sending` until its lease runs out.
    const claimed = await claimDue(app.ctx.db, 100);
    expect(claimed.some((m) => m.recipient === to)).toBe(true);
    expect((await claimDue(app.ctx.db, 100)).some((m) => m.recipient === to)).toBe(false);
    await app.ctx.db
      .updateTable('outbox')
      .set({ lease_until: new Date(Date.now() - 1000) })
      .where('recipient', '=', to)
      .execute();
    await app.messageWorker.runOnce();
    expect(smtp.to(to)).toHaveLength(1);
    expect(must((await outboxRows(to))[0], 'row')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never sends one row twice when two workers claim at once (64 rows)', async () => {
    const { db } = app.ctx;
    // Rows already due from other tests are sent first, so the two claimers below see only the 64.
    await app.messageWorker.runOnce(10_000);
    const prefix = `race-${Date.now()}`;
    for (let i = 0; i < 64; i++) await queueMessage(db, { channel: 'email', to: `${prefix}-${i}@example.com`, template: 'welcome', params: { name: String(i) }, locale: 'id' });
    const sent: string[] = [];
    const mailer = {
      async sendEmail(m: { to: string }) {
        await new Promise((r) => setTimeout(r, 2));
        sent.push(m.to);
      },
    };
    const quiet = { error() {}, warn() {} };
    const a = new MessageWorker(db, { mailer, mailerName: 'a', sms: null, smsName: 'outbox' }, quiet);
    const b = new MessageWorker(db, { mailer, mailerName: 'b', sms: null, smsName: 'outbox' }, quiet);
    const [na, nb] = await Promise.all([a.runOnce(), b.runOnce()]);
    const ours = sent.filter((t) => t.startsWith(prefix));
    expect(ours).toHaveLength(64);
    expect(new Set(ours).size).toBe(64);
    expect(na + nb).toBe(64);
    const rows = await db.selectFrom('outbox').select(['status', 'attempts', 'sent_by']).where('recipient', 'like', `${prefix}-%`).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('SMS', () => {
  it('speaks Zenziva’s wire format: POST JSON userkey, passkey, to (national form), message; status "1" is sent', async () => {
    const received: { method?: string; url?: string; type?: string; body: unknown }[] = [];
    let answer = { status: '1', text: 'Success' };
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body: JSON.parse(raw) as unknown });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ messageId: '77', to: '081234567890', ...answer }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const sender = new HttpSmsSender(
        fetchTransport(() => base),
        '/reguler/api/sendsms/',
        'uk123:pk456',
      );
      await sender.sendSms({ to: '+6281234567890', text: 'Kode: 123456' });
      expect(received).toEqual([
        { method: 'POST', url: '/reguler/api/sendsms/', type: 'application/json', body: { userkey: 'uk123', passkey: 'pk456', to: '081234567890', message: 'Kode: 123456' } },
      ]);
      answer = { status: '0', text: 'Saldo tidak cukup' };
      await expect(sender.sendSms({ to: '+6281234567890', text: 'x' })).rejects.toThrow(/refused: Saldo tidak cukup/);
      expect(nationalNumber('+6581234567')).toBe('6581234567');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('sends phone codes to the sandbox provider under /sandbox-sms by default outside production', async () => {
    const phone = `+62812${String(Date.now()).slice(-7)}`;
    await queueMessage(app.ctx.db, { channel: 'sms', to: phone, template: 'otp', params: { purpose: 'login', code: '654321', minutes: 5 }, locale: 'id' });
    await app.messageWorker.runOnce();
    const list = await app.inject({ method: 'GET', url: '/sandbox-sms/messages' });
    const messages = list.json().messages as { to: string; message: string }[];
    const ours = messages.filter((m) => m.to === nationalNumber(phone));
    expect(ours.some((m) => m.message.includes('654321'))).toBe(true);
    const rows = await outboxRows(phone);
    expect(rows.every((r) => r.status === 'sent' && r.sent_by === 'sandbox-sms')).toBe(true);
  });
});

describe('configuration', () => {
  it('refuses production without a mailer unless MESSAGING=outbox, and reads the settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs a mailer: set SMTP_URL and MAIL_FROM/);
    expect(loadConfig({ NODE_ENV: 'production', MESSAGING: 'outbox' }).messaging.mode).toBe('outbox');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: FROM }).messaging).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      mailFrom: FROM,
    });
    expect(() => loadConfig({ SMTP_URL: 'smtp://localhost:2525' })).toThrow(/SMTP_URL and MAIL_FROM go together/);
    expect(() => loadConfig({ SMTP_URL: 'http://x', MAIL_FROM: FROM })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => loadConfig({ SMS_URL: 'https://console.zenziva.net/reguler/api/sendsms/' })).toThrow(/SMS_URL needs SMS_API_KEY/);
    expect(() => loadConfig({ MESSAGING: 'smtp' })).toThrow(/MESSAGING must be outbox/);
    expect(loadConfig({}).messaging).toEqual({ mode: undefined, smtpUrl: undefined, mailFrom: undefined, smsUrl: undefined, smsApiKey: undefined, workerMs: 1000 });
  });
});
