import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_ORDER, homeLayout } from './homeLayout';

const keys = (server: readonly string[]) => homeLayout(server).map((b) => b.key);

describe('homeLayout', () => {
  it('slots the client blocks around the server sections in their order', () => {
    expect(keys(DEFAULT_SERVER_ORDER)).toEqual([
      'top-banners',
      'categories',
      'other-categories',
      'top-products',
      'upcoming-webinars',
      'dont-miss',
      'feature-banner',
      'bootcamps',
      'prakerja',
      'feature-media',
      'microlearning',
      'suggestions',
      'testimonials',
      'featured-in',
    ]);
  });

  it('follows a different server order', () => {
    expect(keys(['microlearning', 'top-products', 'testimonials'])).toEqual([
      'top-banners',
      'categories',
      'other-categories',
      'microlearning',
      'suggestions',
      'top-products',
      'upcoming-webinars',
      'feature-banner',
      'feature-media',
      'testimonials',
      'featured-in',
    ]);
  });

  it('still shows every client block when the server sends no sections', () => {
    expect(keys([])).toEqual(['top-banners', 'categories', 'other-categories', 'upcoming-webinars', 'feature-banner', 'feature-media', 'suggestions', 'featured-in']);
  });

  it('keeps the index of each server section', () => {
    const server = homeLayout(['a', 'b']).filter((b) => b.kind === 'server');
    expect(server).toEqual([
      { kind: 'server', key: 'a', index: 0 },
      { kind: 'server', key: 'b', index: 1 },
    ]);
  });
});
