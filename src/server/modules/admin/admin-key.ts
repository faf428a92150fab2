import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The admin key lives in the data folder (mode 0600): whoever can read the data can administer. */
export function adminKeyPath(dataDir: string) {
  return path.join(dataDir, 'admin.key');
}

export function ensureAdminKey(dataDir: string): string {
  const file = adminKeyPath(dataDir);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function readAdminKey(dataDir: string): string | null {
  const file = adminKeyPath(dataDir);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}
