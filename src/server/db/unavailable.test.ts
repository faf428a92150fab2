import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { handleError } from '../http/error-handler.js';
import { localePlugin } from '../http/locale.js';
import { isDatabaseUnavailable, openDatabase } from './index.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an administrator terminating the backend', withCode('terminating connection due to administrator command', '57P01')],
    ['a crash shutdown', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['a rollback on a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connection inside an AggregateError', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'all failed')],
    ['a lost connection as the cause', new Error('query failed', { cause: new Error('Connection terminated unexpectedly') })],
  ])('%s is "unavailable"', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a data exception', withCode('invalid input syntax for type integer', '22P02')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('a request while PostgreSQL is unreachable', () => {
  it('is answered 503 with Retry-After and a message in its language, without hanging', async () => {
    // Nothing listens on port 1, so every connection is refused at once.
    const dead = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', connectTimeoutMs: 1000 });
    const app = Fastify();
    app.setErrorHandler(handleError);
    await app.register(localePlugin);
    app.get('/count', async () => (await sql<{ n: number }>`select 1 as n`.execute(dead.db)).rows);
    try {
      const id = await app.inject({ method: 'GET', url: '/count' });
      expect(id.statusCode).toBe(503);
      expect(id.headers['retry-after']).toBe('5');
      expect(id.json()).toEqual({
        statusCode: 503,
        message: 'Layanan sedang tidak tersedia, coba lagi sebentar lagi.',
        errors: [{ description: 'Layanan sedang tidak tersedia, coba lagi sebentar lagi.' }],
      });
      const en = await app.inject({ method: 'GET', url: '/count', headers: { language: 'en' } });
      expect(en.json().message).toBe('The service is temporarily unavailable, please try again shortly.');
    } finally {
      await app.close();
      await dead.close();
    }
  });
});
