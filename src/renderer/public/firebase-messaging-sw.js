/* Push-messaging worker (spec 1: "registers a push-messaging worker").
 * Shows background push messages as notifications and opens the app at the message's route on
 * click. Messages carry { notification: { title, body }, data: { route } } — the shape Firebase
 * Cloud Messaging and plain Web Push both deliver. Foreground messages are shown by the app as
 * info toasts instead. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { title: 'Belajar', body: event.data ? event.data.text() : '' } };
  }
  const n = payload.notification || {};
  const data = payload.data || {};
  event.waitUntil(
    self.registration.showNotification(n.title || 'Belajar', {
      body: n.body || '',
      icon: '/favicon.svg',
      data: { route: typeof data.route === 'string' && data.route.startsWith('/') ? data.route : '/notification' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const route = (event.notification.data && event.notification.data.route) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) {
        if ('focus' in client) {
          client.navigate(route);
          return client.focus();
        }
      }
      return self.clients.openWindow(route);
    }),
  );
});
