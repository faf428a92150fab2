/**
 * Render turns: a burst of distinct pages cannot queue unbounded CPU work. Past the renders
 * running and the queue, a page gets the empty shell at once (the browser renders it); a waiting
 * page renders when a turn frees, in order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageRenderer, type RenderedPage } from './index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-ssr-turns-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A stand-in SSR bundle whose renders finish when the test says so (globalThis.releaseRender).
const entry = path.join(dir, 'entry.mjs');
fs.writeFileSync(
  entry,
  `export async function render({ url }) {
     await new Promise((resolve) => (globalThis.pendingRenders ??= []).push(resolve));
     return { kind: 'page', status: 200, headers: {}, html: 'rendered ' + url, styles: '', dataJson: '{}' };
   }`,
);
const pending = () => ((globalThis as { pendingRenders?: (() => void)[] }).pendingRenders ??= []);
const quietLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const request = { headers: {}, ip: '127.0.0.1', locale: 'id' } as unknown as FastifyRequest;
const compose = async (page: RenderedPage | null) => page?.html ?? 'shell';
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('render turns', () => {
  it('one render at a time, one waiting, the next gets the shell; the waiting one renders after', async () => {
    const pages = createPageRenderer({ app: {} as FastifyInstance, entry, cacheSeconds: 0, log: quietLog, maxRenders: 1, maxWaiting: 1 });
    const first = pages.document(request, '/courses/a', compose);
    await until(() => pending().length === 1);
    const second = pages.document(request, '/courses/b', compose);
    const third = pages.document(request, '/courses/c', compose);
    expect((await third).body.toString()).toBe('shell');
    expect(pending()).toHaveLength(1); // the second waits for its turn, not rendering yet
    pending().shift()!();
    expect((await first).body.toString()).toBe('rendered /courses/a');
    await until(() => pending().length === 1);
    pending().shift()!();
    expect((await second).body.toString()).toBe('rendered /courses/b');
    // Turns are all free again: two renders in a row each get one.
    const again = pages.document(request, '/courses/d', compose);
    await until(() => pending().length === 1);
    pending().shift()!();
    expect((await again).body.toString()).toBe('rendered /courses/d');
  });
});
