/**
 * The tray icon and the dock/taskbar badge: the unread notification count the renderer reports
 * (notifications.setUnread), shown as the tray's tooltip and title (badgeText: "99+" past the
 * cap) and as app.setBadgeCount where the platform supports it. A click on the icon brings the
 * window to the front. Main has no language of its own, so the text is neutral: "Belajar (3)".
 */
import { badgeText } from '../common/notifications';
import { focusWindow, type FocusableWindowLike } from './notifications';

/** The most the handler accepts: a count is a whole number in 0..MAX_UNREAD. */
export const MAX_UNREAD = 1_000_000;
export const TRAY_NAME = 'Belajar';

export interface TrayLike {
  setToolTip(toolTip: string): void;
  /** macOS: text next to the icon in the menu bar. */
  setTitle?(title: string): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
}

export interface TrayConstructorLike {
  new (image: string): TrayLike;
}

export interface TrayDeps {
  Tray?: TrayConstructorLike;
  /** resources/icon.png; without one there is no tray icon (the badge still works). */
  icon?: string;
  app: { setBadgeCount?(count?: number): boolean };
  getWindow: () => FocusableWindowLike | null | undefined;
}

export interface AppTray {
  setUnread(count: number): void;
  readonly unread: number;
  /** Whether a tray icon exists (false without an icon or a Tray class). */
  readonly hasIcon: boolean;
  destroy(): void;
}

/** The count from the renderer: a whole number in 0..MAX_UNREAD, else an Error. */
export function parseUnreadCount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_UNREAD) {
    throw new Error(`the unread count must be a whole number from 0 to ${MAX_UNREAD}`);
  }
  return value;
}

export function trayToolTip(count: number): string {
  const badge = badgeText(count);
  return badge ? `${TRAY_NAME} (${badge})` : TRAY_NAME;
}

export function createTray(deps: TrayDeps): AppTray {
  const tray = deps.Tray && deps.icon ? new deps.Tray(deps.icon) : null;
  let unread = 0;
  const render = () => {
    tray?.setToolTip(trayToolTip(unread));
    tray?.setTitle?.(badgeText(unread));
    // Unsupported platforms (Windows, most Linux desktops) answer false: the tray shows it instead.
    deps.app.setBadgeCount?.(unread);
  };
  tray?.on('click', () => {
    const win = deps.getWindow();
    if (win && !win.isDestroyed()) focusWindow(win);
  });
  render();
  return {
    setUnread(count) {
      unread = parseUnreadCount(count);
      render();
    },
    get unread() {
      return unread;
    },
    hasIcon: tray !== null,
    destroy() {
      tray?.destroy();
    },
  };
}
