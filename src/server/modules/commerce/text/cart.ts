import type { CartRefusalReason } from '../../../../common/contract/cart.js';
import type { Locale } from '../../../../common/enums.js';
import { messagesOf } from '../../../http/messages.js';

/** Why an item cannot go in the cart, in Indonesian and English. `{title}` is the content's title in the request's language. */
const REFUSALS = {
  unavailable: { id: 'Konten #{id} tidak tersedia.', en: 'Content #{id} is not available.' },
  notForSale: { id: '"{title}" tidak dapat dibeli.', en: '"{title}" cannot be bought.' },
  owned: { id: 'Kamu sudah memiliki "{title}".', en: 'You already own "{title}".' },
  pendingOrder: {
    id: '"{title}" sudah ada di pesanan yang menunggu pembayaran. Selesaikan atau batalkan pesanan itu dulu.',
    en: '"{title}" is already in an order waiting for payment. Pay or cancel that order first.',
  },
  ended: { id: '"{title}" sudah berakhir.', en: '"{title}" has already ended.' },
  packageMismatch: { id: 'Paket harga #{packageId} bukan milik "{title}".', en: 'Price tier #{packageId} does not belong to "{title}".' },
} as const satisfies Record<CartRefusalReason, Record<Locale, string>>;

const say = messagesOf(REFUSALS);

export function refusalText(locale: Locale, reason: CartRefusalReason, values: { id: number; title: string; packageId?: number | null }): string {
  return say(locale, reason, values);
}

export function addedText(locale: Locale, added: number, enrolled: number): string {
  if (locale === 'en') {
    if (added === 0) return enrolled === 1 ? 'Free content: you are enrolled' : 'Free contents: you are enrolled';
    return enrolled > 0 ? 'Added to your cart; the free contents are yours already' : 'Added to your cart';
  }
  if (added === 0) return 'Konten gratis: kamu sudah terdaftar';
  return enrolled > 0 ? 'Ditambahkan ke keranjang; konten gratis sudah menjadi milikmu' : 'Ditambahkan ke keranjang';
}
