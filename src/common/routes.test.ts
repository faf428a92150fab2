import { describe, expect, it } from 'vitest';
import { categoryCandidate, childPath, matchPage, PAGE_PATTERNS } from './routes';

describe('page patterns', () => {
  it('match static pages, parameters, case and a trailing slash as React Router does', () => {
    expect(matchPage('/')).toEqual({ name: 'home', params: {} });
    expect(matchPage('/courses')).toEqual({ name: 'courses', params: {} });
    expect(matchPage('/courses/')).toEqual({ name: 'courses', params: {} });
    expect(matchPage('//')).toEqual({ name: 'home', params: {} });
    expect(matchPage('/Courses/digital-marketing')).toEqual({ name: 'course', params: { url: 'digital-marketing' } });
    expect(matchPage('/course/package/paket-a')).toEqual({ name: 'coursePackage', params: { url: 'paket-a' } });
    expect(matchPage('/user/terms/privacy')?.name).toBe('privacy');
    expect(matchPage('/articles/category/tips')).toEqual({ name: 'articleCategory', params: { categoryUrl: 'tips' } });
    expect(matchPage('/s/ab%20c')).toEqual({ name: 'shortLink', params: { linkCode: 'ab c' } });
  });

  it('match nothing else', () => {
    for (const path of ['/no-such-page', '/courses/a/b', '/courses//a', '//courses', '/user/nope', '/events', '/robots.txt', '/assets/x.js']) {
      expect(matchPage(path), path).toBeNull();
    }
  });

  it('are absolute and give React Router child paths', () => {
    for (const pattern of Object.values(PAGE_PATTERNS)) expect(pattern.startsWith('/')).toBe(true);
    expect(childPath('course')).toBe('courses/:url');
    expect(childPath('home')).toBe('');
  });

  it('a category may be any single lower-case slug segment', () => {
    expect(categoryCandidate('/sales-marketing')).toBe('sales-marketing');
    expect(categoryCandidate('/sales-marketing/')).toBe('sales-marketing');
    expect(categoryCandidate('/Sales')).toBeNull();
    expect(categoryCandidate('/a/b')).toBeNull();
    expect(categoryCandidate('/favicon.ico')).toBeNull();
    expect(categoryCandidate('/' + 'a'.repeat(101))).toBeNull();
    // The English home, never a category (a category "en" would shadow it).
    expect(categoryCandidate('/en')).toBeNull();
    expect(categoryCandidate('/en/')).toBeNull();
    expect(categoryCandidate('/english')).toBe('english');
  });
});
