import { SignJWT, generateKeyPair } from 'jose';
import type { TestApp } from '../../testing/test-app.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../security/tokens.js';

/**
 * Access tokens that must be refused: changed after signing, signed by someone else, expired,
 * or without a session. Made from a real token of the app, so only the one flaw tells them apart.
 */

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeToken(token: string): { header: Record<string, unknown>; payload: Record<string, unknown>; signature: string } {
  const [h, p, signature] = token.split('.');
  if (h === undefined || p === undefined || signature === undefined) throw new Error('a JWT has three parts');
  return { header: JSON.parse(Buffer.from(h, 'base64url').toString()), payload: JSON.parse(Buffer.from(p, 'base64url').toString()), signature };
}

/** A real token altered in each way an attacker would try. */
export async function tamperedTokens(token: string, otherStudentId: number): Promise<{ how: string; token: string }[]> {
  const { header, payload, signature } = decodeToken(token);
  const [h, p] = token.split('.');
  const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
  const { privateKey } = await generateKeyPair('ES256');
  const foreign = await new SignJWT({ sid: payload.sid })
    .setProtectedHeader({ alg: 'ES256', kid: header.kid as string })
    .setSubject(String(payload.sub))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(privateKey);
  return [
    { how: 'signature changed', token: `${h}.${p}.${flipped}` },
    { how: 'subject switched to another student', token: `${h}.${b64({ ...payload, sub: String(otherStudentId) })}.${signature}` },
    { how: 'expiry pushed a year on', token: `${h}.${b64({ ...payload, exp: Number(payload.exp) + 365 * 86400 })}.${signature}` },
    { how: 'alg none', token: `${b64({ alg: 'none', typ: 'JWT' })}.${p}.` },
    { how: 'alg HS256 with the public key', token: `${b64({ ...header, alg: 'HS256' })}.${p}.${signature}` },
    { how: 'signed by another key', token: foreign },
    { how: 'not a JWT', token: 'not-a-token' },
    { how: 'empty signature', token: `${h}.${p}.` },
  ];
}

/** Signed with the app's own key and correct in every way but its expiry, two minutes ago. */
export async function expiredToken(app: TestApp, token: string): Promise<string> {
  const { payload } = decodeToken(token);
  return (await app.ctx.tokens.signAccessToken({ sub: String(payload.sub), sid: payload.sid as string }, -120)).token;
}

/** Signed with the app's own key but naming no session (so no logout could end it). */
export async function tokenWithoutSession(app: TestApp, token: string): Promise<string> {
  const { payload } = decodeToken(token);
  return (await app.ctx.tokens.signAccessToken({ sub: String(payload.sub) })).token;
}
