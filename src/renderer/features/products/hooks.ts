/** Hooks of the product pages: the page title and the buy-box actions. Their data comes from the route loaders (loaders.ts → store.ts). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { signInPath } from './helpers';

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
