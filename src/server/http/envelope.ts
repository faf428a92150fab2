import type { Envelope, ErrorBody } from '../../common/types.js';

/** Success envelope of the spec: `{ statusCode, message, result }`. */
export function ok<T>(result: T, message = 'success', statusCode = 200): Envelope<T> {
  return { statusCode, message, result };
}

/** An error a route throws on purpose; becomes `{ statusCode, message, errors }` with that HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: { description: string }[] = [{ description: message }],
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

export function errorBody(statusCode: number, message: string, errors?: { description: string }[]): ErrorBody {
  return { statusCode, message, errors: errors ?? [{ description: message }] };
}
