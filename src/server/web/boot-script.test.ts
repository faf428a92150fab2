import vm from 'node:vm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, BOOT_SCRIPT_PATH, bootTags, registerBootScript } from './boot-script.js';

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

/** Runs the boot script against a small fake document; returns what it appended to the head and the frame/timer queues. */
function run(source: string, data: { entry: string; preload: string[] }, visibility: 'visible' | 'hidden') {
  const appended: { tag: string; [key: string]: unknown }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const fragment = {
    children: [] as { tag: string }[],
    appendChild(el: { tag: string }) {
      this.children.push(el);
    },
  };
  const document = {
    visibilityState: visibility,
    getElementById: (id: string) => (id === BOOT_DATA_ID ? { textContent: JSON.stringify(data) } : null),
    createDocumentFragment: () => fragment,
    createElement: (tag: string) => ({ tag }),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    head: { appendChild: (frag: typeof fragment) => appended.push(...frag.children.splice(0)) },
  };
  vm.runInNewContext(source, { document, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) });
  return { appended, frames, timers, listeners, document };
}

describe('the boot script (a rendered page starts its scripts after its first paint)', () => {
  const data = { entry: '/assets/index-a.js', preload: ['/assets/framework-b.js', '/assets/HomePage-c.js'] };

  it('in a visible tab, adds the modulepreloads then the entry only after a frame and the paint after it, once', async () => {
    const page = run(await servedScript(), data, 'visible');
    expect(page.appended).toEqual([]);
    page.frames.shift()!();
    expect(page.appended, 'not in the frame itself: after its paint').toEqual([]);
    page.timers.shift()!();
    expect(page.appended).toEqual([
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/framework-b.js' },
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/HomePage-c.js' },
      { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-a.js' },
    ]);
    // Hidden later: nothing added twice.
    page.document.visibilityState = 'hidden';
    for (const listener of page.listeners) listener();
    expect(page.appended).toHaveLength(3);
  });

  it('in a background tab (no frames drawn there), starts at once', async () => {
    const page = run(await servedScript(), data, 'hidden');
    expect(page.appended.map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });

  it('a tab hidden before its first frame starts then', async () => {
    const page = run(await servedScript(), data, 'visible');
    page.document.visibilityState = 'hidden';
    for (const listener of page.listeners) listener();
    expect(page.appended.map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });

  it('the data script cannot be closed by what it carries', () => {
    const [json, script] = bootTags('/assets/a.js', ['/x</script><script>alert(1)</script>']);
    expect(json!.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(json!.slice(json!.indexOf('>') + 1, json!.lastIndexOf('<')))).toEqual({ entry: '/assets/a.js', preload: ['/x</script><script>alert(1)</script>'] });
    expect(script).toBe(`<script src="${BOOT_SCRIPT_PATH}" defer></script>`);
  });
});
