import { describe, expect, it } from 'vitest';
import { genericRequest } from './genericRequest';
import { scriptedAdapter, type Scripted } from './testAdapter';

function adapterOf(step: Scripted) {
  return scriptedAdapter(() => step);
}

describe('genericRequest', () => {
  it('status ≤ 300 → error false, message success, data', async () => {
    const { adapter } = adapterOf({ status: 200, data: { hello: 'world' } });
    expect(await genericRequest('https://example.test/x', { adapter })).toEqual({ error: false, message: 'success', data: { hello: 'world' } });
    const { adapter: a300 } = adapterOf({ status: 300, data: 'multiple' });
    expect(await genericRequest('https://example.test/x', { adapter: a300 })).toEqual({ error: false, message: 'success', data: 'multiple' });
  });

  it('status > 300 → error true, message, null data', async () => {
    const { adapter } = adapterOf({ status: 404, data: { message: 'Not here' } });
    expect(await genericRequest('https://example.test/x', { adapter })).toEqual({ error: true, message: 'Not here', data: null });
    const { adapter: a301 } = adapterOf({ status: 301, data: '' });
    expect(await genericRequest('https://example.test/x', { adapter: a301 })).toEqual({ error: true, message: 'Request failed with status code 301', data: null });
    const { adapter: a500 } = adapterOf({ status: 500, data: null });
    expect(await genericRequest('https://example.test/x', { adapter: a500 })).toEqual({ error: true, message: 'Request failed with status code 500', data: null });
  });

  it('transport failures → error true with the error message', async () => {
    const { adapter } = adapterOf({ fail: 'network' });
    expect(await genericRequest('https://example.test/x', { adapter })).toEqual({ error: true, message: 'Network Error', data: null });
  });

  it('has no timeout by default', async () => {
    const { adapter, calls } = scriptedAdapter(() => ({ status: 200, data: 1 }));
    let seen: number | undefined = -1;
    await genericRequest('https://example.test/x', {
      adapter: (config) => {
        seen = config.timeout;
        return adapter(config);
      },
    });
    expect(seen).toBe(0);
    expect(calls).toHaveLength(1);
  });
});
