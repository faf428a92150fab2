import { describe, expect, it } from 'vitest';
import { ok } from '../../api/testAdapter';
import { must } from '../../../common/must';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { infoPageLoader, shortLinkLoader } from './loaders';
import { infoOf } from './store';

describe('the info loaders and InfoStore', () => {
  it('about us and the pages by slug, kept per language', async () => {
    const { store, calls } = testRoot((c) => ok({ slug: c.url.split('/').pop(), title: 'T', body: '', updatedAt: '2026-01-01' }));
    await infoPageLoader('aboutus')(store, loaderArgs());
    await infoPageLoader('terms')(store, loaderArgs());
    await infoPageLoader('terms')(store, loaderArgs());
    expect(calls.map((c) => c.url)).toEqual(['/web/v2/info/aboutus', '/web/v2/info/terms']);
    expect(infoOf(store).pages.get('terms').data?.slug).toBe('terms');
  });

  it('a short link by its code', async () => {
    const { store, calls } = testRoot(() => ok({ url: 'https://example.test/courses/x', path: '/courses/x' }));
    await shortLinkLoader(store, loaderArgs({ linkCode: 'AbC' }));
    expect(must(calls[0], 'the short-link call').url).toBe('/web/v2/shortUrl/AbC');
    expect(infoOf(store).shortLinks.get('AbC').data?.path).toBe('/courses/x');
  });

  it('sends the contact message without an empty phone and passes 429 through as an ApiError', async () => {
    const { store, calls } = testRoot(() => ({ status: 429, data: { statusCode: 429, message: 'Terlalu banyak pesan dari alamat Anda.', errors: [] } }));
    await expect(infoOf(store).sendContact({ name: 'Budi', email: 'b@x.id', phone: '', subject: 'Halo', message: 'Pesan yang cukup panjang' })).rejects.toMatchObject({
      status: 429,
      message: 'Terlalu banyak pesan dari alamat Anda.',
    });
    expect(must(calls[0], 'the contact call').data).toEqual({ name: 'Budi', email: 'b@x.id', subject: 'Halo', message: 'Pesan yang cukup panjang' });
  });
});
