/**
 * Tag manager rules both sides share (issue 20): the container id's form, where its script comes
 * from, the hosts the CSP names and the one inline script (the bootstrap) the served index.html
 * carries when GTM_ID is set. The server hashes BOOTSTRAP into the CSP, so the text here is the
 * text served, byte for byte; it holds no id, so the hash is the same for every container.
 */

/** GTM_ID: a Google Tag Manager web container id. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,10}$/;

/** The host of the container script (and of gtag.js, which GA4 tags in the container load). */
export const GTM_HOST = 'https://www.googletagmanager.com';

/** Where a GA4 tag in the container sends hits (connect-src, img-src). */
export const GTM_COLLECT_HOSTS = [GTM_HOST, 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] as const;

/** The container script of an id. */
export function gtmScriptUrl(gtmId: string): string {
  return `${GTM_HOST}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** The meta tag naming the container (read by the renderer; absent when GTM_ID is unset). */
export const GTM_META_NAME = 'gtm-id';

/**
 * Runs before the bundle: dataLayer exists and consent mode's defaults are "denied" before anything
 * can push, so a container loaded later reads that state first (GTM consent mode wants the
 * defaults before the container). `gtag` pushes its arguments object, which is what GTM reads as a
 * command.
 */
export const GTM_BOOTSTRAP =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});";
