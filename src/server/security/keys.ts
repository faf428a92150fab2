import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { sql } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/index.js';

/** The server's own secrets: the access-token signing key and the one-time-code HMAC key. */
export interface ServerSecrets {
  /** ES256 private key as a JWK with its key id. */
  tokenSigningJwk: JWK & { kid: string };
  /** HMAC key of stored one-time codes (32 bytes or more). */
  otpHmacKey: Buffer;
  /** Where they came from, for the start-up line and the docs. */
  source: 'environment' | 'data folder';
}

/** Where an older version kept them in plain text, in the settings table. */
const LEGACY_SETTINGS = { signing: 'auth.signingKey', otp: 'auth.otpKey' } as const;

export class SecretsError extends Error {}

export function keysDirFor(dataDir: string) {
  return path.join(dataDir, 'keys');
}

async function checkedSigningJwk(raw: string): Promise<JWK & { kid: string }> {
  let jwk: JWK;
  try {
    jwk = JSON.parse(raw) as JWK;
  } catch {
    throw new SecretsError('TOKEN_SIGNING_KEY must be an ES256 private key as a JWK in JSON (npm run admin -- keys prints one)');
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.x || !jwk.y) {
    throw new SecretsError('TOKEN_SIGNING_KEY must be an EC P-256 private JWK (kty "EC", crv "P-256", with d, x and y)');
  }
  await importJWK(jwk, 'ES256').catch(() => {
    throw new SecretsError('TOKEN_SIGNING_KEY is not a usable ES256 key');
  });
  const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk)).slice(0, 16);
  return { ...jwk, alg: 'ES256', kid };
}

function checkedHmacKey(raw: string): Buffer {
  const key = /^[0-9a-f]+$/i.test(raw) && raw.length % 2 === 0 ? Buffer.from(raw, 'hex') : Buffer.alloc(0);
  if (key.length < 32) throw new SecretsError('OTP_HMAC_KEY must be at least 32 bytes written as hex (64 hex digits; npm run admin -- keys prints one)');
  return key;
}

export async function newSigningJwk(): Promise<JWK & { kid: string }> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(pair.privateKey);
  return { ...jwk, alg: 'ES256', kid: (await calculateJwkThumbprint(jwk)).slice(0, 16) };
}

export function newHmacKeyHex(): string {
  return randomBytes(32).toString('hex');
}

/** Writes a file only if it does not exist yet (mode 0600); whichever writer came first wins. */
function writeOnce(file: string, content: string): string {
  try {
    fs.writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
    return content;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return fs.readFileSync(file, 'utf8');
  }
}

async function legacySetting(db: Database, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/**
 * The server's secrets. With TOKEN_SIGNING_KEY and OTP_HMAC_KEY set they come from the
 * environment (every instance on one database must share them). Otherwise they live in files under
 * DATA_DIR/keys (made on first start; keys an older version kept in the settings table are moved
 * there, so sessions and codes survive the upgrade). With DATABASE_URL in production the
 * environment is required: instances with keys of their own would refuse each other's tokens.
 * Secrets never stay in the database.
 */
export async function loadSecrets(config: ServerConfig, dbKind: 'pglite' | 'postgres', db: Database): Promise<ServerSecrets> {
  const { tokenSigningKey, otpHmacKey } = config.secrets;
  if (tokenSigningKey || otpHmacKey) {
    if (!tokenSigningKey || !otpHmacKey) throw new SecretsError('Set both TOKEN_SIGNING_KEY and OTP_HMAC_KEY, or neither');
    const secrets: ServerSecrets = { tokenSigningJwk: await checkedSigningJwk(tokenSigningKey), otpHmacKey: checkedHmacKey(otpHmacKey), source: 'environment' };
    await dropLegacySettings(db);
    return secrets;
  }
  if (dbKind === 'postgres' && config.production) {
    throw new SecretsError('With DATABASE_URL in production, TOKEN_SIGNING_KEY and OTP_HMAC_KEY must be set (the same on every instance); `npm run admin -- keys` prints a new pair');
  }
  const dir = keysDirFor(config.dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const signingFile = path.join(dir, 'token-signing.jwk.json');
  const otpFile = path.join(dir, 'otp-hmac.key');
  if (!fs.existsSync(signingFile)) {
    const legacy = (await legacySetting(db, LEGACY_SETTINGS.signing)) as (JWK & { kid: string }) | undefined;
    writeOnce(signingFile, JSON.stringify(legacy?.d ? legacy : await newSigningJwk()));
  }
  if (!fs.existsSync(otpFile)) {
    const legacy = await legacySetting(db, LEGACY_SETTINGS.otp);
    writeOnce(otpFile, typeof legacy === 'string' && legacy.length >= 64 ? legacy : newHmacKeyHex());
  }
  const secrets: ServerSecrets = {
    tokenSigningJwk: await checkedSigningJwk(fs.readFileSync(signingFile, 'utf8')),
    otpHmacKey: checkedHmacKey(fs.readFileSync(otpFile, 'utf8').trim()),
    source: 'data folder',
  };
  await dropLegacySettings(db);
  return secrets;
}

async function dropLegacySettings(db: Database) {
  await sql`delete from settings where key in (${LEGACY_SETTINGS.signing}, ${LEGACY_SETTINGS.otp})`.execute(db);
}
