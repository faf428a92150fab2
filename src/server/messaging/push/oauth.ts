import { SignJWT, importPKCS8 } from 'jose';

/** The scope FCM's HTTP v1 send needs. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** An access token is renewed this long before Google says it expires. */
const EARLY_MS = 60_000;
const ASSERTION_SECONDS = 3600;

export interface ServiceAccount {
  clientEmail: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** The token endpoint, also the assertion's audience (GOOGLE_TOKEN_URL). */
  tokenUrl: string;
}

/**
 * OAuth2 access tokens for a Google service account (RFC 7523 JWT bearer grant, as
 * google-auth-library does; that library needs Node 22): an RS256 assertion signed with `jose`
 * (iss = the account, scope = firebase.messaging, aud = the token URL, one hour) exchanged at the
 * token endpoint. The token is kept until a minute before it expires; one exchange runs at a time
 * however many sends ask for it.
 */
export class GoogleAccessTokens {
  private key: ReturnType<typeof importPKCS8> | null = null;
  private cached: { token: string; expiresAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly account: ServiceAccount,
    private readonly now: () => Date = () => new Date(),
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async get(): Promise<string> {
    if (this.cached && this.now().getTime() < this.cached.expiresAt - EARLY_MS) return this.cached.token;
    this.pending ??= this.exchange().finally(() => (this.pending = null));
    return this.pending;
  }

  /** FCM refused the token (401): the next `get` makes a new one. */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async exchange(): Promise<string> {
    this.key ??= importPKCS8(this.account.privateKey, 'RS256');
    const iat = Math.floor(this.now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.account.clientEmail)
      .setAudience(this.account.tokenUrl)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ASSERTION_SECONDS)
      .sign(await this.key);
    const res = await this.fetchFn(this.account.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Google token endpoint answered ${res.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token) throw new Error('Google token endpoint answered no access_token');
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    this.cached = { token: body.access_token, expiresAt: this.now().getTime() + seconds * 1000 };
    return body.access_token;
  }
}
