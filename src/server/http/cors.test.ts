import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_METHODS } from '../../common/contract/endpoint.js';
import { ALLOWED_METHODS, apiCors, createCors } from './cors.js';

/**
 * The route-level CORS (issue 23) answers API calls exactly as @fastify/cors did with the app's
 * options (and the API's methods, not its default GET,HEAD,POST): the same two servers, one with
 * each, asked the same requests, compared header by header (Vary, Access-Control-*), status and body.
 */
const ORIGINS = ['app://belajar', 'http://localhost:5173'];
const PREFIXES = ['/web/', '/v2/'];

function routes(app: FastifyInstance) {
  app.get('/web/v2/thing', async () => ({ ok: true }));
  app.post('/web/v2/thing', async () => ({ posted: true }));
  app.get('/web/v2/vary', async (_request, reply) => reply.header('vary', 'Accept-Encoding').send({ ok: true }));
  app.get('/web/v2/denied', { onRequest: async (_request, reply) => reply.status(401).send({ statusCode: 401 }) }, async () => ({ ok: true }));
}

let before: FastifyInstance;
let after: FastifyInstance;

beforeAll(async () => {
  before = Fastify();
  await before.register(cors, { origin: ORIGINS, credentials: false, maxAge: 600, methods: ALLOWED_METHODS });
  routes(before);
  after = Fastify();
  await after.register(apiCors, { origin: ORIGINS, prefixes: PREFIXES, maxAge: 600 });
  routes(after);
  const notFound = createCors({ origin: ORIGINS, prefixes: PREFIXES });
  for (const app of [before, after])
    app.setNotFoundHandler(async (request, reply) => {
      if (app === after) notFound.corsHeaders(request, reply);
      return reply.status(404).send({ statusCode: 404 });
    });
  await Promise.all([before.ready(), after.ready()]);
});
afterAll(async () => {
  await Promise.all([before?.close(), after?.close()]);
});

const corsPart = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name === 'vary' || name.startsWith('access-control-') || name === 'content-length' || name === 'content-type')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

type Method = 'GET' | 'POST' | 'OPTIONS';
const requests: [Method, string, Record<string, string>][] = [];
for (const origin of [undefined, 'app://belajar', 'http://localhost:5173', 'https://evil.example']) {
  const o: Record<string, string> = origin ? { origin } : {};
  requests.push(['GET', '/web/v2/thing', o], ['POST', '/web/v2/thing', o], ['GET', '/web/v2/vary', o], ['GET', '/web/v2/denied', o], ['GET', '/web/v2/missing', o]);
  for (const method of [undefined, 'GET', 'DELETE']) {
    for (const headers of [undefined, 'authorization,content-type']) {
      const pre: Record<string, string> = { ...o };
      if (method) pre['access-control-request-method'] = method;
      if (headers) pre['access-control-request-headers'] = headers;
      requests.push(['OPTIONS', '/web/v2/thing', pre], ['OPTIONS', '/somewhere/else', pre]);
    }
  }
}

describe('route-level CORS answers as @fastify/cors did', () => {
  it.each(requests.map((r) => [`${r[0]} ${r[1]} ${JSON.stringify(r[2])}`, r] as const))('%s', async (_name, [method, url, headers]) => {
    const [a, b] = await Promise.all([before.inject({ method, url, headers }), after.inject({ method, url, headers })]);
    expect(b.statusCode).toBe(a.statusCode);
    expect(corsPart(b.headers)).toEqual(corsPart(a.headers));
    expect(b.body).toBe(a.body);
  });

  it('the desktop app (app://belajar) may call every method the API uses; another origin may not', async () => {
    for (const method of HTTP_METHODS) {
      const pre = await after.inject({
        method: 'OPTIONS',
        url: '/web/v2/thing',
        headers: { origin: 'app://belajar', 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('app://belajar');
      expect(String(pre.headers['access-control-allow-methods']).split(','), method).toContain(method);
      const evil = await after.inject({ method: 'OPTIONS', url: '/web/v2/thing', headers: { origin: 'https://evil.example', 'access-control-request-method': method } });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it("a route outside the API's prefixes gets no CORS headers", async () => {
    const app = Fastify();
    await app.register(apiCors, { origin: ORIGINS, prefixes: PREFIXES, maxAge: 600 });
    app.get('/', async () => 'page');
    const res = await app.inject({ method: 'GET', url: '/', headers: { origin: 'app://belajar' } });
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it("'*' among the origins allows any, without Vary", async () => {
    const [a, b] = [Fastify(), Fastify()];
    await a.register(cors, { origin: ['*'], credentials: false, maxAge: 600 });
    await b.register(apiCors, { origin: ['*'], prefixes: PREFIXES, maxAge: 600 });
    for (const app of [a, b]) app.get('/web/v2/x', async () => ({ ok: true }));
    const [ra, rb] = await Promise.all([
      a.inject({ url: '/web/v2/x', headers: { origin: 'https://any.example' } }),
      b.inject({ url: '/web/v2/x', headers: { origin: 'https://any.example' } }),
    ]);
    expect(corsPart(rb.headers)).toEqual(corsPart(ra.headers));
    await Promise.all([a.close(), b.close()]);
  });
});
