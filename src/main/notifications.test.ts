import { describe, expect, it, vi } from 'vitest';
import { IPC_EVENTS } from '../common/bridge';
import { createNotifications, type FocusableWindowLike, type NotificationLike } from './notifications';
import { must } from '../common/must';

function setup({ supported = true, minimized = false, destroyed = false, noWindow = false } = {}) {
  const instances: FakeNotification[] = [];
  class FakeNotification implements NotificationLike {
    static isSupported = () => supported;
    listeners = new Map<string, (() => void)[]>();
    shown = false;
    constructor(public options: { title: string; body: string; icon?: string }) {
      instances.push(this);
    }
    on(event: string, listener: () => void) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    show() {
      this.shown = true;
    }
    emit(event: string) {
      for (const l of this.listeners.get(event) ?? []) l();
    }
  }
  const win: FocusableWindowLike & { sent: unknown[][] } = {
    sent: [],
    isDestroyed: () => destroyed,
    isMinimized: () => minimized,
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
    webContents: { send: (...args: unknown[]) => void win.sent.push(args) },
  };
  const notifications = createNotifications({ Notification: FakeNotification, getWindow: () => (noWindow ? null : win), icon: '/icon.png' });
  return { notifications, instances, win };
}

describe('notifications', () => {
  it('shows a native notification', () => {
    const { notifications, instances } = setup();
    expect(notifications.show({ title: 'Pembayaran berhasil', body: 'Order #1', route: '/user/history' })).toBe(true);
    expect(instances).toHaveLength(1);
    const [shown] = instances;
    expect(shown?.options).toEqual({ title: 'Pembayaran berhasil', body: 'Order #1', icon: '/icon.png' });
    expect(shown?.shown).toBe(true);
    expect(notifications.pending).toBe(1);
  });

  it('returns false when notifications are not supported', () => {
    const { notifications, instances } = setup({ supported: false });
    expect(notifications.show({ title: 't', body: 'b' })).toBe(false);
    expect(instances).toHaveLength(0);
  });

  it('click focuses the window and sends the route to the renderer', () => {
    const { notifications, instances, win } = setup();
    notifications.show({ title: 't', body: 'b', route: '/user/notification' });
    must(instances[0], 'the notification').emit('click');
    expect(win.show).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
    expect(win.restore).not.toHaveBeenCalled();
    expect(win.sent).toEqual([[IPC_EVENTS.notificationClick, '/user/notification']]);
    expect(notifications.pending).toBe(0);
  });

  it('restores a minimised window', () => {
    const { notifications, instances, win } = setup({ minimized: true });
    notifications.show({ title: 't', body: 'b', route: '/cart' });
    must(instances[0], 'the notification').emit('click');
    expect(win.restore).toHaveBeenCalled();
    expect(win.sent).toEqual([[IPC_EVENTS.notificationClick, '/cart']]);
  });

  it('a click without a route only focuses', () => {
    const { notifications, instances, win } = setup();
    notifications.show({ title: 't', body: 'b' });
    must(instances[0], 'the notification').emit('click');
    expect(win.focus).toHaveBeenCalled();
    expect(win.sent).toEqual([]);
  });

  it('does nothing when the window is gone', () => {
    for (const opts of [{ destroyed: true }, { noWindow: true }]) {
      const { notifications, instances, win } = setup(opts);
      notifications.show({ title: 't', body: 'b', route: '/cart' });
      expect(() => must(instances[0], 'the notification').emit('click')).not.toThrow();
      expect(win.sent).toEqual([]);
    }
  });

  it('releases closed notifications', () => {
    const { notifications, instances } = setup();
    notifications.show({ title: 't', body: 'b' });
    must(instances[0], 'the notification').emit('close');
    expect(notifications.pending).toBe(0);
  });
});
