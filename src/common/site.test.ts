import { describe, expect, it } from 'vitest';
import { CATEGORY_SEGMENTS } from './enums.js';
import { siteUrl, slugify } from './site.js';

describe('siteUrl — strips one leading slash and joins the path to the site root', () => {
  it('root without trailing slash, path with leading slash', () => {
    expect(siteUrl('https://belajar.local', '/courses')).toBe('https://belajar.local/courses');
  });
  it('root with trailing slash, path with leading slash', () => {
    expect(siteUrl('https://belajar.local/', '/courses')).toBe('https://belajar.local/courses');
  });
  it('path without leading slash', () => {
    expect(siteUrl('https://belajar.local', 'courses/abc')).toBe('https://belajar.local/courses/abc');
    expect(siteUrl('https://belajar.local/', 'courses/abc')).toBe('https://belajar.local/courses/abc');
  });
  it('only ONE leading slash is stripped', () => {
    expect(siteUrl('https://belajar.local', '//x')).toBe('https://belajar.local//x');
  });
  it('empty path and "/" give the root with a trailing slash', () => {
    expect(siteUrl('https://belajar.local', '')).toBe('https://belajar.local/');
    expect(siteUrl('https://belajar.local', '/')).toBe('https://belajar.local/');
  });
  it('keeps query and fragment, works with a root sub-path', () => {
    expect(siteUrl('https://belajar.local/id', '/signin?from=/user/certificatequ#top')).toBe('https://belajar.local/id/signin?from=/user/certificatequ#top');
  });
});

describe('slugify', () => {
  it.each([
    ['Sales & Marketing', 'sales-marketing'],
    ['Bisnis & Keuangan', 'bisnis-keuangan'],
    ['Human Resource', 'human-resource'],
    ['Pengetahuan Umum', 'pengetahuan-umum'],
    ['Language', 'language'],
    ["Don't Miss It!", 'dont-miss-it'],
    ['Don’t Miss It', 'dont-miss-it'],
    ['  Kelas   Prakerja 2026  ', 'kelas-prakerja-2026'],
    ['Café Crème Brûlée', 'cafe-creme-brulee'],
    ['UI/UX -- Design', 'ui-ux-design'],
    ['', ''],
    ['!!!', ''],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
  it('category segment names round-trip', () => {
    for (const seg of CATEGORY_SEGMENTS) expect(slugify(seg)).toBe(seg);
  });
});
