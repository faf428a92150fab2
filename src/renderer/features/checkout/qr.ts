/**
 * The QRIS view's two phone actions (issue 25): "Save QR" (the QR as a PNG file, served by the API
 * so the desktop app's download bridge can fetch it as it fetches invoices) and "Open in app" (the
 * wallet's deeplink, when the gateway gave one).
 */
import type { DownloadResult } from '../../../common/bridge';
import type { PaymentAnswer } from '../../../common/contract/orders';
import { payments } from '../../../common/contract/payments';
import type { Platform } from '../../platform/types';

export interface PaymentLinks {
  /** "Save QR": the charge has a QR. */
  saveQr: boolean;
  /** "Open in app": the wallet's deeplink, on a phone (elsewhere the QR is scanned with one), or when there is no QR to scan. */
  openInApp: string | null;
  /** Cardless credit and direct debit: the provider's page. */
  redirect: string | null;
}

/** Which of the QR and link buttons a pending charge shows; `phone`: a narrow screen. */
export function paymentLinksOf(payment: Pick<PaymentAnswer, 'qrString' | 'deeplinkUrl' | 'redirectUrl'>, phone: boolean): PaymentLinks {
  const hasQr = Boolean(payment.qrString);
  return {
    saveQr: hasQr,
    openInApp: payment.deeplinkUrl && (phone || !hasQr) ? payment.deeplinkUrl : null,
    redirect: payment.redirectUrl ?? null,
  };
}

/** The QR PNG's address for an order ('' = this site). */
export function qrImageUrl(baseURL: string, orderId: number): string {
  return `${baseURL}${payments.qrImage.path.replace(':id', String(orderId))}`;
}

/**
 * Saves the order's QR as a PNG through the platform (web: a browser download; desktop: the main
 * process). An expired token is refreshed once by asking the payment again, then it is tried again.
 */
export async function saveQr(
  deps: { platform: Pick<Platform, 'download'>; accessToken: () => string | null; baseURL: string; refresh: () => Promise<unknown> },
  orderId: number,
): Promise<DownloadResult> {
  const attempt = () => deps.platform.download(qrImageUrl(deps.baseURL, orderId), `qris-${orderId}.png`, { accessToken: deps.accessToken() ?? undefined });
  let result = await attempt();
  if (!result.ok && /\b401\b/.test(result.error ?? '')) {
    await deps.refresh().catch(() => null);
    result = await attempt();
  }
  return result;
}
