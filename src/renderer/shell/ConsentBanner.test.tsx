import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n';
import { CONSENT_KEY, configureTracking } from '../platform/tagManager';
import { ConsentBanner } from './ConsentBanner';

/** A page naming a container (or none) and a storage holding a choice (or none). */
function page(gtmId: string | null, remembered: string | null) {
  const data = new Map<string, string>(remembered ? [[CONSENT_KEY, remembered]] : []);
  configureTracking({
    target: {},
    storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) },
    document: { querySelector: () => (gtmId ? { content: gtmId } : null) } as unknown as Document,
  });
}

async function render(lang: 'en' | 'id') {
  const i18n = await initI18n(lang);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ConsentBanner />
    </I18nextProvider>,
  );
}

describe('the consent banner', () => {
  it('asks in both languages when there is a container and no choice', async () => {
    page('GTM-ABC123', null);
    const id = await render('id');
    expect(id).toContain('data-testid="consent-banner"');
    expect(id).toContain('aria-labelledby="consent-title"');
    expect(id).toContain('Cookie analitik');
    expect(id).toMatch(/>Tolak<.*>Terima</s);
    const en = await render('en');
    expect(en).toContain('Analytics cookies');
    expect(en).toMatch(/>Decline<.*>Accept</s);
  });

  it('is not shown without a container, or once a choice is remembered', async () => {
    page(null, null);
    expect(await render('en')).toBe('');
    page('GTM-ABC123', JSON.stringify({ analytics: 'denied', at: '2026-11-27T10:00:00.000Z' }));
    expect(await render('en')).toBe('');
    page('GTM-ABC123', JSON.stringify({ analytics: 'granted', at: '2026-11-27T10:00:00.000Z' }));
    expect(await render('id')).toBe('');
  });
});
