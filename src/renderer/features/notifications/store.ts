/**
 * Notifications (issue 20; spec 3 Notification, 7 G notifications, U notifications/mark-read):
 * the unread count of the header bell, the notification page's list (newest first, paged, one
 * kind at a time), marking read, the policy switches, and the foreground toast.
 *
 * Live: while a student is signed in, `watch()` listens to the live stream's `notification`
 * topic. A new row adds one to the count (once per id) and is put first in a loaded list; each
 * time the stream opens the count is read again, because a row made while the stream was down is
 * only resumed by Last-Event-ID when the stream knew one, and re-reading is always right.
 *
 * Toast: a live row and a foreground web push of the same notification are one toast — the ids
 * shown lately are kept (RecentIds) and a second arrival of one id is dropped.
 */
import { makeObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { PAGE_SIZE } from '../../../common/constants';
import { notifications, type NotificationPage, type NotificationView } from '../../../common/contract/notifications';
import { LIVE_TOPICS } from '../../../common/contract/live';
import { allows, defaultPolicy, isNotificationType, type NotificationPolicy, type NotificationType, type PolicyChannel } from '../../../common/notifications';
import type { ContractClient } from '../../api/contract';
import { liveOf, type LiveEvents, type LiveMessage } from '../../api/liveEvents';
import { featureStore } from '../../stores/feature';
import { errorMessage, Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import type { UiStore } from '../../stores/UiStore';
import { pushOf, type ForegroundPush, type WebPush } from '../../platform/webPush';

/** The part of `root.push` (platform/webPush.ts) this feature uses. `enable()` resolves the token, or '' when permission was denied or dismissed or the token could not be made. */
export type PushControls = Pick<WebPush, 'available' | 'permission' | 'enable' | 'onForeground'>;

/** How many recently shown notification ids the toast remembers (a push and its live row arrive within seconds). */
export const RECENT_TOAST_IDS = 50;

/** A small set of the ids seen last: `add` answers false for an id already in it. */
export class RecentIds {
  private readonly ids: number[] = [];
  constructor(private readonly capacity = RECENT_TOAST_IDS) {}

  add(id: number): boolean {
    if (this.ids.includes(id)) return false;
    this.ids.push(id);
    if (this.ids.length > this.capacity) this.ids.shift();
    return true;
  }
}

/** The state of the "Turn on browser notifications" button. */
export type PushState = 'unknown' | 'unavailable' | 'default' | 'granted' | 'denied';
export type PushOutcome = 'enabled' | 'denied' | 'failed' | null;

/**
 * The desktop app's native notifications (platform.notify) and tray count (platform.setUnread);
 * absent on the website. `away()` is true while the window is hidden or unfocused.
 */
export interface NativeNotifier {
  away(): boolean;
  notify(title: string, body: string, route?: string): Promise<boolean>;
  setUnread(count: number): void;
}

/**
 * The decision for one live row on the desktop: the toast always shows in the page; the native
 * notification only while the student is away from the window, once per row id, and only for a
 * kind the student lets push (the spec's per-kind policy, `push` channel).
 */
export function shouldNotifyNatively(input: { away: boolean; firstTime: boolean; pushAllowed: boolean }): boolean {
  return input.away && input.firstTime && input.pushAllowed;
}

/** Whether the desktop window is out of the student's sight (hidden, minimised, or another app focused). */
export function windowAway(doc: Pick<Document, 'visibilityState' | 'hasFocus'> | undefined = typeof document !== 'undefined' ? document : undefined): boolean {
  if (!doc) return false;
  return doc.visibilityState === 'hidden' || !doc.hasFocus();
}

export interface NotificationsDeps {
  client: ContractClient;
  session: SessionStore;
  live: LiveEvents;
  ui: UiStore;
  locale: () => string;
  /** root.push (web push). */
  push?: () => PushControls | undefined;
  /** The desktop app's native notifications and tray count (none on the website). */
  native?: NativeNotifier;
}

export class NotificationsStore {
  /** The unread count as last answered or counted live; null before the first answer. */
  unread: number | null = null;
  /** The first page of the list (loading, error, retry); later pages go to `more`. */
  readonly first = new Resource<NotificationPage>();
  /** The list as shown: the first page, the pages loaded after it, the live rows put first. */
  items: NotificationView[] = [];
  page = 1;
  totalPages = 0;
  /** The kind kept by the type filter, or null for every kind. */
  type: NotificationType | null = null;
  loadingMore = false;
  moreError: string | null = null;
  /** Ids being marked, or 'all'. */
  marking: number[] | 'all' | null = null;
  readonly policy = new Resource<NotificationPolicy>();
  /** `type:channel` of the switch being saved. */
  savingPolicy: string | null = null;
  policyError: string | null = null;
  pushState: PushState = 'unknown';
  pushOutcome: PushOutcome = null;
  enabling = false;

  /** Ids counted into `unread` by the live stream (never twice). */
  private readonly counted = new RecentIds(200);
  private readonly toasted = new RecentIds();
  /** Ids shown natively (a reconnecting stream may deliver a row again). */
  private readonly shownNatively = new RecentIds(200);
  private readonly disposer: IReactionDisposer;
  /** Opens a route with the app's navigation (given to watch() by the shell, inside the router). */
  private open: ((route: string) => void) | null = null;

  constructor(private readonly deps: NotificationsDeps) {
    makeObservable(this, {
      unread: observable,
      items: observableRef,
      page: observable,
      totalPages: observable,
      type: observable,
      loadingMore: observable,
      moreError: observable,
      marking: observableRef,
      savingPolicy: observable,
      policyError: observable,
      pushState: observable,
      pushOutcome: observable,
      enabling: observable,
    });
    // Another student must never see these.
    this.disposer = reaction(
      () => `${this.deps.session.isSignedIn}:${this.deps.session.userId ?? ''}`,
      () => this.reset(),
    );
  }

  get hasMore(): boolean {
    return this.page < this.totalPages;
  }

  /**
   * While signed in: the count, the live stream and foreground pushes (the shell calls this once;
   * the returned function stops it all).
   */
  watch(open: (route: string) => void): () => void {
    this.open = open;
    let stop: (() => void) | null = null;
    const follow = (signedIn: boolean) => {
      stop?.();
      stop = signedIn ? this.listen() : null;
    };
    const dispose = reaction(() => this.deps.session.isSignedIn, follow, { fireImmediately: true });
    // The tray icon and the dock/taskbar badge follow the bell's count (0 when signed out).
    const native = this.deps.native;
    const tray = native
      ? reaction(
          () => this.unread ?? 0,
          (count) => native.setUnread(count),
          { fireImmediately: true },
        )
      : null;
    return () => {
      dispose();
      tray?.();
      stop?.();
    };
  }

  private listen(): () => void {
    const off = this.deps.live.on(
      LIVE_TOPICS.notification,
      (m) => this.arrived(m),
      () => void this.loadUnread(),
    );
    const offPush = this.deps.push?.()?.onForeground((p) => this.toast(p));
    return () => {
      off();
      if (typeof offPush === 'function') offPush();
    };
  }

  /** A live row: counted once, put first in a loaded list of its kind, toasted once. */
  arrived(message: Pick<LiveMessage, 'payload'>): void {
    const view = message.payload as NotificationView | undefined;
    if (!view || typeof view.id !== 'number' || !isNotificationType(view.type)) return;
    const listed = this.items.some((n) => n.id === view.id);
    runInAction(() => {
      if (!view.read && !listed && this.counted.add(view.id) && this.unread !== null) this.unread += 1;
      if (!listed && this.first.loaded && (this.type === null || this.type === view.type)) this.items = [view, ...this.items];
    });
    this.toast({ notificationId: view.id, title: view.title, body: view.body, route: view.route });
    void this.notifyNatively(view);
  }

  /** The desktop's native notification of a live row (see shouldNotifyNatively); resolves whether one was shown. */
  async notifyNatively(view: Pick<NotificationView, 'id' | 'type' | 'title' | 'body' | 'route'>): Promise<boolean> {
    const native = this.deps.native;
    if (!native) return false;
    // The first arrival decides, seen or not: a reconnecting stream's second delivery never shows it.
    const firstTime = this.shownNatively.add(view.id);
    if (!firstTime || !native.away()) return false;
    const policy = this.policy.data ?? (await this.ensurePolicy()) ?? defaultPolicy();
    if (!shouldNotifyNatively({ away: native.away(), firstTime, pushAllowed: allows(policy, view.type, 'push') })) return false;
    try {
      return await native.notify(view.title, view.body, view.route ?? undefined);
    } catch {
      return false;
    }
  }

  /** One info toast per notification id, with the logo; a click opens its route. */
  toast(p: ForegroundPush): boolean {
    if (!this.toasted.add(p.notificationId)) return false;
    const route = p.route;
    const open = this.open;
    this.deps.ui.info(p.body, { title: p.title, withLogo: true, onClick: route && open ? () => open(route) : undefined });
    return true;
  }

  async loadUnread(): Promise<number | null> {
    if (!this.deps.session.isSignedIn) return null;
    try {
      const { unread } = await this.deps.client.call(notifications.unread);
      runInAction(() => (this.unread = unread));
      return unread;
    } catch {
      return this.unread; // the bell keeps what it had; the page shows its own errors
    }
  }

  private fetch(page: number, type: NotificationType | null): Promise<NotificationPage> {
    return this.deps.client.call(notifications.list, { query: { page, pageSize: PAGE_SIZE.defaultList, ...(type ? { type } : {}) } });
  }

  /** The first page of the kind asked (null: every kind); the answer's unread count is the bell's. */
  async load(type: NotificationType | null = this.type): Promise<void> {
    runInAction(() => {
      this.type = type;
      this.moreError = null;
    });
    const answer = await this.first.load(() => this.fetch(1, type), `${this.deps.locale()}:${type ?? ''}`);
    if (!answer || this.type !== type) return;
    runInAction(() => {
      this.items = answer.items;
      this.page = 1;
      this.totalPages = answer.totalPages;
      this.unread = answer.unread;
    });
  }

  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore) return;
    const type = this.type;
    const next = this.page + 1;
    runInAction(() => {
      this.loadingMore = true;
      this.moreError = null;
    });
    try {
      const answer = await this.fetch(next, type);
      if (this.type !== type) return;
      runInAction(() => {
        const have = new Set(this.items.map((n) => n.id));
        // Rows that came live shift the pages: skip what is already listed.
        this.items = [...this.items, ...answer.items.filter((n) => !have.has(n.id))];
        this.page = next;
        this.totalPages = answer.totalPages;
        this.unread = answer.unread;
      });
    } catch (err) {
      runInAction(() => (this.moreError = errorMessage(err)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** U notifications/mark-read: the given ids, or every row; the answer's count is the bell's. */
  async markRead(ids: number[] | 'all'): Promise<boolean> {
    if (ids !== 'all' && ids.length === 0) return true;
    runInAction(() => (this.marking = ids));
    try {
      const { unread } = await this.deps.client.call(notifications.markRead, { body: ids === 'all' ? { all: true } : { ids } });
      runInAction(() => {
        this.unread = unread;
        this.items = this.items.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, read: true } : n));
      });
      return true;
    } catch (err) {
      this.deps.ui.error(errorMessage(err));
      return false;
    } finally {
      runInAction(() => (this.marking = null));
    }
  }

  loadPolicy(): Promise<NotificationPolicy | null> {
    return this.policy.load(() => this.deps.client.call(notifications.policy));
  }

  /** The policy once per sign-in (it changes only by these switches). */
  ensurePolicy(): Promise<NotificationPolicy | null> {
    return this.policy.ensure(() => this.deps.client.call(notifications.policy));
  }

  /** One switch: U notifications/policy with that kind and channel; the answer is the whole policy. */
  async setPolicy(type: NotificationType, channel: PolicyChannel, on: boolean): Promise<boolean> {
    runInAction(() => {
      this.savingPolicy = `${type}:${channel}`;
      this.policyError = null;
    });
    try {
      const policy = await this.deps.client.call(notifications.setPolicy, { body: { [type]: { [channel]: on } } });
      this.policy.set(policy);
      return true;
    } catch (err) {
      runInAction(() => (this.policyError = errorMessage(err)));
      return false;
    } finally {
      runInAction(() => (this.savingPolicy = null));
    }
  }

  /** Whether to offer the browser-notifications button: asks nothing of the visitor (never prompts). */
  async checkPush(): Promise<PushState> {
    const push = this.deps.push?.();
    let state: PushState = 'unavailable';
    if (push) {
      try {
        state = (await push.available()) ? permissionState(await push.permission()) : 'unavailable';
      } catch {
        state = 'unavailable';
      }
    }
    runInAction(() => (this.pushState = state));
    return state;
  }

  /** The button: asks the browser's permission and registers the token (package C); '' is an error. */
  async enablePush(): Promise<PushOutcome> {
    const push = this.deps.push?.();
    if (!push || this.enabling) return null;
    runInAction(() => {
      this.enabling = true;
      this.pushOutcome = null;
    });
    let outcome: PushOutcome = 'failed';
    try {
      const token = await push.enable();
      const permission = permissionState(await push.permission());
      outcome = token ? 'enabled' : permission === 'denied' ? 'denied' : 'failed';
      runInAction(() => (this.pushState = permission));
    } catch {
      outcome = 'failed';
    } finally {
      runInAction(() => {
        this.enabling = false;
        this.pushOutcome = outcome;
      });
    }
    return outcome;
  }

  reset(): void {
    this.first.reset();
    this.policy.reset();
    runInAction(() => {
      this.unread = null;
      this.items = [];
      this.page = 1;
      this.totalPages = 0;
      this.type = null;
      this.moreError = null;
      this.marking = null;
      this.policyError = null;
      this.pushOutcome = null;
    });
  }

  dispose(): void {
    this.disposer();
  }
}

function permissionState(p: string): PushState {
  return p === 'granted' || p === 'denied' ? p : 'default';
}

/**
 * The signed-in student's notifications (the header's bell, the notifications page), made on first
 * use. In the desktop app live rows show natively while the window is away, and the tray shows the count.
 */
export const notificationsOf = featureStore((root) => {
  const platform = root.platform;
  const native: NativeNotifier | undefined =
    platform.kind === 'desktop' && platform.setUnread
      ? { away: () => windowAway(), notify: (title, body, route) => platform.notify(title, body, route), setUnread: (count) => platform.setUnread?.(count) }
      : undefined;
  return new NotificationsStore({ client: root.client, session: root.session, live: liveOf(root), ui: root.ui, locale: root.locale, push: () => pushOf(root), native });
});
