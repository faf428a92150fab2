/**
 * The HTTP skeleton both API clients share: one axios instance, the fixed headers, the credential
 * of each call, the verb helpers, and the 401 → single-flight refresh → one retry step. The two
 * clients keep their own rules of spec section 8 (what counts as success, how failures are
 * classified, what a failed refresh does) in `execute`.
 */
import type { AxiosAdapter, AxiosInstance, Method } from 'axios';
import { loadAxios } from './lazyAxios';
import type { CredentialModeName, Locale } from '../../common/enums';
import { apiBase, currentUserAgent, isMobileUserAgent, storedLocale } from './config';
import { authorizationFor, fixedHeaders, type RefreshOutcome, type SessionRefresher, type TokenSource } from './session';
import type { EndpointDefinition } from '../../common/contract/endpoint';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The endpoint's reduction of its result for a server-rendered page's data (ssr/transfer.ts reads it). */
    transferAs?: EndpointDefinition['transferAs'];
  }
}

export interface BaseRequestOptions {
  method?: Method;
  /** Credential mode; default 'both' (spec 6: "other calls: both"). */
  credential?: CredentialModeName;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  /** Upload progress of a request body (a FormData upload): bytes sent and, when known, the total. */
  onUploadProgress?: (progress: { loaded: number; total: number | null }) => void;
  /** The endpoint's reduction of its result for a server-rendered page's data (EndpointDefinition.transferAs). */
  transferAs?: EndpointDefinition['transferAs'];
}

export interface HttpClientDeps {
  tokens: TokenSource;
  baseURL?: () => string;
  adapter?: AxiosAdapter;
  userAgent?: () => string;
  locale?: () => Locale;
  timeout: number;
}

/** What one attempt sent: its headers, and the bearer it carried (to tell a stale token from a new one). */
export interface Prepared {
  headers: Record<string, string>;
  authorization: string | undefined;
  sentToken: string | null;
}

export abstract class HttpClient<O extends BaseRequestOptions> {
  private instance: Promise<AxiosInstance> | null = null;
  private readonly timeout: number;
  private readonly adapter: AxiosAdapter | undefined;
  /** The single-flight refresh shared by both clients. */
  abstract readonly refresher: SessionRefresher;
  protected readonly tokens: TokenSource;
  protected readonly baseURL: () => string;
  private readonly userAgent: () => string;
  private readonly locale: () => Locale;

  protected constructor(deps: HttpClientDeps) {
    this.tokens = deps.tokens;
    this.baseURL = deps.baseURL ?? apiBase;
    this.userAgent = deps.userAgent ?? currentUserAgent;
    this.locale = deps.locale ?? storedLocale;
    this.timeout = deps.timeout;
    this.adapter = deps.adapter;
  }

  /** The axios instance, created on the first request (axios is not part of the first load: lazyAxios.ts). */
  http(): Promise<AxiosInstance> {
    this.instance ??= loadAxios().then((axios) => axios.create({ timeout: this.timeout, adapter: this.adapter }));
    return this.instance;
  }

  /** Full URL of a path of this API. */
  abstract url(path: string): string;

  /** Performs a call and returns its result; every failure is thrown as an ApiError. */
  abstract call<T = unknown>(path: string, options?: O): Promise<T>;

  fixedHeaders(): Record<string, string> {
    return fixedHeaders({ userAgent: this.userAgent(), locale: this.locale(), isMobile: isMobileUserAgent });
  }

  get<T = unknown>(path: string, options: Omit<O, 'method' | 'data'> = {} as O): Promise<T> {
    return this.call<T>(path, { ...options, method: 'GET' } as O);
  }
  post<T = unknown>(path: string, data?: unknown, options: Omit<O, 'method' | 'data'> = {} as O): Promise<T> {
    return this.call<T>(path, { ...options, method: 'POST', data } as O);
  }
  put<T = unknown>(path: string, data?: unknown, options: Omit<O, 'method' | 'data'> = {} as O): Promise<T> {
    return this.call<T>(path, { ...options, method: 'PUT', data } as O);
  }
  delete<T = unknown>(path: string, options: Omit<O, 'method'> = {} as O): Promise<T> {
    return this.call<T>(path, { ...options, method: 'DELETE' } as O);
  }

  /** Headers and credential of one attempt, from the tokens as they are now. */
  protected prepare(options: O): Prepared {
    const sentToken = this.tokens.getAccessToken();
    const authorization = authorizationFor(options.credential ?? 'both', sentToken);
    const headers: Record<string, string> = { ...this.fixedHeaders(), ...options.headers };
    if (authorization) headers.Authorization = authorization;
    return { headers, authorization, sentToken };
  }

  /** The request of one attempt (the clients add their own response type). */
  protected async send(path: string, options: O, prepared: Prepared, extra: { responseType?: 'json' | 'blob' | 'arraybuffer' | 'text' } = {}) {
    const http = await this.http();
    return http.request({
      url: this.url(path),
      method: options.method ?? 'GET',
      params: options.params,
      data: options.data,
      headers: prepared.headers,
      signal: options.signal,
      timeout: options.timeout,
      ...(options.onUploadProgress ? { onUploadProgress: uploadProgress(options.onUploadProgress) } : {}),
      // Read only by the server render's recorder (ssr/transfer.ts); axios passes it through.
      ...(options.transferAs ? { transferAs: options.transferAs } : {}),
      ...extra,
    });
  }

  /**
   * After a 401 to a call that carried a bearer token on its first attempt: 'retry' when another
   * call has renewed the token meanwhile or the shared refresh renewed it now; otherwise the
   * refresh's outcome ('rejected' by the server, or 'failed' to reach it).
   */
  protected async renewAfter401(prepared: Prepared, attempt: number): Promise<'retry' | Exclude<RefreshOutcome, 'refreshed'> | 'not-applicable'> {
    if (attempt !== 0 || !prepared.authorization?.startsWith('Bearer ')) return 'not-applicable';
    const current = this.tokens.getAccessToken();
    if (current && current !== prepared.sentToken) return 'retry';
    const outcome = await this.refresher.refresh();
    return outcome === 'refreshed' ? 'retry' : outcome;
  }
}

/** axios's progress event as bytes sent and the total (null when the browser does not know it). */
function uploadProgress(report: NonNullable<BaseRequestOptions['onUploadProgress']>) {
  return (e: { loaded: number; total?: number }) => report({ loaded: e.loaded, total: typeof e.total === 'number' && e.total > 0 ? e.total : null });
}
