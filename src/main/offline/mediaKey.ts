/**
 * The offline media key: 32 random bytes that encrypt every offline video (crypto.ts). Kept like
 * the session tokens (tokenVault.ts): in the OS keychain through keytar, else safeStorage-encrypted
 * in the settings store, else in memory only — then the videos saved in this run cannot be read
 * after a restart, and the offline page says so (OfflineKey.backend === 'memory').
 */
import { createHash, randomBytes } from 'node:crypto';
import type { VaultBackend } from '../../common/bridge';
import { KEY_SIZE } from './crypto';
import { VAULT_SERVICE, type KeyValueStore, type KeytarLike, type SafeStorageLike } from '../tokenVault';

export const MEDIA_KEY_ACCOUNT = 'offline-media-key';
const STORE_KEY = 'offlineMediaKey';

export interface MediaKeyDeps {
  loadKeytar?: () => KeytarLike | Promise<KeytarLike>;
  safeStorage?: SafeStorageLike;
  /** The settings store the safeStorage fallback keeps the encrypted key in. */
  store?: KeyValueStore;
  service?: string;
  log?: (message: string) => void;
}

export interface OfflineKey {
  key: Buffer;
  backend: VaultBackend;
  /** A short fingerprint saved with each course: a different key means its videos are unreadable. */
  fingerprint: string;
}

function decode(value: unknown): Buffer | null {
  if (typeof value !== 'string') return null;
  const key = Buffer.from(value, 'base64');
  return key.length === KEY_SIZE ? key : null;
}

export function keyFingerprint(key: Buffer): string {
  return createHash('sha256').update('offline-media-key-fingerprint').update(key).digest('base64url').slice(0, 16);
}

function result(key: Buffer, backend: VaultBackend): OfflineKey {
  return { key, backend, fingerprint: keyFingerprint(key) };
}

/** Loads the key (creating it the first time) from the best place available. */
export async function loadMediaKey(deps: MediaKeyDeps): Promise<OfflineKey> {
  const log = (message: string) => deps.log?.(`[offline] ${message}`);
  const service = deps.service ?? VAULT_SERVICE;
  if (deps.loadKeytar) {
    try {
      const keytar = await deps.loadKeytar();
      const existing = decode(await keytar.getPassword(service, MEDIA_KEY_ACCOUNT));
      if (existing) return result(existing, 'keychain');
      const key = randomBytes(KEY_SIZE);
      await keytar.setPassword(service, MEDIA_KEY_ACCOUNT, key.toString('base64'));
      // Read back: a keychain that accepts but does not keep would lose every video at restart.
      if (decode(await keytar.getPassword(service, MEDIA_KEY_ACCOUNT))?.equals(key)) return result(key, 'keychain');
      log('the keychain did not keep the media key; falling back');
    } catch (error) {
      log(`keychain unavailable for the media key (${error instanceof Error ? error.message : String(error)}); falling back`);
    }
  }
  const { safeStorage, store } = deps;
  if (safeStorage && store) {
    try {
      if (safeStorage.isEncryptionAvailable() && safeStorage.getSelectedStorageBackend?.() !== 'basic_text') {
        const stored = store.get(STORE_KEY);
        if (typeof stored === 'string') {
          try {
            const key = decode(safeStorage.decryptString(Buffer.from(stored, 'base64')));
            if (key) return result(key, 'safeStorage');
          } catch {
            log('the stored media key could not be decrypted; a new one is made');
          }
        }
        const key = randomBytes(KEY_SIZE);
        store.set(STORE_KEY, safeStorage.encryptString(key.toString('base64')).toString('base64'));
        return result(key, 'safeStorage');
      }
    } catch (error) {
      log(`safeStorage unusable for the media key (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  log('no keychain and no safeStorage: offline videos last until the app quits');
  return result(randomBytes(KEY_SIZE), 'memory');
}
