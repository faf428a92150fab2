import { useMatches } from 'react-router-dom';

/** The page layouts of the shell (shell/layouts.tsx). */
export type LayoutName = 'default' | 'bare';

/**
 * The in-page targets a page's skip links go to (issue 25: at most 5 Tabs from a page's load to
 * its results or its "Buy now"): the shell renders plain `<a href="#id">` links to them first in
 * the page, so they work in the server's HTML before the app starts; each target has
 * tabindex="-1" so the browser moves the focus onto it.
 */
export const SKIP_TARGETS = { results: 'results', purchase: 'purchase' } as const;
export type SkipTarget = keyof typeof SKIP_TARGETS;

/** What a route may declare in `handle`. */
export interface RouteHandle {
  /** 'default' (header + footer) or 'bare' (signin, maintenance). The deepest route that sets it wins. */
  layout?: LayoutName;
  /** i18n key of the page title (document.title, placeholder heading). */
  titleKey?: string;
  /** Guests are sent to /signin?from=<this page>. */
  auth?: boolean;
  /**
   * Rendered in the browser only, never on the server: pages whose forms take credentials. A form
   * in server HTML could be submitted natively before hydration (a GET putting the password in
   * the URL); these pages have nothing for crawlers either.
   */
  clientOnly?: boolean;
  /** A skip link to the page's results (list pages) or its buy box (product pages), after the one to the main content. */
  skipTo?: SkipTarget;
}

/** The merged handle of the current matches (deepest wins; auth if any route needs it). */
export function useRouteHandle(): Required<Pick<RouteHandle, 'layout' | 'auth'>> & Pick<RouteHandle, 'titleKey' | 'skipTo'> {
  const matches = useMatches();
  let layout: LayoutName = 'default';
  let titleKey: string | undefined;
  let skipTo: SkipTarget | undefined;
  let auth = false;
  for (const m of matches) {
    const h = (m.handle ?? {}) as RouteHandle;
    if (h.layout) layout = h.layout;
    if (h.titleKey) titleKey = h.titleKey;
    if (h.skipTo) skipTo = h.skipTo;
    if (h.auth) auth = true;
  }
  return { layout, titleKey, auth, skipTo };
}
