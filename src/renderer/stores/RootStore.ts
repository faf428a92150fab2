/**
 * Root of the client state (root-store pattern): the platform, the API clients wired to the
 * session, and one store per area. Created once in main.tsx; tests create their own with an
 * axios adapter and a fake platform.
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
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';
import { SettingsStore } from './SettingsStore';
import { HomeStore } from './HomeStore';
import { MenuStore } from './MenuStore';
import { AuthStore } from './AuthStore';
import { ProfileStore } from './ProfileStore';
import { SearchStore } from './SearchStore';
import { DiscoveryStore } from './DiscoveryStore';
import { InfoStore } from './InfoStore';
import { ProductStore } from './ProductStore';

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

export interface MaintenanceInfo {
  isMaintenance?: boolean;
  [key: string]: unknown;
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
  readonly home: HomeStore;
  readonly menu: MenuStore;
  readonly auth: AuthStore;
  readonly profile: ProfileStore;
  readonly search: SearchStore;
  readonly discovery: DiscoveryStore;
  readonly info: InfoStore;
  readonly products: ProductStore;

  private readonly disposers: IReactionDisposer[] = [];
  private maintenanceTimer: unknown = null;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(options: RootStoreOptions = {}) {
    this.platform = options.platform ?? getPlatform();
    this.session = new SessionStore(this.platform);
    this.settings = new SettingsStore(this.platform);
    this.ui = new UiStore();
    const baseURL = options.baseURL ?? apiBase;
    const userAgent = options.userAgent ?? currentUserAgent;
    const locale = () => this.settings.locale;
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
    this.home = new HomeStore(this.api);
    this.menu = new MenuStore(this.api, this.studentApi);
    this.auth = new AuthStore({ api: this.api, session: this.session });
    this.profile = new ProfileStore(this.api, this.session);
    this.search = new SearchStore(this.api, this.platform.cookies);
    this.discovery = new DiscoveryStore(this.api);
    this.info = new InfoStore(this.api, this.client);
    this.products = new ProductStore(this.api, locale);
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));

    // Server texts (menus, home) come in the requested language: reload them when it changes.
    this.disposers.push(
      reaction(
        () => this.settings.locale,
        () => {
          void this.menu.reloadLoaded();
          void this.home.reloadLoaded();
        },
      ),
    );
  }

  /** Reads the stored session (async keychain/cookie) before the app renders. */
  async boot(): Promise<void> {
    await this.session.hydrate();
  }

  /**
   * GET settings/maintenance (Basic). On → the 503 page; while on, re-checks every
   * MAINTENANCE_RECHECK_MS so the app comes back when maintenance ends. A failed check counts as off.
   */
  async checkMaintenance(): Promise<boolean> {
    let on = false;
    try {
      const info = await this.api.get<MaintenanceInfo | null>('settings/maintenance', { credential: 'basic' });
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
    await this.auth.signOut();
  }

  dispose(): void {
    this.disposers.forEach((d) => d());
    this.profile.dispose();
    if (this.maintenanceTimer !== null) this.clearTimer(this.maintenanceTimer);
  }
}
