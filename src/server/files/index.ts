import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths such as `avatars/12/3f9c….png`; `url(key)`
 * is the address the browser loads. The local store keeps them under `${dataDir}/files`, served
 * at /files/; an S3-compatible bucket would implement the same three calls at scale.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  url(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses keys that could leave the root folder (.., absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.') || key.length > 300) {
    throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
  }
}

export class LocalFileStore implements FileStore {
  constructor(
    readonly root: string,
    private readonly urlPrefix = '/files/',
  ) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
    return full;
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, full);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    assertSafeKey(key);
    return this.urlPrefix + key;
  }
}

export function filesRootFor(dataDir: string): string {
  return path.join(dataDir, 'files');
}
