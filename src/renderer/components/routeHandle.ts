import { useMatches } from 'react-router-dom';

/** The page layouts of the shell (shell/layouts.tsx). */
export type LayoutName = 'default' | 'bare';

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
}

/** The merged handle of the current matches (deepest wins; auth if any route needs it). */
export function useRouteHandle(): Required<Pick<RouteHandle, 'layout' | 'auth'>> & Pick<RouteHandle, 'titleKey'> {
  const matches = useMatches();
  let layout: LayoutName = 'default';
  let titleKey: string | undefined;
  let auth = false;
  for (const m of matches) {
    const h = (m.handle ?? {}) as RouteHandle;
    if (h.layout) layout = h.layout;
    if (h.titleKey) titleKey = h.titleKey;
    if (h.auth) auth = true;
  }
  return { layout, titleKey, auth };
}
