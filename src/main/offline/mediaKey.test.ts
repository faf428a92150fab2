import { describe, expect, it } from 'vitest';
import type { KeyValueStore, KeytarLike, SafeStorageLike } from '../tokenVault';
import { loadMediaKey, MEDIA_KEY_ACCOUNT } from './mediaKey';

function memoryKeytar(): KeytarLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getPassword: async (s, a) => items.get(`${s}/${a}`) ?? null,
    setPassword: async (s, a, p) => void items.set(`${s}/${a}`, p),
    deletePassword: async (s, a) => items.delete(`${s}/${a}`),
  };
}

function mapStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: (k) => data.get(k), set: (k, v) => void data.set(k, v), delete: (k) => void data.delete(k) };
}

const fakeSafeStorage: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (s) => Buffer.from(`enc:${s}`),
  decryptString: (b) => b.toString().replace(/^enc:/, ''),
  getSelectedStorageBackend: () => 'gnome_libsecret',
};

describe('the offline media key', () => {
  it('is made once in the keychain and found there after a restart', async () => {
    const keytar = memoryKeytar();
    const first = await loadMediaKey({ loadKeytar: () => keytar, service: 'svc' });
    expect(first.backend).toBe('keychain');
    expect(first.key).toHaveLength(32);
    expect(keytar.items.has(`svc/${MEDIA_KEY_ACCOUNT}`)).toBe(true);
    const again = await loadMediaKey({ loadKeytar: () => keytar, service: 'svc' });
    expect(again.key.equals(first.key)).toBe(true);
    expect(again.fingerprint).toBe(first.fingerprint);
  });

  it('falls back to safeStorage in the store (never the plain key), then to memory', async () => {
    const store = mapStore();
    const broken = () => {
      throw new Error('keytar not built');
    };
    const a = await loadMediaKey({ loadKeytar: broken, safeStorage: fakeSafeStorage, store });
    expect(a.backend).toBe('safeStorage');
    expect(String(store.data.get('offlineMediaKey'))).not.toContain(a.key.toString('base64'));
    const b = await loadMediaKey({ loadKeytar: broken, safeStorage: fakeSafeStorage, store });
    expect(b.key.equals(a.key)).toBe(true);

    const basic = { ...fakeSafeStorage, getSelectedStorageBackend: () => 'basic_text' };
    const m = await loadMediaKey({ loadKeytar: broken, safeStorage: basic, store: mapStore() });
    expect(m.backend).toBe('memory');
    expect((await loadMediaKey({})).key.equals(m.key)).toBe(false);
  });
});
