/**
 * The checkout URL (docs/decisions.md "Checkout and payment screens"): the selection travels in
 * the query, `/checkout?items=12,34&voucher=12:HEMAT10`, so a reload or a shared tab keeps it.
 */

/** What the checkout page was asked to buy: content ids and the voucher code applied to each. */
export interface CheckoutSelection {
  items: number[];
  vouchers: Record<number, string>;
}

const MAX_ITEMS = 20;

/** Reads `?items=12,34&voucher=12:HEMAT10` (unknown or malformed parts are dropped). */
export function parseCheckoutSearch(search: URLSearchParams): CheckoutSelection {
  const items: number[] = [];
  for (const part of (search.get('items') ?? '').split(',')) {
    const id = Number(part);
    if (Number.isSafeInteger(id) && id > 0 && !items.includes(id) && items.length < MAX_ITEMS) items.push(id);
  }
  const vouchers: Record<number, string> = {};
  for (const v of search.getAll('voucher')) {
    const cut = v.indexOf(':');
    const id = Number(v.slice(0, cut));
    const code = v.slice(cut + 1).trim();
    if (cut > 0 && items.includes(id) && code.length > 0 && code.length <= 64) vouchers[id] = code;
  }
  return { items, vouchers };
}

/** The checkout URL of a selection (the inverse of parseCheckoutSearch). */
export function checkoutHref(selection: CheckoutSelection): string {
  const search = new URLSearchParams();
  search.set('items', selection.items.join(','));
  for (const id of selection.items) {
    const code = selection.vouchers[id];
    if (code) search.append('voucher', `${id}:${code}`);
  }
  return `/checkout?${search.toString()}`;
}
