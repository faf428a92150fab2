/** Reads the `sub` claim of a JWT without verifying it (display/analytics only). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const binary = atob(b64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const json = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function jwtSubject(token: string | null | undefined): string | null {
  if (!token) return null;
  const sub = decodeJwtPayload(token)?.sub;
  if (typeof sub === 'string' && sub) return sub;
  if (typeof sub === 'number') return String(sub);
  return null;
}
