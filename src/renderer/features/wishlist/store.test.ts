import { describe, expect, it } from 'vitest';
import { ContentType } from '../../../common/enums';
import { ok } from '../../api/testAdapter';
import { contentItem } from '../../components/contentFixtures';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { wishlistLoader, wishlistPage, wishlistType } from './loaders';
import { wishlistOf } from './store';

const page = (ids: number[]) => ({ items: ids.map((contentId) => contentItem({ contentId })), page: 1, pageSize: 12, totalItems: ids.length, totalPages: 1 });

describe('WishlistStore', () => {
  it('reads the tab and page from the URL', () => {
    expect(wishlistType(new URLSearchParams(`type=${ContentType.COURSE}`))).toBe(ContentType.COURSE);
    expect(wishlistType(new URLSearchParams('type=abc'))).toBeNull();
    expect(wishlistPage(new URLSearchParams('page=3'))).toBe(3);
    expect(wishlistPage(new URLSearchParams('page=-1'))).toBe(1);
  });

  it('the loader asks the types and a page of the chosen type once; a toggle makes them stale', async () => {
    const { store, calls } = testRoot(
      (c) => {
        if (c.url.endsWith('content-types')) return ok([{ type: ContentType.COURSE, count: 2 }]);
        if (c.url.includes('wishlist-toggle')) return ok({ contentId: 4, isWishlisted: false });
        return ok(page([4, 5]));
      },
      memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }),
    );
    await store.boot();
    const args = loaderArgs({}, `type=${ContentType.COURSE}`);
    await wishlistLoader(store, args);
    await wishlistLoader(store, args);
    expect(calls.map((c) => c.url).sort()).toEqual(['/web/v2/wishlist/content-types', '/web/v2/wishlist/contents']);
    expect(calls.find((c) => c.url.endsWith('/contents'))?.params).toMatchObject({ page: 1, pageSize: 12, contentType: ContentType.COURSE });
    expect(wishlistOf(store).items.data?.items.length).toBe(2);

    const outcome = await wishlistOf(store).toggle(4);
    expect(outcome).toEqual({ ok: true, isWishlisted: false });
    expect(calls.at(-1)).toMatchObject({ url: '/web/v2/contents/4/wishlist-toggle', method: 'PUT' });
    expect(wishlistOf(store).wished.get(4)).toBe(false);
    await wishlistLoader(store, args);
    expect(calls.length).toBe(5);
  });

  it('a guest asks nothing', async () => {
    const { store, calls } = testRoot(() => ok([]));
    await store.boot();
    await wishlistLoader(store, loaderArgs());
    expect(calls.length).toBe(0);
  });
});
