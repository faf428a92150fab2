/**
 * The typed API client: calls a contract endpoint (src/common/contract) and resolves with the
 * endpoint's result type. Paths, parameters and credentials come from the endpoint, so a call
 * site never spells a path or picks a type by hand:
 *
 *   const course = await api.call(courses.detail, { params: { url } });   // typed ContentDetail
 *
 * Underneath are the two clients with their own rules of spec section 8 (MainApi for /web/v2 and
 * /v2, StudentApi for /student-api/v1); this layer hands them the endpoint's full path and its
 * client behaviour (soft failures, no refresh, any status: `endpoint.client`).
 */
import type { CredentialModeName } from '../../common/enums';
import { API_PREFIX, fillPath, type BodyOf, type EndpointDefinition, type ParamsOf, type QueryOf, type ResultOf } from '../../common/contract/endpoint';
import type { ApiResult, MainApi, MainRequestOptions } from './mainApi';
import type { StudentApi, StudentResult } from './studentApi';

type Needs<K extends string, T> = [T] extends [Record<string, never>] ? { [P in K]?: T } : [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call sends: params, query and body as the endpoint declares them, plus call options. */
export type CallInput<E extends EndpointDefinition> = Needs<'params', ParamsOf<E>> &
  ([QueryOf<E>] extends [Record<string, never>] ? { query?: undefined } : { query?: Partial<QueryOf<E>> }) &
  Needs<'body', BodyOf<E>> &
  // An upload endpoint (`consumes` multipart/form-data) takes its parts as a FormData.
  (E['consumes'] extends readonly string[] ? { form: FormData } : { form?: undefined }) & {
    signal?: AbortSignal;
    /** Overrides the credential the endpoint implies (spec section 6 names some per call). */
    credential?: CredentialModeName;
    headers?: Record<string, string>;
    /** A shorter wait than the client's default (logout must not keep the student waiting). */
    timeout?: number;
    /** An upload's progress (axios onUploadProgress): bytes sent and the total when known. */
    onUploadProgress?: MainRequestOptions['onUploadProgress'];
  };

/** The credential a call sends by default: what the server requires, else 'both' (spec 6). */
export function defaultCredential(e: EndpointDefinition): CredentialModeName {
  return e.auth === 'authenticated' || e.auth === 'basic' || e.auth === 'staff' ? e.auth : 'both';
}

/** Which client answers an endpoint, and its full path with the parameters filled in. */
export function clientPath(e: EndpointDefinition, params: Record<string, unknown> = {}): { client: 'main' | 'student'; path: string } {
  const path = fillPath(e.path, params);
  if (path.startsWith(`${API_PREFIX.web}/`) || path.startsWith(`${API_PREFIX.v2}/`)) return { client: 'main', path };
  if (path.startsWith(`${API_PREFIX.student}/`)) return { client: 'student', path };
  throw new TypeError(`${e.path}: not an API path`);
}

export class ContractClient {
  constructor(
    private readonly main: MainApi,
    private readonly student: StudentApi,
  ) {}

  /** Calls the endpoint; resolves with its result, rejects with ApiError on any failure. */
  call<E extends EndpointDefinition>(e: E, ...[input]: OptionalIfEmpty<CallInput<E>>): Promise<ResultOf<E>> {
    const { client, path, options } = this.prepare(e, input);
    return client === 'main' ? this.main.call<ResultOf<E>>(path, options) : this.student.call<ResultOf<E>>(path, options);
  }

  /** Calls a main-API endpoint and keeps the soft failures of spec section 8 as `{ ok: false }`. */
  request<E extends EndpointDefinition>(e: E, ...[input]: OptionalIfEmpty<CallInput<E>>): Promise<ApiResult<ResultOf<E>> | StudentResult<ResultOf<E>>> {
    const { client, path, options } = this.prepare(e, input);
    return client === 'main' ? this.main.request<ResultOf<E>>(path, options) : this.student.request<ResultOf<E>>(path, options);
  }

  private prepare<E extends EndpointDefinition>(e: E, input: CallInput<E> | undefined) {
    const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; form?: FormData } & CallInput<E>;
    const { client, path } = clientPath(e, given.params);
    const options: MainRequestOptions = {
      method: e.method,
      credential: given.credential ?? defaultCredential(e),
      ...(given.query ? { params: given.query } : {}),
      ...(given.body !== undefined ? { data: given.body } : {}),
      ...(given.form ? { data: given.form } : {}),
      ...(given.signal ? { signal: given.signal } : {}),
      ...(given.headers ? { headers: given.headers } : {}),
      ...(e.client ? { behaviour: e.client } : {}),
      ...(e.transferAs ? { transferAs: e.transferAs } : {}),
      ...(given.timeout !== undefined ? { timeout: given.timeout } : {}),
      ...(given.onUploadProgress ? { onUploadProgress: given.onUploadProgress } : {}),
    };
    return { client, path, options };
  }
}

/** The input argument may be left out when the endpoint needs nothing. */
// `{}` here is the point: an input type every property of which is optional accepts `{}`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type OptionalIfEmpty<I> = {} extends I ? [input?: I] : [input: I];
