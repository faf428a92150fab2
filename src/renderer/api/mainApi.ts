/**
 * The main API client (spec sections 4, 6, 8, 9).
 *
 * - Full server paths (`/web/v2/...`, `/v2/...`) as the contract's endpoints carry them.
 * - Credential mode per call (default `both`).
 * - 401 → single-flight refresh → one retry with the new bearer (unless the call says noRefresh).
 *   Every 401 that survives is returned softly as `{ ok: false, status: 401 }`; a refresh answered
 *   401 clears the session and the cdpLogo cookie.
 * - Success only if the body's statusCode is 200/201, or the call accepts any status; binary
 *   responses (blob/arraybuffer) are successful on HTTP 2xx.
 * - Transport failures and 5xx are normalised to the spec's status and message and thrown as
 *   ApiError; other client errors are thrown with the server's status and message, except any 401
 *   and the soft errors the call names.
 * What a call needs beyond the defaults comes from its endpoint (ClientBehaviour), never its path.
 */
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { TIMEOUTS } from '../../common/constants';
import type { ClientBehaviour } from '../../common/contract/endpoint';
import type { Locale } from '../../common/enums';
import { ApiError, API_MESSAGES, asObject, bodyMessage, firstErrorDescription } from './errors';
import { HttpClient, type BaseRequestOptions } from './httpClient';
import { isAxiosError, isCancel } from './lazyAxios';
import { SessionRefresher, type TokenSource } from './session';

export interface MainRequestOptions extends BaseRequestOptions {
  /** The endpoint's special cases of spec section 8. */
  behaviour?: ClientBehaviour;
  responseType?: 'json' | 'blob' | 'arraybuffer' | 'text';
}

export type ApiResult<T> = { ok: true; status: number; message: string; result: T; body: unknown } | { ok: false; status: number; message: string; data?: unknown };

export interface MainApiDeps {
  tokens: TokenSource;
  baseURL?: () => string;
  refresher?: SessionRefresher;
  adapter?: AxiosAdapter;
  userAgent?: () => string;
  locale?: () => Locale;
  timeout?: number;
}

interface ClientFailure {
  status: number;
  message: string;
  data?: unknown;
}

const BINARY = new Set(['blob', 'arraybuffer']);

function isEmptyPayload(data: unknown): boolean {
  return data === undefined || data === null || data === '';
}

export class MainApi extends HttpClient<MainRequestOptions> {
  readonly refresher: SessionRefresher;

  constructor(deps: MainApiDeps) {
    super({ ...deps, timeout: deps.timeout ?? TIMEOUTS.mainApiMs });
    this.refresher =
      deps.refresher ??
      new SessionRefresher({
        baseURL: this.baseURL,
        tokens: this.tokens,
        headers: () => this.fixedHeaders(),
        adapter: deps.adapter,
      });
  }

  /** Full URL of a server path (`/web/v2/...`); an absolute URL is used as it is. */
  url(path: string): string {
    if (/^https?:\/\//i.test(path)) return path;
    if (!path.startsWith('/')) throw new TypeError(`${path}: the main API takes full server paths`);
    return `${this.baseURL()}${path}`;
  }

  /**
   * Performs a call. Resolves `{ ok: true, result }` on success and `{ ok: false, status, message,
   * data }` for the soft cases; rejects with ApiError otherwise.
   */
  async request<T = unknown>(path: string, options: MainRequestOptions = {}): Promise<ApiResult<T>> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (options.behaviour?.blobFirst && !options.responseType && method === 'GET') {
      // Ebook downloads ask for a blob first and fall back to a normal request if that fails.
      try {
        const blob = await this.execute<T>(path, { ...options, responseType: 'blob' }, 0);
        if (blob.ok) return blob;
      } catch {
        /* fall through to the normal request */
      }
      return this.execute<T>(path, options, 0);
    }
    return this.execute<T>(path, options, 0);
  }

  /** Like request(), but returns the result and throws ApiError for soft failures too. */
  async call<T = unknown>(path: string, options: MainRequestOptions = {}): Promise<T> {
    const r = await this.request<T>(path, options);
    if (!r.ok) throw new ApiError(r.status, r.message, r.data);
    return r.result;
  }

  private async execute<T>(path: string, options: MainRequestOptions, attempt: number): Promise<ApiResult<T>> {
    const prepared = this.prepare(options);
    let failure: ClientFailure;
    try {
      const response = await this.send(path, options, prepared, { responseType: options.responseType ?? 'json' });
      const interpreted = this.interpret<T>(response, options);
      if (interpreted.ok) return interpreted;
      failure = interpreted;
    } catch (err) {
      failure = this.classifyTransport(err);
    }

    const behaviour = options.behaviour ?? {};
    if (failure.status === 401) {
      if (!behaviour.noRefresh) {
        const renewal = await this.renewAfter401(prepared, attempt);
        if (renewal === 'retry') return this.execute<T>(path, options, attempt + 1);
        if (renewal === 'rejected') this.tokens.clear({ removeLogo: true, expired: true });
      }
      return { ok: false, ...failure };
    }
    const soft = behaviour.softErrors;
    if (soft === 'all' || soft?.includes(failure.status)) return { ok: false, ...failure };
    throw new ApiError(failure.status, failure.message, failure.data);
  }

  /** Success rule for HTTP 2xx responses. Returns the body-level failure, or throws for an empty payload. */
  private interpret<T>(response: AxiosResponse, options: MainRequestOptions): ApiResult<T> | ({ ok: false } & ClientFailure) {
    const data: unknown = response.data;
    if (isEmptyPayload(data)) throw new ApiError(500, API_MESSAGES.emptyPayload);
    if (BINARY.has(options.responseType ?? 'json')) {
      return { ok: true, status: response.status, message: 'success', result: data as T, body: data };
    }
    const body = asObject(data);
    const statusCode = body?.statusCode;
    if (options.behaviour?.anyStatus || statusCode === 200 || statusCode === 201) {
      const result = body && 'result' in body ? body.result : data;
      return { ok: true, status: response.status, message: bodyMessage(body) ?? 'success', result: result as T, body: data };
    }
    if (typeof statusCode !== 'number') {
      // Not an API envelope at all (e.g. an HTML page): treat it like a missing payload.
      throw new ApiError(500, API_MESSAGES.emptyPayload, data);
    }
    return { ok: false, status: statusCode, message: bodyMessage(body) ?? firstErrorDescription(body) ?? '', data };
  }

  /** Normalises axios errors: throws for transport problems and 5xx, returns client (4xx) failures. */
  private classifyTransport(err: unknown): ClientFailure {
    if (err instanceof ApiError) throw err;
    if (isCancel(err)) throw new ApiError(503, API_MESSAGES.cancelled);
    if (!isAxiosError(err)) {
      throw new ApiError(500, err instanceof Error && err.message ? err.message : API_MESSAGES.emptyPayload);
    }
    if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') throw new ApiError(408, API_MESSAGES.timeout);
    if (err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET') throw new ApiError(502, API_MESSAGES.timeout);
    const response = err.response;
    if (!response) throw new ApiError(502, API_MESSAGES.network);
    if (response.status >= 500) {
      // Every 5xx becomes status 500 with axios's own message ("Request failed with status code <n>").
      throw new ApiError(500, err.message, response.data);
    }
    return {
      status: response.status,
      message: bodyMessage(response.data) ?? firstErrorDescription(response.data) ?? err.message,
      data: response.data,
    };
  }
}

export function createMainApi(deps: MainApiDeps): MainApi {
  return new MainApi(deps);
}
