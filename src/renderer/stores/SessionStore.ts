/**
 * The signed-in student's session. The platform storage is async (keychain on desktop, cookie
 * on the web); this store keeps an in-memory copy so the API clients read tokens synchronously
 * after `hydrate()`. Writes go through to the platform in order.
 */
import { makeObservable, observable, observableRef, computed, action, runInAction } from 'mobx';
import { COOKIES } from '../../common/constants';
import type { SessionTokens } from '../../common/bridge';
import type { TokenSource } from '../api/session';
import { tokensFromResult } from '../api/session';
import type { Platform } from '../platform/types';
import { jwtSubject } from './jwt';

/** What a login call returns: `accessToken` as `{ token }` or a string, and `refreshToken`. */
export interface LoginResult {
  accessToken?: string | { token?: string | null } | null;
  refreshToken?: string | null;
}

export class SessionStore implements TokenSource {
  tokens: SessionTokens | null = null;
  hydrated = false;
  /** Counts sessions ended by a failed token refresh (the shell shows a toast on change). */
  expiredCount = 0;
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly platform: Platform) {
    makeObservable<SessionStore, 'persist'>(this, {
      tokens: observableRef,
      hydrated: observable,
      expiredCount: observable,
      isSignedIn: computed,
      userId: computed,
      accessToken: computed,
      setTokens: action,
      clear: action,
      login: action,
      logout: action,
      persist: false,
    });
  }

  /** Reads the stored session once at boot. */
  async hydrate(): Promise<void> {
    let stored: SessionTokens | null = null;
    try {
      stored = await this.platform.session.get();
    } catch {
      stored = null;
    }
    runInAction(() => {
      // A login that happened while hydrating wins.
      if (!this.tokens) this.tokens = stored && stored.accessToken ? stored : null;
      this.hydrated = true;
    });
  }

  get isSignedIn(): boolean {
    return Boolean(this.tokens?.accessToken);
  }

  get accessToken(): string | null {
    return this.tokens?.accessToken ?? null;
  }

  /** The JWT `sub` of the access token, decoded without verification. */
  get userId(): string | null {
    return jwtSubject(this.tokens?.accessToken);
  }

  // TokenSource (synchronous reads for the API clients)
  getAccessToken(): string | null {
    return this.tokens?.accessToken ?? null;
  }
  getRefreshToken(): string | null {
    return this.tokens?.refreshToken ?? null;
  }

  setTokens(tokens: SessionTokens): void {
    this.tokens = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    const snapshot = this.tokens;
    this.persist(() => this.platform.session.set(snapshot));
  }

  clear(options: { removeLogo?: boolean; expired?: boolean } = {}): void {
    const wasSignedIn = this.tokens !== null;
    this.tokens = null;
    if (options.expired && wasSignedIn) this.expiredCount += 1;
    if (options.removeLogo) this.platform.cookies.remove(COOKIES.cdpLogo);
    this.persist(() => this.platform.session.clear());
  }

  /** Stores the session only if an access token is present. Returns whether it was stored. */
  login(result: LoginResult | null | undefined): boolean {
    const tokens = tokensFromResult(result);
    if (!tokens) return false;
    this.setTokens(tokens);
    return true;
  }

  /** Clears the session and the cdpLogo cookie. */
  logout(): void {
    this.clear({ removeLogo: true });
  }

  /** Resolves when every pending write reached the platform storage. */
  flush(): Promise<void> {
    return this.writes;
  }

  private persist(write: () => Promise<void>): void {
    this.writes = this.writes.then(write).catch((err: unknown) => {
      console.warn('[session] could not persist the session', err);
    });
  }
}
