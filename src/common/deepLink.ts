/**
 * belajar:// deep links (issue 22): how the desktop app is reached from outside, written once for
 * the main process (which turns a link into an app route), the server (whose payment finish page
 * sends the system browser back to the app) and their tests.
 *
 * Only two shapes are accepted, everything else is ignored:
 * - `belajar://payment/finish?order_id=ORD-12-1a2b3c4d` (the gateway's finish redirect, passed on
 *   by the server's finish page) → `/payment/12`, the order's payment page;
 * - `belajar://open?route=/user/transaction` → that route, when it names one of the site's pages
 *   (PAGE_PATTERNS) and stays inside the app (no scheme, no `//host`, no backslash).
 */
import { matchPage } from './routes.js';

export const DEEP_LINK_SCHEME = 'belajar';
/** Longer links are ignored unread (argv and open-url come from any program on the machine). */
export const MAX_DEEP_LINK_LENGTH = 2048;
const MAX_ROUTE_LENGTH = 1024;

/**
 * The shop's order id inside a gateway order id: `ORD-<order id>-<8 hex>` (commerce's charge),
 * or a bare order id. Null for anything else.
 */
export function orderIdOfGatewayOrderId(value: unknown): number | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const match = /^(?:ORD-(\d{1,15})-[0-9a-f]{8}|(\d{1,15}))$/.exec(value);
  const digits = match?.[1] ?? match?.[2];
  if (!digits) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The deep link the payment finish page opens for a gateway order id, or null when it is not one of ours. */
export function paymentFinishLink(gatewayOrderId: unknown): string | null {
  const id = orderIdOfGatewayOrderId(gatewayOrderId);
  return id === null ? null : `${DEEP_LINK_SCHEME}://payment/finish?order_id=${encodeURIComponent(String(gatewayOrderId))}`;
}

/**
 * An in-app route from the outside: a path of one of the site's pages with an optional query,
 * or null. The hash is dropped; control characters, backslashes and protocol-relative paths refuse.
 */
export function safeAppRoute(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ROUTE_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://app.invalid') return null;
  if (!matchPage(url.pathname)) return null;
  return url.pathname + url.search;
}

/** The app route a belajar:// link opens, or null when the link is not one the app accepts. */
export function parseDeepLink(link: unknown): string | null {
  if (typeof link !== 'string' || link.length === 0 || link.length > MAX_DEEP_LINK_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.username || url.password || url.port) return null;
  const place = `${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
  if (place === 'payment/finish') {
    const id = orderIdOfGatewayOrderId(url.searchParams.get('order_id'));
    return id === null ? null : `/payment/${id}`;
  }
  if (place === 'open') return safeAppRoute(url.searchParams.get('route'));
  return null;
}

/** The belajar:// link among a process's arguments (Windows and Linux pass it on the command line), if any. */
export function deepLinkInArgv(argv: readonly unknown[] | undefined): string | null {
  if (!Array.isArray(argv)) return null;
  for (let i = argv.length - 1; i >= 0; i -= 1) {
    const arg = argv[i];
    if (typeof arg === 'string' && arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) return arg;
  }
  return null;
}
