import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languageAlternates, localeBasename, localeOfPath, localizedPath, stripLocale, switchLocalePath } from './localeUrl';

describe('per-language page URLs', () => {
  it('reads the language from the path prefix, not from look-alikes', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/courses/x')).toBe('en');
    expect(localeOfPath('/english-course')).toBe('id');
    expect(localeOfPath('/courses/en')).toBe('id');
    expect(localeOfPath('/')).toBe('id');
    expect(localeBasename('en')).toBe('/en');
    expect(localeBasename('id')).toBe('');
  });

  it('adds and strips the English prefix, home included', () => {
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/?q=1')).toBe('/en?q=1');
    expect(localizedPath('en', '/courses/x?y=1')).toBe('/en/courses/x?y=1');
    expect(localizedPath('id', '/courses/x')).toBe('/courses/x');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/courses/x')).toBe('/courses/x');
    expect(stripLocale('/english')).toBe('/english');
  });

  it('switches a page between languages keeping its query', () => {
    expect(switchLocalePath('/courses/x?y=1#top', 'en')).toBe('/en/courses/x?y=1#top');
    expect(switchLocalePath('/en/courses/x?y=1', 'id')).toBe('/courses/x?y=1');
    expect(switchLocalePath('/en?q=a', 'id')).toBe('/?q=a');
  });

  it('round-trips any language-free path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.constantFrom('id' as const, 'en' as const), (segments, locale) => {
        const path = `/${segments.join('/')}`;
        const localized = localizedPath(locale, path);
        expect(localeOfPath(localized)).toBe(path === '/en' || path.startsWith('/en/') ? 'en' : locale);
        if (!(path === '/en' || path.startsWith('/en/'))) expect(stripLocale(localized)).toBe(path);
      }),
    );
  });

  it('lists both languages and x-default for hreflang', () => {
    expect(languageAlternates('/courses/x')).toEqual([
      { hreflang: 'id', path: '/courses/x' },
      { hreflang: 'en', path: '/en/courses/x' },
      { hreflang: 'x-default', path: '/courses/x' },
    ]);
  });
});
