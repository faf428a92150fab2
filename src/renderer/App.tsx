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
import { FluentProvider, makeStaticStyles, RendererProvider, SSRProvider, type GriffelRenderer } from '@fluentui/react-components';
import type { createBrowserRouter } from 'react-router-dom';
import { StoreProvider, useStores } from './stores/context';
import type { RootStore } from './stores/RootStore';
import { endFirstHydration } from './ssr/hydrateWhenSeen';
// The brand theme's CSS variables (generated from components/theme.ts): a cached stylesheet.
import './components/theme.css';

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

/** `children`: the router (RouterProvider in the browser, StaticRouterProvider on the server). */
export const App = observer(function App({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  const toasterWanted = useToasterWanted();
  useSessionExpiredToast();
  // `<html data-interactive>` once rendered or hydrated (effects never run on the server): before
  // it a server-rendered page shows its content but its buttons do nothing yet (journeys wait).
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
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

const useGlobalStyles = makeStaticStyles({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: { margin: 0, backgroundColor: '#F7F8FA', WebkitFontSmoothing: 'antialiased' },
  'html, body, #root': { minHeight: '100%' },
  img: { maxWidth: '100%' },
});

function GlobalStyles() {
  useGlobalStyles();
  return null;
}

/** The theme's variables come from theme.css on :root, so the provider adds none of its own. */
const THEME_FROM_STYLESHEET = {};

export interface AppProvidersProps {
  store: RootStore;
  i18n: I18n;
  /** Griffel's renderer: one per server render (its styles go to the head); in the browser it adopts the server's style elements. */
  renderer: GriffelRenderer;
  children: ReactNode;
}

/** Stores, messages, styles and the theme around the app, identical on the server and in the browser. */
export function AppProviders({ store, i18n, renderer, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <RendererProvider renderer={renderer}>
        <SSRProvider>
          <StoreProvider store={store}>
            <I18nextProvider i18n={i18n}>
              <FluentProvider theme={THEME_FROM_STYLESHEET}>
                <GlobalStyles />
                <App>{children}</App>
              </FluentProvider>
            </I18nextProvider>
          </StoreProvider>
        </SSRProvider>
      </RendererProvider>
    </StrictMode>
  );
}
