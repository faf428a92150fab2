import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions } from '../app.js';
import { NON_DOCUMENT_CSP, isDocumentType, securityHeaders } from './security-headers.js';

/**
 * Documents (HTML pages, and scripts, which may become workers) carry exactly what
 * @fastify/helmet set per request with the same options; every other answer (JSON, XML, a 404
 * envelope, an error) carries the short non-document set (docs/decisions.md "Security headers by
 * kind of answer"). With and without social sign-in configured.
 */
const HTML = '<!doctype html><title>x</title>';
const NON_DOCUMENT = {
  'content-security-policy': NON_DOCUMENT_CSP,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};
const DOCUMENT_ONLY = [
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function answersOf(plugin: 'constant' | 'fastify-helmet', social: boolean) {
  const options = helmetOptions({
    google: { clientIds: social ? ['g.apps.googleusercontent.com'] : [] },
    apple: { clientIds: social ? ['com.example.web'] : [] },
  } as Parameters<typeof helmetOptions>[0]);
  const app = Fastify();
  if (plugin === 'constant') await app.register(securityHeaders, { helmet: options });
  // The same object; helmet's ESM and CJS typings name its types twice.
  else await app.register(fastifyHelmet, options as never);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(HTML));
  app.get('/worker.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send('self.x = 1;'));
  app.get('/missing-page', async (_request, reply) => reply.status(404).type('text/html').send(HTML));
  app.get('/ok', async () => ({ ok: true }));
  app.get('/feed.xml', async (_request, reply) => reply.type('application/xml').send('<x/>'));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  // A route that sets its own CSP (the private files' `sandbox`) keeps it, even on an HTML answer.
  app.get('/sandboxed', async (_request, reply) => reply.type('text/html').header('content-security-policy', 'sandbox').send(HTML));
  const urls = ['/page', '/worker.js', '/missing-page', '/ok', '/feed.xml', '/missing', '/boom', '/sandboxed'];
  const answers = await Promise.all(urls.map((url) => app.inject({ url })));
  await app.close();
  return Object.fromEntries(
    answers.map((a, i) => {
      const { date: _date, 'content-length': _length, 'content-type': _type, connection: _connection, ...rest } = a.headers;
      return [urls[i], rest];
    }),
  );
}

describe('security headers', () => {
  for (const social of [false, true]) {
    describe(social ? 'social sign-in on' : 'social sign-in off', () => {
      it("documents and scripts carry exactly @fastify/helmet's headers", async () => {
        const constant = await answersOf('constant', social);
        const helmet = await answersOf('fastify-helmet', social);
        for (const url of ['/page', '/worker.js', '/missing-page']) expect(constant[url], url).toEqual(helmet[url]);
        expect(constant['/page']?.['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(constant['/page']?.['x-frame-options']).toBe('SAMEORIGIN');
        expect(constant['/page']?.['content-security-policy']?.includes('accounts.google.com')).toBe(social);
      });

      it('every other answer, errors and 404s included, carries the short set and nothing of the document set', async () => {
        const constant = await answersOf('constant', social);
        for (const url of ['/ok', '/feed.xml', '/missing', '/boom']) {
          expect(constant[url], url).toEqual(NON_DOCUMENT);
          for (const name of DOCUMENT_ONLY) expect(constant[url]?.[name], `${url} ${name}`).toBeUndefined();
        }
      });

      it("a route's own CSP is kept on its document", async () => {
        const constant = await answersOf('constant', social);
        expect(constant['/sandboxed']?.['content-security-policy']).toBe('sandbox');
        expect(constant['/sandboxed']?.['x-frame-options']).toBe('SAMEORIGIN');
      });
    });
  }

  it('knows a document or a script by its type, whatever the case and parameters', () => {
    for (const type of ['text/html', 'text/html; charset=utf-8', 'TEXT/HTML', 'text/javascript; charset=utf-8', 'application/javascript']) expect(isDocumentType(type), type).toBe(true);
    for (const type of ['application/json; charset=utf-8', 'application/xml', 'image/svg+xml', 'text/plain', 'text/css', undefined, 42])
      expect(isDocumentType(type), String(type)).toBe(false);
  });
});
