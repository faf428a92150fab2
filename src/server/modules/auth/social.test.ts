import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../../app.js';
import { securityHeadersOf } from '../../http/security-headers.js';
import { basicHeaders } from '../../testing/test-app.js';
import { studentToken } from '../../testing/test-app.js';
import { type AccountsTestApp, bearer, createAccountsApp, get, loginByEmail, post, registerStudent, registerUnproven, uniqueEmail } from './testing.js';

/**
 * A real JWKS server on 127.0.0.1 with keys made here, standing in for Google's and Apple's, and
 * real signed ID tokens: valid, forged, expired, for another audience, from another issuer.
 */
interface Provider {
  privateKey: CryptoKey;
  kid: string;
}
let server: http.Server;
let base: string;
let google: Provider;
let apple: Provider;
let stranger: Provider;
let app: AccountsTestApp;
let jwksHits = 0;

const GOOGLE_CLIENT = 'test-google-client.apps.googleusercontent.com';
const APPLE_CLIENT = 'id.belajar.web';

async function makeProvider(kid: string): Promise<Provider & { jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, kid, jwk };
}

beforeAll(async () => {
  const g = await makeProvider('google-key-1');
  const a = await makeProvider('apple-key-1');
  const s = await makeProvider('google-key-1'); // same kid as Google's, different key: a forgery
  google = g;
  apple = a;
  stranger = s;
  server = http.createServer((req, res) => {
    jwksHits += 1;
    const keys = req.url === '/google/certs' ? [g.jwk] : req.url === '/apple/keys' ? [a.jwk] : null;
    if (!keys) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await createAccountsApp({
    google: { jwksUrl: `${base}/google/certs`, issuers: ['https://accounts.google.com', 'accounts.google.com'], clientIds: [GOOGLE_CLIENT] },
    apple: { jwksUrl: `${base}/apple/keys`, issuers: ['https://appleid.apple.com'], clientIds: [APPLE_CLIENT] },
  });
});
afterAll(async () => {
  await app?.cleanup();
  await new Promise((resolve) => server?.close(resolve));
});

interface TokenOptions {
  key?: Provider;
  iss?: string;
  aud?: string;
  sub?: string;
  email?: string;
  emailVerified?: boolean | string;
  name?: string;
  exp?: number;
  iat?: number;
}

function idToken(defaults: { key: Provider; iss: string; aud: string }, o: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  const key = o.key ?? defaults.key;
  const claims: Record<string, unknown> = {};
  if (o.email !== undefined) claims.email = o.email;
  if (o.emailVerified !== undefined) claims.email_verified = o.emailVerified;
  if (o.name !== undefined) claims.name = o.name;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(o.iss ?? defaults.iss)
    .setAudience(o.aud ?? defaults.aud)
    .setSubject(o.sub ?? `sub-${Math.random().toString(36).slice(2)}`)
    .setIssuedAt(o.iat ?? now)
    .setExpirationTime(o.exp ?? now + 3600)
    .sign(key.privateKey);
}
const googleToken = (o: TokenOptions = {}) => idToken({ key: google, iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT }, o);
const appleToken = (o: TokenOptions = {}) => idToken({ key: apple, iss: 'https://appleid.apple.com', aud: APPLE_CLIENT }, o);
const loginGoogle = (token: string) => post(app, '/web/v2/auth/login-by-google', { idToken: token });
const loginApple = (token: string, fullName?: string) => post(app, '/web/v2/auth/login-by-apple', { idToken: token, ...(fullName ? { fullName } : {}) });

describe('auth/login-by-google', () => {
  it('a valid ID token creates the account on first sign-in and finds it afterwards', async () => {
    const email = uniqueEmail('google');
    const token = await googleToken({ sub: 'g-1001', email, emailVerified: true, name: 'Rina Google' });
    const first = await loginGoogle(token);
    expect(first.statusCode).toBe(200);
    const r = first.json().result;
    expect(r.student).toMatchObject({ fullName: 'Rina Google', email });
    expect(r.accessToken.token).toBeTruthy();
    expect(r.refreshToken).toBeTruthy();
    const profile = (await get(app, '/web/v2/students/my-profile', bearer(r.accessToken.token))).json().result;
    expect(profile).toMatchObject({ emailVerified: true, hasPassword: false, linkedAccounts: { google: true, apple: false } });

    const again = await loginGoogle(await googleToken({ sub: 'g-1001', email, emailVerified: true }));
    expect(again.json().result.student.id).toBe(r.student.id);
  });

  it('links to an existing account with the same verified e-mail, keeping its password when the address was proven', async () => {
    const s = await registerStudent(app);
    const res = await loginGoogle(await googleToken({ sub: 'g-2002', email: s.email, emailVerified: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.student.id).toBe(s.id);
    expect((await loginByEmail(app, s.email, s.password)).statusCode).toBe(200);
  });

  it('claiming an unproven registration removes the password someone else set and ends its sessions', async () => {
    const squatter = await registerUnproven(app);
    const pendingId = (await app.ctx.db.selectFrom('students').select('id').where('email', '=', squatter.email).executeTakeFirstOrThrow()).id;
    // A session such as the old register handed out at once.
    const squatterToken = await studentToken(app, pendingId);
    const res = await loginGoogle(await googleToken({ sub: 'g-3003', email: squatter.email, emailVerified: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.student.id).toBe(pendingId);
    expect((await loginByEmail(app, squatter.email, squatter.password)).statusCode).toBe(401);
    expect((await get(app, '/web/v2/students/my-profile', bearer(squatterToken))).statusCode).toBe(401);
  });

  it('an unverified e-mail claim is not used to link or fill in the address', async () => {
    const s = await registerStudent(app);
    const res = await loginGoogle(await googleToken({ sub: 'g-4004', email: s.email, emailVerified: false, name: 'Other' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.student.id).not.toBe(s.id);
    expect(res.json().result.student.email).toBeNull();
  });

  it('refuses a token signed by another key under the same kid (forged)', async () => {
    const res = await loginGoogle(await googleToken({ key: stranger }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Token Google tidak valid atau sudah kedaluwarsa.');
  });

  it('refuses a token whose kid the provider does not publish', async () => {
    expect((await loginGoogle(await googleToken({ key: { ...stranger, kid: 'unknown-kid' } }))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await loginGoogle(await googleToken({ iat: now - 7200, exp: now - 3600 }))).statusCode).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    expect((await loginGoogle(await googleToken({ aud: 'someone-elses-app.apps.googleusercontent.com' }))).statusCode).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    expect((await loginGoogle(await googleToken({ iss: 'https://evil.example.com' }))).statusCode).toBe(401);
    // Apple's genuine token is not a Google token either.
    expect((await loginGoogle(await appleToken())).statusCode).toBe(401);
  });

  it('refuses an unsigned token and junk', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT, sub: 'x', exp: 9999999999, iat: 1 })).toString('base64url');
    expect((await loginGoogle(`${header}.${payload}.`)).statusCode).toBe(401);
    expect((await loginGoogle('this-is-not-a-jwt')).statusCode).toBe(401);
    expect((await post(app, '/web/v2/auth/login-by-google', {})).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-google', { idToken: 'x'.repeat(10_000) })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-google', { idToken: 'abcdefghijkl', fullName: 'x' })).statusCode).toBe(400);
  });

  it('needs the public client credentials', async () => {
    const res = await app.inject({ method: 'POST', url: '/web/v2/auth/login-by-google', payload: { idToken: await googleToken() } });
    expect(res.statusCode).toBe(401);
  });

  it('fetches the key set once and caches it', async () => {
    const before = jwksHits;
    for (let i = 0; i < 3; i++) await loginGoogle(await googleToken());
    expect(jwksHits - before).toBeLessThanOrEqual(1);
  });
});

describe('auth/login-by-apple', () => {
  it('accepts Apple’s string "true" for email_verified and the name the app passes along', async () => {
    const email = uniqueEmail('apple');
    const res = await loginApple(await appleToken({ sub: '001234.abcd', email, emailVerified: 'true' }), 'Bayu Apple');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.student).toMatchObject({ email, fullName: 'Bayu Apple' });
    // Later sign-ins carry no e-mail; the subject finds the account.
    const again = await loginApple(await appleToken({ sub: '001234.abcd' }));
    expect(again.json().result.student.id).toBe(res.json().result.student.id);
  });

  it('refuses forged, expired and wrong-audience Apple tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await loginApple(await appleToken({ key: { ...stranger, kid: apple.kid } }))).statusCode).toBe(401);
    expect((await loginApple(await appleToken({ iat: now - 7200, exp: now - 60 }))).statusCode).toBe(401);
    expect((await loginApple(await appleToken({ aud: GOOGLE_CLIENT }))).statusCode).toBe(401);
    const en = await app.inject({
      method: 'POST',
      url: '/web/v2/auth/login-by-apple',
      headers: { ...basicHeaders, language: 'en' },
      payload: { idToken: await appleToken({ aud: 'x' }) },
    });
    expect(en.json().message).toBe('The Apple token is not valid or has expired.');
  });
});

describe('provider configuration', () => {
  it('answers 503 when a provider is not configured or cannot be reached', async () => {
    const off = await createAccountsApp({
      google: { jwksUrl: `${base}/google/certs`, issuers: ['https://accounts.google.com'], clientIds: [] },
      apple: { jwksUrl: 'http://127.0.0.1:9/keys', issuers: ['https://appleid.apple.com'], clientIds: [APPLE_CLIENT] },
    });
    try {
      const notConfigured = await post(off, '/web/v2/auth/login-by-google', { idToken: await googleToken() });
      expect(notConfigured.statusCode).toBe(503);
      expect(notConfigured.json().message).toBe('Masuk dengan Google belum diaktifkan.');
      // The website learns which providers are on from the server, and the page may load only their scripts.
      const published = await get(off, '/v2/auth/social-config');
      expect(published.json().result).toEqual({ google: null, apple: APPLE_CLIENT });
      // The pages' CSP (an API answer carries the short non-document one).
      const csp = securityHeadersOf(helmetOptions(off.ctx.config))['content-security-policy'];
      expect(csp).toContain('https://appleid.cdn-apple.com');
      expect(csp).not.toContain('accounts.google.com');
      const unreachable = await post(off, '/web/v2/auth/login-by-apple', { idToken: await appleToken() });
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json().message).toBe('Tidak dapat menghubungi Apple. Coba lagi beberapa saat lagi.');
    } finally {
      await off.cleanup();
    }
  });
});
