import { describe, expect, it } from 'vitest';
import { isShareImage, localImage, shareImage } from './media';

describe('localImage: the demo images in the reader language', () => {
  it('a banner: each page gets the WebP and its PNG fallback in its language, never the stored SVG', () => {
    expect(localImage('/media/banners/top-prakerja.svg', 'en')).toEqual({ src: '/media/banners/top-prakerja.en.png', webp: '/media/banners/top-prakerja.en.webp' });
    expect(localImage('/media/banners/top-prakerja.svg', 'id')).toEqual({ src: '/media/banners/top-prakerja.id.png', webp: '/media/banners/top-prakerja.id.webp' });
  });

  it('covers and donation banners too', () => {
    expect(localImage('/media/covers/program-digital-skills.svg', 'en')).toEqual({
      src: '/media/covers/program-digital-skills.en.png',
      webp: '/media/covers/program-digital-skills.en.webp',
    });
    expect(localImage('/media/covers/excel-untuk-analisis-data.svg', 'id').src).toBe('/media/covers/excel-untuk-analisis-data.id.png');
    expect(localImage('/media/donations/laptop-guru.svg', 'en')).toEqual({ src: '/media/donations/laptop-guru.en.png', webp: '/media/donations/laptop-guru.en.webp' });
    expect(localImage('/media/donations/laptop-guru.svg', 'id').src).toBe('/media/donations/laptop-guru.id.png');
  });

  it('other images (uploads, avatars, logos, other hosts) are shown as stored', () => {
    for (const url of ['/media/avatars/budi.svg', '/media/logos/x.svg', 'https://cdn.example.com/covers/a.svg', '/files/upload.png', '/media/covers/../secret.svg', '']) {
      expect(localImage(url, 'en')).toEqual({ src: url, webp: null });
    }
  });
});

describe('shareImage: og:image of a product', () => {
  it('a PNG per language for covers and donations, none for banners or other images', () => {
    expect(shareImage('/media/covers/excel-untuk-analisis-data.svg', 'en')).toBe('/media/og/excel-untuk-analisis-data.en.png');
    expect(shareImage('/media/covers/excel-untuk-analisis-data.svg', 'id')).toBe('/media/og/excel-untuk-analisis-data.id.png');
    expect(shareImage('/media/donations/laptop-guru.svg', 'id')).toBe('/media/og/donation-laptop-guru.id.png');
    expect(shareImage('/media/banners/top-prakerja.svg', 'en')).toBeNull();
    expect(shareImage('/files/upload.png', 'en')).toBeNull();
    expect(shareImage(null, 'en')).toBeNull();
  });

  it('isShareImage knows a card by its path, absolute or not', () => {
    expect(isShareImage('https://belajar.test/media/og/x.en.png')).toBe(true);
    expect(isShareImage('/media/covers/x.svg')).toBe(false);
  });
});
