import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { strictObject, text } from '../schema/primitives.js';
import { endpoint, envelope, fillPath, queryWithLang } from './endpoint.js';

describe('fillPath', () => {
  it('fills every parameter URL-encoded', () => {
    expect(fillPath('/web/v2/instructors/:id/content-types/:type/contents', { id: 7, type: 3 })).toBe('/web/v2/instructors/7/content-types/3/contents');
    expect(fillPath('/web/v2/info/:slug', { slug: 'a b/c?d' })).toBe('/web/v2/info/a%20b%2Fc%3Fd');
  });
  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => fillPath('/web/v2/courses/:url', {})).toThrow(/parameter "url" is missing/);
    expect(() => fillPath('/web/v2/courses/:url', { url: '' })).toThrow(/missing/);
  });
});

describe('queryWithLang', () => {
  it('adds an optional lang (id or en) and keeps the endpoint’s own required properties and strictness', () => {
    const q = queryWithLang(strictObject({ url: text(200, 1), page: Type.Optional(Type.Integer()) })) as unknown as Record<string, unknown>;
    expect(q.required).toEqual(['url']);
    expect(q.additionalProperties).toBe(false);
    expect(Object.keys(q.properties as object)).toEqual(['url', 'page', 'lang']);
    expect((q.properties as Record<string, unknown>).lang).toEqual({ enum: ['id', 'en'] });
  });
  it('does not require of a client what has a default (the server fills it in)', () => {
    const q = queryWithLang(strictObject({ page: Type.Integer({ default: 1 }), url: text(10) })) as unknown as Record<string, unknown>;
    expect(q.required).toEqual(['url']);
    const none = queryWithLang(strictObject({ page: Type.Integer({ default: 1 }) })) as unknown as Record<string, unknown>;
    expect(none.required).toBeUndefined();
  });
});

describe('envelope', () => {
  it('is the spec’s { statusCode, message, result }, all required', () => {
    const e = envelope(Type.String()) as unknown as { required: string[] };
    expect(e.required).toEqual(['statusCode', 'message', 'result']);
  });
  it('endpoint() returns its definition unchanged', () => {
    const def = { method: 'GET', path: '/web/v2/x', auth: 'none', summary: 's', tags: ['t'] } as const;
    expect(endpoint(def)).toBe(def);
  });
});
