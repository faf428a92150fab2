import type { FastifyInstance } from 'fastify';

/**
 * How the adapter reaches the Core API: one HTTP request in, status and body text out. Real
 * Midtrans (or a sandbox on another server) is plain fetch; the sandbox mounted in this very
 * server is reached over this server's own socket, or through Fastify's inject (the same routing,
 * hooks and validation, without a socket) while the server is not listening: tests build apps
 * that never listen, and the shop's code must not care.
 */

export interface GatewayRequest {
  method: 'GET' | 'POST';
  /** Path below the base URL, e.g. `/v2/charge`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface GatewayResponse {
  status: number;
  body: string;
}

export type GatewayTransport = (request: GatewayRequest) => Promise<GatewayResponse>;

/** Midtrans waits 15 s for a notification answer; the adapter gives the gateway as long. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/** Answers larger than this are not a Core API answer (and are not read into memory). */
const MAX_ANSWER_BYTES = 1024 * 1024;

async function boundedText(res: Response): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES) {
    await res.body?.cancel();
    throw new Error(`gateway answer of ${declared} bytes is too large`);
  }
  const text = await res.text();
  if (text.length > MAX_ANSWER_BYTES) throw new Error('gateway answer is too large');
  return text;
}

export function fetchTransport(baseUrl: () => string, timeoutMs = GATEWAY_TIMEOUT_MS): GatewayTransport {
  return async ({ method, path, headers, body }) => {
    const res = await fetch(`${baseUrl()}${path}`, { method, headers, body, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: await boundedText(res) };
  };
}

/**
 * The Core API under `prefix` of this same server (the sandbox gateway), reached in process
 * (Fastify's inject: the same routes, hooks and wire format, without a socket). Over loopback HTTP
 * each charge cost the server about 2 ms of CPU on both ends of the call (issue 17's profile); the
 * real gateway is remote and reached by fetchTransport.
 */
export function sameServerTransport(app: FastifyInstance, prefix: string): GatewayTransport {
  return async (request) => {
    const res = await app.inject({ method: request.method, url: `${prefix}${request.path}`, headers: request.headers, payload: request.body });
    return { status: res.statusCode, body: res.body };
  };
}
