/**
 * Tag-manager tracking (spec 1, issue 20): GA4-style events pushed to `window.dataLayer`, each
 * with the signed-in student's id (null for guests), and the container (gtm.js) loaded only when
 * the server names one (GTM_ID → `<meta name="gtm-id">`) and the visitor accepted analytics.
 *
 * Events are pushed whatever the choice: dataLayer is a plain array in the page and nothing leaves
 * the browser unless the container is loaded, which a declined visitor never gets. This is GTM
 * consent mode's way (the bootstrap's `gtag('consent','default',…)` denies, an accept updates it):
 * a container loaded after an accept in the same visit sees the visit's earlier events with the
 * consent state in force (docs/decisions.md, issue 20).
 */
import { GTM_ID_PATTERN, GTM_META_NAME, gtmScriptUrl } from '../../common/tagManager';
import { ANALYTICS_CONSENT_KEY } from '../../common/constants';

export type DataLayer = Array<Record<string, unknown> | IArguments>;

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

export function initDataLayer(target: { dataLayer?: DataLayer } = window): DataLayer {
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  return target.dataLayer;
}

// ---------------------------------------------------------------------------- where events go

interface TrackingEnv {
  target: { dataLayer?: DataLayer };
  userId: () => string | null;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  document: Document | null;
  now: () => Date;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (a privacy mode): nothing is remembered
  }
}

const reportedInMemory = new Set<string>();
let containerLoaded = false;

let env: TrackingEnv = {
  target: typeof window === 'undefined' ? {} : window,
  userId: () => null,
  storage: browserStorage(),
  document: typeof document === 'undefined' ? null : document,
  now: () => new Date(),
};

/** Sets where events go and whose they are (main.tsx: the session's user id; tests: their own). */
export function configureTracking(options: Partial<TrackingEnv>): void {
  env = { ...env, ...options };
  // A new configuration is a new page (tests): its memory starts empty, storage is what carries over.
  containerLoaded = false;
  reportedInMemory.clear();
}

function push(event: string, params: Record<string, unknown> = {}): void {
  const dataLayer = initDataLayer(env.target);
  // GA4 through GTM: the previous ecommerce object is cleared before the next, so fields of one
  // event never leak into another (Google's dataLayer guide).
  if ('ecommerce' in params) dataLayer.push({ ecommerce: null });
  dataLayer.push({ event, ...params, user_id: env.userId() ?? null });
}

// ---------------------------------------------------------------------------- the events

export const CURRENCY = 'IDR';

/** A GA4 item: what was bought, at the price paid for it. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
}

/** An item from the ids, title and price of a cart or order line. */
export function analyticsItem(line: { contentId: number; packageId: number | null; title: string; price: number }): AnalyticsItem {
  return {
    item_id: String(line.contentId),
    item_name: line.title,
    price: line.price,
    quantity: 1,
    ...(line.packageId !== null ? { item_variant: String(line.packageId) } : {}),
  };
}

const valueOf = (items: readonly AnalyticsItem[]) => items.reduce((sum, i) => sum + i.price * i.quantity, 0);

/** `page_view` on every navigation (path with its query). */
export function trackPageView(pagePath: string): void {
  push('page_view', { page_path: pagePath });
}

/** `search` when a keyword is submitted. */
export function trackSearch(searchTerm: string): void {
  const term = searchTerm.trim();
  if (term) push('search', { search_term: term });
}

/** `add_to_cart` when the server put items in the cart. */
export function trackAddToCart(items: readonly AnalyticsItem[]): void {
  if (items.length) push('add_to_cart', { ecommerce: { currency: CURRENCY, value: valueOf(items), items } });
}

/** `begin_checkout` when a selection reaches checkout. */
export function trackBeginCheckout(items: readonly AnalyticsItem[], value: number): void {
  if (items.length) push('begin_checkout', { ecommerce: { currency: CURRENCY, value, items } });
}

const PURCHASED_KEY = 'analytics.purchased';
const PURCHASED_KEPT = 50;

/**
 * `purchase` once per order: the payment page reads a paid order on every visit and reload, so the
 * ids already reported are remembered (the newest 50; in memory too, when storage is refused).
 * Returns whether it was pushed now.
 */
export function trackPurchase(transactionId: string, value: number, items: readonly AnalyticsItem[]): boolean {
  const reported = readList(PURCHASED_KEY);
  if (reported.includes(transactionId) || reportedInMemory.has(transactionId)) return false;
  reportedInMemory.add(transactionId);
  writeList(PURCHASED_KEY, [...reported, transactionId].slice(-PURCHASED_KEPT));
  push('purchase', { ecommerce: { transaction_id: transactionId, currency: CURRENCY, value, items } });
  return true;
}

export type LoginMethod = 'email' | 'phone' | 'google' | 'apple';

/** `login` after a sign-in or a sign-up (which signs in), once the session holds the id. */
export function trackLogin(method: LoginMethod): void {
  push('login', { method });
}

/** The method of a one-time code's address. */
export function methodOfAddress(emailOrPhone: string): LoginMethod {
  return emailOrPhone.includes('@') ? 'email' : 'phone';
}

function readList(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(env.storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function writeList(key: string, list: string[]): void {
  try {
    env.storage?.setItem(key, JSON.stringify(list));
  } catch {
    /* storage full or refused: the in-memory set still dedupes this page's life */
  }
}

// ---------------------------------------------------------------------------- consent

export type ConsentChoice = 'granted' | 'denied';
export interface ConsentRecord {
  analytics: ConsentChoice;
  /** When it was chosen (ISO). */
  at: string;
}

export const CONSENT_KEY = ANALYTICS_CONSENT_KEY;

/** The remembered choice, or null when the visitor has not chosen (or the record is unreadable). */
export function readConsent(): ConsentRecord | null {
  try {
    const parsed = JSON.parse(env.storage?.getItem(CONSENT_KEY) ?? 'null') as Partial<ConsentRecord> | null;
    if (parsed && (parsed.analytics === 'granted' || parsed.analytics === 'denied') && typeof parsed.at === 'string') return { analytics: parsed.analytics, at: parsed.at };
  } catch {
    /* unreadable: asked again */
  }
  return null;
}

/** The container named by the served page, when its id has the right form. */
export function containerId(): string | null {
  const id = env.document?.querySelector<HTMLMetaElement>(`meta[name="${GTM_META_NAME}"]`)?.content ?? '';
  return GTM_ID_PATTERN.test(id) ? id : null;
}

/** The banner is wanted when there is a container and no remembered choice. */
export function consentWanted(): boolean {
  return containerId() !== null && readConsent() === null;
}

/** A consent-mode command: GTM reads an arguments object, not an array. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- GTM tells commands from events by the arguments object
  initDataLayer(env.target).push(arguments);
}

/** Remembers the visitor's choice, tells consent mode, and loads the container on an accept. */
export function recordConsent(choice: ConsentChoice): void {
  const record: ConsentRecord = { analytics: choice, at: env.now().toISOString() };
  try {
    env.storage?.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    /* not remembered: the banner asks again next visit */
  }
  gtag('consent', 'update', { analytics_storage: choice });
  if (choice === 'granted') loadContainer();
}

/**
 * Inserts the container script once, only with a container id and a granted consent. Returns
 * whether it inserted it now.
 */
export function loadContainer(): boolean {
  const id = containerId();
  const doc = env.document;
  if (containerLoaded || !id || !doc || readConsent()?.analytics !== 'granted') return false;
  containerLoaded = true;
  initDataLayer(env.target).push({ 'gtm.start': env.now().getTime(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(id);
  doc.head.appendChild(script);
  return true;
}

/** At start: dataLayer exists, and a choice remembered as granted loads the container. */
export function startTagManager(userId: () => string | null): void {
  configureTracking({ userId });
  initDataLayer(env.target);
  const remembered = readConsent();
  if (remembered?.analytics === 'granted') {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    loadContainer();
  }
}
