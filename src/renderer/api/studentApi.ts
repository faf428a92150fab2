/**
 * The student API client (spec sections 4, 7, 8): base `/student-api/`, timeout 20000 ms,
 * apisauce-style problem kinds. Resolves `{ ok: true, result }` or `{ ok: false, kind, ... }`;
 * `call()` / `get()` ... throw the problem as an ApiError (with `kind` and `temporary`).
 *
 * A 401 triggers the shared single-flight refresh and one retry; if the refresh fails the stored
 * session is cleared and the page reloads (`reload` is injected).
 */
import type { AxiosAdapter } from 'axios';
import { TIMEOUTS } from '../../common/constants';
import type { Locale } from '../../common/enums';
import { ApiError, API_MESSAGES, asObject, bodyMessage, firstErrorDescription, type StudentProblemKind } from './errors';
import { HttpClient, type BaseRequestOptions } from './httpClient';
import { isAxiosError, isCancel } from './lazyAxios';
import type { SessionRefresher, TokenSource } from './session';

export type StudentRequestOptions = BaseRequestOptions;

export interface StudentProblem {
  ok: false;
  kind: StudentProblemKind;
  status: number;
  message: string;
  temporary: boolean;
  data?: unknown;
}

export type StudentResult<T> = { ok: true; status: number; result: T; body: unknown } | StudentProblem;

export interface StudentApiDeps {
  tokens: TokenSource;
  refresher: SessionRefresher;
  baseURL?: () => string;
  adapter?: AxiosAdapter;
  userAgent?: () => string;
  locale?: () => Locale;
  /** Called after a failed refresh cleared the session; default window.location.reload(). */
  reload?: () => void;
  timeout?: number;
}

function problem(kind: StudentProblemKind, status: number, message: string, data?: unknown): StudentProblem {
  const temporary = kind === 'timeout' || kind === 'cannot-connect';
  const p: StudentProblem = { ok: false, kind, status, message, temporary };
  if (data !== undefined) p.data = data;
  return p;
}

/** Problem of an HTTP (or body) status. */
export function problemForStatus(status: number, body: unknown, fallbackMessage: string): StudentProblem {
  const described = firstErrorDescription(body);
  const told = bodyMessage(body);
  if (status === 401) return problem('unauthorized', 401, described ?? told ?? fallbackMessage, body);
  if (status === 403) return problem('forbidden', 403, told ?? described ?? fallbackMessage, body);
  if (status === 404) return problem('not-found', 404, told ?? described ?? fallbackMessage, body);
  if (status >= 400 && status < 500) return problem('rejected', status, told ?? described ?? fallbackMessage, body);
  if (status >= 500 && status < 600) return problem('server', status, API_MESSAGES.serverBusy, body);
  return problem('unknown', status || 500, API_MESSAGES.serverBusy, body);
}

/** Problem of a thrown axios error. */
export function problemFromError(err: unknown): StudentProblem {
  if (isCancel(err)) return problem('cancelled', 503, API_MESSAGES.cancelled);
  if (!isAxiosError(err)) return problem('unknown', 500, API_MESSAGES.serverBusy);
  if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') return problem('timeout', 408, API_MESSAGES.timeout);
  if (err.response) return problemForStatus(err.response.status, err.response.data, err.message);
  if (err.code === 'ERR_NETWORK' || err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET' || err.code === 'ENOTFOUND') {
    return problem('cannot-connect', 502, API_MESSAGES.network);
  }
  return problem('unknown', 500, API_MESSAGES.serverBusy);
}

export class StudentApi extends HttpClient<StudentRequestOptions> {
  readonly refresher: SessionRefresher;
  private readonly reload: () => void;

  constructor(deps: StudentApiDeps) {
    super({ ...deps, timeout: deps.timeout ?? TIMEOUTS.studentApiMs });
    this.refresher = deps.refresher;
    this.reload = deps.reload ?? (() => window.location.reload());
  }

  /** Full URL of a server path (`/student-api/v1/...`, as the contract's endpoints carry it). */
  url(path: string): string {
    if (!path.startsWith('/')) throw new TypeError(`${path}: the student API takes full server paths`);
    return `${this.baseURL()}${path}`;
  }

  async request<T = unknown>(path: string, options: StudentRequestOptions = {}): Promise<StudentResult<T>> {
    return this.execute<T>(path, options, 0);
  }

  async call<T = unknown>(path: string, options: StudentRequestOptions = {}): Promise<T> {
    const r = await this.request<T>(path, options);
    if (!r.ok) throw new ApiError(r.status, r.message, r.data, { kind: r.kind, temporary: r.temporary });
    return r.result;
  }

  private async execute<T>(path: string, options: StudentRequestOptions, attempt: number): Promise<StudentResult<T>> {
    const prepared = this.prepare(options);
    let failure: StudentProblem;
    try {
      const response = await this.send(path, options, prepared);
      const data: unknown = response.data;
      const body = asObject(data);
      if (data === undefined || data === null || data === '') {
        failure = problem('bad-data', 500, API_MESSAGES.emptyPayload);
      } else if (typeof body?.statusCode === 'number' && body.statusCode >= 400) {
        failure = problemForStatus(body.statusCode, body, '');
      } else {
        const result = body && 'result' in body ? body.result : data;
        return { ok: true, status: response.status, result: result as T, body: data };
      }
    } catch (err) {
      failure = problemFromError(err);
    }

    if (failure.kind === 'unauthorized') {
      const renewal = await this.renewAfter401(prepared, attempt);
      if (renewal === 'retry') return this.execute<T>(path, options, attempt + 1);
      if (renewal !== 'not-applicable') {
        // The student API's rule: a refresh that did not renew ends the session and reloads.
        this.tokens.clear({ expired: true });
        this.reload();
      }
    }
    return failure;
  }
}

export function createStudentApi(deps: StudentApiDeps): StudentApi {
  return new StudentApi(deps);
}
