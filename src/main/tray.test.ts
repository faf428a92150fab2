import { describe, expect, it, vi } from 'vitest';
import { createTray, MAX_UNREAD, parseUnreadCount, trayToolTip, type TrayLike } from './tray';

function fakeTray() {
  const made: FakeTray[] = [];
  class FakeTray implements TrayLike {
    toolTip = '';
    title = '';
    click: (() => void) | null = null;
    destroyed = false;
    constructor(readonly image: string) {
      made.push(this);
    }
    setToolTip = (t: string) => void (this.toolTip = t);
    setTitle = (t: string) => void (this.title = t);
    on = (_event: 'click', l: () => void) => void (this.click = l);
    destroy = () => void (this.destroyed = true);
  }
  return { Tray: FakeTray, made };
}

function fakeWindow() {
  return { isDestroyed: () => false, isMinimized: () => true, restore: vi.fn(), show: vi.fn(), focus: vi.fn(), webContents: { send: vi.fn() } };
}

describe('tray: the unread count outside the window', () => {
  it('shows the count in the tooltip, the title and the badge, "99+" past the cap, nothing at 0', () => {
    const { Tray, made } = fakeTray();
    const setBadgeCount = vi.fn((_count?: number) => true);
    const tray = createTray({ Tray, icon: '/app/resources/icon.png', app: { setBadgeCount }, getWindow: () => null });
    const [icon] = made;
    expect(icon!.image).toBe('/app/resources/icon.png');
    expect(icon!.toolTip).toBe('Belajar');
    tray.setUnread(3);
    expect([icon!.toolTip, icon!.title, tray.unread]).toEqual(['Belajar (3)', '3', 3]);
    tray.setUnread(250);
    expect([icon!.toolTip, icon!.title]).toEqual(['Belajar (99+)', '99+']);
    tray.setUnread(0);
    expect([icon!.toolTip, icon!.title]).toEqual(['Belajar', '']);
    expect(setBadgeCount.mock.calls.map((c) => c[0])).toEqual([0, 3, 250, 0]);
    tray.destroy();
    expect(icon!.destroyed).toBe(true);
  });

  it('a click on the icon restores and focuses the window', () => {
    const { Tray, made } = fakeTray();
    const win = fakeWindow();
    createTray({ Tray, icon: 'icon.png', app: {}, getWindow: () => win });
    made[0]!.click!();
    expect(win.restore).toHaveBeenCalled();
    expect(win.show).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
  });

  it('without an icon there is no tray, but the badge still follows the count', () => {
    const { Tray, made } = fakeTray();
    const setBadgeCount = vi.fn(() => false);
    const tray = createTray({ Tray, app: { setBadgeCount }, getWindow: () => null });
    tray.setUnread(5);
    expect(made).toHaveLength(0);
    expect(tray.hasIcon).toBe(false);
    expect(setBadgeCount).toHaveBeenLastCalledWith(5);
  });

  it('accepts only a whole number from 0 to a million from the renderer, and keeps the last good count', () => {
    expect(parseUnreadCount(0)).toBe(0);
    expect(parseUnreadCount(MAX_UNREAD)).toBe(MAX_UNREAD);
    for (const bad of [-1, 1.5, MAX_UNREAD + 1, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, {}, [3]]) {
      expect(() => parseUnreadCount(bad)).toThrow(/whole number/);
    }
    const { Tray } = fakeTray();
    const tray = createTray({ Tray, icon: 'i.png', app: {}, getWindow: () => null });
    tray.setUnread(7);
    expect(() => tray.setUnread(-2)).toThrow();
    expect(tray.unread).toBe(7);
    expect(trayToolTip(7)).toBe('Belajar (7)');
  });
});
