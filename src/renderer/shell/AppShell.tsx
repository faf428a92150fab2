/**
 * Root route element: picks the page's layout, sends guests away from pages that need sign-in,
 * tracks page views, sets the document title and shows the progress bar. Also used as the
 * hydrate fallback (`booting`) while the first page's chunk and its loader's data arrive.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { BareLayout, DefaultLayout } from './layouts';
import { TopProgressBar } from './TopProgressBar';
import { useRouteHandle } from '../components/routeHandle';
import { consentWanted, trackPageView } from '../platform/tagManager';
import { PageSkeleton } from '../components/PageSkeleton';

// Asked only with a tag-manager container and no remembered choice: most visits never load it.
const ConsentBanner = lazy(() => import('./ConsentBanner').then((m) => ({ default: m.ConsentBanner })));

export const AppShell = observer(function AppShell({ booting = false }: { booting?: boolean }) {
  const { session } = useStores();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const handle = useRouteHandle();
  // Read after mount: the server renders no banner, and the hydration must match it.
  const [askConsent, setAskConsent] = useState(false);
  useEffect(() => setAskConsent(!booting && consentWanted()), [booting]);

  useEffect(() => {
    if (booting) return;
    trackPageView(`${location.pathname}${location.search}`);
  }, [booting, location.pathname, location.search]);

  useEffect(() => {
    // A page's title may be in its feature's messages, loaded with the page: while it boots (or when
    // its chunk failed) the site's own title shows, never a key.
    const page = handle.titleKey && i18n.exists(handle.titleKey) ? t(handle.titleKey) : null;
    document.title = page ? `${page} | ${t('app.name')}` : `${t('app.name')} — ${t('app.tagline')}`;
  }, [handle.titleKey, t, i18n, i18n.language]);

  const guestBlocked = handle.auth && !session.isSignedIn;
  const from = `${location.pathname}${location.search}${location.hash}`;
  const content = booting ? <PageSkeleton /> : guestBlocked ? <Navigate to={`/signin?${new URLSearchParams({ from })}`} replace /> : <Outlet />;
  // A page's own skip link (results, buy box) only where its target is: not over a skeleton.
  const skipTo = booting || guestBlocked ? undefined : handle.skipTo;

  return (
    <>
      <TopProgressBar force={booting} />
      {!booting && <ScrollRestoration />}
      {handle.layout === 'bare' ? <BareLayout>{content}</BareLayout> : <DefaultLayout skipTo={skipTo}>{content}</DefaultLayout>}
      {askConsent && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </>
  );
});
