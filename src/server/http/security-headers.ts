import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers every document carries, worked out once by helmet from our options and then
 * set as constants (issue 17/23: @fastify/helmet built a helmet middleware, parsing the CSP
 * directives, on every request). No route changes them and no CSP nonce is used, so one set serves
 * all.
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * The CSP of an answer that is not a document: it may load nothing and be framed by no one, so a
 * JSON, XML or image answer opened directly in a tab can run nothing (docs/decisions.md "Security
 * headers by kind of answer").
 */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Of the document set, what still protects an answer a browser does not render as a page. */
const KEPT_FOR_EVERY_ANSWER = ['x-content-type-options', 'strict-transport-security', 'cross-origin-resource-policy', 'referrer-policy'];

/** The headers of an answer that is not a document: the few of the document set that still matter, and a CSP that allows nothing. */
export function nonDocumentHeadersOf(documentHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_FOR_EVERY_ANSWER) {
    const value = documentHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  headers['content-security-policy'] = NON_DOCUMENT_CSP;
  return Object.freeze(headers);
}

/**
 * Whether an answer of this Content-Type is run by the browser as a document or a script: HTML
 * pages, and JavaScript, since a script started as a (service) worker gets its CSP from its own
 * answer (the push worker connects to Firebase under the document CSP).
 */
export function isDocumentType(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.trimStart().toLowerCase();
  return type.startsWith('text/html') || type.startsWith('text/javascript') || type.startsWith('application/javascript');
}

/**
 * Every answer gets the short non-document set when the request arrives (an error or a 404 too);
 * a document or script answer gets the full set on its way out. A header a route set itself (the
 * private files' `sandbox` CSP) is left as the route set it.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, opts: { helmet: HelmetOptions }) => {
    const documentHeaders = securityHeadersOf(opts.helmet);
    const everyAnswer = nonDocumentHeadersOf(documentHeaders);
    const documentOnly = Object.entries(documentHeaders).map(([name, value]) => ({ name, value, early: everyAnswer[name] }));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(everyAnswer);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isDocumentType(reply.getHeader('content-type'))) {
        for (const h of documentOnly) {
          if (reply.getHeader(h.name) === h.early) reply.header(h.name, h.value);
        }
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
