import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PlainButton, PlainLinkButton, plainButtonClass } from './PlainButton';
import { RouterButton, RouterLink } from './links';

const html = (element: ReactElement, basename?: string) =>
  renderToStaticMarkup(
    <MemoryRouter basename={basename} initialEntries={[basename ?? '/']}>
      {element}
    </MemoryRouter>,
  );

describe('PlainButton', () => {
  it('is a button that never submits a form unless asked to', () => {
    expect(html(<PlainButton>Simpan</PlainButton>)).toMatch(/^<button type="button"[^>]*>Simpan<\/button>$/);
    expect(html(<PlainButton type="submit">Kirim</PlainButton>)).toContain('type="submit"');
  });

  it('keeps an icon-only button named and its icon hidden from screen readers', () => {
    const markup = html(<PlainButton icon={<svg />} aria-label="Buka menu" />);
    expect(markup).toContain('aria-label="Buka menu"');
    expect(markup).toMatch(/<span[^>]*aria-hidden="true"[^>]*><svg><\/svg><\/span>/);
  });

  it('puts the icon on the side asked for', () => {
    expect(html(<PlainButton icon={<svg />}>Akun</PlainButton>)).toMatch(/<svg><\/svg><\/span>Akun<\/button>/);
    expect(
      html(
        <PlainButton icon={<svg />} iconPosition="after">
          Kategori
        </PlainButton>,
      ),
    ).toMatch(/Kategori<span[^>]*><svg>/);
  });

  it('draws a look as distinct classes, so primary, small and icon-only buttons differ', () => {
    const plain = plainButtonClass({});
    expect(plainButtonClass({ appearance: 'primary' })).not.toBe(plain);
    expect(plainButtonClass({ size: 'small' })).not.toBe(plain);
    expect(plainButtonClass({ iconOnly: true })).not.toBe(plain);
    expect(plainButtonClass({}, 'extra').split(' ')).toContain('extra');
  });

  it('draws a link as a button with its href and target', () => {
    const markup = html(
      <PlainLinkButton href="https://example.org" target="_blank" rel="noopener noreferrer">
        Blog
      </PlainLinkButton>,
    );
    expect(markup).toMatch(/^<a href="https:\/\/example.org" target="_blank" rel="noopener noreferrer" class="[^"]+">Blog<\/a>$/);
  });
});

describe('RouterButton and RouterLink', () => {
  it('are anchors to the route under the language prefix, so they open in a new tab too', () => {
    expect(html(<RouterButton to="/cart" aria-label="Keranjang" />, '/en')).toMatch(
      /^<a[^>]*aria-label="Keranjang"[^>]*href="\/en\/cart"|^<a[^>]*href="\/en\/cart"[^>]*aria-label="Keranjang"/,
    );
    expect(html(<RouterLink to="/user/terms">Syarat</RouterLink>)).toMatch(/^<a class="[^"]+" href="\/user\/terms">Syarat<\/a>$/);
  });
});
