/**
 * The file name a server gives a download (`Content-Disposition: attachment; filename="…"`, or
 * RFC 6266/5987 `filename*=UTF-8''…`), used by the web and desktop downloads so the saved file is
 * named as the server says (invoices: invoice-<number>.pdf). null when the header names none.
 * Only the last path segment is kept; the desktop side sanitises it further for the disk.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
    name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim() : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}
