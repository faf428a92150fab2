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
import { apiBase, currentUserAgent, isMobileUserAgent } from '../api/config';
import { fixedHeaders } from '../api/session';
import { getPlatform } from '../platform';
import type { Platform } from '../platform/types';
import type { Locale } from '../../common/enums';
import { settings as settingsCalls } from '../../common/contract/settings';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';
import { SettingsStore } from './SettingsStore';
import { MenuStore } from './MenuStore';

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
  /** The fixed headers of every call (user agent, language, mobile flag): the live and room streams send them too. */
  readonly headers: () => Record<string, string>;
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
    this.headers = () => fixedHeaders({ userAgent: userAgent(), locale: locale(), isMobile: isMobileUserAgent });
    const refresher = new SessionRefresher({
      baseURL,
      tokens: this.session,
      headers: this.headers,
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
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));

    // Server texts come in the requested language: the menus are reloaded here when it changes;
    // the page's data by its route loader, which the router runs again (main.tsx).
    this.disposers.push(
      reaction(
        () => this.settings.locale,
        () => void this.menu.reloadLoaded(),
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
    const { pushOf } = await import('../platform/webPush');
    await pushOf(this).disable();
    const { authOf } = await import('./AuthStore');
    await authOf(this).signOut();
  }

  dispose(): void {
    this.disposers.forEach((d) => d());
    for (const store of this.features.values()) (store as { dispose?: () => void }).dispose?.();
    if (this.maintenanceTimer !== null) this.clearTimer(this.maintenanceTimer);
  }
}
