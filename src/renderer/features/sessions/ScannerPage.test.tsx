import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { fail, ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { PAGE_MESSAGES } from '../../i18n/pageMessages';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { testRoot, loaderArgs } from '../../testing/testRoot';
import type { RootStore } from '../../stores/RootStore';
import { scannerLoader } from './loaders';
import { ScannerModel } from './scanner';
import { ScannerView } from './ScannerPage';
import { sessionsOf } from './store';

const TOKEN = 'ET1.12.1893456000.abcdefghijklmnop_-12';
const FIRST = '2026-11-27T02:00:00.000Z';

async function view(store: RootStore, model: ScannerModel, lang: 'en' | 'id' = 'en') {
  const i18n = await initI18n(lang, PAGE_MESSAGES.eticketScan);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ScannerView model={model} cameraAvailable={false} />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

describe('ScannerPage', () => {
  it('paste → scan → check in → already checked in', async () => {
    let checkedInAt: string | null = null;
    const session = { contentId: 9, contentType: 37, url: 'event-x', title: 'Event X', startAt: FIRST, endAt: FIRST, venueType: 2, enrolled: 3, checkedIn: 0 };
    const { store, calls } = testRoot(
      (c) => {
        if (c.url.includes('eticket/my-sessions')) return ok([session]);
        if (c.url.includes('webinars/scan/event')) return ok({ holderName: 'B*** S***', ...session, location: 'Jakarta', checkedInAt, serverTime: FIRST });
        if (c.url.includes('eticket/attendances')) {
          const already = checkedInAt !== null;
          checkedInAt ??= FIRST;
          return ok({ alreadyCheckedIn: already, checkedInAt, holderName: 'B*** S***', contentId: 9, title: 'Event X' });
        }
        return fail(404, 'Not found');
      },
      memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }),
    );
    await store.boot();
    await scannerLoader(store, loaderArgs());
    const model = new ScannerModel(sessionsOf(store));
    model.setSession(9);

    // Not a ticket: said so, nothing asked.
    model.setText('hello');
    await model.read();
    expect(model.problem).toEqual({ kind: 'invalid' });
    expect(await view(store, model)).toContain('This is not an e-ticket code or link.');

    // The link the QR code opens: the token is read from it.
    model.setText(`https://belajar.example/webinars/scan/event?token=${encodeURIComponent(TOKEN)}`);
    await model.read();
    expect(calls.find((c) => c.url.includes('webinars/scan/event'))?.params).toEqual({ token: TOKEN, contentId: 9 });
    let html = await view(store, model);
    expect(html).toContain('Event X · ');
    expect(html).toMatch(/role="status"[^>]*>.*B\*\*\* S\*\*\*/s);
    expect(html).toContain('Not checked in yet');

    await model.checkIn();
    expect(calls.find((c) => c.url.includes('eticket/attendances'))?.data).toEqual({ token: TOKEN, contentId: 9 });
    html = await view(store, model);
    expect(html).toContain('B*** S*** is checked in (27 November 2026 09:00 WIB).');

    // A second check-in answers the first time.
    await model.read();
    await model.checkIn();
    html = await view(store, model, 'id');
    expect(model.attendance?.alreadyCheckedIn).toBe(true);
    expect(html).toContain('Sudah check-in pukul 27 November 2026 09.00 WIB.');
  });

  it('says the account is not staff on a 403', async () => {
    const { store } = testRoot(() => fail(403, 'Forbidden'), memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }));
    await store.boot();
    await scannerLoader(store, loaderArgs());
    const html = await view(store, new ScannerModel(sessionsOf(store)));
    expect(html).toContain('This account is not event staff.');
    expect(html).not.toContain('data-testid="scanner-ticket"');
  });
});
