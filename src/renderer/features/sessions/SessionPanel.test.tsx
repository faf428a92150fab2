import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { MySession } from '../../../common/contract/sessions';
import { ok } from '../../api/testAdapter';
import { initI18n } from '../../i18n';
import { StoreProvider } from '../../stores/context';
import { memoryPlatform } from '../../stores/testPlatform';
import { testRoot } from '../../testing/testRoot';
import { mySession } from './fixtures';
import { SessionPanel, sessionDate } from './SessionPanel';
import { sessionsOf } from './store';

async function render(mine: MySession, lang: 'en' | 'id' = 'en') {
  const { store } = testRoot(
    (c) => {
      if (c.url.includes('referral-sources')) return ok([{ id: 1, name: 'Instagram' }]);
      if (c.url.includes('categories')) return ok([{ id: 2, name: 'Speaker' }]);
      return ok(mine);
    },
    memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' }),
  );
  await store.boot();
  await sessionsOf(store).load(mine.contentId);
  await sessionsOf(store).ensureMasters();
  const i18n = await initI18n(lang, ['sessions']);
  return renderToStaticMarkup(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <SessionPanel contentId={mine.contentId} title={mine.title} />
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

/** The opening tag of the element with this id. */
const tagOf = (html: string, id: string) => new RegExp(`<[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('SessionPanel', () => {
  it('writes the date once for a one-day session, in Jakarta time', () => {
    expect(sessionDate({ startAt: '2026-11-30T12:00:00.000Z', endAt: '2026-11-30T14:00:00.000Z' }, 'en')).toBe('30 November 2026 19:00 WIB – 21:00 WIB');
    expect(sessionDate({ startAt: '2026-11-30T12:00:00.000Z', endAt: '2026-12-01T14:00:00.000Z' }, 'id')).toBe('30 November 2026 19.00 WIB – 1 Desember 2026 21.00 WIB');
  });

  it('waits: a countdown to the room, a static date, the join button off until the window', async () => {
    const html = await render(mySession(new Date(), 24 * 60 + 90));
    expect(html).toContain('id="session"');
    expect(html).toContain('Registered');
    expect(html).toMatch(/role="timer" aria-live="off"[^>]*>1 day \d\d:\d\d:\d\d</);
    expect(tagOf(html, 'session-join')).toContain('disabled');
    expect(html).toContain('The room opens at');
    expect(html).toContain('data-testid="session-calendar"');
    expect(html).not.toContain('id="session-feedback"');
    expect(html).not.toContain('id="session-eticket"');
  });

  it('joins: the button is live in the window (the server clock), with the e-ticket of a hybrid event', async () => {
    const html = await render(
      mySession(new Date(), 10, {
        contentType: 37,
        venueType: 3,
        nextAction: 'join',
        ticket: { token: 'ET1.1.2.x', qrText: 'https://x/webinars/scan/event?token=ET1', pngPath: '/web/v2/sessions/5/eticket' },
      }),
    );
    expect(tagOf(html, 'session-join')).not.toContain('disabled');
    expect(html).toContain('Join via Zoom');
    expect(html).toContain('id="session-eticket"');
    expect(html).toContain('aria-label="E-ticket QR code for Webinar Live"');
    expect(html).toContain('Download e-ticket (PNG)');
  });

  it('asks for feedback: five rating radios, a counted text, the two master lists', async () => {
    const html = await render(mySession(new Date(), -150, { state: 'FEEDBACKREQUIRED', nextAction: 'feedback', joinedAt: new Date().toISOString() }), 'id');
    expect(html).toContain('id="session-feedback"');
    expect(html.match(/type="radio"/g)?.length).toBe(5);
    expect(html).toContain('maxLength="2000"');
    expect(html).toContain('0 / 2000 karakter');
    expect(html).toContain('<option value="1">Instagram</option>');
    expect(html).toContain('<option value="2">Speaker</option>');
    expect(html).not.toContain('id="session-join"');
    expect(html).not.toMatch(/sessions\./);
  });

  it('is completed: the certificate download, and nothing for a visitor who is not registered', async () => {
    const html = await render(mySession(new Date(), -150, { state: 'COMPLETED', nextAction: 'certificate', certificate: { number: 'CERT-7', verificationPath: '/certificates/CERT-7' } }));
    expect(html).toContain('id="session-certificate"');
    expect(html).toContain('Certificate number CERT-7');
    expect(html).toContain('Completed');
    expect(await render(mySession(new Date(), 60, { enrolled: false, state: 'NOTENROLL', nextAction: 'register' }))).toBe('');
  });
});
