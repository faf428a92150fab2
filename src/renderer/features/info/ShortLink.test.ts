import { describe, expect, it } from 'vitest';
import { shortLinkTarget } from './ShortLinkPage';

describe('short link targets', () => {
  const origin = 'https://belajar.example';
  it('follows site paths inside the app and leaves for other http(s) sites', () => {
    expect(shortLinkTarget({ url: 'https://belajar.example/courses/x', path: '/courses/x' }, origin)).toEqual({ path: '/courses/x' });
    expect(shortLinkTarget({ url: 'https://belajar.example/webinars?x=1', path: null }, origin)).toEqual({ path: '/webinars?x=1' });
    expect(shortLinkTarget({ url: 'https://other.example/a', path: null }, origin)).toEqual({ url: 'https://other.example/a' });
  });
  it('a link to an English page opens it in the language the visitor is reading (the router adds /en)', () => {
    expect(shortLinkTarget({ url: 'https://belajar.example/en/courses/x?y=1', path: null }, origin)).toEqual({ path: '/courses/x?y=1' });
    expect(shortLinkTarget({ url: 'x', path: '/en/webinars' }, origin)).toEqual({ path: '/webinars' });
    expect(shortLinkTarget({ url: 'https://belajar.example/en', path: null }, origin)).toEqual({ path: '/' });
  });
  it('refuses anything else', () => {
    expect(shortLinkTarget({ url: 'javascript:alert(1)', path: null }, origin)).toBeNull();
    expect(shortLinkTarget({ url: 'x', path: '//evil.example' }, origin)).toEqual({ path: '/x' });
    expect(shortLinkTarget({ statusCode: 404, message: 'Tautan tidak ditemukan' }, origin)).toBeNull();
    expect(shortLinkTarget(null, origin)).toBeNull();
  });
});
