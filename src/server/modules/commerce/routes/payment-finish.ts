/**
 * The payment finish page (GET /web/v2/payment/finish): where a payer's browser lands after a
 * redirect payment (Midtrans's "Finish Redirect URL", or the sandbox simulator's "Back to the
 * shop"). A payment opened from the desktop app happens in the system browser, so the page offers
 * the way back into the app (belajar://payment/finish?order_id=…, which the app turns into the
 * order's payment page) next to the website's payment page; with `app=desktop` it opens the app at
 * once (a meta refresh: no script, as the site's CSP wants). Server-rendered, Indonesian or English.
 */
import type { Locale } from '../../../../common/enums.js';
import { orderIdOfGatewayOrderId, paymentFinishLink } from '../../../../common/deepLink.js';
import { localizedPath } from '../../../../common/localeUrl.js';
import { escapeHtml } from '../../../web/escape-html.js';

const TEXT = {
  id: {
    paid: 'Pembayaran berhasil',
    pending: 'Pembayaran sedang diproses',
    other: 'Kembali dari pembayaran',
    intro: 'Lihat status pesanan Anda di aplikasi Belajar atau di situs web.',
    openApp: 'Buka aplikasi Belajar',
    continueWeb: 'Lanjutkan di browser',
    opening: 'Membuka aplikasi Belajar…',
    invalid: 'Pesanan ini tidak dikenal.',
  },
  en: {
    paid: 'Payment successful',
    pending: 'Your payment is being processed',
    other: 'Back from the payment',
    intro: 'See your order’s status in the Belajar app or on the website.',
    openApp: 'Open the Belajar app',
    continueWeb: 'Continue in the browser',
    opening: 'Opening the Belajar app…',
    invalid: 'This order is not known.',
  },
} as const;

export interface FinishQuery {
  order_id: string;
  transaction_status?: string;
  app?: 'desktop';
}

/** The page, or null when the order id is not one of the shop's (the route answers 404). */
export function paymentFinishPage(query: FinishQuery, locale: Locale): string | null {
  const orderId = orderIdOfGatewayOrderId(query.order_id);
  const appLink = paymentFinishLink(query.order_id);
  if (orderId === null || appLink === null) return null;
  const t = TEXT[locale];
  const status = query.transaction_status;
  const title = status === 'settlement' || status === 'capture' ? t.paid : status === 'pending' ? t.pending : t.other;
  // The website's payment page in the language the payer was using (English under /en).
  const webPage = localizedPath(locale, `/payment/${orderId}`);
  const desktop = query.app === 'desktop';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${desktop ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(appLink)}">` : ''}
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 36rem; padding: 2rem 1rem; color: #1b1b1f; line-height: 1.5; }
h1 { font-size: 1.5rem; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
a.button { display: inline-block; padding: .55rem 1.1rem; border: 1px solid #0f6cbd; border-radius: 4px; text-decoration: none; background: #0f6cbd; color: #fff; }
a.button.secondary { background: #fff; color: #0f6cbd; border: 1px solid #0f6cbd; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t.intro)}</p>
${desktop ? `<p role="status">${escapeHtml(t.opening)}</p>` : ''}
<div class="actions">
<a class="button" href="${escapeHtml(appLink)}" data-testid="finish-open-app">${escapeHtml(t.openApp)}</a>
<a class="button secondary" href="${escapeHtml(webPage)}" data-testid="finish-continue-web">${escapeHtml(t.continueWeb)}</a>
</div>
</main>
</body>
</html>`;
}

export function paymentFinishNotFound(locale: Locale): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(TEXT[locale].invalid)}</title></head><body><main><p>${escapeHtml(TEXT[locale].invalid)}</p></main></body></html>`;
}
