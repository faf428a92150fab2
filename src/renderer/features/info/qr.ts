import QRCode from 'qrcode';

/**
 * QR codes of the download-apps page: the `qrcode` package encodes (byte mode, error correction
 * level M, the smallest version that fits); this file only turns its module matrix into an SVG path.
 */
export function encodeQr(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => modules.get(y, x) === 1));
}

/** An SVG path ("M x y h1 v1 h-1 z" per dark module) for the matrix, with a 4-module quiet zone. */
export function qrPath(modules: boolean[][], quiet = 4): { path: string; size: number } {
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }),
  );
  return { path, size: modules.length + quiet * 2 };
}
