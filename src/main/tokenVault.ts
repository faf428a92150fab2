/**
 * TokenVault: where the desktop app keeps the session tokens.
 *
 * 1. 'keychain'    the OS keychain through keytar (macOS Keychain, Windows Credential Manager,
 *                  libsecret / gnome-keyring / KWallet on Linux), probed once with a
 *                  set/get/delete round trip because keytar may load yet have no secret service.
 * 2. 'safeStorage' Electron safeStorage-encrypted value inside electron-store, when keytar cannot
 *                  be loaded or no secret service answers.
 * 3. 'memory'      when safeStorage cannot encrypt either (the user signs in again after a restart).
 *
 * Tokens are JSON-serialised. Nothing here ever logs a token value.
 */
import type { SessionTokens, VaultBackend } from '../common/bridge';

export const VAULT_SERVICE = 'learning-marketplace';
export const VAULT_ACCOUNT = 'session';
const PROBE_ACCOUNT = 'session-probe';
const STORE_KEY = 'session';
/** Upper bound of one token; JWTs are a few KB at most. */
export const MAX_TOKEN_LENGTH = 16 * 1024;

export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' means a hard-coded key, i.e. no real protection. */
  getSelectedStorageBackend?(): string;
}

/** The subset of electron-store the vault uses. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export interface TokenVaultDeps {
  /** Loads keytar; may throw (optional dependency not built) or be undefined. */
  loadKeytar?: () => KeytarLike | Promise<KeytarLike>;
  safeStorage?: SafeStorageLike;
  /** Opens the electron-store used by the safeStorage backend (called only when needed). */
  openStore?: () => KeyValueStore | Promise<KeyValueStore>;
  /** Keychain service name; tests use their own so they never touch a real session. */
  service?: string;
  /** How long the keychain probe may take before the keychain counts as unavailable. */
  probeTimeoutMs?: number;
  /** Receives one line per fallback decision (never secrets). */
  log?: (message: string) => void;
}

interface Backend {
  kind: VaultBackend;
  read(): Promise<string | null>;
  write(value: string): Promise<void>;
  remove(): Promise<void>;
}

/** Validates and normalises tokens; throws on anything that is not two non-empty strings. */
export function parseSessionTokens(value: unknown): SessionTokens {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('session tokens must be an object');
  }
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  for (const [name, token] of [
    ['accessToken', accessToken],
    ['refreshToken', refreshToken],
  ] as const) {
    if (typeof token !== 'string' || token.length === 0) throw new Error(`${name} must be a non-empty string`);
    if (token.length > MAX_TOKEN_LENGTH) throw new Error(`${name} is too long`);
  }
  return { accessToken: accessToken as string, refreshToken: refreshToken as string };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class TokenVault {
  private readonly deps: TokenVaultDeps;
  private readonly service: string;
  private backendPromise: Promise<Backend> | undefined;

  constructor(deps: TokenVaultDeps) {
    this.deps = deps;
    this.service = deps.service ?? VAULT_SERVICE;
  }

  /** Which backend holds the tokens. Probes once; later calls reuse the answer. */
  async backend(): Promise<VaultBackend> {
    return (await this.resolve()).kind;
  }

  async get(): Promise<SessionTokens | null> {
    const backend = await this.resolve();
    const raw = await backend.read();
    if (raw === null || raw === undefined || raw === '') return null;
    try {
      return parseSessionTokens(JSON.parse(raw));
    } catch {
      // A corrupt or foreign entry is as good as none; drop it so the user simply signs in again.
      this.log(`stored session in ${backend.kind} is unreadable; it was removed`);
      await backend.remove().catch(() => undefined);
      return null;
    }
  }

  async set(tokens: SessionTokens): Promise<void> {
    const clean = parseSessionTokens(tokens);
    const backend = await this.resolve();
    await backend.write(JSON.stringify(clean));
  }

  async clear(): Promise<void> {
    const backend = await this.resolve();
    await backend.remove();
  }

  private resolve(): Promise<Backend> {
    this.backendPromise ??= this.choose();
    return this.backendPromise;
  }

  private log(message: string): void {
    this.deps.log?.(`[TokenVault] ${message}`);
  }

  private async choose(): Promise<Backend> {
    const keychain = await this.tryKeychain();
    if (keychain) return keychain;
    const encrypted = await this.trySafeStorage();
    if (encrypted) return encrypted;
    this.log('no keychain and no safeStorage encryption: tokens are kept in memory only');
    return this.memory();
  }

  private async tryKeychain(): Promise<Backend | null> {
    if (!this.deps.loadKeytar) return null;
    let keytar: KeytarLike;
    try {
      keytar = await this.deps.loadKeytar();
      if (!keytar || typeof keytar.setPassword !== 'function') throw new Error('keytar did not load');
    } catch (error) {
      this.log(`keytar unavailable (${reason(error)}); falling back`);
      return null;
    }
    const service = this.service;
    try {
      const probeValue = `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      await withTimeout(
        (async () => {
          await keytar.setPassword(service, PROBE_ACCOUNT, probeValue);
          const read = await keytar.getPassword(service, PROBE_ACCOUNT);
          await keytar.deletePassword(service, PROBE_ACCOUNT);
          if (read !== probeValue) throw new Error('keychain did not return the probe value');
        })(),
        this.deps.probeTimeoutMs ?? 5000,
        'keychain probe',
      );
    } catch (error) {
      this.log(`no secret service answered (${reason(error)}); falling back`);
      return null;
    }
    return {
      kind: 'keychain',
      read: () => keytar.getPassword(service, VAULT_ACCOUNT),
      write: (value) => keytar.setPassword(service, VAULT_ACCOUNT, value),
      remove: async () => {
        await keytar.deletePassword(service, VAULT_ACCOUNT);
      },
    };
  }

  private async trySafeStorage(): Promise<Backend | null> {
    const safeStorage = this.deps.safeStorage;
    if (!safeStorage || !this.deps.openStore) return null;
    try {
      if (!safeStorage.isEncryptionAvailable()) {
        this.log('safeStorage encryption is not available');
        return null;
      }
      // On Linux without a keyring Chromium falls back to a hard-coded key ("basic_text"):
      // that is obfuscation, not encryption, so it does not count as a safe place for tokens.
      if (safeStorage.getSelectedStorageBackend?.() === 'basic_text') {
        this.log('safeStorage only offers basic_text (hard-coded key)');
        return null;
      }
      const store = await this.deps.openStore();
      return {
        kind: 'safeStorage',
        read: async () => {
          const stored = store.get(STORE_KEY);
          if (typeof stored !== 'string' || stored === '') return null;
          try {
            return safeStorage.decryptString(Buffer.from(stored, 'base64'));
          } catch {
            // Encrypted with another key (profile copied, keyring reset): unusable, drop it.
            this.log('stored session could not be decrypted; it was removed');
            store.delete(STORE_KEY);
            return null;
          }
        },
        write: async (value) => {
          store.set(STORE_KEY, safeStorage.encryptString(value).toString('base64'));
        },
        remove: async () => {
          store.delete(STORE_KEY);
        },
      };
    } catch (error) {
      this.log(`safeStorage unusable (${reason(error)})`);
      return null;
    }
  }

  private memory(): Backend {
    let value: string | null = null;
    return {
      kind: 'memory',
      read: async () => value,
      write: async (next) => {
        value = next;
      },
      remove: async () => {
        value = null;
      },
    };
  }
}
