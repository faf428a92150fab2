import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { newSigningJwk } from './keys.js';
import { TokenService } from './tokens.js';

/**
 * The verified-token memory: a token this instance signed or verified skips the signature check
 * until it expires, but never the session check, and never outlives its expiry.
 */

/** A database double that answers the session look-up: active while `active.value` is true. */
function sessionsDb(active: { value: boolean; asked: number }): Database {
  const chain: Record<string, unknown> = {};
  for (const m of ['selectFrom', 'select', 'where', 'innerJoin', 'limit']) chain[m] = () => chain;
  chain.executeTakeFirst = async () => {
    active.asked++;
    return active.value ? { id: 'x' } : undefined;
  };
  return chain as unknown as Database;
}

const sid = randomUUID();

describe('TokenService verified tokens', () => {
  it('checks the session on every call, signed here or not', async () => {
    const active = { value: true, asked: 0 };
    const tokens = new TokenService(sessionsDb(active), await newSigningJwk());
    const { token } = await tokens.signAccessToken({ sub: '7', sid });
    expect(await tokens.verifyAccessToken(token)).toEqual({ sub: '7', sid });
    active.value = false;
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    expect(active.asked).toBe(2);
  });

  it('refuses an expired token even though this instance signed it', async () => {
    const tokens = new TokenService(sessionsDb({ value: true, asked: 0 }), await newSigningJwk());
    const { token } = await tokens.signAccessToken({ sub: '7', sid }, -5);
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token of another key and a tampered one', async () => {
    const tokens = new TokenService(sessionsDb({ value: true, asked: 0 }), await newSigningJwk());
    const other = new TokenService(sessionsDb({ value: true, asked: 0 }), await newSigningJwk());
    const { token } = await other.signAccessToken({ sub: '7', sid });
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    const mine = (await tokens.signAccessToken({ sub: '7', sid })).token;
    const [h, p, sig] = mine.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), sub: '8' })).toString('base64url')}.${sig}`;
    expect(await tokens.verifyAccessToken(forged)).toBeNull();
  });

  it('lets concurrent checks of one session share a query, and remembers nothing after it', async () => {
    const active = { value: true, asked: 0 };
    const tokens = new TokenService(sessionsDb(active), await newSigningJwk());
    const { token } = await tokens.signAccessToken({ sub: '7', sid });
    const answers = await Promise.all(Array.from({ length: 8 }, () => tokens.verifyAccessToken(token)));
    expect(answers.every((a) => a?.sub === '7')).toBe(true);
    expect(active.asked).toBe(1);
    // Revoked after that query answered: the very next check asks again and refuses.
    active.value = false;
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    expect(active.asked).toBe(2);
  });
});
