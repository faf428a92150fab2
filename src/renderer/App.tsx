/**
 * The app: the maintenance page replaces everything while maintenance is on. `AppProviders` is
 * the one provider stack of the browser (main.tsx) and of the server render (entry-server.tsx),
 * so both produce the same tree and hydration matches.
 */
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { createBrowserRouter } from 'react-router-dom';
import { StoreProvider, useStores } from './stores/context';
import type { RootStore } from './stores/RootStore';
import { endFirstHydration } from './ssr/hydrateWhenSeen';
import { INTERACTIVE_EVENT } from '../common/constants';
// The brand theme's CSS variables (generated from components/theme.ts): a cached stylesheet.
import './components/theme.css';
import './components/global.css';

const MaintenancePage = lazy(() => import('./shell/MaintenancePage').then((m) => ({ default: m.ScopedMaintenancePage })));
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

/** `children`: the router (RouterProvider in the browser, StaticRouterProvider on the server). */
export const App = observer(function App({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  const toasterWanted = useToasterWanted();
  useSessionExpiredToast();
  // `<html data-interactive>` once rendered or hydrated (effects never run on the server): before
  // it a server-rendered page shows its content but its buttons do nothing yet (journeys wait).
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
    // The boot script of a server-rendered page then does again what the visitor did before.
    window.dispatchEvent(new Event(INTERACTIVE_EVENT));
    // Parts rendered from now on are not the server's: they render at once (ssr/hydrateWhenSeen).
    endFirstHydration();
  }, []);
  return (
    <>
      {ui.maintenance ? (
        <Suspense fallback={null}>
          <MaintenancePage />
        </Suspense>
      ) : (
        children
      )}
      {toasterWanted && (
        <Suspense fallback={null}>
          <ShellToaster />
        </Suspense>
      )}
    </>
  );
});

export interface AppProvidersProps {
  store: RootStore;
  i18n: I18n;
  children: ReactNode;
}

/**
 * Stores and messages around the app, identical on the server and in the browser. Fluent's
 * providers are not here: each part that renders Fluent brings its own (components/FluentScope),
 * and the global styles are global.css's.
 */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <App>{children}</App>
        </I18nextProvider>
      </StoreProvider>
    </StrictMode>
  );
}
