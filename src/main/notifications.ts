/**
 * Native notifications. A click brings the window to the front and sends the notification's route
 * to the renderer over IPC_EVENTS.notificationClick (the preload turns it into notifications.onClick).
 */
import { IPC_EVENTS, type NativeNotification } from '../common/bridge';

export interface NotificationLike {
  on(event: 'click' | 'close' | 'failed', listener: () => void): unknown;
  show(): void;
}

export interface NotificationConstructorLike {
  new (options: { title: string; body: string; icon?: string; silent?: boolean }): NotificationLike;
  isSupported(): boolean;
}

export interface FocusableWindowLike {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  webContents: { send(channel: string, ...args: unknown[]): void };
}

export interface NotificationsDeps {
  Notification: NotificationConstructorLike;
  getWindow: () => FocusableWindowLike | null | undefined;
  icon?: string;
}

export interface Notifications {
  show(notification: NativeNotification): boolean;
  /** Notifications still alive (kept referenced so their click handlers survive garbage collection). */
  readonly pending: number;
}

export function focusWindow(win: FocusableWindowLike): void {
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

export function createNotifications(deps: NotificationsDeps): Notifications {
  const alive = new Set<NotificationLike>();
  return {
    get pending() {
      return alive.size;
    },
    show({ title, body, route }) {
      if (!deps.Notification.isSupported()) return false;
      const notification = new deps.Notification({ title, body, ...(deps.icon ? { icon: deps.icon } : {}) });
      alive.add(notification);
      const release = () => alive.delete(notification);
      notification.on('click', () => {
        release();
        const win = deps.getWindow();
        if (!win || win.isDestroyed()) return;
        focusWindow(win);
        if (route) win.webContents.send(IPC_EVENTS.notificationClick, route);
      });
      notification.on('close', release);
      notification.on('failed', release);
      notification.show();
      return true;
    },
  };
}
