/**
 * The push-messaging service worker (spec 1), served as /firebase-messaging-sw.js only when the
 * server has FIREBASE_* set (src/server/web/plugin.ts prepends `self.FIREBASE_CONFIG = {…}`, the
 * public web configuration, to this bundle). Built by Vite from our own source with
 * firebase/messaging/sw: no script from another host. A push with a `notification` is shown by the
 * Firebase SDK itself (its click opens webpush.fcm_options.link); a data-only push is shown here
 * with the product logo, and a click opens its `data.route`.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { localeOfPath, localizedPath } from '../common/localeUrl';

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface NotificationEventLike extends Event {
  notification: { data?: { route?: string }; close(): void };
  waitUntil(p: Promise<unknown>): void;
}
interface WorkerScope {
  FIREBASE_CONFIG?: { apiKey: string; authDomain: string; projectId: string; messagingSenderId: string; appId: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: { matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>; openWindow(url: string): Promise<unknown> };
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const scope = self as unknown as WorkerScope;
const LOGO = '/favicon.svg';
const routeOf = (value: unknown) => (typeof value === 'string' && value.startsWith('/') ? value : '/notification');

scope.addEventListener('notificationclick', (event) => {
  const route = event.notification.data?.route;
  if (!route) return; // the SDK's own notification: its link is opened by the SDK
  event.notification.close();
  event.waitUntil(
    scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows[0];
      // An open window keeps its language (English pages live under /en).
      return open ? open.navigate(localizedPath(localeOfPath(new URL(open.url).pathname), route)).then(() => open.focus()) : scope.clients.openWindow(route);
    }),
  );
});

// Initialized at the first evaluation: the browser only honours push handlers added then.
if (scope.FIREBASE_CONFIG) {
  const messaging = getMessaging(initializeApp(scope.FIREBASE_CONFIG));
  onBackgroundMessage(messaging, (payload) => {
    if (payload.notification) return;
    const data = payload.data ?? {};
    void scope.registration.showNotification(data.title || 'Belajar', { body: data.body ?? '', icon: LOGO, badge: LOGO, data: { route: routeOf(data.route) } });
  });
}
