/** Tag-manager tracking: `window.dataLayer` and a page_view push on every navigation. */

export type DataLayer = Array<Record<string, unknown>>;

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

export function initDataLayer(target: { dataLayer?: DataLayer } = window): DataLayer {
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  return target.dataLayer;
}

/** Pushes `{ event: 'page_view', page_path, user_id }`; user_id is null for anonymous visitors. */
export function trackPageView(dataLayer: DataLayer, pagePath: string, userId: string | null): void {
  dataLayer.push({ event: 'page_view', page_path: pagePath, user_id: userId ?? null });
}
