const NAMED = { br: /(^|[\s,])br($|[\s,;])/, gzip: /(^|[\s,])gzip($|[\s,;])/ } as const;

/** Whether an Accept-Encoding header names `encoding` (q-values aside: browsers send br and gzip alike). */
export function acceptsEncoding(header: string | string[] | undefined, encoding: 'br' | 'gzip'): boolean {
  return NAMED[encoding].test(String(header ?? ''));
}
