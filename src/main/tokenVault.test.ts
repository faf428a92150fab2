import { describe, expect, it, vi } from 'vitest';
import { TokenVault, VAULT_ACCOUNT, VAULT_SERVICE, type KeyValueStore, type KeytarLike, type SafeStorageLike } from './tokenVault';

const tokens = { accessToken: 'eyJhbGciOi.payload.sig', refreshToken: 'opaque-refresh-1' };

function fakeKeytar(): KeytarLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getPassword: vi.fn(async (s: string, a: string) => items.get(`${s}/${a}`) ?? null),
    setPassword: vi.fn(async (s: string, a: string, p: string) => {
      items.set(`${s}/${a}`, p);
    }),
    deletePassword: vi.fn(async (s: string, a: string) => items.delete(`${s}/${a}`)),
  };
}

/** Reversible "encryption" that visibly differs from the plain text. */
function fakeSafeStorage(available = true, backend = 'gnome_libsecret'): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (s) => Buffer.from(`enc:${Buffer.from(s).toString('hex')}`),
    decryptString: (b) => {
      const text = b.toString();
      if (!text.startsWith('enc:')) throw new Error('bad ciphertext');
      return Buffer.from(text.slice(4), 'hex').toString();
    },
    getSelectedStorageBackend: () => backend,
  };
}

function fakeStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: (k) => data.get(k), set: (k, v) => void data.set(k, v), delete: (k) => void data.delete(k) };
}

describe('TokenVault backend choice', () => {
  it("uses the keychain when keytar works ('keychain')", async () => {
    const keytar = fakeKeytar();
    const openStore = vi.fn(fakeStore);
    const vault = new TokenVault({ loadKeytar: () => keytar, safeStorage: fakeSafeStorage(), openStore });
    expect(await vault.backend()).toBe('keychain');
    // The probe cleaned up after itself and the store was never opened.
    expect(keytar.items.size).toBe(0);
    expect(openStore).not.toHaveBeenCalled();
  });

  it('probes only once', async () => {
    const keytar = fakeKeytar();
    const vault = new TokenVault({ loadKeytar: () => keytar });
    await Promise.all([vault.backend(), vault.backend(), vault.get()]);
    await vault.set(tokens);
    expect(keytar.setPassword).toHaveBeenCalledTimes(2); // one probe + one real write
  });

  it('falls back to safeStorage when keytar cannot be loaded', async () => {
    const log = vi.fn();
    const vault = new TokenVault({
      loadKeytar: () => {
        throw new Error('Cannot find module keytar');
      },
      safeStorage: fakeSafeStorage(),
      openStore: fakeStore,
      log,
    });
    expect(await vault.backend()).toBe('safeStorage');
    expect(log.mock.calls.join('\n')).toContain('keytar unavailable');
  });

  it('falls back to safeStorage when keytar loads but no secret service answers', async () => {
    const keytar = fakeKeytar();
    keytar.setPassword = vi.fn(async () => {
      throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
    });
    const vault = new TokenVault({ loadKeytar: () => keytar, safeStorage: fakeSafeStorage(), openStore: fakeStore });
    expect(await vault.backend()).toBe('safeStorage');
  });

  it('falls back when the keychain does not return what was written', async () => {
    const keytar = fakeKeytar();
    keytar.getPassword = vi.fn(async () => null);
    const vault = new TokenVault({ loadKeytar: () => keytar, safeStorage: fakeSafeStorage(), openStore: fakeStore });
    expect(await vault.backend()).toBe('safeStorage');
  });

  it('falls back when the keychain probe hangs', async () => {
    const keytar = fakeKeytar();
    keytar.setPassword = vi.fn(() => new Promise<void>(() => undefined));
    const vault = new TokenVault({ loadKeytar: () => keytar, safeStorage: fakeSafeStorage(), openStore: fakeStore, probeTimeoutMs: 20 });
    expect(await vault.backend()).toBe('safeStorage');
  });

  it("uses memory when safeStorage encryption is unavailable ('memory')", async () => {
    const vault = new TokenVault({
      loadKeytar: () => Promise.reject(new Error('no keytar')),
      safeStorage: fakeSafeStorage(false),
      openStore: fakeStore,
    });
    expect(await vault.backend()).toBe('memory');
  });

  it('treats Linux basic_text safeStorage (hard-coded key) as unavailable', async () => {
    const vault = new TokenVault({ safeStorage: fakeSafeStorage(true, 'basic_text'), openStore: fakeStore });
    expect(await vault.backend()).toBe('memory');
  });

  it('uses memory when nothing is provided', async () => {
    expect(await new TokenVault({}).backend()).toBe('memory');
  });
});

describe('TokenVault round trips', () => {
  it('keychain: JSON under service learning-marketplace, account session', async () => {
    const keytar = fakeKeytar();
    const vault = new TokenVault({ loadKeytar: () => keytar });
    expect(await vault.get()).toBeNull();
    await vault.set(tokens);
    expect(JSON.parse(keytar.items.get(`${VAULT_SERVICE}/${VAULT_ACCOUNT}`)!)).toEqual(tokens);
    expect(await vault.get()).toEqual(tokens);
    await vault.clear();
    expect(await vault.get()).toBeNull();
    expect(keytar.items.size).toBe(0);
  });

  it('safeStorage: the store holds only ciphertext', async () => {
    const store = fakeStore();
    const vault = new TokenVault({ safeStorage: fakeSafeStorage(), openStore: () => store });
    await vault.set(tokens);
    const stored = String(store.data.get('session'));
    expect(stored).not.toContain(tokens.accessToken);
    expect(stored).not.toContain(tokens.refreshToken);
    expect(await vault.get()).toEqual(tokens);
    await vault.clear();
    expect(store.data.has('session')).toBe(false);
    expect(await vault.get()).toBeNull();
  });

  it('safeStorage: an undecryptable entry reads as no session and is removed', async () => {
    const store = fakeStore();
    store.data.set('session', Buffer.from('garbage').toString('base64'));
    const vault = new TokenVault({ safeStorage: fakeSafeStorage(), openStore: () => store });
    expect(await vault.get()).toBeNull();
    expect(store.data.has('session')).toBe(false);
  });

  it('memory: round trip', async () => {
    const vault = new TokenVault({});
    await vault.set(tokens);
    expect(await vault.get()).toEqual(tokens);
    await vault.clear();
    expect(await vault.get()).toBeNull();
  });

  it('a corrupt keychain entry reads as no session and is removed', async () => {
    const keytar = fakeKeytar();
    const vault = new TokenVault({ loadKeytar: () => keytar });
    await vault.backend();
    keytar.items.set(`${VAULT_SERVICE}/${VAULT_ACCOUNT}`, '{not json');
    expect(await vault.get()).toBeNull();
    expect(keytar.items.size).toBe(0);
  });

  it('rejects malformed tokens and stores only the two fields', async () => {
    const keytar = fakeKeytar();
    const vault = new TokenVault({ loadKeytar: () => keytar });
    await expect(vault.set({ accessToken: '', refreshToken: 'r' })).rejects.toThrow();
    await expect(vault.set({ accessToken: 'a' } as never)).rejects.toThrow();
    await vault.set({ ...tokens, extra: 'x' } as never);
    expect(Object.keys(JSON.parse(keytar.items.get(`${VAULT_SERVICE}/${VAULT_ACCOUNT}`)!))).toEqual(['accessToken', 'refreshToken']);
  });

  it('never logs token values', async () => {
    const log = vi.fn();
    const store = fakeStore();
    const keytar = fakeKeytar();
    keytar.setPassword = vi.fn(async () => {
      throw new Error('locked collection');
    });
    const vault = new TokenVault({ loadKeytar: () => keytar, safeStorage: fakeSafeStorage(), openStore: () => store, log });
    const spies = (['log', 'warn', 'error', 'info', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => undefined));
    await vault.set(tokens);
    await vault.get();
    await vault.clear();
    const everything = JSON.stringify([log.mock.calls, ...spies.map((s) => s.mock.calls)]);
    spies.forEach((s) => s.mockRestore());
    expect(everything).not.toContain(tokens.accessToken);
    expect(everything).not.toContain(tokens.refreshToken);
  });
});
