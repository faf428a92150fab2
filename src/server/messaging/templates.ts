import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE } from '../../common/constants.js';
import type { Locale } from '../../common/enums.js';
import { formatDateTimeLong, formatRupiah } from '../../common/format.js';
import type { OtpPurpose } from '../db/tables/accounts.js';
import { say } from './messages.js';
import type { EmailAttachment } from './types.js';

/**
 * Every message the server sends, in Indonesian and English (the student's locale): a subject, a
 * text and an HTML body in one layout with the product logo (resources/icon.png, attached by CID:
 * no remote images), and the SMS text. Pure functions of their params, so the worker renders the
 * HTML again at send time from what the row keeps.
 */
export interface TemplateParams {
  otp: { purpose: OtpPurpose; code: string; minutes: number };
  welcome: { name: string };
  'payment-instructions': { invoice: string; total: number; expiresAt: string | null; channel: string; lines: string[] };
  receipt: { invoice: string; total: number; paidAt: string; items: string[] };
  certificate: { name: string; title: string; number: string };
  /** Reminders (issue 20 notifications; sent when the student's policy allows e-mail for the kind). */
  'order-expiring': { invoice: string; total: number; expiresAt: string; items: string[] };
  'webinar-starting': { title: string; startAt: string };
  'subscription-ending': { title: string; endsAt: string };
}
export type TemplateKey = keyof TemplateParams;

export interface Rendered {
  subject: string;
  text: string;
  html: string;
  /** The SMS text (codes only are sent by SMS). */
  sms: string;
}

export const LOGO_CID = 'logo@belajar';

const OTP_TEXTS: Record<OtpPurpose, Record<Locale, { subject: string; line: string }>> = {
  login: {
    id: { subject: 'Kode masuk Belajar', line: 'Kode untuk masuk ke akun Belajar Anda' },
    en: { subject: 'Your Belajar sign-in code', line: 'The code to sign in to your Belajar account' },
  },
  signup: {
    id: { subject: 'Kode pendaftaran Belajar', line: 'Kode untuk mendaftar di Belajar (abaikan pesan ini jika Anda tidak mendaftar)' },
    en: { subject: 'Your Belajar sign-up code', line: 'The code to sign up for Belajar (ignore this message if you did not sign up)' },
  },
  reset: {
    id: { subject: 'Atur ulang kata sandi Belajar', line: 'Kode untuk mengatur ulang kata sandi akun Belajar Anda' },
    en: { subject: 'Reset your Belajar password', line: 'The code to reset the password of your Belajar account' },
  },
  verify: {
    id: { subject: 'Kode verifikasi Belajar', line: 'Kode untuk memverifikasi kontak Anda di Belajar' },
    en: { subject: 'Your Belajar verification code', line: 'The code to verify your contact details at Belajar' },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A block of the body: a paragraph, a big code, or a list. */
type Block = { p: string } | { code: string } | { list: string[] };

function layout(locale: Locale, title: string, blocks: Block[]): { html: string; text: string } {
  const footer = say(locale, 'footer', { site: SITE.name });
  const htmlBlocks = blocks
    .map((b) =>
      'p' in b
        ? `<p style="margin:0 0 12px">${escapeHtml(b.p)}</p>`
        : 'code' in b
          ? `<p style="margin:16px 0;font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(b.code)}</p>`
          : `<ul style="margin:0 0 12px;padding-left:20px">${b.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f5f5;font:15px/1.5 Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #eee"><img src="cid:${LOGO_CID}" width="40" height="40" alt="${SITE.name}" style="vertical-align:middle"> <strong style="font-size:18px;vertical-align:middle">${SITE.name}</strong></td></tr>
<tr><td style="padding:20px 24px"><h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>
${htmlBlocks}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;color:#666;font-size:12px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [title, '', ...blocks.map((b) => ('p' in b ? b.p : 'code' in b ? b.code : b.list.map((l) => `- ${l}`).join('\n'))), '', '--', footer].join('\n');
  return { html, text };
}

type Renderers = { [K in TemplateKey]: (p: TemplateParams[K], locale: Locale) => Rendered };

const when = (iso: string, locale: Locale) => formatDateTimeLong(iso, locale);

const RENDERERS: Renderers = {
  otp: ({ purpose, code, minutes }, locale) => {
    const t = OTP_TEXTS[purpose][locale];
    // The text body is the one the dev outbox and its readers always had (a 6-digit code on line 1).
    const sms = say(locale, 'otpSms', { line: t.line, code, minutes });
    const { html } = layout(locale, t.subject, [{ p: `${t.line}:` }, { code }, { p: say(locale, 'otpValid', { minutes }) }]);
    return { subject: `${t.subject}: ${code}`, text: sms, html, sms };
  },
  welcome: ({ name }, locale) => {
    const title = say(locale, 'welcomeTitle', { site: SITE.name, name });
    const r = layout(locale, title, [{ p: say(locale, 'welcomeReady') }, { p: say(locale, 'welcomeAccount') }]);
    return { subject: title, ...r, sms: title };
  },
  'payment-instructions': ({ invoice, total, expiresAt, channel, lines }, locale) => {
    const title = say(locale, 'payTitle', { invoice });
    const blocks: Block[] = [
      { p: say(locale, 'payTotal', { total: formatRupiah(total), channel }) },
      ...(lines.length ? [{ list: lines }] : []),
      ...(expiresAt ? [{ p: say(locale, 'payBefore', { time: when(expiresAt, locale) }) }] : []),
    ];
    const r = layout(locale, title, blocks);
    return { subject: title, ...r, sms: title };
  },
  receipt: ({ invoice, total, paidAt, items }, locale) => {
    const title = say(locale, 'receiptTitle', { invoice });
    const blocks: Block[] = [{ p: say(locale, 'receiptThanks', { total: formatRupiah(total), time: when(paidAt, locale) }) }, { list: items }, { p: say(locale, 'receiptAttached') }];
    const r = layout(locale, title, blocks);
    return { subject: title, ...r, sms: title };
  },
  certificate: ({ name, title: course, number }, locale) => {
    const title = say(locale, 'certificateTitle', { course });
    const r = layout(locale, title, [{ p: say(locale, 'certificateIssued', { name, course }) }, { p: say(locale, 'certificateNumber', { number }) }]);
    return { subject: title, ...r, sms: title };
  },
  'order-expiring': ({ invoice, total, expiresAt, items }, locale) => {
    const title = say(locale, 'expiringTitle', { invoice });
    const blocks: Block[] = [
      { p: say(locale, 'expiringPay', { total: formatRupiah(total), time: when(expiresAt, locale) }) },
      ...(items.length ? [{ list: items }] : []),
      { p: say(locale, 'expiringWhere') },
    ];
    const r = layout(locale, title, blocks);
    return { subject: title, ...r, sms: title };
  },
  'webinar-starting': ({ title: session, startAt }, locale) => {
    const title = say(locale, 'webinarTitle', { session });
    const r = layout(locale, title, [{ p: say(locale, 'webinarStarts', { session, time: when(startAt, locale) }) }, { p: say(locale, 'webinarJoin') }]);
    return { subject: title, ...r, sms: title };
  },
  'subscription-ending': ({ title: plan, endsAt }, locale) => {
    const title = say(locale, 'subscriptionTitle', { plan });
    const r = layout(locale, title, [{ p: say(locale, 'subscriptionEnds', { plan, time: when(endsAt, locale) }) }, { p: say(locale, 'subscriptionRenew') }]);
    return { subject: title, ...r, sms: title };
  },
};

export function renderTemplate<K extends TemplateKey>(key: K, params: TemplateParams[K], locale: Locale): Rendered {
  const render = RENDERERS[key] as (p: TemplateParams[K], l: Locale) => Rendered;
  if (!render) throw new Error(`unknown message template "${key}"`);
  return render(params, locale);
}

export const isTemplateKey = (key: string): key is TemplateKey => Object.hasOwn(RENDERERS, key);

let logo: Buffer | undefined;
/** The product logo (resources/icon.png), attached to every HTML e-mail by CID. */
export function logoAttachment(): EmailAttachment {
  logo ??= fs.readFileSync(logoPath());
  return { filename: 'logo.png', content: logo, contentType: 'image/png', cid: LOGO_CID };
}

function logoPath(): string {
  // From src/server/messaging (tsx, tests) or the bundled server: resources/ at the project root.
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const dir of [path.resolve(here, '../../../resources'), path.resolve(process.cwd(), 'resources')]) {
    const p = path.join(dir, 'icon.png');
    if (fs.existsSync(p)) return p;
  }
  throw new Error('resources/icon.png (the logo of the e-mails) was not found');
}
