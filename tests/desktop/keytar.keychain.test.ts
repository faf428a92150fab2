/**
 * TokenVault against the REAL keytar and a REAL secret service (gnome-keyring over D-Bus).
 * Skips itself when there is no D-Bus session or keytar cannot load. See vitest.config.ts beside
 * this file for the command that starts a headless keyring and runs it.
 */
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenVault, VAULT_ACCOUNT, type KeytarLike } from '../../src/main/tokenVault';

const require = createRequire(import.meta.url);

function loadKeytar(): KeytarLike | null {
  try {
    return require('keytar') as KeytarLike;
  } catch {
    return null;
  }
}

const keytar = loadKeytar();
const hasDbus = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS);
// A service of its own, so running this on a developer machine never touches a real desktop session.
const SERVICE = `learning-marketplace.test-${process.pid}`;

describe.skipIf(!hasDbus || !keytar)('TokenVault with the real keytar (OS keychain)', () => {
  const tokens = { accessToken: 'header.payload.signature-keychain-test', refreshToken: `refresh-${Date.now()}` };
  const vault = new TokenVault({ loadKeytar: () => keytar!, service: SERVICE, log: (m) => console.warn(m) });

  afterAll(async () => {
    await keytar?.deletePassword(SERVICE, VAULT_ACCOUNT).catch(() => false);
  });

  it("chooses the 'keychain' backend", async () => {
    expect(await vault.backend()).toBe('keychain');
  });

  it('stores the tokens in the secret service', async () => {
    await vault.set(tokens);
    const raw = await keytar!.getPassword(SERVICE, VAULT_ACCOUNT);
    expect(raw).not.toBeNull();
    expect(JSON.parse(raw!)).toEqual(tokens);
  });

  it('reads them back, also through a fresh vault', async () => {
    expect(await vault.get()).toEqual(tokens);
    const again = new TokenVault({ loadKeytar: () => keytar!, service: SERVICE });
    expect(await again.get()).toEqual(tokens);
  });

  it('deletes them', async () => {
    await vault.clear();
    expect(await vault.get()).toBeNull();
    expect(await keytar!.getPassword(SERVICE, VAULT_ACCOUNT)).toBeNull();
  });
});
