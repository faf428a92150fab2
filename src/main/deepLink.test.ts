import { describe, expect, it, vi } from 'vitest';
import { IPC_EVENTS } from '../common/bridge';
import { deepLinkInArgv, paymentFinishLink, parseDeepLink, safeAppRoute } from '../common/deepLink';
import { createDeepLinks, registerProtocolClient } from './deepLink';

describe('belajar:// links: the allow-list', () => {
  it('a payment finish opens the order’s payment page; open?route= opens a page of the site', () => {
    expect(parseDeepLink('belajar://payment/finish?order_id=ORD-12-1a2b3c4d&status_code=200&transaction_status=settlement')).toBe('/payment/12');
    expect(parseDeepLink('belajar://payment/finish/?order_id=77')).toBe('/payment/77');
    expect(parseDeepLink('BELAJAR://Payment/finish?order_id=ORD-5-00ff00ff')).toBe('/payment/5');
    expect(parseDeepLink('belajar://open?route=/user/notification')).toBe('/user/notification');
    expect(parseDeepLink('belajar://open?route=%2Fhistory%2F42%3Ftab%3D1%23x')).toBe('/history/42?tab=1');
    expect(paymentFinishLink('ORD-12-1a2b3c4d')).toBe('belajar://payment/finish?order_id=ORD-12-1a2b3c4d');
    expect(parseDeepLink(paymentFinishLink('ORD-12-1a2b3c4d'))).toBe('/payment/12');
  });

  it('ignores other schemes, other hosts, escapes from the app and oversized links', () => {
    const hostile = [
      'https://evil.example/payment/finish?order_id=1',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'belajarx://open?route=/history',
      'belajar://evil.example/open?route=/history',
      'belajar://user:pw@open?route=/history',
      'belajar://open:8080?route=/history',
      'belajar://open?route=//evil.example/x',
      'belajar://open?route=/\\evil.example',
      'belajar://open?route=\\\\evil.example\\share',
      'belajar://open?route=https://evil.example/',
      'belajar://open?route=javascript:alert(1)',
      'belajar://open?route=/history%0d%0aSet-Cookie:x',
      'belajar://open?route=/not/a/page/of/the/site',
      'belajar://open?route=',
      'belajar://open',
      'belajar://payment/finish?order_id=ORD-12-zzzz',
      'belajar://payment/finish?order_id=../../etc',
      'belajar://payment/finish?order_id=-1',
      'belajar://payment/finish?order_id=0',
      'belajar://payment/finish',
      'belajar://payment/other?order_id=12',
      'belajar:\\\\open?route=/history',
      `belajar://open?route=/history&pad=${'a'.repeat(5000)}`,
      `belajar://open?route=/courses/${'a'.repeat(1100)}`,
      '',
      null,
      42,
      { toString: () => 'belajar://open?route=/history' },
    ];
    for (const link of hostile) expect(parseDeepLink(link), String(link)).toBeNull();
    expect(safeAppRoute('/./history/../history')).toBe('/history');
    expect(safeAppRoute('/%2F%2Fevil.example')).toBeNull();
    expect(paymentFinishLink('<script>')).toBeNull();
  });

  it('finds the link on a command line (the last belajar: argument), or none', () => {
    expect(deepLinkInArgv(['/opt/Belajar/belajar', '--flag', 'belajar://open?route=/history'])).toBe('belajar://open?route=/history');
    expect(deepLinkInArgv(['/opt/Belajar/belajar', '.'])).toBeNull();
  });
});

function fakeWindow() {
  const sent: unknown[][] = [];
  return {
    sent,
    focused: 0,
    isDestroyed: () => false,
    isMinimized: () => false,
    restore: vi.fn(),
    show: vi.fn(),
    focus() {
      this.focused += 1;
    },
    webContents: { send: (...args: unknown[]) => void sent.push(args) },
  };
}

describe('belajar:// links: delivery to the window', () => {
  it('focuses the window and sends the route once it has loaded; earlier routes wait in order', () => {
    let win: ReturnType<typeof fakeWindow> | null = null;
    const links = createDeepLinks({ getWindow: () => win });
    expect(links.openFromArgv(['app', 'belajar://payment/finish?order_id=ORD-3-abcdef01'])).toBe('/payment/3');
    expect(links.queued).toEqual(['/payment/3']);
    win = fakeWindow();
    expect(links.open('belajar://open?route=/history')).toBe('/history');
    expect(win.focused).toBe(1);
    expect(win.sent).toEqual([]); // not loaded yet
    links.windowLoaded();
    expect(win.sent).toEqual([
      [IPC_EVENTS.linkOpen, '/payment/3'],
      [IPC_EVENTS.linkOpen, '/history'],
    ]);
    links.open('belajar://open?route=/user/notification');
    expect(win.sent.at(-1)).toEqual([IPC_EVENTS.linkOpen, '/user/notification']);
  });

  it('an ignored link neither focuses the window nor sends anything; the queue is bounded', () => {
    const win = fakeWindow();
    const log = vi.fn();
    const links = createDeepLinks({ getWindow: () => win, log });
    expect(links.open('belajar://open?route=//evil.example')).toBeNull();
    expect(win.focused).toBe(0);
    expect(log).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i += 1) links.open(`belajar://payment/finish?order_id=${i + 1}`);
    expect(links.queued).toHaveLength(10);
  });

  it('registers the app for belajar:// (in development with the script path)', () => {
    const packaged = { isPackaged: true, setAsDefaultProtocolClient: vi.fn(() => true) };
    expect(registerProtocolClient(packaged, ['/opt/Belajar/belajar'], '/opt/Belajar/belajar')).toBe(true);
    expect(packaged.setAsDefaultProtocolClient).toHaveBeenCalledWith('belajar');
    const dev = { isPackaged: false, setAsDefaultProtocolClient: vi.fn(() => true) };
    registerProtocolClient(dev, ['/node_modules/electron/dist/electron', '/repo'], '/node_modules/electron/dist/electron');
    expect(dev.setAsDefaultProtocolClient).toHaveBeenCalledWith('belajar', '/node_modules/electron/dist/electron', ['/repo']);
    const relative = { isPackaged: false, setAsDefaultProtocolClient: vi.fn(() => true) };
    registerProtocolClient(relative, ['/electron', '.'], '/electron');
    expect(relative.setAsDefaultProtocolClient).toHaveBeenCalledWith('belajar', '/electron', [process.cwd()]);
    expect(registerProtocolClient({ isPackaged: true }, [], '')).toBe(false);
  });
});
