import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, type DatabaseHandle } from '../db/index.js';
import { keysDirFor, loadSecrets, newHmacKeyHex, newSigningJwk } from './keys.js';
import { TokenService } from './tokens.js';

let handle: DatabaseHandle;
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-keys-'));
  dirs.push(d);
  return d;
};
const configFor = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env });

beforeAll(async () => {
  handle = await openDatabase({});
  await migrate(handle.db);
});
afterAll(async () => {
  await handle?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const settingKeys = async () => (await handle.db.selectFrom('settings').select('key').execute()).map((r) => r.key);

describe('server secrets', () => {
  it('on the embedded default: made once in the data folder (owner-only), the same on the next start, never in the database', async () => {
    const config = configFor({});
    const first = await loadSecrets(config, 'pglite', handle.db);
    const again = await loadSecrets(config, 'pglite', handle.db);
    expect(first.source).toBe('data folder');
    expect(again.tokenSigningJwk).toEqual(first.tokenSigningJwk);
    expect(again.otpHmacKey.equals(first.otpHmacKey)).toBe(true);
    for (const f of fs.readdirSync(keysDirFor(config.dataDir))) {
      expect(fs.statSync(path.join(keysDirFor(config.dataDir), f)).mode & 0o077, f).toBe(0);
    }
    expect(await settingKeys()).not.toContain('auth.signingKey');
    // A token signed before a restart verifies after it.
    const before = new TokenService(handle.db, first.tokenSigningJwk);
    const after = new TokenService(handle.db, again.tokenSigningJwk);
    const { token } = await before.signAccessToken({ sub: '1', sid: '00000000-0000-4000-8000-000000000000' });
    expect(await after.subjectOfSignedToken(token, 60)).toBe('1');
  });

  it('moves keys an older version kept in the settings table into the data folder and deletes them there', async () => {
    const legacy = await newSigningJwk();
    const otp = newHmacKeyHex();
    await sql`insert into settings (key, value) values ('auth.signingKey', ${JSON.stringify(legacy)}::jsonb), ('auth.otpKey', ${JSON.stringify(otp)}::jsonb)`.execute(handle.db);
    const secrets = await loadSecrets(configFor({}), 'pglite', handle.db);
    expect(secrets.tokenSigningJwk.kid).toBe(legacy.kid);
    expect(secrets.otpHmacKey.toString('hex')).toBe(otp);
    expect(await settingKeys()).not.toEqual(expect.arrayContaining(['auth.signingKey']));
    expect(await settingKeys()).not.toContain('auth.otpKey');
  });

  it('takes both keys from the environment, shared by every instance', async () => {
    const jwk = await newSigningJwk();
    const hmac = newHmacKeyHex();
    const env = { TOKEN_SIGNING_KEY: JSON.stringify(jwk), OTP_HMAC_KEY: hmac, NODE_ENV: 'production', MESSAGING: 'outbox', DATABASE_URL: 'postgres://x' };
    const a = await loadSecrets(configFor(env), 'postgres', handle.db);
    const b = await loadSecrets(configFor(env), 'postgres', handle.db);
    expect(a.source).toBe('environment');
    expect(a.tokenSigningJwk.kid).toBe(b.tokenSigningJwk.kid);
    const { token } = await new TokenService(handle.db, a.tokenSigningJwk).signAccessToken({ sub: '5', sid: '00000000-0000-4000-8000-000000000000' });
    expect(await new TokenService(handle.db, b.tokenSigningJwk).subjectOfSignedToken(token, 60)).toBe('5');
  });

  it('refuses to start with DATABASE_URL in production without them, and refuses bad or half-given keys', async () => {
    await expect(loadSecrets(configFor({ NODE_ENV: 'production', MESSAGING: 'outbox', DATABASE_URL: 'postgres://x' }), 'postgres', handle.db)).rejects.toThrow(
      /TOKEN_SIGNING_KEY and OTP_HMAC_KEY must be set/,
    );
    const jwk = JSON.stringify(await newSigningJwk());
    await expect(loadSecrets(configFor({ TOKEN_SIGNING_KEY: jwk }), 'pglite', handle.db)).rejects.toThrow(/both/);
    await expect(loadSecrets(configFor({ TOKEN_SIGNING_KEY: jwk, OTP_HMAC_KEY: 'abcd' }), 'pglite', handle.db)).rejects.toThrow(/OTP_HMAC_KEY/);
    await expect(loadSecrets(configFor({ TOKEN_SIGNING_KEY: '{"kty":"oct","k":"x"}', OTP_HMAC_KEY: newHmacKeyHex() }), 'pglite', handle.db)).rejects.toThrow(/P-256/);
    await expect(loadSecrets(configFor({ TOKEN_SIGNING_KEY: 'not json', OTP_HMAC_KEY: newHmacKeyHex() }), 'pglite', handle.db)).rejects.toThrow(/JWK/);
  });
});
