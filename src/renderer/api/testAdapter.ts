/**
 * Test helper (not used by the app): a scripted axios adapter, so tests simulate responses,
 * network errors, timeouts and cancellations without any network. Mirrors axios' own `settle`:
 * non-accepted statuses reject with "Request failed with status code <n>".
 */
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type Scripted = { status: number; data?: unknown } | { fail: 'network' | 'timeout' | 'etimedout' | 'refused' | 'reset' | 'cancel' };

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  params?: unknown;
  data?: unknown;
  responseType?: string;
  /** The call's AbortSignal, if it was given one. */
  signal?: AbortSignal;
}

export function scriptedAdapter(handler: (call: RecordedCall, index: number) => Scripted | Promise<Scripted>) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof v === 'string') headers[k.toLowerCase()] = v;
    }
    const call: RecordedCall = {
      url: config.url ?? '',
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      params: config.params,
      data: typeof config.data === 'string' ? safeJson(config.data) : config.data,
      responseType: config.responseType,
      ...(config.signal ? { signal: config.signal as AbortSignal } : {}),
    };
    calls.push(call);
    const step = await handler(call, calls.length - 1);
    if ('fail' in step) {
      switch (step.fail) {
        case 'network':
          throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
        case 'timeout':
          throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, {});
        case 'etimedout':
          throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config, {});
        case 'refused':
          throw new AxiosError('connect ECONNREFUSED 127.0.0.1:3000', 'ECONNREFUSED', config, {});
        case 'reset':
          throw new AxiosError('socket hang up', 'ECONNRESET', config, {});
        case 'cancel':
          throw new CanceledError(undefined, undefined, config);
      }
    }
    const response: AxiosResponse = {
      data: step.data,
      status: step.status,
      statusText: String(step.status),
      headers: {},
      config,
      request: {},
    };
    const validate = config.validateStatus;
    if (!validate || validate(step.status)) return response;
    throw new AxiosError(`Request failed with status code ${step.status}`, step.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return { adapter, calls };
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

/** A success envelope. */
export function ok(result: unknown, statusCode = 200): Scripted {
  return { status: statusCode, data: { statusCode, message: 'success', result } };
}

/** An error envelope with HTTP status = statusCode. */
export function fail(statusCode: number, message: string, description = message): Scripted {
  return { status: statusCode, data: { statusCode, message, errors: [{ description }] } };
}
