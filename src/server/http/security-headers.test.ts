import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions } from '../app.js';
import { securityHeaders } from './security-headers.js';

/**
 * The constant security headers are exactly what @fastify/helmet set per request with the same
 * options: on an answer, a 404 and an error, with and without social sign-in configured.
 */
async function headersOf(plugin: 'constant' | 'fastify-helmet', social: boolean) {
  const options = helmetOptions({
    google: { clientIds: social ? ['g.apps.googleusercontent.com'] : [] },
    apple: { clientIds: social ? ['com.example.web'] : [] },
  } as Parameters<typeof helmetOptions>[0]);
  const app = Fastify();
  if (plugin === 'constant') await app.register(securityHeaders, { helmet: options });
  // The same object; helmet's ESM and CJS typings name its types twice.
  else await app.register(fastifyHelmet, options as never);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  const answers = await Promise.all(['/ok', '/missing', '/boom'].map((url) => app.inject({ url })));
  await app.close();
  return answers.map((a) => {
    const { date: _date, 'content-length': _length, ...rest } = a.headers;
    return { status: a.statusCode, headers: rest };
  });
}

describe('security headers', () => {
  for (const social of [false, true]) {
    it(`equal @fastify/helmet's on every kind of answer${social ? ' (social sign-in on)' : ''}`, async () => {
      const constant = await headersOf('constant', social);
      expect(constant).toEqual(await headersOf('fastify-helmet', social));
      expect(constant[0]?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(constant[0]?.headers['content-security-policy']?.includes('accounts.google.com')).toBe(social);
    });
  }
});
