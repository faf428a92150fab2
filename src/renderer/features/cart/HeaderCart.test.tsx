import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Cart } from '../../../common/contract/cart';
import { ok } from '../../api/testAdapter';
import { contentItem } from '../../components/contentFixtures';
import { initI18n } from '../../i18n';
import { StoreProvider } from '../../stores/context';
import type { RootStore } from '../../stores/RootStore';
import { memoryPlatform } from '../../stores/testPlatform';
import { testRoot } from '../../testing/testRoot';
import { cartBadgeText } from '../../shell/CartButton';
import HeaderCart from './HeaderCart';
import { cartOf as cartStoreOf } from './store';

const totals = { price: 100_000, discount: 0, payment: 100_000 };
function cartOf(ids: number[]): Cart {
  return {
    userId: 1,
    items: ids.map((contentId) => ({
      contentId,
      packageId: null,
      content: contentItem({ contentId }),
      package: null,
      price: 100_000,
      finalPrice: 100_000,
      totals,
      addedAt: '2026-11-27T00:00:00.000Z',
    })) as unknown as Cart['items'],
    totalItems: ids.length,
    totalPrice: 100_000 * ids.length,
    totalDiscount: 0,
    totalPayment: 100_000 * ids.length,
  };
}

async function render(store: RootStore, lang: 'en' | 'id') {
  const i18n = await initI18n(lang);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <HeaderCart />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

const labelOf = (html: string) => /<a[^>]*aria-label="([^"]*)"/.exec(html)?.[1];
const badgeOf = (html: string) => /data-testid="header-cart-count"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

describe('the header cart count', () => {
  it('badge text: the count, 99+ above the cap, nothing for 0', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(-1)).toBeNull();
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });

  it('counts the cart lines with an accessible name in both languages, follows a removal and a reset', async () => {
    let lines = [4, 5];
    const { store } = testRoot(() => ok(cartOf(lines)), memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }));
    await store.boot();
    await cartStoreOf(store).ensure();
    let html = await render(store, 'en');
    expect(labelOf(html)).toBe('Cart, 2 items');
    expect(badgeOf(html)).toBe('2');
    html = await render(store, 'id');
    expect(labelOf(html)).toBe('Keranjang, 2 item');

    // A removal replaces the cart with the server's answer: the badge follows.
    cartStoreOf(store).cart.set(cartOf([4]));
    html = await render(store, 'en');
    expect(labelOf(html)).toBe('Cart, 1 item');
    expect(badgeOf(html)).toBe('1');

    // Paid: the lines left the cart on the server; the store reads it again.
    lines = [];
    cartStoreOf(store).cart.key = null;
    await cartStoreOf(store).ensure();
    html = await render(store, 'en');
    expect(labelOf(html)).toBe('Cart');
    expect(badgeOf(html)).toBeNull();
  });

  it('shows nothing for a guest', async () => {
    const { store, calls } = testRoot(() => ok(cartOf([1, 2, 3])));
    await store.boot();
    const html = await render(store, 'en');
    expect(labelOf(html)).toBe('Cart');
    expect(badgeOf(html)).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/cart'))).toBe(false);
  });
});
