/**
 * The one normalised error type of the renderer's API layer, and the message catalogue of
 * spec section 8. Messages are the spec's own (Indonesian) strings; the UI maps them to i18n
 * keys with `apiMessageKey()` when it shows them.
 */

export const API_MESSAGES = {
  /** Main API: an ok response without a data payload (status 500). */
  emptyPayload: 'Koneksi internetmu tidak stabil Cek koneksi internet Anda dan coba lagi ya',
  /** Connection refused/reset (main API 502) and timeouts (main 408, student timeout). */
  timeout: 'Request timeout. Coba refresh beberapa saat lagi',
  /** Network failure (main API 502, student cannot-connect). */
  network: 'Koneksi tidak stabil. Silahkan cek koneksi internet Anda',
  /** Student API: server error or unknown problem. */
  serverBusy: 'Server sedang sibuk. Permintaan tidak dapat diproses saat ini. Silakan coba lagi',
  /** Cancelled request (503). */
  cancelled: '',
} as const;

/** Problem kinds of the student API (apisauce-style). */
export type StudentProblemKind = 'timeout' | 'cannot-connect' | 'server' | 'unknown' | 'unauthorized' | 'forbidden' | 'not-found' | 'rejected' | 'bad-data' | 'cancelled';

export class ApiError extends Error {
  readonly status: number;
  readonly data?: unknown;
  /** Student API only: the problem kind. */
  readonly kind?: StudentProblemKind;
  /** Student API only: true when retrying later may succeed (network, timeout). */
  readonly temporary?: boolean;

  constructor(status: number, message: string, data?: unknown, extra: { kind?: StudentProblemKind; temporary?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (data !== undefined) this.data = data;
    if (extra.kind) this.kind = extra.kind;
    if (extra.temporary !== undefined) this.temporary = extra.temporary;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Server error envelope `{ statusCode, message, errors: [{ description }] }`. */
export interface ServerErrorBody {
  statusCode?: number;
  message?: string;
  errors?: Array<{ description?: string }>;
}

export function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The `message` of a server body, if it is a non-empty string. */
export function bodyMessage(body: unknown): string | undefined {
  const m = asObject(body)?.message;
  return typeof m === 'string' && m.length > 0 ? m : undefined;
}

/** The description of the first error item of a server body. */
export function firstErrorDescription(body: unknown): string | undefined {
  const errors = asObject(body)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const d = asObject(errors[0])?.description;
  return typeof d === 'string' && d.length > 0 ? d : undefined;
}

/** The i18n key (under `errors.`) for a catalogue message, or undefined for server-written text. */
export function apiMessageKey(message: string): string | undefined {
  switch (message) {
    case API_MESSAGES.emptyPayload:
      return 'errors.unstableConnection';
    case API_MESSAGES.timeout:
      return 'errors.timeout';
    case API_MESSAGES.network:
      return 'errors.network';
    case API_MESSAGES.serverBusy:
      return 'errors.serverBusy';
    default:
      return /^Request failed with status code \d+$/.test(message) ? 'errors.server' : undefined;
  }
}
