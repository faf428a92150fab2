/** Hooks of the product pages: cached GET calls (ProductStore), the page title, the actions. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context';
import type { Resource } from '../../stores/Resource';
import type { ProductCallOptions } from '../../stores/ProductStore';
import { signInPath } from './helpers';

/**
 * The Resource of a GET call, loaded once per mount (and again when the path, the query or the
 * language changes). `path` null = not yet (e.g. waiting for the content id). Use inside observer
 * components: the Resource is observable.
 */
export function useProductResource<T>(path: string | null, params?: Record<string, unknown>, options?: ProductCallOptions): Resource<T> | null {
  const { products, settings } = useStores();
  // Read so that observers re-render (and re-key) when the language changes.
  const locale = settings.locale;
  const key = path ? products.key(path, params) : null;
  const resource = path ? products.resource<T>(path, params) : null;
  useEffect(() => {
    if (path && resource) void products.ensure(resource, path, params, options);
    // key stands for path + params + language.
  }, [key, locale]);
  return resource;
}

/**
 * Like useProductResource, for a value built from several calls: `key` names it in the cache
 * (with the language), `load` builds it.
 */
export function useProductLoader<T>(key: string | null, load: () => Promise<T>): Resource<T> | null {
  const { products, settings } = useStores();
  const locale = settings.locale;
  const resource = key ? products.resource<T>(`loader:${key}`) : null;
  useEffect(() => {
    if (resource) void resource.ensure(load);
  }, [key, locale]);
  return resource;
}

/** document.title = "<title> | <site>" once the title is known (after the shell's own title). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!title) return;
    const text = `${title} | ${t('app.name')}`;
    document.title = text;
    // The shell sets its route title in its own effect, which runs after this one on navigation.
    const frame = requestAnimationFrame(() => {
      document.title = text;
    });
    return () => cancelAnimationFrame(frame);
  }, [title, t, i18n.language]);
}

export type ProductAction = 'cart' | 'buy' | 'wishlist' | 'join' | 'donate';

/**
 * What the buy-box buttons do for now (spec 2 sign-in rule): guests go to /signin?from=<this
 * page>; signed-in students get an info toast, because the server has no cart, order, wishlist or
 * enrolment calls yet (src/server has no cart/orders/wishlist/enrollments routes). Nothing is
 * pretended to succeed.
 */
export function useProductActions(): { signedIn: boolean; run: (action: ProductAction) => void; signInHref: string } {
  const { session, ui } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return {
    signedIn: session.isSignedIn,
    signInHref: signInPath(from),
    run: (action) => {
      if (!session.isSignedIn) {
        navigate(signInPath(from));
        return;
      }
      ui.info(t(`products.actions.soon.${action}`), { title: t('products.actions.soonTitle') });
    },
  };
}
