import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { LibraryEntry } from '../../../common/bridge';
import { ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { StoreProvider } from '../../stores/context';
import type { RootStore } from '../../stores/RootStore';
import { memoryPlatform } from '../../stores/testPlatform';
import { testRoot } from '../../testing/testRoot';
import { LibraryPage } from './LibraryPage';
import { libraryOf } from './store';

async function render(store: RootStore, lang: 'en' | 'id') {
  const i18n = await initI18n(lang, PAGE_MESSAGES.library);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <LibraryPage />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

const entry = (over: Partial<LibraryEntry>): LibraryEntry => ({
  id: 'e1',
  kind: 'invoice',
  ref: '1',
  title: 'Invoice INV/1',
  url: 'http://localhost:3000/x',
  fileName: 'invoice-1.pdf',
  path: '/home/u/Belajar/invoice-1.pdf',
  size: 22_000,
  savedAt: '2026-11-27T10:00:00.000Z',
  present: true,
  ...over,
});

function desktopRoot(entries: LibraryEntry[]) {
  const mem = memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
  const platform = {
    ...mem.platform,
    kind: 'desktop' as const,
    library: {
      folder: async () => '/home/u/Belajar',
      chooseFolder: async () => null,
      list: async () => entries,
      open: async () => true,
      showInFolder: async () => true,
      onProgress: () => () => undefined,
    },
  };
  return testRoot(() => ok({}), { ...mem, platform }).store;
}

describe('the library page', () => {
  it('on the website says it belongs to the desktop app, in both languages', async () => {
    const { store } = testRoot(() => ok({}));
    expect(await render(store, 'en')).toContain('The library is part of the desktop app');
    expect(await render(store, 'id')).toContain('Perpustakaan ada di aplikasi desktop');
    expect(await render(store, 'en')).not.toContain('library-entry');
  });

  it('on desktop lists the documents, the folder, and marks a missing one with "Download again"', async () => {
    const store = desktopRoot([entry({}), entry({ id: 'e2', kind: 'certificate', title: 'Kelas A', present: false })]);
    await libraryOf(store).load();
    const html = await render(store, 'en');
    expect(html).toContain('/home/u/Belajar');
    expect(html).toContain('Invoice INV/1');
    expect(html).toContain('Missing from disk');
    expect(html).toContain('aria-label="Download again: Kelas A"');
    expect(html).toContain('aria-label="Open Invoice INV/1"');
    expect((await render(store, 'id')).includes('Tidak ada di disk')).toBe(true);
  });
});
