import { describe, expect, it, vi } from 'vitest';

/** Every contract module (the renderer imports endpoints from these). */
const modules = import.meta.glob<Record<string, unknown>>('../../common/contract/*.ts', { eager: false });

type Endpointish = { method: string; path: string; auth: string };
const isEndpoint = (v: unknown): v is Endpointish => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'auth' in v;

/** method, path and credential of every endpoint the modules export (endpoint groups are objects of endpoints). */
async function endpoints(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [file, load] of Object.entries(modules)) {
    if (file.endsWith('.test.ts')) continue;
    for (const [name, value] of Object.entries(await load())) {
      const group = isEndpoint(value) ? { [name]: value } : typeof value === 'object' && value !== null ? value : {};
      for (const [key, e] of Object.entries(group)) if (isEndpoint(e)) out[`${file}:${name}.${key}`] = `${e.method} ${e.path} ${e.auth}`;
    }
  }
  return out;
}

describe('the renderer’s schema-free typebox (build alias)', () => {
  it('gives every contract endpoint the same method, path and credential as the real package', async () => {
    const real = await endpoints();
    expect(Object.keys(real).length).toBeGreaterThan(150);
    vi.resetModules();
    vi.doMock('typebox', () => import('./schemaFreeTypebox'));
    const stubbed = await endpoints();
    // The second pass really ran on the stand-in: its schemas are empty.
    expect((await import('../../common/contract/catalogue')).ContentItemSchema).toEqual({ properties: {} });
    vi.doUnmock('typebox');
    expect(stubbed).toEqual(real);
  });
});
