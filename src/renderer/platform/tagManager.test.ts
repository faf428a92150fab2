import { describe, expect, it } from 'vitest';
import { initDataLayer, trackPageView } from './tagManager';

describe('tag manager', () => {
  it('initialises dataLayer once and pushes page views with the user id', () => {
    const target: { dataLayer?: Array<Record<string, unknown>> } = {};
    const dl = initDataLayer(target);
    expect(initDataLayer(target)).toBe(dl);
    trackPageView(dl, '/webinars?page=2', null);
    trackPageView(dl, '/', '42');
    expect(dl).toEqual([
      { event: 'page_view', page_path: '/webinars?page=2', user_id: null },
      { event: 'page_view', page_path: '/', user_id: '42' },
    ]);
  });
});
