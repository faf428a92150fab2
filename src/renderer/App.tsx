/** The app: the maintenance page replaces everything while maintenance is on. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from './stores/context';

const MaintenancePage = lazy(() => import('./shell/MaintenancePage').then((m) => ({ default: m.MaintenancePage })));
/** The toaster is not needed for the first paint: it loads on the first toast or once the page is idle. */
const ShellToaster = lazy(() => import('./shell/ShellToaster'));
const TOASTER_IDLE_PRELOAD_MS = 2500;

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function useToasterWanted(): boolean {
  const { ui } = useStores();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const timer = setTimeout(() => setWanted(true), TOASTER_IDLE_PRELOAD_MS);
    const dispose = reaction(
      () => ui.toasts.length > 0,
      (has) => has && setWanted(true),
      { fireImmediately: true },
    );
    return () => {
      clearTimeout(timer);
      dispose();
    };
  }, [ui, wanted]);
  return wanted;
}

/** Tells the student when a failed token refresh ended the session. */
function useSessionExpiredToast() {
  const { session, ui } = useStores();
  const { t } = useTranslation();
  useEffect(
    () =>
      reaction(
        () => session.expiredCount,
        () => ui.warning(t('toasts.sessionExpired')),
      ),
    [session, ui, t],
  );
}

export const App = observer(function App({ router }: { router: AppRouter }) {
  const { ui } = useStores();
  const toasterWanted = useToasterWanted();
  useSessionExpiredToast();
  return (
    <>
      {ui.maintenance ? (
        <Suspense fallback={null}>
          <MaintenancePage />
        </Suspense>
      ) : (
        <RouterProvider router={router} />
      )}
      {toasterWanted && (
        <Suspense fallback={null}>
          <ShellToaster />
        </Suspense>
      )}
    </>
  );
});
