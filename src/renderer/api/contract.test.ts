import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../common/contract/endpoint';
import { clientPath, defaultCredential } from './contract';

const base = { summary: 's', tags: ['t'], result: Type.String() } as const;

describe('clientPath', () => {
  it('maps each API surface onto its client and the path that client takes', () => {
    expect(clientPath(endpoint({ ...base, method: 'GET', path: '/web/v2/courses/:url', auth: 'both' }), { url: 'react dasar' })).toEqual({
      client: 'main',
      path: '/web/v2/courses/react%20dasar',
    });
    expect(clientPath(endpoint({ ...base, method: 'GET', path: '/v2/articles/content-related', auth: 'both' }))).toEqual({ client: 'main', path: '/v2/articles/content-related' });
    expect(clientPath(endpoint({ ...base, method: 'GET', path: '/student-api/v1/Master/headerMenu', auth: 'both' }))).toEqual({
      client: 'student',
      path: '/student-api/v1/Master/headerMenu',
    });
  });
  it('refuses a path outside the API', () => {
    expect(() => clientPath(endpoint({ ...base, method: 'GET', path: '/robots.txt', auth: 'none' }))).toThrow(/not an API path/);
  });
});

describe('defaultCredential', () => {
  it('sends what the server requires, and both (bearer when signed in, else basic) otherwise', () => {
    expect(defaultCredential(endpoint({ ...base, method: 'GET', path: '/web/v2/x', auth: 'authenticated' }))).toBe('authenticated');
    expect(defaultCredential(endpoint({ ...base, method: 'GET', path: '/web/v2/x', auth: 'basic' }))).toBe('basic');
    expect(defaultCredential(endpoint({ ...base, method: 'GET', path: '/web/v2/x', auth: 'none' }))).toBe('both');
  });
});
