import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { warmHomePages } from './plugin.js';

describe('warming the home pages once the server listens', () => {
  it('asks each page as a browser would, one after the other; a failure is logged, never thrown', async () => {
    const app = Fastify();
    const asked: string[] = [];
    app.get('/', async (request) => {
      asked.push(`/ ${request.headers['accept-encoding']}`);
      return 'home';
    });
    app.get('/en', async () => {
      asked.push('/en');
      throw new Error('render failed');
    });
    await expect(warmHomePages(app, ['/', '/en'])).resolves.toBeUndefined();
    expect(asked).toEqual(['/ br', '/en']);
    await app.close();
    // A closed server: warming gives up quietly.
    await expect(warmHomePages(app, ['/'])).resolves.toBeUndefined();
  });
});
