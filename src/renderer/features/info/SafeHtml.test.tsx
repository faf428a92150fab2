import { describe, expect, it } from 'vitest';
import { safeHref } from './SafeHtml';

describe('SafeHtml links', () => {
  it('keeps site paths, http(s), mailto and tel; drops script and protocol-relative links', () => {
    expect(safeHref('/user/terms')).toEqual({ internal: true, href: '/user/terms' });
    expect(safeHref('https://ok.example')).toEqual({ internal: false, href: 'https://ok.example' });
    expect(safeHref('mailto:a@b.c')).toEqual({ internal: false, href: 'mailto:a@b.c' });
    expect(safeHref('tel:+62215000')).toEqual({ internal: false, href: 'tel:+62215000' });
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
