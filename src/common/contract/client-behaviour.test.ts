import { describe, expect, it } from 'vitest';
import { CLIENT, type EndpointDefinition } from './endpoint.js';

/** Every endpoint of every contract module, by "module.group.name". */
async function allEndpoints(): Promise<Map<string, EndpointDefinition>> {
  const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts']);
  const found = new Map<string, EndpointDefinition>();
  for (const [file, load] of Object.entries(modules)) {
    const module = await load();
    for (const [group, value] of Object.entries(module)) {
      if (!value || typeof value !== 'object') continue;
      for (const [name, e] of Object.entries(value as Record<string, unknown>)) {
        const candidate = e as Partial<EndpointDefinition> | null;
        if (candidate && typeof candidate.path === 'string' && typeof candidate.method === 'string') found.set(`${file}:${group}.${name}`, candidate as EndpointDefinition);
      }
    }
  }
  return found;
}

// The spec's section 8 names its special cases by path; the contract carries them as flags. This
// test is where the two meet: a new auth or event endpoint without its flag fails here.
describe('client behaviour flags (spec section 8)', () => {
  it('every auth call skips refresh-and-retry, every event call fails softly, and nothing else is flagged by accident', async () => {
    const endpoints = await allEndpoints();
    expect(endpoints.size).toBeGreaterThan(100);
    const expected = (path: string) => {
      const rel = path.replace(/^\/web\/v2\//, '').replace(/^\//, '');
      if (/^(auth|v2\/auth)\//.test(rel)) return CLIENT.authCall;
      if (/^(events|event-application)(\/|$)/.test(rel) && !/ihcbs.*orders/i.test(rel)) return CLIENT.eventCall;
      if (rel.startsWith('vouchers/validate/')) return CLIENT.voucherCheck;
      if (rel.startsWith('shortUrl/')) return CLIENT.shortLink;
      if (/(^|\/)ebooks?(\/|$)/i.test(rel)) return CLIENT.ebook;
      return undefined;
    };
    const wrong = [...endpoints].filter(([, e]) => e.client !== expected(e.path)).map(([key, e]) => `${key} ${e.path}`);
    expect(wrong).toEqual([]);
  });
});
