/**
 * Google and Apple sign-in in the browser: the provider's script gives an ID token, which the
 * server checks (P auth/login-by-google | auth/login-by-apple). The public client ids come from the
 * server (G v2/auth/social-config, from its GOOGLE_CLIENT_IDS / APPLE_CLIENT_IDS), else from the
 * build (VITE_GOOGLE_CLIENT_ID, VITE_APPLE_CLIENT_ID); without one the button is not shown.
 */
import type { SocialProvider } from '../../stores/AuthStore';

export interface SocialConfig {
  google: string | null;
  apple: string | null;
}

export function socialConfig(env: Record<string, unknown> = (import.meta.env ?? {}) as Record<string, unknown>): SocialConfig {
  const read = (key: string) => {
    const v = env[key];
    return typeof v === 'string' && v.trim() ? v.trim() : null;
  };
  return { google: read('VITE_GOOGLE_CLIENT_ID'), apple: read('VITE_APPLE_CLIENT_ID') };
}

/** The server's answer wins; the build's values fill what the server leaves unset. */
export function mergeSocialConfig(server: Partial<SocialConfig> | null | undefined, build: SocialConfig = socialConfig()): SocialConfig {
  const pick = (v: unknown, fallback: string | null) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
  return { google: pick(server?.google, build.google), apple: pick(server?.apple, build.apple) };
}

export interface SocialIdentity {
  idToken: string;
  /** Apple gives the name to the app once, on the first sign-in. */
  fullName?: string;
}

/** The student closed the provider's window: not an error to show. */
export class SocialCancelled extends Error {}

const SCRIPTS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
};

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let p = loading.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, p);
  }
  return p;
}

interface GoogleApi {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (r: { credential?: string }) => void; cancel_on_tap_outside?: boolean }): void;
      prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean; isDismissedMoment(): boolean }) => void): void;
    };
  };
}
interface AppleApi {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization: { id_token: string }; user?: { name?: { firstName?: string; lastName?: string } } }>;
  };
}

async function googleIdentity(clientId: string): Promise<SocialIdentity> {
  await loadScript(SCRIPTS.google);
  const google = (window as unknown as { google?: GoogleApi }).google;
  if (!google) throw new Error('Google sign-in is unavailable');
  return new Promise<SocialIdentity>((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (r) => (r.credential ? resolve({ idToken: r.credential }) : reject(new SocialCancelled())),
    });
    google.accounts.id.prompt((n) => {
      if (n.isNotDisplayed() || n.isSkippedMoment() || n.isDismissedMoment()) reject(new SocialCancelled());
    });
  });
}

async function appleIdentity(clientId: string): Promise<SocialIdentity> {
  await loadScript(SCRIPTS.apple);
  const apple = (window as unknown as { AppleID?: AppleApi }).AppleID;
  if (!apple) throw new Error('Sign in with Apple is unavailable');
  apple.auth.init({ clientId, scope: 'name email', redirectURI: `${window.location.origin}/signin`, usePopup: true });
  try {
    const r = await apple.auth.signIn();
    const name = [r.user?.name?.firstName, r.user?.name?.lastName].filter(Boolean).join(' ');
    return { idToken: r.authorization.id_token, fullName: name || undefined };
  } catch (err) {
    const code = (err as { error?: string })?.error;
    if (code === 'popup_closed_by_user' || code === 'user_cancelled_authorize') throw new SocialCancelled();
    throw err;
  }
}

export function socialIdentity(provider: SocialProvider, clientId: string): Promise<SocialIdentity> {
  return provider === 'google' ? googleIdentity(clientId) : appleIdentity(clientId);
}
