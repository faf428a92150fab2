/**
 * Web push on the client (issue 20; spec 1, 3 fcmToken, 5, 8, 9): the FCM token is asked for only
 * after the student grants notification permission from a button of ours, sent to the server
 * (notifications.registerPushToken) and kept in the fcmToken cookie with its time, fetched again
 * after 7 days, removed at sign-out. Denied or dismissed counts as an error (spec 5) and a token
 * failure is logged with an empty string returned (spec 8). The Firebase SDK is imported lazily,
 * only when the server has push on, so it never weighs on the first page load. The desktop app has
 * no web push.
 */
import { COOKIES, PUSH_TOKEN_MAX_AGE_MS } from '../../common/constants';
import { notifications as notificationCalls, type PushConfig } from '../../common/contract/notifications';
import { featureStore } from '../stores/feature';
import { PUSH_WORKER_URL } from './pushWorker';
import type { CookieStore } from './types';

export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';
export interface ForegroundPush {
  notificationId: number;
  title: string;
  body: string;
  route: string | null;
}

export interface WebPush {
  /** Whether the server has push on and this browser can do it (serviceWorker, PushManager, Notification). */
  available(): Promise<boolean>;
  permission(): PushPermission;
  /** From a click of ours only: asks permission, gets and sends the FCM token; '' on denied/dismissed/failure (logged). */
  enable(): Promise<string>;
  /** On start when signed in: if permission is granted and the stored token is older than 7 days (or absent), get and send a fresh one. Never asks. */
  refreshIfDue(): Promise<string>;
  /** At sign-out: removePushToken, clear the cookie, deleteToken. */
  disable(): Promise<void>;
  /** Foreground messages mapped to ForegroundPush. Returns unsubscribe. */
  onForeground(listener: (m: ForegroundPush) => void): () => void;
}

export type FirebaseWebConfig = NonNullable<PushConfig['firebase']>;

/** A push message as firebase/messaging's onMessage gives it. */
export interface MessagePayloadLike {
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
}

/** The part of firebase/messaging we use, bound to one initialized app (loadFirebaseMessaging). */
export interface MessagingModule {
  getToken(options: { vapidKey: string; serviceWorkerRegistration: ServiceWorkerRegistration }): Promise<string>;
  deleteToken(): Promise<boolean>;
  onMessage(listener: (payload: MessagePayloadLike) => void): () => void;
}

export interface BrowserPush {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
  hasPushManager: boolean;
  notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
}

export interface WebPushDeps {
  kind: 'web' | 'desktop';
  pushConfig(): Promise<PushConfig>;
  register(token: string): Promise<void>;
  remove(token: string): Promise<void>;
  cookies: CookieStore;
  /** Imports and initializes Firebase; called only once push is known to be on. */
  loadMessaging(config: FirebaseWebConfig): Promise<MessagingModule>;
  browser: BrowserPush;
  now(): Date;
  log(message: string, err?: unknown): void;
}

/** The stored token and when it was sent (fcmToken cookie). */
interface StoredToken {
  token: string;
  at: number;
}

/** The cookie outlives the refresh age by far: an old one only says "refresh now". */
const COOKIE_MAX_AGE_SECONDS = 90 * 24 * 3600;

export function createWebPush(deps: WebPushDeps): WebPush {
  let config: Promise<PushConfig> | null = null;
  let messaging: Promise<MessagingModule> | null = null;

  const browserCan = () => deps.kind === 'web' && !!deps.browser.serviceWorker && deps.browser.hasPushManager && !!deps.browser.notification;
  const serverConfig = () => {
    config ??= deps.pushConfig().catch((err: unknown) => {
      config = null;
      throw err;
    });
    return config;
  };
  const firebaseOf = async (): Promise<FirebaseWebConfig | null> => {
    if (!browserCan()) return null;
    try {
      const c = await serverConfig();
      return c.enabled ? c.firebase : null;
    } catch (err) {
      deps.log('[push] the push configuration could not be read', err);
      return null;
    }
  };
  const loadMessaging = (firebase: FirebaseWebConfig) => {
    messaging ??= deps.loadMessaging(firebase).catch((err: unknown) => {
      messaging = null;
      throw err;
    });
    return messaging;
  };

  const stored = (): StoredToken | null => {
    const raw = deps.cookies.get(COOKIES.fcmToken);
    if (!raw) return null;
    try {
      const v = JSON.parse(raw) as Partial<StoredToken>;
      return typeof v.token === 'string' && typeof v.at === 'number' ? { token: v.token, at: v.at } : null;
    } catch {
      return null;
    }
  };

  const permission = (): PushPermission => {
    if (!browserCan()) return 'unsupported';
    return deps.browser.notification!.permission;
  };

  /** Gets the token from FCM (through our service worker) and sends it; '' and a log line on any failure. */
  async function fetchAndSend(firebase: FirebaseWebConfig): Promise<string> {
    try {
      const m = await loadMessaging(firebase);
      const registration = (await deps.browser.serviceWorker!.register(PUSH_WORKER_URL)) as ServiceWorkerRegistration;
      const token = await m.getToken({ vapidKey: firebase.vapidKey, serviceWorkerRegistration: registration });
      if (!token) throw new Error('FCM gave no token');
      await deps.register(token);
      deps.cookies.set(COOKIES.fcmToken, JSON.stringify({ token, at: deps.now().getTime() } satisfies StoredToken), { path: '/', sameSite: 'lax', maxAgeSeconds: COOKIE_MAX_AGE_SECONDS });
      return token;
    } catch (err) {
      deps.log('[push] the push token could not be obtained', err);
      return '';
    }
  }

  return {
    async available() {
      return (await firebaseOf()) !== null;
    },
    permission,
    async enable() {
      const firebase = await firebaseOf();
      if (!firebase) {
        deps.log('[push] push notifications are not available here');
        return '';
      }
      let granted = permission();
      if (granted === 'default') {
        try {
          granted = await deps.browser.notification!.requestPermission();
        } catch (err) {
          deps.log('[push] the notification permission prompt failed', err);
          return '';
        }
      }
      if (granted !== 'granted') {
        // Spec 5: denied or dismissed (still "default" after the prompt) counts as an error.
        deps.log(granted === 'denied' ? '[push] notification permission denied' : '[push] notification permission dismissed');
        return '';
      }
      return fetchAndSend(firebase);
    },
    async refreshIfDue() {
      if (permission() !== 'granted') return '';
      const current = stored();
      if (current && deps.now().getTime() - current.at < PUSH_TOKEN_MAX_AGE_MS) return current.token;
      const firebase = await firebaseOf();
      return firebase ? fetchAndSend(firebase) : '';
    },
    async disable() {
      const current = stored();
      deps.cookies.remove(COOKIES.fcmToken, { path: '/' });
      if (!current) return;
      try {
        await deps.remove(current.token);
      } catch (err) {
        deps.log('[push] the push token could not be removed on the server', err);
      }
      const firebase = await firebaseOf();
      if (!firebase) return;
      try {
        await (await loadMessaging(firebase)).deleteToken();
      } catch (err) {
        deps.log('[push] the push token could not be deleted', err);
      }
    },
    onForeground(listener) {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      void (async () => {
        if (permission() !== 'granted') return;
        const firebase = await firebaseOf();
        if (!firebase || closed) return;
        try {
          const m = await loadMessaging(firebase);
          if (closed) return;
          unsubscribe = m.onMessage((payload) => {
            const mapped = foregroundPush(payload);
            if (mapped) listener(mapped);
          });
        } catch (err) {
          deps.log('[push] foreground messages are not available', err);
        }
      })();
      return () => {
        closed = true;
        unsubscribe?.();
      };
    },
  };
}

/** A foreground message as the toast needs it; null when it is not one of our notifications. */
export function foregroundPush(payload: MessagePayloadLike): ForegroundPush | null {
  const id = Number(payload.data?.notificationId);
  if (!Number.isInteger(id) || id <= 0) return null;
  const route = payload.data?.route;
  return { notificationId: id, title: payload.notification?.title ?? '', body: payload.notification?.body ?? '', route: route && route.startsWith('/') ? route : null };
}

/** The real Firebase messaging, imported on first use (its own chunks, never in the entry). */
export async function loadFirebaseMessaging(config: FirebaseWebConfig): Promise<MessagingModule> {
  const [{ initializeApp, getApps }, fm] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  const { vapidKey: _vapidKey, ...options } = config;
  const app = getApps()[0] ?? initializeApp(options);
  const messaging = fm.getMessaging(app);
  return {
    getToken: (o) => fm.getToken(messaging, o),
    deleteToken: () => fm.deleteToken(messaging),
    onMessage: (l) => fm.onMessage(messaging, (p) => l({ notification: p.notification, data: p.data })),
  };
}

/** The browser's push capabilities (none outside a browser). */
export function browserPush(): BrowserPush {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return { hasPushManager: false };
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    hasPushManager: 'PushManager' in window,
    notification: 'Notification' in window ? window.Notification : undefined,
  };
}

/**
 * The app's web push, made on first use (the signed-in header refreshes the token, the
 * notifications page's button, sign-out): its code is not in the first load of a guest's page.
 */
export const pushOf = featureStore((root) =>
  createWebPush({
    kind: root.platform.kind,
    pushConfig: () => root.client.call(notificationCalls.pushConfig),
    register: async (token) => void (await root.client.call(notificationCalls.registerPushToken, { body: { token, platform: 'web' } })),
    remove: async (token) => void (await root.client.call(notificationCalls.removePushToken, { body: { token } })),
    cookies: root.platform.cookies,
    loadMessaging: loadFirebaseMessaging,
    browser: browserPush(),
    now: () => new Date(),
    log: (message, err) => console.warn(message, err ?? ''),
  }),
);
