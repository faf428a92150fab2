/**
 * Boot: platform + stores, the stored locale's messages and session hydration (async
 * keychain/cookie) in parallel, maintenance check, tag-manager data layer, push worker
 * registration, then render. The router starts the first page's loader at once (it waits for the
 * session), so the page's data, its chunk and the messages download together.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { createBrowserRouter, createHashRouter } from 'react-router-dom';
import { reaction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/context';
import { i18n, initI18n, setLanguage } from './i18n';
import { createRoutes } from './routes';
import { App } from './App';
import { brandTheme } from './components/theme';
import { startTagManager } from './platform/tagManager';
import { registerPushWorker } from './platform/pushWorker';
import { localeBasename, localeOfPath } from '../common/localeUrl';

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

const store = new RootStore();
const booted = store.boot();
// The language menu loads a language before it sets the locale, so this switch is immediate.
const messages = initI18n(store.settings.locale).catch((err: unknown) => console.error('[i18n] messages did not load', err));
document.documentElement.lang = store.settings.locale;
reaction(
  () => store.settings.locale,
  (locale) => {
    void setLanguage(locale).catch((err: unknown) => console.error('[i18n] messages did not load', err));
    document.documentElement.lang = locale;
  },
);

// Events carry the session's user id; a remembered accept loads the tag manager's container.
startTagManager(() => store.session.userId);
void store.checkMaintenance();

// file:// (a packaged desktop build loading files from disk) cannot use history routing.
const routes = createRoutes(store);
const router = window.location.protocol === 'file:' ? createHashRouter(routes) : createBrowserRouter(routes, { basename: localeBasename(localeOfPath(window.location.pathname)) });
store.platform.onNotificationClick((route) => void router.navigate(route));
// Desktop: a belajar:// link (a payment's return from the system browser) opens its route.
store.platform.onOpenLink?.((route) => void router.navigate(route));
// The server answers in the request's language: the current page's loader asks again (its stores
// keep answers per language, so pages visited before are asked again when they are revisited).
reaction(
  () => store.settings.locale,
  () => void router.revalidate(),
);

if (store.platform.kind === 'web' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void registerPushWorker({ fetch: window.fetch.bind(window), serviceWorker: navigator.serviceWorker }), {
    once: true,
  });
}

// The desktop app (issue 22): at every start, reports recorded offline go out and access to the
// courses kept offline is checked again (an ended enrolment deletes its files).
void booted.then(() => {
  const offline = store.platform.offline;
  if (offline && store.session.accessToken) store.lecture.useOffline(offline);
});

void Promise.all([booted, messages]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <FluentProvider theme={brandTheme}>
            <GlobalStyles />
            <App router={router} />
          </FluentProvider>
        </I18nextProvider>
      </StoreProvider>
    </StrictMode>,
  );
});
