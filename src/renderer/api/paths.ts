/**
 * Path rules of the main API (spec sections 4, 7, 8).
 *
 * Callers pass the path as the spec writes it: `home/sections`, `v2/articles/by-url/x`,
 * `web/v2/articles/by-url/x`. `v2/...` is served at `/v2/...`, everything else at `/web/v2/...`.
 */

/** Strip leading slashes and a leading `web/v2/`, giving the spec-relative path. */
export function specPath(path: string): string {
  let p = path.replace(/^\/+/, '');
  if (p.startsWith('web/v2/')) p = p.slice('web/v2/'.length);
  return p;
}

/** The URL path (without the API base) of a main API call. Absolute URLs pass through. */
export function resolveMainPath(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const p = specPath(path);
  return p.startsWith('v2/') ? `/${p}` : `/web/v2/${p}`;
}

/** `auth/*` and `v2/auth/*` skip the refresh-and-retry handling. */
export function isAuthPath(path: string): boolean {
  const p = specPath(path);
  return p.startsWith('auth/') || p.startsWith('v2/auth/');
}

/** The change-password call; its client errors are thrown like any other. */
export function isChangePasswordPath(path: string): boolean {
  return specPath(path).startsWith('auth/change-pass');
}

/**
 * Event paths (`events/...`, `event-application/...`) return client errors softly,
 * except the ihcbs orders path (any event path containing `ihcbs` followed by `orders`).
 */
export function isSoftEventPath(path: string): boolean {
  const [p = ''] = specPath(path).split('?');
  const isEvent = /^(events|event-application)(\/|$)/.test(p);
  return isEvent && !/ihcbs.*orders/i.test(p);
}

/** Short-link paths: `shortUrl/{linkCode}`. */
export function isShortLinkPath(path: string): boolean {
  return specPath(path).startsWith('shortUrl/');
}

/** Ebook paths: any path with an `ebook` or `ebooks` segment. */
export function isEbookPath(path: string): boolean {
  return /(^|\/)ebooks?(\/|$|\?)/i.test(specPath(path));
}

/** The voucher check `vouchers/validate/{voucherCode}`. */
export function isVoucherValidatePath(path: string): boolean {
  return specPath(path).startsWith('vouchers/validate/');
}
