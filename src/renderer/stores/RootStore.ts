/**
 * Root of the client state (root-store pattern): the platform, the API clients wired to the
 * session, the app-wide stores (session, settings, ui, auth, menu) and the stores of the features
 * (each in its feature folder: features/<x>/store.ts), which their pages' route loaders fill
 * (stores/loader.ts). Created once in main.tsx; tests create their own with an axios adapter and a
 * fake platform.
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
import { settings as settingsCalls } from '../../common/contract/settings';
import { notifications as notificationCalls } from '../../common/contract/notifications';
import { browserPush, createWebPush, loadFirebaseMessaging, type WebPush } from '../platform/webPush';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';
import { SettingsStore } from './SettingsStore';
import { MenuStore } from './MenuStore';
import { AuthStore } from './AuthStore';
// The features' stores (data only: no page code is pulled in by these imports).
import { ArticlesStore } from '../features/articles/store';
import { CartStore } from '../features/cart/store';
import { CheckoutStore } from '../features/checkout/store';
import { CategoriesStore } from '../features/categories/store';
import { HomeStore } from '../features/home/store';
import { InfoStore } from '../features/info/store';
import { InstructorsStore } from '../features/instructors/store';
import { ProductsStore } from '../features/products/store';
import { ProfileStore } from '../features/account/store';
import { SearchStore } from '../features/search/store';
import { WishlistStore } from '../features/wishlist/store';
import { OwnershipStore } from '../features/products/ownership';
import { TransactionsStore } from '../features/transactions/store';
import { LectureStore } from '../features/lecture/store';
import { SocialStore } from '../features/lecture/social/store';
import { ClassesStore } from '../features/classes/store';
import { CertificatesStore } from '../features/certificates/store';
import { LibraryStore } from '../features/library/store';
import { AssessmentsStore } from '../features/assessments/store';
import { SessionsStore } from '../features/sessions/store';
import { VouchersStore } from '../features/vouchers/store';
import { DonationsStore } from '../features/donations/store';
import { CompetitionStore } from '../features/competition/store';
import { PrakerjaStore } from '../features/prakerja/store';
import { PointsStore } from '../features/points/store';
import { SubscriptionStore } from '../features/subscription/store';
import { NotificationsStore, windowAway, type NativeNotifier } from '../features/notifications/store';
import { BootcampLectureStore } from '../features/bootcamp-lecture/store';
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
  // Feature stores.
  readonly home: HomeStore;
  readonly search: SearchStore;
  readonly categories: CategoriesStore;
  readonly instructors: InstructorsStore;
  readonly articles: ArticlesStore;
  readonly info: InfoStore;
  readonly products: ProductsStore;
  readonly profile: ProfileStore;
  readonly cart: CartStore;
  readonly wishlist: WishlistStore;
  /** The student's vouchers (voucherqu). */
  readonly vouchers: VouchersStore;
  /** The signed-in student's state of a content (product pages' buy box). */
  readonly ownership: OwnershipStore;
  readonly transactions: TransactionsStore;
  readonly checkout: CheckoutStore;
  /** The lecture player's data (spec 3 "course lecture") and my classes (classqu). */
  readonly lecture: LectureStore;
  /** The lecture's Q&A, reviews, comments and study assistant (features/lecture/social). */
  readonly social: SocialStore;
  readonly classes: ClassesStore;
  /** Certificates (certificatequ, verification) and assessments (quiz, submit, result by id). */
  readonly certificates: CertificatesStore;
  readonly assessments: AssessmentsStore;
  /** Live sessions (webinars, events): my session, join, feedback, e-ticket, the staff's check-in. */
  readonly sessions: SessionsStore;
  /** Donating: the campaign page's form, the result page, the campaign's live totals. */
  readonly donations: DonationsStore;
  /** The Prakerja redeem: the class page's form and the platform's callback page. */
  readonly prakerja: PrakerjaStore;
  /** PoinQu: the balance, the daily check-in, the history, the exchanges and the GoPay payout. */
  readonly points: PointsStore;
  /** My subscription (issue 19): the running period, its history and the plans to renew or buy. */
  readonly subscription: SubscriptionStore;
  /** Notifications (issue 20): the bell's unread count, the list, the policy, the foreground toast. */
  readonly notifications: NotificationsStore;
  readonly competition: CompetitionStore;
  /** Web push (issue 20, platform/webPush.ts): the permission button calls enable(); the token is refreshed after sign-in, removed at sign-out. */
  readonly push: WebPush;
  /** The bootcamp lecture (issue 21): sessions, joins, assignment hand-ins with upload progress, the certificate. */
  readonly bootcampLecture: BootcampLectureStore;
  /** The mentor's review queue of assignment submissions (issue 21). */
  readonly mentor: MentorStore;
  /** The desktop app's offline library (issue 22): saved invoices and certificates, download progress. */
  readonly library: LibraryStore;

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
    this.menu = new MenuStore(this.client);
    this.auth = new AuthStore({ client: this.client, refresher: this.api.refresher, session: this.session });
    this.home = new HomeStore(this.client, locale);
    this.search = new SearchStore(this.client, this.platform.cookies, locale);
    this.categories = new CategoriesStore(this.client, locale);
    this.instructors = new InstructorsStore(this.client, locale);
    this.articles = new ArticlesStore(this.client, locale);
    this.info = new InfoStore(this.client, locale);
    this.products = new ProductsStore(this.client, locale);
    this.profile = new ProfileStore(this.client, this.session);
    this.cart = new CartStore(this.client, this.session, locale);
    this.wishlist = new WishlistStore(this.client, this.session, locale);
    this.vouchers = new VouchersStore(this.client, this.session, locale);
    this.ownership = new OwnershipStore(this.client, this.session);
    this.transactions = new TransactionsStore(this.client, this.session, this.platform, locale, baseURL);
    this.live = new LiveEvents({
      baseURL,
      tokens: this.session,
      refresh: () => this.api.refresher.refresh(),
      headers: () => fixedHeaders({ userAgent: userAgent(), locale: locale(), isMobile: isMobileUserAgent }),
    });
    this.rooms = new RoomEvents({ baseURL, headers: () => fixedHeaders({ userAgent: userAgent(), locale: locale(), isMobile: isMobileUserAgent }) });
    this.checkout = new CheckoutStore(this.client, this.session, this.cart, this.live, locale);
    this.lecture = new LectureStore(this.client, this.session, locale, baseURL);
    this.social = new SocialStore(this.client, this.session, locale);
    this.classes = new ClassesStore(this.client, this.session, locale);
    this.certificates = new CertificatesStore(this.client, this.session, this.platform, locale, baseURL);
    this.library = new LibraryStore({ platform: this.platform, accessToken: () => this.session.accessToken, refresh: () => refresher.refresh() });
    this.assessments = new AssessmentsStore(this.client, locale);
    this.points = new PointsStore(this.client, this.session, locale);
    this.sessions = new SessionsStore({
      client: this.client,
      session: this.session,
      platform: this.platform,
      locale,
      baseURL,
      deviceId: () => this.search.deviceId(),
    });
    this.prakerja = new PrakerjaStore(this.client, this.session);
    this.donations = new DonationsStore({ client: this.client, session: this.session, locale, deviceId: () => this.search.deviceId() });
    this.subscription = new SubscriptionStore(this.client, this.session, locale);
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
    this.competition = new CompetitionStore({ client: this.client, session: this.session, locale });
    this.bootcampLecture = new BootcampLectureStore({ client: this.client, session: this.session });
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
    this.profile.dispose();
    this.cart.dispose();
    this.wishlist.dispose();
    this.vouchers.dispose();
    this.ownership.dispose();
    this.transactions.dispose();
    this.checkout.dispose();
    this.lecture.dispose();
    this.social.dispose();
    this.classes.dispose();
    this.certificates.dispose();
    this.library.dispose();
    this.sessions.dispose();
    this.points.dispose();
    this.subscription.dispose();
    this.notifications.dispose();
    this.bootcampLecture.dispose();
    this.mentor.dispose();
    this.live.stop();
    if (this.maintenanceTimer !== null) this.clearTimer(this.maintenanceTimer);
  }
}
