import { useEffect, useState } from 'react';

/**
 * A text drawn as a QR code image (a PNG data URL), or null while it is drawn or if drawing failed.
 * qrcode is imported on first use, so only the pages that show a code load it (the payment page's
 * QRIS code, the e-ticket).
 */
export function useQrDataUrl(value: string, width: number): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((m) => m.toDataURL(value, { margin: 2, width, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value, width]);
  return src;
}
