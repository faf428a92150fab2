const NAMED = { br: /(^|[\s,])br($|[\s,;])/, gzip: /(^|[\s,])gzip($|[\s,;])/ } as const;

/** Whether an Accept-Encoding header names `encoding` (q-values aside: browsers send br and gzip alike). */
export function acceptsEncoding(header: string | string[] | undefined, encoding: 'br' | 'gzip'): boolean {
  return NAMED[encoding].test(String(header ?? ''));
}

/** A body with its precompressed copies (the build's assets, a combined stylesheet). */
export interface EncodedCopies {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The copy to send: brotli when accepted and present, else gzip, else the body itself. */
export function pickEncoding(copies: EncodedCopies, header: string | string[] | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (copies.br && acceptsEncoding(header, 'br')) return { body: copies.br, encoding: 'br' };
  if (copies.gzip && acceptsEncoding(header, 'gzip')) return { body: copies.gzip, encoding: 'gzip' };
  return { body: copies.body };
}
