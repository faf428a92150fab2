import fs from 'node:fs';
import path from 'node:path';
import { admin } from '../../common/contract/admin.js';
import type { BodyOf, ResultOf } from '../../common/contract/endpoint.js';
import type { Envelope } from '../../common/types.js';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, pgliteDirFor } from '../db/index.js';
import { readAdminKey } from '../modules/admin/index.js';
import { newHmacKeyHex, newSigningJwk } from '../security/keys.js';
import { getMaintenance, setMaintenance } from '../modules/settings/index.js';

/**
 * `npm run admin -- maintenance on|off|status`. PGlite allows one process, so while the server
 * runs the command goes through its admin API; only when no server answers does it open the
 * database itself.
 */
const usage =
  'usage: npm run admin -- maintenance on|off|status [message]\n       npm run admin -- keys   (prints a new TOKEN_SIGNING_KEY and OTP_HMAC_KEY for instances sharing one database)';

type Maintenance = ResultOf<typeof admin.maintenance>;

async function viaServer(port: number, key: string, body?: BodyOf<typeof admin.setMaintenance>) {
  const e = body ? admin.setMaintenance : admin.maintenance;
  const res = await fetch(`http://127.0.0.1:${port}${e.path}`, {
    method: e.method,
    headers: { 'x-admin-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // Our own server's answer (an envelope, or an error body with a message).
  const json = (await res.json()) as Partial<Envelope<Maintenance>>;
  if (!res.ok) throw new Error(`server answered ${res.status}: ${json.message}`);
  return json.result!;
}

function runningPort(dataDir: string, fallback: number): number {
  try {
    const run = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as { pid: number; port: number };
    process.kill(run.pid, 0);
    return run.port;
  } catch {
    return fallback;
  }
}

async function main() {
  const [command, action, ...rest] = process.argv.slice(2);
  if (command === 'keys') {
    // Secrets for the environment of every instance (see security/keys.ts); printed, never stored.
    console.log(`TOKEN_SIGNING_KEY='${JSON.stringify(await newSigningJwk())}'`);
    console.log(`OTP_HMAC_KEY=${newHmacKeyHex()}`);
    return;
  }
  if (command !== 'maintenance' || !['on', 'off', 'status'].includes(action ?? '')) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const body = action === 'status' ? undefined : { isMaintenance: action === 'on', ...(rest.length ? { message: rest.join(' ') } : {}) };
  const key = readAdminKey(config.dataDir);
  const port = runningPort(config.dataDir, config.port);
  let result: Maintenance | undefined;
  if (key) {
    try {
      result = await viaServer(port, key, body);
      console.log(`(through the running server on port ${port})`);
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (code !== 'ECONNREFUSED') throw err;
    }
  }
  if (!result) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
    try {
      await migrate(handle.db);
      result = body ? await setMaintenance(handle.db, body.isMaintenance, body.message) : await getMaintenance(handle.db);
      console.log('(no server running: changed the database directly)');
    } finally {
      await handle.close();
    }
  }
  console.log(`maintenance is ${result.isMaintenance ? 'ON' : 'OFF'}`);
}

main().catch((err) => {
  console.error(`admin: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
