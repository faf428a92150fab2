/**
 * Boot: platform + stores, the locale's shell messages and session hydration (async keychain/cookie)
 * in parallel, maintenance check, tag-manager data layer, push worker registration, then render.
 * The router starts the first page's loader at once (it waits for the session), so the page's
 * data, its chunk and its messages (i18n/pageMessages.ts) download together.
 *
 * A page the server rendered (issue 23: it carries `#lm-data`) is hydrated instead: the stores
 * start as a guest's from the server's recorded answers (ssr/transfer.ts), the matched lazy routes
 * are resolved (with their pages' messages) and their loaders run (answered from the recording, no
 * request) before hydrateRoot, and the router gets hydrationData so it does not run them again.
 * The session is read after hydration: the signed-in header and the personal parts (ownership …)
 * follow, as the server never renders them.
 *
 * On the web the URL decides the language (/en/… English, the rest Indonesian) and the router's
 * basename; the desktop app (file://, hash router) keeps its stored language.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createHashRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { reaction } from 'mobx';
import { localeBasename, localeOfPath } from '../common/localeUrl';
import { RootStore } from './stores/RootStore';
import { i18n, initI18n, setLanguage } from './i18n';
import { withPageMessages } from './i18n/pageMessages';
import { createRoutes, resolveLazy } from './routes';
import { AppProviders } from './App';
import { startTagManager } from './platform/tagManager';
import { registerPushWorker } from './platform/pushWorker';
import { startPreloadDeps } from './platform/preloadDeps';
import { afterLoad } from './platform/afterLoad';
import { readSsrData, TransferReplay } from './ssr/transfer';
import { beginFirstHydration, openEveryPart, whenFirstHydrated } from './ssr/hydrateWhenSeen';
import { loadAxios } from './api/lazyAxios';

/** How long the hydration waits for the page's data to settle (calls the recording did not hold). */
const HYDRATION_SETTLE_MS = 3000;

// A page the server rendered carries its data (the desktop app's pages never do).
const ssr = readSsrData(document);
// Calls the recording does not hold go to the network through axios' own adapter (axios loads with the first such call).
const replay = ssr ? new TransferReplay(ssr.transfer, () => loadAxios().then((axios) => axios.getAdapter(axios.defaults.adapter))) : null;
const store = new RootStore(replay ? { adapter: replay.adapter } : {});
// The website: the URL's language and its basename (/en). The desktop app keeps its stored language.
const website = store.platform.kind === 'web';
const basename = website ? localeBasename(localeOfPath(window.location.pathname)) : '';
if (website) store.settings.setLocale(localeOfPath(window.location.pathname));
// A server-rendered page is hydrated as the guest it was rendered for; the session is read after.
const booted = ssr ? Promise.resolve() : store.boot();
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
const maintenance = store.checkMaintenance();

// file:// (a packaged desktop build loading files from disk) cannot use history routing.
// A page's route resolves with its chunk and its messages (the shell's are loaded above).
const routes = withPageMessages(createRoutes(store));

/** The server's first view again in this browser: lazy routes resolved and their loaders run from the recording. */
async function prepareHydration(): Promise<ReturnType<typeof createBrowserRouter>> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  // Each page's Component and loader (with its feature's store) come from its lazy chunks.
  await Promise.all(matches.map(({ route }) => resolveLazy(route)));
  const request = new Request(window.location.href);
  await Promise.all(
    matches.map(({ route, params }) => (typeof route.loader === 'function' ? route.loader({ params, request, context: undefined } as Parameters<typeof route.loader>[0]) : null)),
  );
  await replay?.idle(HYDRATION_SETTLE_MS);
  return createBrowserRouter(routes, { basename, hydrationData: { loaderData: ssr?.loaderData ?? {} } });
}

const router: Promise<ReturnType<typeof createBrowserRouter>> =
  window.location.protocol === 'file:'
    ? Promise.resolve(createHashRouter(routes))
    : ssr
      ? maintenance.then(() => prepareHydration())
      : Promise.resolve(createBrowserRouter(routes, { basename }));

void router.then((r) => {
  store.platform.onNotificationClick((route) => void r.navigate(route));
  // Desktop: a belajar:// link (a payment's return from the system browser) opens its route.
  store.platform.onOpenLink?.((route) => void r.navigate(route));
  // The server answers in the request's language: the current page's loader asks again (its stores
  // keep answers per language, so pages visited before are asked again when they are revisited).
  reaction(
    () => store.settings.locale,
    () => void r.revalidate(),
  );
});

// Later navigations download a page's chunks at once (vite.config.ts `deferredPreloads`).
if (website) afterLoad(() => startPreloadDeps(document));

if (store.platform.kind === 'web' && 'serviceWorker' in navigator) {
  afterLoad(() => void registerPushWorker({ fetch: window.fetch.bind(window), serviceWorker: navigator.serviceWorker }));
}

// The desktop app (issue 22): at every start, reports recorded offline go out and access to the
// courses kept offline is checked again (an ended enrolment deletes its files).
void booted.then(() => {
  const offline = store.platform.offline;
  // The lecture store comes with its own chunk: the website's first load does not carry it.
  if (offline && store.session.accessToken) void import('./features/lecture/store').then(({ lectureOf }) => lectureOf(store).useOffline(offline));
});

void Promise.all([booted, messages, router]).then(([, , r]) => {
  const rootElement = document.getElementById('root')!;
  const app = (
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={r} />
    </AppProviders>
  );
  if (!ssr) {
    createRoot(rootElement).render(app);
    return;
  }
  // As a transition the hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of blocking a phone's main thread for the whole page at once.
  beginFirstHydration();
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
  // A navigation must not wait on parts still dehydrated (ssr/hydrateWhenSeen.tsx).
  r.subscribe(() => openEveryPart());
  // Later calls see fresh data. The student's session (and what is theirs) comes once the page is
  // hydrated: read during the time-sliced hydration it would make it a client render.
  replay?.close();
  void whenFirstHydrated()
    .then(() => store.boot())
    .then(() => {
      if (store.session.isSignedIn) void r.revalidate();
    });
});
