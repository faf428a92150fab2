import vm from 'node:vm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, BOOT_SCRIPT_PATH, bootTags, registerBootScript } from './boot-script.js';
import { ANALYTICS_CONSENT_KEY, AUTH_COOKIE, INTERACTIVE_EVENT } from '../../common/constants.js';

async function servedScript(): Promise<string> {
  const app = Fastify();
  registerBootScript(app, 'public, max-age=31536000, immutable');
  const res = await app.inject({ method: 'GET', url: BOOT_SCRIPT_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/javascript/);
  expect(res.headers['cache-control']).toContain('immutable');
  await app.close();
  return res.body;
}

interface FakeTarget {
  closest?: (selector: string) => unknown;
  dispatchEvent?: (e: { type: string }) => unknown;
  getAttribute?: (name: string) => string | null;
  isConnected?: boolean;
  click?: () => void;
  requestSubmit?: () => void;
}

/** An event as the boot script's listeners see it; `prevented` tells whether it was held. */
function event(type: string, target: FakeTarget = {}, extra: Record<string, unknown> = {}) {
  const e = { type, target, prevented: false, stopped: false, preventDefault: () => (e.prevented = true), stopImmediatePropagation: () => (e.stopped = true), ...extra };
  return e;
}

/**
 * Runs the boot script against a small fake document and window; returns what it appended to the
 * head, the frame and timer queues, and a way to send window events.
 */
function run(source: string, data: { entry: string; preload: string[] }, visibility: 'visible' | 'hidden', { cookie = '', consent = null as string | null, fields = [] as object[] } = {}) {
  const appended: { tag: string; [key: string]: unknown }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const windowListeners = new Map<string, Set<(e: unknown) => void>>();
  const fragment = {
    children: [] as { tag: string }[],
    appendChild(el: { tag: string }) {
      this.children.push(el);
    },
  };
  const document = {
    visibilityState: visibility,
    cookie,
    activeElement: null as unknown,
    body: {},
    documentElement: {
      attributes: new Set<string>(),
      setAttribute(name: string) {
        this.attributes.add(name);
      },
      removeAttribute(name: string) {
        this.attributes.delete(name);
      },
    },
    getElementById: (id: string) => (id === BOOT_DATA_ID ? { textContent: JSON.stringify(data) } : null),
    querySelectorAll: () => fields,
    createDocumentFragment: () => fragment,
    createElement: (tag: string) => ({ tag }),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    head: { appendChild: (frag: typeof fragment) => appended.push(...frag.children.splice(0)) },
  };
  const window = {
    addEventListener: (type: string, listener: (e: unknown) => void) => windowListeners.set(type, (windowListeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: (e: unknown) => void) => windowListeners.get(type)?.delete(listener),
  };
  const send = <E>(e: E & { type: string }) => {
    for (const listener of [...(windowListeners.get(e.type) ?? [])]) listener(e);
    return e;
  };
  class FakeEvent {
    constructor(
      public type: string,
      public init?: object,
    ) {}
  }
  vm.runInNewContext(source, {
    document,
    window,
    localStorage: { getItem: (key: string) => (key === ANALYTICS_CONSENT_KEY ? consent : null) },
    Event: FakeEvent,
    FocusEvent: FakeEvent,
    Object,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return { appended, frames, timers, listeners, document, send, windowListeners };
}

const startedTags = (page: { appended: { tag: string }[] }) => page.appended.map((el) => el.tag);

describe('the boot script: a signed-in page starts its scripts after its first paint', () => {
  const data = { entry: '/assets/index-a.js', preload: ['/assets/framework-b.js', '/assets/HomePage-c.js'] };
  const signedIn = { cookie: `theme=x; ${AUTH_COOKIE.name}=%7B%22accessToken%22%7D` };

  it('in a visible tab, adds the modulepreloads then the entry only after a frame and the paint after it, once', async () => {
    const page = run(await servedScript(), data, 'visible', signedIn);
    expect(page.appended).toEqual([]);
    page.frames.shift()!();
    expect(page.appended, 'not in the frame itself: after its paint').toEqual([]);
    page.timers.shift()!();
    expect(page.appended).toEqual([
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/framework-b.js' },
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/HomePage-c.js' },
      { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-a.js' },
    ]);
    // Hidden later, or acted on: nothing added twice.
    page.document.visibilityState = 'hidden';
    for (const listener of page.listeners) listener();
    page.send(event('keydown'));
    expect(page.appended).toHaveLength(3);
  });

  it('in a background tab (no frames drawn there), starts at once', async () => {
    const page = run(await servedScript(), data, 'hidden', signedIn);
    expect(startedTags(page)).toEqual(['link', 'link', 'script']);
  });

  it('a tab hidden before its first frame starts then', async () => {
    const page = run(await servedScript(), data, 'visible', signedIn);
    page.document.visibilityState = 'hidden';
    for (const listener of page.listeners) listener();
    expect(startedTags(page)).toEqual(['link', 'link', 'script']);
  });

  it('a visitor who accepted analytics starts after the paint too (the tag manager is in the app); a refusal does not', async () => {
    const accepted = run(await servedScript(), data, 'visible', { consent: JSON.stringify({ analytics: 'granted', at: '2026-11-30T00:00:00Z' }) });
    accepted.frames.shift()!();
    accepted.timers.shift()!();
    expect(startedTags(accepted)).toHaveLength(3);
    const refused = run(await servedScript(), data, 'visible', { consent: JSON.stringify({ analytics: 'denied', at: '2026-11-30T00:00:00Z' }) });
    expect(refused.frames).toEqual([]);
    expect(startedTags(refused)).toEqual([]);
  });
});

describe("the boot script: a guest's page waits for its visitor", () => {
  const data = { entry: '/assets/index-a.js', preload: ['/assets/framework-b.js'] };
  const link = { closest: (selector: string) => (selector === 'a[href]' ? {} : null) };

  it('reading loads nothing, in a visible tab or a hidden one (no frame or timer waits)', async () => {
    for (const visibility of ['visible', 'hidden'] as const) {
      const page = run(await servedScript(), data, visibility);
      expect(page.frames).toEqual([]);
      expect(page.timers).toEqual([]);
      expect(startedTags(page)).toEqual([]);
      // A finger on the page (a touch's pointer) is a scroll as likely as a press.
      page.send(event('pointermove', {}, { pointerType: 'touch' }));
      expect(startedTags(page)).toEqual([]);
    }
  });

  it.each([
    ['a key', event('keydown')],
    ['a focus', event('focusin')],
    ["a mouse's pointer", event('pointermove', {}, { pointerType: 'mouse' })],
  ])('%s starts the app without holding anything', async (_name, e) => {
    const page = run(await servedScript(), data, 'visible');
    page.send(e);
    expect(startedTags(page)).toEqual(['link', 'script']);
    expect(e.prevented).toBe(false);
  });

  it('a press on a link (and the focus it gives) is left to the browser (the next page is rendered): nothing starts, nothing is held', async () => {
    const page = run(await servedScript(), data, 'visible');
    // Chromium focuses a link on the press, before its click.
    expect(page.send(event('focusin', link)).prevented).toBe(false);
    const press = page.send(event('click', link));
    expect(press.prevented).toBe(false);
    expect(startedTags(page)).toEqual([]);
  });

  it('a press on a button starts the app, is held, and is done again once the app is interactive (the last one, once)', async () => {
    const page = run(await servedScript(), data, 'visible');
    const clicks: string[] = [];
    const first = { closest: () => null, isConnected: true, click: () => clicks.push('first') };
    const menu = { closest: () => null, isConnected: true, click: () => clicks.push('menu') };
    const held = [page.send(event('click', first)), page.send(event('click', menu))];
    expect(held.every((e) => e.prevented && e.stopped)).toBe(true);
    expect(startedTags(page)).toEqual(['link', 'script']);
    expect([...page.document.documentElement.attributes], 'the bar that shows the press was heard').toEqual(['data-starting']);
    page.send({ type: INTERACTIVE_EVENT });
    expect([...page.document.documentElement.attributes]).toEqual([]);
    expect(clicks, 'after the updates of the replayed fields').toEqual([]);
    page.timers.shift()!();
    expect(clicks).toEqual(['menu']);
    // A press on an icon's SVG (no click() of its own) presses the button around it.
    const icon = run(await servedScript(), data, 'visible');
    icon.send(event('click', { closest: () => null, isConnected: true, parentNode: { parentNode: menu } } as FakeTarget));
    icon.send({ type: INTERACTIVE_EVENT });
    icon.timers.shift()!();
    expect(clicks).toEqual(['menu', 'menu']);
    // Afterwards the app has the page: presses pass.
    expect(page.send(event('click', menu)).prevented).toBe(false);
    expect(page.windowListeners.get('click')?.size ?? 0).toBe(0);
  });

  it('a form with its own action submits as a plain GET; one without is held and submitted once the app is interactive', async () => {
    const page = run(await servedScript(), data, 'visible');
    const plain = page.send(event('submit', { getAttribute: (name: string) => (name === 'action' ? '/search' : null) }));
    expect(plain.prevented).toBe(false);
    expect(startedTags(page)).toEqual(['link', 'script']);
    let submitted = 0;
    const form = { getAttribute: () => null, isConnected: true, requestSubmit: () => void submitted++ };
    expect(page.send(event('submit', form)).prevented).toBe(true);
    page.send({ type: INTERACTIVE_EVENT });
    page.timers.shift()!();
    expect(submitted).toBe(1);
  });

  it("text typed before the app is handed to it (an input event after resetting React's tracker), and the focus is told", async () => {
    const log: string[] = [];
    // The prototype's own setter (the DOM's), and the property React's tracker puts on each field.
    class NativeField {
      type = 'search';
      defaultValue = '';
      current = '';
      get value() {
        return this.current;
      }
      set value(v: string) {
        log.push(`native:${v}`);
        this.current = v;
      }
      dispatchEvent(e: { type: string }) {
        log.push(`${e.type}:${this.current}`);
      }
    }
    const field = (current: string, defaultValue: string, type = 'search') => {
      const f = Object.assign(new NativeField(), { current, defaultValue, type });
      Object.defineProperty(f, 'value', {
        get: () => f.current,
        set: (v: string) => {
          log.push(`tracked:${v}`);
          f.current = v;
        },
      });
      return f;
    };
    const page = run(await servedScript(), data, 'visible', { fields: [field('excel', ''), field('x', 'x'), field('on', '', 'checkbox')] });
    const box = { dispatchEvent: (e: { type: string }) => log.push(`focus:${e.type}`) };
    page.send(event('focusin', box));
    page.document.activeElement = box;
    page.send({ type: INTERACTIVE_EVENT });
    expect(log).toEqual(['tracked:', 'native:excel', 'input:excel', 'focus:focusin']);
  });

  it('a focus the app gave itself (autoFocus, after it started) is not told again', async () => {
    const log: string[] = [];
    const page = run(await servedScript(), data, 'visible');
    page.send(event('keydown'));
    const box = { dispatchEvent: (e: { type: string }) => log.push(`focus:${e.type}`) };
    page.send(event('focusin', box));
    page.document.activeElement = box;
    page.send({ type: INTERACTIVE_EVENT });
    expect(log).toEqual([]);
  });
});

describe('the boot tags', () => {
  it('the data script cannot be closed by what it carries', () => {
    const [json, script] = bootTags('/assets/a.js', ['/x</script><script>alert(1)</script>']);
    expect(json!.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(json!.slice(json!.indexOf('>') + 1, json!.lastIndexOf('<')))).toEqual({ entry: '/assets/a.js', preload: ['/x</script><script>alert(1)</script>'] });
    expect(script).toBe(`<script src="${BOOT_SCRIPT_PATH}" defer></script>`);
  });
});
