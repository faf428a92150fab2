import type { PushConfig, ServerConfig } from '../../config.js';

/**
 * The push settings in force: FIREBASE_* set and not MESSAGING=outbox (which keeps every message
 * in the outbox on purpose). The one test for "push is on" of the worker, the routes, the CSP and
 * the service worker's file.
 */
export function activePush(config: Partial<Pick<ServerConfig, 'push' | 'messaging'>>): PushConfig | undefined {
  return config.messaging?.mode === 'outbox' ? undefined : config.push;
}

/** The Firebase hosts the JS SDK 12 calls from the page (@firebase/messaging's ENDPOINT, @firebase/installations' INSTALLATIONS_API_URL). */
export const FIREBASE_CONNECT_HOSTS = ['https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com'] as const;

/** The web configuration the Firebase JS SDK takes (contract notifications.pushConfig). */
export function firebaseWebConfig(push: PushConfig) {
  return {
    apiKey: push.web.apiKey,
    authDomain: `${push.projectId}.firebaseapp.com`,
    projectId: push.projectId,
    messagingSenderId: push.web.messagingSenderId,
    appId: push.web.appId,
    vapidKey: push.web.vapidKey,
  };
}
