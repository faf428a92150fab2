import { describe, expect, it } from 'vitest';
import { renderToPipeableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { hydrateWhenSeen, RenderedParts } from './hydrateWhenSeen';

/** What the SSR build makes of `import('./Part')` (vite.config.ts ssrModuleKeys): the key noted, then the module. */
function partModule(key: string, text: string) {
  const module = { default: () => <p>{text}</p> };
  return () => {
    (globalThis as { __lmModules?: Set<string> }).__lmModules?.add(key);
    return Promise.resolve(module);
  };
}

const i18n = createInstance();
void i18n.init({ lng: 'id', resources: {} });

/** The server's render of `element`, whole (as entry-server renders: once everything is ready). */
function renderWhole(children: ReactNode): Promise<string> {
  const element = <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = {
      write: (chunk: Uint8Array | string) => ((html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk)), true),
      end: () => resolve(html),
      on: () => sink,
    };
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink as unknown as NodeJS.WritableStream), onShellError: reject });
  });
}

describe('a part that hydrates when seen, rendered on the server', () => {
  const Footer = hydrateWhenSeen(partModule('shell/Footer.tsx', 'footer'));
  const Blocks = hydrateWhenSeen(partModule('features/home/HomeBlocks.tsx', 'blocks'));

  it('notes its module in every render that shows it, so each page links its stylesheet', async () => {
    for (const round of [1, 2]) {
      const rendered = new Set<string>();
      const html = await renderWhole(
        <RenderedParts value={rendered}>
          <Footer />
        </RenderedParts>,
      );
      expect(html, `render ${round}`).toContain('<p>footer</p>');
      // The second render finds the lazy part resolved already: its module is noted all the same.
      expect([...rendered], `render ${round}`).toEqual(['shell/Footer.tsx']);
    }
  });

  it("notes only the parts this render shows, and nothing outside a render's set", async () => {
    const rendered = new Set<string>();
    await renderWhole(
      <RenderedParts value={rendered}>
        <Blocks />
      </RenderedParts>,
    );
    await renderWhole(<Footer />);
    expect([...rendered]).toEqual(['features/home/HomeBlocks.tsx']);
    expect((globalThis as { __lmModules?: Set<string> }).__lmModules).toBeUndefined();
  });
});
