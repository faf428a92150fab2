import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_API_KEY, PUBLIC_CLIENT, SITE } from '../common/constants.js';
import { GTM_ID_PATTERN } from '../common/tagManager.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the embedded database, uploaded files and the admin key. */
  dataDir: string;
  /** PostgreSQL connection string; empty means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  production: boolean;
  /** Public client credentials of anonymous visitors (Basic mode). */
  publicClient: { id: string; secret: string };
  apiKey: string;
  /** Built website to serve (vite build output); absent means API only. */
  webRoot?: string;
  /** SSR_ENTRY: the server-render bundle (vite build --ssr); default dist/ssr beside webRoot. Missing: pages render in the browser only. */
  ssrEntry?: string;
  /** Public address of the site, for canonical URLs and sitemaps. */
  siteUrl: string;
  logLevel: string;
  /** Seconds home results may be served from memory before re-reading the database. */
  cacheSeconds: number;
  /**
   * Seconds the server-rendered home page is served from memory (0: rendered for every request).
   * A render costs the server most of a CPU-second of calls and React work: re-rendering every
   * few seconds would keep one core busy and hold up the requests that arrive meanwhile.
   */
  pageCacheSeconds: number;
  /**
   * Milliseconds a search may reuse the search index's last look at the change log (0: every
   * search looks first). Bounds how long an edit takes to become searchable on each instance.
   */
  searchFreshMs: number;
  /**
   * REMINDERS_EVERY_MS: how often the notification reminders job runs (order expiring, session
   * starting, subscription ending; issue 20). Default 60000; 0 turns it off (another instance runs it).
   */
  remindersEveryMs?: number;
  /** Origins allowed to call the API from another origin (the desktop app, the vite dev server). */
  corsOrigins: string[];
  /**
   * GTM_ID: the Google Tag Manager web container (GTM-XXXX). Set, the served index.html names it
   * and the CSP allows its host and the bootstrap's hash; the renderer loads it after consent.
   */
  gtmId?: string;
  /** Google sign-in: ID tokens are checked against this JWKS, issuer and client ids (audience). Empty clientIds turns it off. */
  google: IdentityProviderConfig;
  /** Sign in with Apple: same checks as Google. */
  apple: IdentityProviderConfig;
  /** Lifetime of an access token (short-lived JWT). */
  accessTokenTtlSeconds: number;
  /** Lifetime of each opaque refresh token (rotated on every refresh). */
  refreshTokenTtlSeconds: number;
  /** One-time codes sent by e-mail or SMS. */
  otp: OtpConfig;
  /** argon2id cost of password hashes (measured in docs/performance.md). */
  argon2: Argon2Config;
  /** Brute-force limits of the auth calls; see DEFAULT_RATE_LIMITS. */
  rateLimits: AuthRateLimits;
  /** Open room streams (G live/rooms/{room}/events) of one client address on one instance (ROOM_STREAMS_PER_ADDRESS, default 20). */
  roomStreamsPerAddress?: number;
  /**
   * Where per-address rate-limit counters are kept so every instance shares them: Redis when
   * REDIS_URL is set (keys under REDIS_KEY_PREFIX), else the database (table rate_limits).
   */
  redis: { url?: string; keyPrefix: string };
  /**
   * Which proxies' X-Forwarded-For / X-Forwarded-Proto to believe (TRUST_PROXY). false (default):
   * none, the socket address is the client. A number: that many hops in front of the server. A
   * list: proxy addresses or CIDRs (proxy-addr's names loopback, linklocal, uniquelocal work too).
   */
  trustProxy: false | number | string[];
  /** The dev outbox page (one-time codes of every account): served to loopback requests only, never in production. */
  devOutbox: boolean;
  /** The OpenAPI document and its UI at /docs (API_DOCS): on by default, off by default in production. */
  apiDocs: boolean;
  /**
   * Secrets shared by every instance (TOKEN_SIGNING_KEY: an ES256 private JWK as JSON; OTP_HMAC_KEY:
   * 32+ bytes as hex). Absent on the embedded default: kept in files under dataDir. Required with
   * DATABASE_URL in production.
   */
  secrets: { tokenSigningKey?: string; otpHmacKey?: string };
  /** The payment gateway (docs/payments.md). */
  payments: PaymentsConfig;
  /** The seller printed on every invoice (INVOICE_SELLER_NAME, _ADDRESS, _NPWP; demo defaults: DEFAULT_INVOICE_SELLER). */
  invoiceSeller: InvoiceSellerConfig;
  /**
   * The Prakerja platform the redeem checks codes with (PRAKERJA_PLATFORM: `sandbox`, the local
   * sandbox that knows the codes seeded in prakerja_sandbox_codes, or `off`). Unset: the sandbox
   * outside production, off in production (no live platform adapter yet); the sandbox is refused
   * in production. src/server/modules/prakerja/platform.ts.
   */
  prakerja?: { platform?: PrakerjaPlatformKind };
  /**
   * The study assistant's OpenAI-compatible chat-completions provider (AI_BASE_URL, AI_API_KEY,
   * AI_MODEL, all three). Absent: the assistant answers with the passages it found.
   */
  ai?: AiProviderConfig;
  /** E-mail and SMS delivery (docs/messaging.md). */
  messaging: MessagingConfig;
  /** Web push through Firebase Cloud Messaging (FIREBASE_*, docs/messaging.md "Web push"); absent: no push at all. */
  push?: PushConfig;
}

export interface MessagingConfig {
  /**
   * MESSAGING=outbox: deliver nothing, every message stays in the outbox table (allowed in
   * production only when set on purpose). Unset: the transports below, as configured.
   */
  mode?: 'outbox';
  /** SMTP_URL (nodemailer connection URL, e.g. smtps://user:pass@smtp.example.com:465) with MAIL_FROM ("Belajar <no-reply@example.com>"). */
  smtpUrl?: string;
  mailFrom?: string;
  /** SMS_URL: Zenziva's regular send API (https://console.zenziva.net/reguler/api/sendsms/); SMS_API_KEY: `userkey:passkey`. Unset: the sandbox under /sandbox-sms outside production. */
  smsUrl?: string;
  smsApiKey?: string;
  /** MESSAGE_WORKER_MS: how often the worker looks for due messages (default 1000; 0 turns the worker off, for tests that drive it). */
  workerMs: number;
}

/**
 * Production refuses to start with no mailer: codes and receipts would never leave the server.
 * MESSAGING=outbox says on purpose that every message stays in the outbox table.
 */
export function requireMailer(config: Pick<ServerConfig, 'messaging' | 'production'>): void {
  if (config.production && config.messaging.mode !== 'outbox' && !config.messaging.smtpUrl) {
    throw new Error(
      'NODE_ENV=production needs a mailer: set SMTP_URL and MAIL_FROM (and SMS_URL with SMS_API_KEY for phone codes), or MESSAGING=outbox on purpose to keep every message in the outbox table.',
    );
  }
}

/** GTM_ID, when set: a container id of the form GTM-XXXX, else the start stops here. */
export function gtmIdFrom(env: NodeJS.ProcessEnv): { gtmId?: string } {
  const raw = env.GTM_ID?.trim();
  if (!raw) return {};
  if (!GTM_ID_PATTERN.test(raw)) throw new Error(`GTM_ID must be a Tag Manager web container id such as GTM-AB12CD3 (GTM- and 4 to 10 capital letters or digits), got "${raw}"`);
  return { gtmId: raw };
}

/** Reads MESSAGING, SMTP_URL, MAIL_FROM, SMS_URL, SMS_API_KEY, MESSAGE_WORKER_MS (docs/messaging.md). */
export function messagingFrom(env: NodeJS.ProcessEnv): MessagingConfig {
  const mode = env.MESSAGING?.trim().toLowerCase() || undefined;
  if (mode !== undefined && mode !== 'outbox') throw new Error(`MESSAGING must be outbox or unset, got "${env.MESSAGING}"`);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const mailFrom = env.MAIL_FROM?.trim() || undefined;
  if (!!smtpUrl !== !!mailFrom) throw new Error('SMTP_URL and MAIL_FROM go together: set both (or neither)');
  if (smtpUrl) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl}"`);
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${url.protocol}//…"`);
  }
  const smsUrl = httpUrl(env, 'SMS_URL');
  const smsApiKey = env.SMS_API_KEY?.trim() || undefined;
  if (smsUrl && !smsApiKey) throw new Error('SMS_URL needs SMS_API_KEY (userkey:passkey of the Zenziva console)');
  const rawWorker = env.MESSAGE_WORKER_MS?.trim();
  const workerMs = rawWorker ? Number(rawWorker) : 1000;
  if (!Number.isInteger(workerMs) || workerMs < 0 || workerMs > 60_000) throw new Error(`MESSAGE_WORKER_MS must be 0 to 60000 milliseconds, got "${env.MESSAGE_WORKER_MS}"`);
  return { mode, smtpUrl, mailFrom, smsUrl, smsApiKey, workerMs };
}

export interface PushConfig {
  /** FIREBASE_PROJECT_ID (or the service account's project_id). */
  projectId: string;
  /** The service account that signs the OAuth2 assertion: FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY, or FIREBASE_SERVICE_ACCOUNT (its JSON file). */
  clientEmail: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** The public web configuration the Firebase JS SDK needs (authDomain is `<project>.firebaseapp.com`). */
  web: { apiKey: string; appId: string; messagingSenderId: string; vapidKey: string };
  /** FCM_URL (default https://fcm.googleapis.com) and GOOGLE_TOKEN_URL (default https://oauth2.googleapis.com/token): tests point them at the fake FCM server. */
  fcmUrl: string;
  tokenUrl: string;
}

const FIREBASE_VARS = [
  'FIREBASE_PROJECT_ID',
  'FIREBASE_CLIENT_EMAIL',
  'FIREBASE_PRIVATE_KEY',
  'FIREBASE_SERVICE_ACCOUNT',
  'FIREBASE_API_KEY',
  'FIREBASE_APP_ID',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FIREBASE_VAPID_KEY',
] as const;

/**
 * Reads FIREBASE_* (docs/messaging.md "Web push"). None set: push is off (undefined). Some set:
 * every one push needs must be, or the start stops here with the names that are missing, rather
 * than a server that accepts tokens it can never push to.
 */
export function pushFrom(env: NodeJS.ProcessEnv, readFile: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): PushConfig | undefined {
  const get = (name: string) => env[name]?.trim() || undefined;
  if (!FIREBASE_VARS.some((name) => get(name))) return undefined;
  let account: { project_id?: string; client_email?: string; private_key?: string } = {};
  const file = get('FIREBASE_SERVICE_ACCOUNT');
  if (file) {
    try {
      account = JSON.parse(readFile(file)) as typeof account;
    } catch (err) {
      throw new Error(`FIREBASE_SERVICE_ACCOUNT must name a service account JSON file: ${(err as Error).message}`);
    }
  }
  const values = {
    FIREBASE_PROJECT_ID: get('FIREBASE_PROJECT_ID') ?? account.project_id,
    FIREBASE_CLIENT_EMAIL: get('FIREBASE_CLIENT_EMAIL') ?? account.client_email,
    // Environment files often keep a PEM on one line with `\n` escapes.
    FIREBASE_PRIVATE_KEY: (get('FIREBASE_PRIVATE_KEY') ?? account.private_key)?.replace(/\\n/g, '\n'),
    FIREBASE_API_KEY: get('FIREBASE_API_KEY'),
    FIREBASE_APP_ID: get('FIREBASE_APP_ID'),
    FIREBASE_MESSAGING_SENDER_ID: get('FIREBASE_MESSAGING_SENDER_ID'),
    FIREBASE_VAPID_KEY: get('FIREBASE_VAPID_KEY'),
  };
  const missing = Object.entries(values)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) throw new Error(`Web push needs every FIREBASE_* setting (or none): missing ${missing.join(', ')} (the key pair may come from FIREBASE_SERVICE_ACCOUNT)`);
  if (!values.FIREBASE_PRIVATE_KEY!.includes('-----BEGIN PRIVATE KEY-----')) throw new Error("FIREBASE_PRIVATE_KEY must be the service account's PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)");
  return {
    projectId: values.FIREBASE_PROJECT_ID!,
    clientEmail: values.FIREBASE_CLIENT_EMAIL!,
    privateKey: values.FIREBASE_PRIVATE_KEY!,
    web: { apiKey: values.FIREBASE_API_KEY!, appId: values.FIREBASE_APP_ID!, messagingSenderId: values.FIREBASE_MESSAGING_SENDER_ID!, vapidKey: values.FIREBASE_VAPID_KEY! },
    fcmUrl: httpUrl(env, 'FCM_URL') ?? 'https://fcm.googleapis.com',
    tokenUrl: httpUrl(env, 'GOOGLE_TOKEN_URL') ?? 'https://oauth2.googleapis.com/token',
  };
}

export interface AiProviderConfig {
  /** e.g. https://api.openai.com/v1 (the call is POST {baseUrl}/chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export type PaymentGatewayKind = 'sandbox' | 'midtrans';

export interface PaymentsConfig {
  /**
   * PAYMENT_GATEWAY: `sandbox` (the Midtrans-compatible gateway inside this server, under
   * /sandbox-gateway) or `midtrans`. Unset: sandbox on the embedded database outside production,
   * midtrans otherwise (paymentGatewayOf). The sandbox is refused in production.
   */
  gateway?: PaymentGatewayKind;
  /**
   * MIDTRANS_SERVER_KEY: Basic auth of every gateway call and the key notifications are signed
   * with. Unset with the sandbox: derived from the server's own secrets (the same on every instance
   * sharing them); unset with midtrans: charges fail (the gateway is not configured).
   */
  serverKey?: string;
  /**
   * MIDTRANS_BASE_URL: where the Core API is. Unset: this server's /sandbox-gateway with the
   * sandbox, https://api.sandbox.midtrans.com (https://api.midtrans.com in production) with midtrans.
   */
  baseUrl?: string;
  /**
   * PAYMENT_NOTIFICATION_URL: where the gateway posts payment notifications. The sandbox posts to
   * it (unset: this server's /web/v2/payment/notification); the adapter also sends it to Midtrans
   * as X-Override-Notification on each charge (unset: the dashboard's setting).
   */
  notificationUrl?: string;
  /**
   * IRIS_API_KEY: the Midtrans Iris creator key, Basic auth of the GoPay payout calls (points
   * exchanged for money). Used with `midtrans` only: unset there, payouts are refused at once and
   * the points come back; the sandbox's Iris takes the sandbox server key.
   */
  irisApiKey?: string;
  /**
   * IRIS_POLL_SECONDS: how often the pending-payouts job asks the gateway about payouts still
   * pending (default 60, 5 to 3600).
   */
  irisPollSeconds?: number;
}

/** REMINDERS_EVERY_MS when unset: a minute, well inside the one-hour lead of the reminders. */
export const REMINDERS_EVERY_MS_DEFAULT = 60_000;

function remindersEveryMsFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.REMINDERS_EVERY_MS?.trim();
  if (!raw) return REMINDERS_EVERY_MS_DEFAULT;
  const n = Number(raw);
  if (!Number.isInteger(n) || (n !== 0 && (n < 1_000 || n > 3_600_000))) {
    throw new Error(`REMINDERS_EVERY_MS must be 0 (off) or a whole number of milliseconds from 1000 to 3600000, got "${env.REMINDERS_EVERY_MS}"`);
  }
  return n;
}

/** IRIS_POLL_SECONDS when unset. */
export const IRIS_POLL_SECONDS_DEFAULT = 60;

/** The gateway in use: PAYMENT_GATEWAY, or the default for the database and environment. Refuses the sandbox in production. */
export function paymentGatewayOf(config: Pick<ServerConfig, 'payments' | 'databaseUrl' | 'production'>): PaymentGatewayKind {
  const kind = config.payments.gateway ?? (!config.databaseUrl && !config.production ? 'sandbox' : 'midtrans');
  if (kind === 'sandbox' && config.production) {
    throw new Error(
      'PAYMENT_GATEWAY=sandbox is refused with NODE_ENV=production: the sandbox gateway lets anyone mark a payment paid. Set PAYMENT_GATEWAY=midtrans with MIDTRANS_SERVER_KEY.',
    );
  }
  return kind;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

export type PrakerjaPlatformKind = 'sandbox' | 'off';

/** The Prakerja platform in use: PRAKERJA_PLATFORM, else the sandbox outside production. Refuses the sandbox in production. */
export function prakerjaPlatformOf(config: Pick<ServerConfig, 'prakerja' | 'production'>): PrakerjaPlatformKind {
  const kind = config.prakerja?.platform ?? (config.production ? 'off' : 'sandbox');
  if (kind === 'sandbox' && config.production) {
    throw new Error('PRAKERJA_PLATFORM=sandbox is refused with NODE_ENV=production: the sandbox accepts the codes it seeded itself.');
  }
  return kind;
}

function prakerjaFrom(env: NodeJS.ProcessEnv): { platform?: PrakerjaPlatformKind } {
  const platform = env.PRAKERJA_PLATFORM?.trim().toLowerCase() || undefined;
  if (platform !== undefined && platform !== 'sandbox' && platform !== 'off') throw new Error(`PRAKERJA_PLATFORM must be sandbox or off, got "${env.PRAKERJA_PLATFORM}"`);
  return platform ? { platform } : {};
}

function paymentsFrom(env: NodeJS.ProcessEnv): PaymentsConfig {
  const gateway = env.PAYMENT_GATEWAY?.trim().toLowerCase() || undefined;
  if (gateway !== undefined && gateway !== 'sandbox' && gateway !== 'midtrans') {
    throw new Error(`PAYMENT_GATEWAY must be sandbox or midtrans, got "${env.PAYMENT_GATEWAY}"`);
  }
  return {
    gateway,
    serverKey: env.MIDTRANS_SERVER_KEY || undefined,
    baseUrl: httpUrl(env, 'MIDTRANS_BASE_URL'),
    notificationUrl: httpUrl(env, 'PAYMENT_NOTIFICATION_URL'),
    irisApiKey: env.IRIS_API_KEY || undefined,
    irisPollSeconds: irisPollSecondsFrom(env),
  };
}

function irisPollSecondsFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.IRIS_POLL_SECONDS?.trim();
  if (!raw) return IRIS_POLL_SECONDS_DEFAULT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 5 || n > 3600) throw new Error(`IRIS_POLL_SECONDS must be a whole number of seconds from 5 to 3600, got "${env.IRIS_POLL_SECONDS}"`);
  return n;
}

export interface IdentityProviderConfig {
  jwksUrl: string;
  issuers: string[];
  clientIds: string[];
}

export interface OtpConfig {
  ttlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
}

export interface Argon2Config {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * `...PerIp` rules are counted per client address by @fastify/rate-limit (per instance);
 * `...PerAccount` / `...PerTarget` rules are counted in the database, so they hold across instances.
 * Per-account limits come in pairs so a stranger cannot lock the owner out: a low limit per account
 * and source (`...AndIp`: the client address, or a proven device) and a much higher account-wide
 * ceiling (a proven device signs in past the ceiling; docs/accounts.md).
 */
export interface AuthRateLimits {
  /** Every sign-in call (password, OTP, Google, Apple, student API) from one address. */
  loginPerIp: RateLimitRule;
  /** Failed password sign-ins of one e-mail address from one address or proven device. */
  loginFailuresPerAccountAndIp: RateLimitRule;
  /** Failed password sign-ins of one e-mail address from everywhere (the ceiling; proven devices pass it). */
  loginFailuresPerAccount: RateLimitRule;
  /** OTP requests (all kinds) from one address. */
  otpRequestPerIp: RateLimitRule;
  /** OTP requests to one e-mail address or phone number from one address (besides the resend cooldown). */
  otpRequestPerTargetAndIp: RateLimitRule;
  /** OTP requests to one e-mail address or phone number from everywhere (the ceiling). */
  otpRequestPerTarget: RateLimitRule;
  /** OTP checks (verify, OTP sign-in, OTP sign-up, password reset) from one address. */
  otpVerifyPerIp: RateLimitRule;
  /** Forgot-password requests from one address. */
  passwordResetPerIp: RateLimitRule;
  /** Forgot-password requests for one e-mail address (whether registered or not) from one address. */
  passwordResetPerAccountAndIp: RateLimitRule;
  /** Forgot-password requests for one e-mail address from everywhere (the ceiling). */
  passwordResetPerAccount: RateLimitRule;
  /** Registrations from one address. */
  registerPerIp: RateLimitRule;
  /** Refreshes from one address. */
  refreshPerIp: RateLimitRule;
  /** Wrong current passwords on change-pass for one student. */
  changePasswordFailuresPerAccount: RateLimitRule;
  /** Questions to the study assistant (v2/ai/ask) of one student. */
  assistantAsksPerStudent: RateLimitRule;
  /** Messages one student posts to an event's chat (spec: 5 per 10 s). */
  chatMessagesPerStudent: RateLimitRule;
  /** Room streams (G live/rooms/{room}/events) opened from one address. */
  roomStreamOpensPerIp: RateLimitRule;
}

/** The company that sells, as its invoices print it. */
export interface InvoiceSellerConfig {
  name: string;
  address: string;
  /** NPWP: 15 digits (00.000.000.0-000.000) or the 16-digit NPWP of 2024 on. */
  taxId: string;
}

/**
 * The demo company of a local or test run: the marketplace's name, a made-up address and an NPWP
 * of the right shape that belongs to nobody. A real deployment sets INVOICE_SELLER_* (README).
 */
export const DEFAULT_INVOICE_SELLER: InvoiceSellerConfig = {
  name: SITE.name,
  address: 'Jl. Jenderal Sudirman Kav. 1, Jakarta Pusat 10220, Indonesia',
  taxId: '01.234.567.8-901.000',
};

function invoiceSellerFrom(env: NodeJS.ProcessEnv): InvoiceSellerConfig {
  const value = (name: string, fallback: string, max: number) => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    if (raw.length > max) throw new Error(`${name} must be at most ${max} characters`);
    return raw;
  };
  const taxId = value('INVOICE_SELLER_NPWP', DEFAULT_INVOICE_SELLER.taxId, 30);
  if (!/^[0-9.\- ]+$/.test(taxId) || ![15, 16].includes(taxId.replace(/[^0-9]/g, '').length)) {
    throw new Error(`INVOICE_SELLER_NPWP must be an NPWP of 15 digits (01.234.567.8-901.000) or 16 digits, got "${taxId}"`);
  }
  return {
    name: value('INVOICE_SELLER_NAME', DEFAULT_INVOICE_SELLER.name, 120),
    address: value('INVOICE_SELLER_ADDRESS', DEFAULT_INVOICE_SELLER.address, 300),
    taxId,
  };
}

export const DEFAULT_ARGON2: Argon2Config = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  loginPerIp: { max: 30, windowSeconds: 60 },
  loginFailuresPerAccountAndIp: { max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { max: 50, windowSeconds: 15 * 60 },
  otpRequestPerIp: { max: 10, windowSeconds: 10 * 60 },
  otpRequestPerTargetAndIp: { max: 5, windowSeconds: 60 * 60 },
  otpRequestPerTarget: { max: 30, windowSeconds: 60 * 60 },
  otpVerifyPerIp: { max: 30, windowSeconds: 10 * 60 },
  passwordResetPerIp: { max: 10, windowSeconds: 15 * 60 },
  passwordResetPerAccountAndIp: { max: 3, windowSeconds: 15 * 60 },
  passwordResetPerAccount: { max: 20, windowSeconds: 15 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  refreshPerIp: { max: 120, windowSeconds: 60 },
  changePasswordFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  assistantAsksPerStudent: { max: 10, windowSeconds: 60 },
  chatMessagesPerStudent: { max: 5, windowSeconds: 10 },
  roomStreamOpensPerIp: { max: 60, windowSeconds: 60 },
};

const list = (value: string | undefined, fallback: string[] = []) =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** RATE_LIMITS='{"loginPerIp":{"max":1000}}' overrides single rules (e.g. for the benchmark). */
function rateLimitsFrom(raw: string | undefined): AuthRateLimits {
  const limits: AuthRateLimits = structuredClone(DEFAULT_RATE_LIMITS);
  if (!raw) return limits;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('RATE_LIMITS must be a JSON object such as {"loginPerIp":{"max":100}}');
  }
  for (const [name, rule] of Object.entries(parsed as Record<string, Partial<RateLimitRule>>)) {
    if (!(name in limits)) throw new Error(`RATE_LIMITS: unknown rule "${name}"`);
    const target = limits[name as keyof AuthRateLimits];
    if (rule.max !== undefined) target.max = Number(rule.max);
    if (rule.windowSeconds !== undefined) target.windowSeconds = Number(rule.windowSeconds);
    if (!(target.max > 0) || !(target.windowSeconds > 0)) throw new Error(`RATE_LIMITS: rule "${name}" needs positive max and windowSeconds`);
  }
  return limits;
}

/** TRUST_PROXY: unset, "false" or "0" → trust nothing; "2" → two hops; "10.0.0.1,10.0.0.0/8,loopback" → those proxies. */
export function trustProxyFrom(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') throw new Error("TRUST_PROXY=true would believe any client; give a hop count or the proxies' addresses");
  return list(value);
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const root = process.cwd();
  const push = pushFrom(env);
  const config: ServerConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    publicClient: {
      id: env.PUBLIC_CLIENT_ID ?? PUBLIC_CLIENT.id,
      secret: env.PUBLIC_CLIENT_SECRET ?? PUBLIC_CLIENT.secret,
    },
    apiKey: env.API_KEY ?? PUBLIC_API_KEY,
    webRoot: path.resolve(root, env.WEB_ROOT ?? 'dist/web'),
    ssrEntry: env.SSR_ENTRY ? path.resolve(root, env.SSR_ENTRY) : undefined,
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    cacheSeconds: Number(env.CACHE_SECONDS ?? 5),
    pageCacheSeconds: Number(env.PAGE_CACHE_SECONDS ?? 60),
    searchFreshMs: Number(env.SEARCH_FRESH_MS ?? 100),
    remindersEveryMs: remindersEveryMsFrom(env),
    corsOrigins: (env.CORS_ORIGINS ?? 'app://belajar,http://localhost:5173')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    google: {
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: list(env.GOOGLE_ISSUERS, ['https://accounts.google.com', 'accounts.google.com']),
      clientIds: list(env.GOOGLE_CLIENT_IDS),
    },
    apple: {
      jwksUrl: env.APPLE_JWKS_URL ?? 'https://appleid.apple.com/auth/keys',
      issuers: list(env.APPLE_ISSUERS, ['https://appleid.apple.com']),
      clientIds: list(env.APPLE_CLIENT_IDS),
    },
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: positiveInt(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 60 * 60),
    otp: {
      ttlSeconds: positiveInt(env, 'OTP_TTL_SECONDS', 5 * 60),
      maxAttempts: positiveInt(env, 'OTP_MAX_ATTEMPTS', 5),
      resendCooldownSeconds: positiveInt(env, 'OTP_RESEND_COOLDOWN_SECONDS', 60),
    },
    argon2: {
      memoryCost: positiveInt(env, 'ARGON2_MEMORY_KIB', DEFAULT_ARGON2.memoryCost),
      timeCost: positiveInt(env, 'ARGON2_TIME_COST', DEFAULT_ARGON2.timeCost),
      parallelism: positiveInt(env, 'ARGON2_PARALLELISM', DEFAULT_ARGON2.parallelism),
    },
    rateLimits: rateLimitsFrom(env.RATE_LIMITS),
    roomStreamsPerAddress: positiveInt(env, 'ROOM_STREAMS_PER_ADDRESS', 20),
    redis: { url: env.REDIS_URL || undefined, keyPrefix: env.REDIS_KEY_PREFIX ?? 'belajar:rate-limit:' },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    devOutbox: env.NODE_ENV !== 'production' && onOff(env, 'DEV_OUTBOX', true),
    apiDocs: onOff(env, 'API_DOCS', env.NODE_ENV !== 'production'),
    secrets: { tokenSigningKey: env.TOKEN_SIGNING_KEY || undefined, otpHmacKey: env.OTP_HMAC_KEY || undefined },
    payments: paymentsFrom(env),
    prakerja: prakerjaFrom(env),
    invoiceSeller: invoiceSellerFrom(env),
    messaging: messagingFrom(env),
    ...gtmIdFrom(env),
    ...(push ? { push } : {}),
    ...(env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL ? { ai: { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL } } : {}),
  };
  // A sandbox asked for in production stops the start here, before the database is opened.
  paymentGatewayOf(config);
  prakerjaPlatformOf(config);
  requireMailer(config);
  return config;
}
