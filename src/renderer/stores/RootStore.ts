/**
 * Root of the client state (root-store pattern): the platform, the API clients wired to the
 * session, the app-wide stores (session, settings, ui, auth, menu, and the header's cart,
 * notifications and mentor link). Every other feature's store (features/<x>/store.ts, filled by its pages' route
 * loaders: stores/loader.ts) is made on first use through `feature()` (stores/feature.ts), so its
 * code comes with its pages' chunks and not with the app's entry. Created once in main.tsx, once
 * per request by the server render; tests create their own with an axios adapter and a fake platform.
 */
import { reaction, type IReactionDisposer } from 'mobx';
import type { AxiosAdapter } from 'axios';
import { MAINTENANCE_RECHECK_MS } from '../../common/constants';
import { MainApi } from '../api/mainApi';
import { StudentApi } from '../api/studentApi';
import { ContractClient } from '../api/contract';
import { SessionRefresher } from '../api/session';
import { LiveEvents } from '../api/liveEvents';
import { RoomEvents } from '../api/roomEvents';
import { apiBase, currentUserAgent, isMobileUserAgent } from '../api/config';
import { fixedHeaders } from '../api/session';
import { getPlatform } from '../platform';
import type { Platform } from '../platform/types';
import type { Locale } from '../../common/enums';
import { settings as settingsCalls } from '../../common/contract/settings';
import { notifications as notificationCalls } from '../../common/contract/notifications';
import { browserPush, createWebPush, loadFirebaseMessaging, type WebPush } from '../platform/webPush';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';
import { SettingsStore } from './SettingsStore';
import { MenuStore } from './MenuStore';
import { AuthStore } from './AuthStore';
// The shell's feature stores (the header's cart count and bell); every other feature's store is
// made on first use by its own module (feature()), so it comes with its page's chunk.
import { CartStore } from '../features/cart/store';
import { NotificationsStore, windowAway, type NativeNotifier } from '../features/notifications/store';
import { MentorStore } from '../features/mentor/store';

export interface RootStoreOptions {
  platform?: Platform;
  adapter?: AxiosAdapter;
  baseURL?: () => string;
  userAgent?: () => string;
  /** Page reload after a failed student-API refresh. */
  reload?: () => void;
  /** Timers for the maintenance re-check (tests inject fakes). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class RootStore {
  readonly platform: Platform;
  readonly session: SessionStore;
  readonly settings: SettingsStore;
  readonly ui: UiStore;
  readonly api: MainApi;
  readonly studentApi: StudentApi;
  /** Typed calls of the contract (src/common/contract) over the two clients above. */
  readonly client: ContractClient;
  readonly menu: MenuStore;
  /** The live events stream (api/liveEvents.ts): one connection while any page listens. */
  readonly live: LiveEvents;
  /** Rooms' streams (api/roomEvents.ts): pages open to everyone, e.g. the special event's chat. */
  readonly rooms: RoomEvents;
  readonly auth: AuthStore;
  /** The header's cart count (and the cart page's lines). */
  readonly cart: CartStore;
  /** Notifications (issue 20): the bell's unread count, the list, the policy, the foreground toast. */
  readonly notifications: NotificationsStore;
  /** The account menu's mentor link (issue 21): whether this account reviews bootcamp submissions. */
  readonly mentor: MentorStore;
  /** Web push (issue 20, platform/webPush.ts): the permission button calls enable(); the token is refreshed after sign-in, removed at sign-out. */
  readonly push: WebPush;
  /** The language of the server's texts (feature stores key their answers by it). */
  readonly locale = (): Locale => this.settings.locale;
  readonly baseURL: () => string;

  /** Feature stores made so far (feature()), by their factory. */
  private readonly features = new Map<(root: RootStore) => unknown, unknown>();
  private readonly disposers: IReactionDisposer[] = [];
  private booting: Promise<void> | null = null;
  private maintenanceTimer: unknown = null;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(options: RootStoreOptions = {}) {
    this.platform = options.platform ?? getPlatform();
    this.session = new SessionStore(this.platform);
    this.settings = new SettingsStore(this.platform);
    this.ui = new UiStore();
    const baseURL = options.baseURL ?? apiBase;
    this.baseURL = baseURL;
    const userAgent = options.userAgent ?? currentUserAgent;
    const locale = this.locale;
    const refresher = new SessionRefresher({
      baseURL,
      tokens: this.session,
      headers: () => fixedHeaders({ userAgent: userAgent(), locale: locale(), isMobile: isMobileUserAgent }),
      adapter: options.adapter,
    });
    this.api = new MainApi({ tokens: this.session, baseURL, refresher, adapter: options.adapter, userAgent, locale });
    this.studentApi = new StudentApi({
      tokens: this.session,
      refresher,
      baseURL,
      adapter: options.adapter,
      userAgent,
      locale,
      reload: options.reload,
    });
    this.client = new ContractClient(this.api, this.studentApi);
    this.menu = new MenuStore(this.client);
    this.auth = new AuthStore({ client: this.client, refresher: this.api.refresher, session: this.session });
    this.cart = new CartStore(this.client, this.session, locale);
    this.live = new LiveEvents({
      baseURL,
      tokens: this.session,
      refresh: () => this.api.refresher.refresh(),
      headers: () => fixedHeaders({ userAgent: userAgent(), locale: locale(), isMobile: isMobileUserAgent }),
    });
    this.rooms = new RoomEvents({ baseURL, headers: () => fixedHeaders({ userAgent: userAgent(), locale: locale(), isMobile: isMobileUserAgent }) });
    this.push = createWebPush({
      kind: this.platform.kind,
      pushConfig: () => this.client.call(notificationCalls.pushConfig),
      register: async (token) => void (await this.client.call(notificationCalls.registerPushToken, { body: { token, platform: 'web' } })),
      remove: async (token) => void (await this.client.call(notificationCalls.removePushToken, { body: { token } })),
      cookies: this.platform.cookies,
      loadMessaging: loadFirebaseMessaging,
      browser: browserPush(),
      now: () => new Date(),
      log: (message, err) => console.warn(message, err ?? ''),
    });
    const platform = this.platform;
    // Desktop: live rows show natively while the window is away, and the tray shows the count.
    const native: NativeNotifier | undefined =
      platform.kind === 'desktop' && platform.setUnread
        ? { away: () => windowAway(), notify: (title, body, route) => platform.notify(title, body, route), setUnread: (count) => platform.setUnread?.(count) }
        : undefined;
    this.notifications = new NotificationsStore({ client: this.client, session: this.session, live: this.live, ui: this.ui, locale, push: () => this.push, native });
    this.mentor = new MentorStore({ client: this.client, session: this.session });
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));

    // Server texts come in the requested language: the menus are reloaded here when it changes;
    // the page's data by its route loader, which the router runs again (main.tsx).
    this.disposers.push(
      reaction(
        () => this.settings.locale,
        () => void this.menu.reloadLoaded(),
      ),
      // Signed in (at start or by signing in): a push token older than 7 days is replaced, never asking.
      reaction(
        () => this.session.isSignedIn,
        (signedIn) => signedIn && void this.push.refreshIfDue(),
      ),
    );
  }

  /**
   * A feature's store, made by `create` on first use and kept for this RootStore's life: one per
   * RootStore, so one per server render, never shared between requests. Features export an
   * accessor over it (features/<x>/store.ts: `export const productsOf = (root) => root.feature(…)`).
   */
  feature<T>(create: (root: RootStore) => T): T {
    if (!this.features.has(create)) this.features.set(create, create(this));
    return this.features.get(create) as T;
  }

  /** Reads the stored session (async keychain/cookie) before the app renders. Once. */
  boot(): Promise<void> {
    this.booting ??= this.session.hydrate();
    return this.booting;
  }

  /** Resolves once the session is read (at once when boot() was not called): route loaders wait for it. */
  ready(): Promise<void> {
    return this.booting ?? Promise.resolve();
  }

  /**
   * GET settings/maintenance (Basic). On → the 503 page; while on, re-checks every
   * MAINTENANCE_RECHECK_MS so the app comes back when maintenance ends. A failed check counts as off.
   */
  async checkMaintenance(): Promise<boolean> {
    let on = false;
    try {
      const info = await this.client.call(settingsCalls.maintenance, { credential: 'basic' });
      on = info?.isMaintenance === true;
    } catch {
      on = false;
    }
    this.ui.setMaintenance(on);
    this.scheduleMaintenanceRecheck();
    return on;
  }

  private scheduleMaintenanceRecheck(): void {
    if (this.maintenanceTimer !== null) {
      this.clearTimer(this.maintenanceTimer);
      this.maintenanceTimer = null;
    }
    if (!this.ui.maintenance) return;
    this.maintenanceTimer = this.setTimer(() => {
      this.maintenanceTimer = null;
      void this.checkMaintenance();
    }, MAINTENANCE_RECHECK_MS);
  }

  /**
   * Server logout first (P auth/logout with the bearer, refreshed once if it expired), then the
   * local logout: session and cdpLogo cookie cleared even when the call fails; profile dropped.
   */
  async signOut(): Promise<void> {
    // While the bearer still works: this device stops receiving the student's pushes.
    await this.push.disable();
    await this.auth.signOut();
  }

  dispose(): void {
    this.disposers.forEach((d) => d());
    for (const store of this.features.values()) (store as { dispose?: () => void }).dispose?.();
    this.cart.dispose();
    this.notifications.dispose();
    this.mentor.dispose();
    this.live.stop();
    if (this.maintenanceTimer !== null) this.clearTimer(this.maintenanceTimer);
  }
}
