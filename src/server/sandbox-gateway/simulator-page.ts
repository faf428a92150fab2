import { formatDateTimeLong, formatRupiah } from '../../common/format.js';
import type { Locale } from '../../common/enums.js';
import { SANDBOX_GATEWAY_PREFIX } from '../../common/contract/sandbox-gateway.js';
import { PAYMENT_FINISH_PATH } from '../../common/payments.js';
import type { SandboxTransactionRow } from './tables.js';
import { escapeHtml } from '../web/escape-html.js';

/**
 * The simulator page (GET /sandbox-gateway/simulator): a person finds a payment by order id or
 * VA number and pays or expires it, as Midtrans's sandbox simulator does. Server-rendered, in
 * Indonesian or English (?lang=), plain forms and no script (the site's CSP allows none inline).
 */

const TEXT = {
  id: {
    title: 'Simulator gateway pembayaran (sandbox)',
    intro: 'Gateway uji coba di dalam server ini. Cari pembayaran lalu bayar atau buat kedaluwarsa; toko menerima notifikasi seperti dari Midtrans.',
    find: 'Cari',
    orderId: 'ID pesanan',
    vaNumber: 'Nomor virtual account',
    notFound: 'Pembayaran tidak ditemukan.',
    paid: 'Pembayaran berhasil. Notifikasi dikirim ke toko.',
    expired: 'Pembayaran dibuat kedaluwarsa. Notifikasi dikirim ke toko.',
    refused: 'Tidak bisa diubah: pembayaran ini tidak lagi menunggu.',
    backToShop: 'Kembali ke toko',
    pay: 'Bayar',
    expire: 'Buat kedaluwarsa',
    recent: 'Pembayaran terbaru',
    none: 'Belum ada pembayaran.',
    fields: {
      order: 'ID pesanan',
      transaction: 'ID transaksi',
      method: 'Metode',
      amount: 'Jumlah',
      status: 'Status',
      code: 'Kode bayar',
      created: 'Dibuat',
      expires: 'Kedaluwarsa',
      settled: 'Dibayar',
    },
    status: { pending: 'Menunggu pembayaran', settlement: 'Dibayar', expire: 'Kedaluwarsa', cancel: 'Dibatalkan' } as Record<string, string>,
    other: 'English',
  },
  en: {
    title: 'Payment gateway simulator (sandbox)',
    intro: 'A test gateway inside this server. Find a payment, then pay it or let it expire; the shop gets notifications as from Midtrans.',
    find: 'Find',
    orderId: 'Order id',
    vaNumber: 'Virtual account number',
    notFound: 'No such payment.',
    paid: 'Payment made. The shop has been notified.',
    expired: 'Payment expired. The shop has been notified.',
    refused: 'Cannot change it: this payment is no longer waiting.',
    backToShop: 'Back to the shop',
    pay: 'Pay',
    expire: 'Expire',
    recent: 'Latest payments',
    none: 'No payments yet.',
    fields: {
      order: 'Order id',
      transaction: 'Transaction id',
      method: 'Method',
      amount: 'Amount',
      status: 'Status',
      code: 'Payment code',
      created: 'Created',
      expires: 'Expires',
      settled: 'Paid',
    },
    status: { pending: 'Waiting for payment', settlement: 'Paid', expire: 'Expired', cancel: 'Cancelled' } as Record<string, string>,
    other: 'Bahasa Indonesia',
  },
} as const;

function methodOf(row: SandboxTransactionRow): string {
  const detail = row.bank ?? row.store ?? row.acquirer;
  return detail ? `${row.payment_type} (${detail})` : row.payment_type;
}

function codeOf(row: SandboxTransactionRow): string {
  if (row.va_number) return row.va_number;
  if (row.bill_key) return `${row.biller_code ?? ''} / ${row.bill_key}`;
  return row.payment_code ?? '';
}

export interface SimulatorView {
  locale: Locale;
  query: { order_id?: string; va_number?: string; done?: string };
  found: SandboxTransactionRow | undefined;
  recent: SandboxTransactionRow[];
}

export function simulatorPage({ locale, query, found, recent }: SimulatorView): string {
  const t = TEXT[locale];
  const P = SANDBOX_GATEWAY_PREFIX;
  const other = locale === 'id' ? 'en' : 'id';
  const searched = Boolean(query.order_id || query.va_number);
  const notice = query.done === 'paid' ? t.paid : query.done === 'expired' ? t.expired : query.done === 'refused' ? t.refused : searched && !found ? t.notFound : '';
  const row = (label: string, value: string) => (value ? `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>` : '');
  const target = (r: SandboxTransactionRow) => `<input type="hidden" name="order_id" value="${escapeHtml(r.order_id)}">`;
  const detail = found
    ? `<section aria-labelledby="found"><h2 id="found">${escapeHtml(found.order_id)}</h2>
<table>
${row(t.fields.order, found.order_id)}
${row(t.fields.transaction, found.transaction_id)}
${row(t.fields.method, methodOf(found))}
${row(t.fields.amount, formatRupiah(Number(found.gross_amount)))}
${row(t.fields.status, t.status[found.transaction_status] ?? found.transaction_status)}
${row(t.fields.code, codeOf(found))}
${row(t.fields.created, formatDateTimeLong(found.transaction_time, locale))}
${row(t.fields.expires, formatDateTimeLong(found.expiry_time, locale))}
${found.settlement_time ? row(t.fields.settled, formatDateTimeLong(found.settlement_time, locale)) : ''}
</table>
${found.qr_string ? `<p><img src="${P}/v2/${found.payment_type === 'gopay' ? 'gopay' : 'qris'}/${escapeHtml(found.transaction_id)}/qr-code" alt="QR" width="200" height="200"></p>` : ''}
${
  found.transaction_status === 'pending'
    ? `<div class="actions">
<form method="post" action="${P}/simulator/pay?lang=${locale}">${target(found)}<button type="submit">${t.pay}</button></form>
<form method="post" action="${P}/simulator/expire?lang=${locale}">${target(found)}<button type="submit" class="secondary">${t.expire}</button></form>
</div>`
    : ''
}
${
  // Midtrans's finish redirect: the payer goes back to the shop's finish URL with the outcome.
  found.transaction_status === 'settlement'
    ? `<p><a href="${PAYMENT_FINISH_PATH}?${escapeHtml(new URLSearchParams({ order_id: found.order_id, status_code: '200', transaction_status: 'settlement', lang: locale }).toString())}" data-testid="simulator-finish">${t.backToShop}</a></p>`
    : ''
}
</section>`
    : '';
  const list = recent.length
    ? `<ul>${recent
        .map(
          (r) =>
            `<li><a href="${P}/simulator?lang=${locale}&amp;order_id=${encodeURIComponent(r.order_id)}">${escapeHtml(r.order_id)}</a> · ${escapeHtml(methodOf(r))} · ${escapeHtml(formatRupiah(Number(r.gross_amount)))} · ${escapeHtml(t.status[r.transaction_status] ?? r.transaction_status)}</li>`,
        )
        .join('\n')}</ul>`
    : `<p>${t.none}</p>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 46rem; padding: 1rem; color: #1b1b1f; line-height: 1.5; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; word-break: break-all; }
form.find { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; }
label { display: flex; flex-direction: column; font-size: .9rem; }
input { font: inherit; padding: .4rem; border: 1px solid #767680; border-radius: 4px; }
button { font: inherit; padding: .45rem 1rem; border: 0; border-radius: 4px; background: #0f6cbd; color: #fff; cursor: pointer; }
button.secondary { background: #616161; }
.actions { display: flex; gap: .5rem; }
.notice { padding: .6rem .8rem; background: #e8f1fb; border-left: 4px solid #0f6cbd; }
table { border-collapse: collapse; margin: .5rem 0; } th, td { text-align: left; padding: .25rem .75rem .25rem 0; vertical-align: top; word-break: break-all; }
</style>
</head>
<body>
<main>
<p><a href="${P}/simulator?lang=${other}" hreflang="${other}" lang="${other}">${t.other}</a></p>
<h1>${t.title}</h1>
<p>${t.intro}</p>
<form class="find" method="get" action="${P}/simulator">
<input type="hidden" name="lang" value="${locale}">
<label>${t.orderId}<input name="order_id" value="${escapeHtml(query.order_id ?? '')}" maxlength="50"></label>
<label>${t.vaNumber}<input name="va_number" value="${escapeHtml(query.va_number ?? '')}" maxlength="18" inputmode="numeric"></label>
<button type="submit">${t.find}</button>
</form>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${detail}
<h2>${t.recent}</h2>
${list}
</main>
</body>
</html>`;
}
