/**
 * What the API clients need from the session: synchronous token reads (the SessionStore keeps
 * an in-memory cache of the async platform storage) and ways to replace or drop the tokens.
 */
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { isAxiosError, loadAxios } from './lazyAxios';
import { PUBLIC_API_KEY, PUBLIC_CLIENT, REFRESH_DEVICE_ID, API_HEADERS, DevicePlatform } from '../../common/constants';
import type { SessionTokens } from '../../common/bridge';
import type { CredentialModeName, Locale } from '../../common/enums';
import { asObject } from './errors';

export interface TokenSource {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Replace the tokens (after a refresh). */
  setTokens(tokens: SessionTokens): void;
  /**
   * Drop the session; with removeLogo also the cdpLogo cookie. `expired` marks a clear caused by
   * a failed refresh (the UI tells the student the session ended).
   */
  clear(options?: { removeLogo?: boolean; expired?: boolean }): void;
}

/** A token source with no session, for tests and anonymous tools. */
export const anonymousTokens: TokenSource = {
  getAccessToken: () => null,
  getRefreshToken: () => null,
  setTokens: () => undefined,
  clear: () => undefined,
};

export function basicAuthorization(): string {
  const raw = `${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`;
  const encoded = typeof btoa === 'function' ? btoa(raw) : Buffer.from(raw, 'utf8').toString('base64');
  return `Basic ${encoded}`;
}

/**
 * The Authorization header of a credential mode: none → none; basic → Basic client
 * credentials; authenticated → Bearer (nothing without a session); both → Bearer if a
 * session exists, else Basic; staff → Bearer (the server checks the role).
 */
export function authorizationFor(mode: CredentialModeName, accessToken: string | null): string | undefined {
  switch (mode) {
    case 'none':
      return undefined;
    case 'basic':
      return basicAuthorization();
    case 'authenticated':
    case 'staff':
      return accessToken ? `Bearer ${accessToken}` : undefined;
    case 'both':
      return accessToken ? `Bearer ${accessToken}` : basicAuthorization();
  }
}

export interface FixedHeaderInputs {
  userAgent: string;
  locale: Locale;
  isMobile: (ua: string) => boolean;
}

/** x-api-key, accept-language 2, device-platform 2|1, language id|en. */
export function fixedHeaders({ userAgent, locale, isMobile }: FixedHeaderInputs): Record<string, string> {
  return {
    [API_HEADERS.apiKey]: PUBLIC_API_KEY,
    [API_HEADERS.acceptLanguage]: API_HEADERS.acceptLanguageValue,
    [API_HEADERS.devicePlatform]: String(isMobile(userAgent) ? DevicePlatform.MOBILE : DevicePlatform.DESKTOP),
    [API_HEADERS.language]: locale,
  };
}

export type RefreshOutcome = 'refreshed' | 'rejected' | 'failed';

/** Pull `{ accessToken, refreshToken }` out of a refresh/login result (token object or string). */
export function tokensFromResult(result: unknown): SessionTokens | null {
  const r = asObject(result);
  if (!r) return null;
  const at = r.accessToken;
  const access = typeof at === 'string' ? at : (asObject(at)?.token as unknown);
  const refresh = r.refreshToken;
  if (typeof access !== 'string' || access.length === 0) return null;
  return { accessToken: access, refreshToken: typeof refresh === 'string' ? refresh : '' };
}

export interface RefresherOptions {
  baseURL: () => string;
  tokens: TokenSource;
  headers: () => Record<string, string>;
  adapter?: AxiosAdapter;
  timeout?: number;
}

/**
 * Single-flight token refresh shared by both clients: `POST /web/v2/auth/refresh-token` with
 * `{ refreshToken, deviceID: 1, accessToken }` and Basic credentials. Refresh tokens rotate
 * (reuse revokes the family), so concurrent 401s must share one refresh.
 */
export class SessionRefresher {
  private inflight: Promise<RefreshOutcome> | null = null;
  private http: Promise<AxiosInstance> | null = null;

  constructor(private readonly options: RefresherOptions) {}

  refresh(): Promise<RefreshOutcome> {
    if (!this.inflight) {
      this.inflight = this.run().finally(() => {
        this.inflight = null;
      });
    }
    return this.inflight;
  }

  private async run(): Promise<RefreshOutcome> {
    const { tokens } = this.options;
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) return 'rejected';
    try {
      this.http ??= loadAxios().then((axios) => axios.create({ timeout: this.options.timeout ?? 20000, adapter: this.options.adapter }));
      const response = await (
        await this.http
      ).post(
        `${this.options.baseURL()}/web/v2/auth/refresh-token`,
        { refreshToken, deviceID: REFRESH_DEVICE_ID, accessToken: tokens.getAccessToken() ?? '' },
        { headers: { ...this.options.headers(), Authorization: basicAuthorization() } },
      );
      const body = asObject(response.data);
      const statusCode = body?.statusCode;
      if (statusCode === 401) return 'rejected';
      if (statusCode !== 200 && statusCode !== 201) return 'failed';
      const next = tokensFromResult(body?.result);
      if (!next) return 'failed';
      tokens.setTokens({ accessToken: next.accessToken, refreshToken: next.refreshToken || refreshToken });
      return 'refreshed';
    } catch (err) {
      if (isAxiosError(err) && err.response?.status === 401) return 'rejected';
      return 'failed';
    }
  }
}
