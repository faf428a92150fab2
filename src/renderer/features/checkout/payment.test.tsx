import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAYMENT_CHANNELS, PAYMENT_METHOD_GROUPS, paymentChannelsOfGroup } from '../../../common/payments';
import { PaymentMark, markOf } from '../../components/PaymentMark';
import { MethodPicker } from './ui';
import { paymentLinksOf, qrImageUrl, saveQr } from './qr';

describe('PaymentMark', () => {
  it.each(PAYMENT_CHANNELS.map((c) => [c.code, c.name] as const))('%s has its own brand mark, hidden beside the written name', (code, name) => {
    const mark = markOf(code, name);
    expect(mark.brand).not.toBe('other');
    expect(mark.word.trim()).not.toBe('');
    const markup = renderToStaticMarkup(<PaymentMark code={code} name={name} />);
    expect(markup).toContain(`data-mark="${mark.brand}"`);
    expect(markup).toMatch(/^<span[^>]*aria-hidden="true"/);
    // Drawn here: no image from anywhere.
    expect(markup).not.toMatch(/<img|url\(|https?:/);
  });

  it('a channel without a mark of its own still gets one (its first word)', () => {
    expect(markOf('new_bank', 'Jago Virtual Account')).toEqual({ brand: 'other', word: 'Jago' });
  });
});

describe('MethodPicker', () => {
  const groups = PAYMENT_METHOD_GROUPS.map((g) => ({
    id: g.id,
    key: g.key,
    name: g.name.en,
    paymentTypes: paymentChannelsOfGroup(g.id).map((c) => ({ id: c.id, code: c.code, name: c.name })),
  }));

  it('is one radio group of native radios sharing a name, each named by its channel, the chosen one checked', () => {
    const markup = renderToStaticMarkup(<MethodPicker groups={groups} value={7} onChange={() => undefined} labelledBy="checkout-methods-title" />);
    expect(markup.match(/role="radiogroup"/g)).toHaveLength(1);
    expect(markup).toContain('aria-labelledby="checkout-methods-title"');
    const radios = [...markup.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(PAYMENT_CHANNELS.length);
    expect(new Set(radios.map((r) => /name="([^"]+)"/.exec(r)?.[1])).size).toBe(1);
    expect(radios.filter((r) => r.includes('checked'))).toEqual([expect.stringContaining('value="7"')]);
    for (const c of PAYMENT_CHANNELS) {
      const id = /\sid="([^"]+)"/.exec(radios.find((r) => r.includes(`value="${c.id}"`))!)![1];
      const label = new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(markup)![1]!;
      // The accessible name is the channel's name: the only text besides it is the aria-hidden mark.
      const mark = markOf(c.code, c.name);
      expect(label).toMatch(new RegExp(`^<span[^>]*><span[^>]*aria-hidden="true"[^>]*data-mark="${mark.brand}"`));
      expect(label.replace(/<[^>]+>/g, '')).toBe(`${mark.word}${mark.sub ?? ''}${c.name}`);
    }
  });

  it('leaves out the excluded channel (changing method)', () => {
    const markup = renderToStaticMarkup(<MethodPicker groups={groups} value={null} onChange={() => undefined} labelledBy="x" label="Choose" exclude={7} />);
    expect(markup).not.toContain('value="7"');
    expect(markup).toContain('aria-label="Choose"');
  });
});

describe('QRIS: save QR and open in app', () => {
  const qris = { qrString: '000201…', deeplinkUrl: 'gojek://gopay/merchanttransfer?tref=1', redirectUrl: null };

  it('a QR is saved on every screen; its app link is offered on a phone only', () => {
    expect(paymentLinksOf(qris, true)).toEqual({ saveQr: true, openInApp: qris.deeplinkUrl, redirect: null });
    expect(paymentLinksOf(qris, false)).toEqual({ saveQr: true, openInApp: null, redirect: null });
  });

  it('no app link from the gateway: no "open in app", even on a phone', () => {
    expect(paymentLinksOf({ ...qris, deeplinkUrl: null }, true)).toEqual({ saveQr: true, openInApp: null, redirect: null });
  });

  it('a wallet without a QR (ShopeePay) opens its app on any screen; nothing to save', () => {
    const shopee = { qrString: null, deeplinkUrl: 'shopeeid://pay', redirectUrl: null };
    expect(paymentLinksOf(shopee, false)).toEqual({ saveQr: false, openInApp: 'shopeeid://pay', redirect: null });
  });

  it('a virtual account shows neither; cardless credit its provider page', () => {
    expect(paymentLinksOf({ qrString: null, deeplinkUrl: null, redirectUrl: null }, true)).toEqual({ saveQr: false, openInApp: null, redirect: null });
    expect(paymentLinksOf({ qrString: null, deeplinkUrl: null, redirectUrl: 'https://pay.example/k' }, false).redirect).toBe('https://pay.example/k');
  });

  it('saves the API’s PNG through the platform with the token, asking again once after a 401', async () => {
    expect(qrImageUrl('https://api.example', 42)).toBe('https://api.example/web/v2/payment/payments/by-order-id/42/qr');
    const download = vi.fn().mockResolvedValueOnce({ ok: false, error: 'HTTP 401' }).mockResolvedValueOnce({ ok: true, path: '/d/qris-42.png' });
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
    });
    const result = await saveQr({ platform: { download }, accessToken: () => token, baseURL: 'https://api.example', refresh }, 42);
    expect(result).toEqual({ ok: true, path: '/d/qris-42.png' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(download.mock.calls).toEqual([
      ['https://api.example/web/v2/payment/payments/by-order-id/42/qr', 'qris-42.png', { accessToken: 'old' }],
      ['https://api.example/web/v2/payment/payments/by-order-id/42/qr', 'qris-42.png', { accessToken: 'new' }],
    ]);
  });
});
