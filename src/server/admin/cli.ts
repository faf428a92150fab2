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
import { grantStaff, listStaff, moveSession, revokeStaff } from '../modules/sessions/index.js';

/**
 * `npm run admin -- maintenance on|off|status`. PGlite allows one process, so while the server
 * runs the command goes through its admin API; only when no server answers does it open the
 * database itself.
 */
const usage = [
  'usage: npm run admin -- maintenance on|off|status [message]',
  '       npm run admin -- keys   (prints a new TOKEN_SIGNING_KEY and OTP_HMAC_KEY for instances sharing one database)',
  '       npm run admin -- staff grant <email> (<webinar-or-event-url>… | --all)',
  '       npm run admin -- staff revoke <email> [<webinar-or-event-url>]',
  '       npm run admin -- staff list',
  '       npm run admin -- session-time <webinar-or-event-url> <minutes-from-now> [duration-minutes]',
].join('\n');

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
  if (command === 'staff') return staffCommand(action, rest);
  if (command === 'session-time') return sessionTimeCommand(action, rest);
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

type StaffMember = ResultOf<typeof admin.staffList>[number];

function showStaff(members: (StaffMember | null)[]) {
  for (const m of members) {
    if (m) console.log(`${m.email} (${m.fullName}, id ${m.studentId}): ${m.allSessions ? 'every session' : m.contentUrls.join(', ') || 'no session'}`);
  }
}

/** `staff grant|revoke|list`: through the running server's admin API, else directly on the database. */
async function staffCommand(action: string | undefined, args: string[]) {
  const [email, ...urls] = args;
  if (!['grant', 'revoke', 'list'].includes(action ?? '') || (action !== 'list' && !email) || (action === 'revoke' && urls.length > 1)) {
    console.error(usage);
    process.exit(2);
  }
  const all = urls.includes('--all');
  const contentUrls = urls.filter((u) => u !== '--all');
  const config = loadConfig();
  const key = readAdminKey(config.dataDir);
  const port = runningPort(config.dataDir, config.port);
  if (key) {
    const e = action === 'grant' ? admin.grantStaff : action === 'revoke' ? admin.revokeStaff : admin.staffList;
    const query = action === 'revoke' ? `?${new URLSearchParams({ email: email!, ...(contentUrls[0] ? { contentUrl: contentUrls[0] } : {}) })}` : '';
    const body = action === 'grant' ? JSON.stringify({ email, ...(contentUrls.length ? { contentUrls } : {}), ...(all ? { allSessions: true } : {}) }) : undefined;
    try {
      const res = await fetch(`http://127.0.0.1:${port}${e.path}${query}`, {
        method: e.method,
        headers: { 'x-admin-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      const json = (await res.json()) as Partial<Envelope<StaffMember | StaffMember[] | null>>;
      if (!res.ok) throw new Error(`server answered ${res.status}: ${json.message}`);
      console.log(`(through the running server on port ${port})`);
      showStaff(Array.isArray(json.result) ? json.result : [json.result ?? null]);
      if (action === 'revoke' && !json.result) console.log(`${email} is no longer staff`);
      return;
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (code !== 'ECONNREFUSED') throw err;
    }
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    await migrate(handle.db);
    console.log('(no server running: changed the database directly)');
    if (action === 'list') showStaff(await listStaff(handle.db));
    else if (action === 'grant') showStaff([await grantStaff(handle.db, { email: email!, contentUrls, ...(all ? { allSessions: true } : {}) })]);
    else {
      const left = await revokeStaff(handle.db, { email: email!, contentUrl: contentUrls[0] });
      if (left) showStaff([left]);
      else console.log(`${email} is no longer staff`);
    }
  } finally {
    await handle.close();
  }
}

/** `session-time`: puts a webinar or event back on for a demo (the live demo is timed from a folder's first start). */
async function sessionTimeCommand(url: string | undefined, args: string[]) {
  const [minutes, duration] = args.map(Number);
  if (!url || minutes === undefined || !Number.isInteger(minutes) || (duration !== undefined && !Number.isInteger(duration))) {
    console.error(usage);
    process.exit(2);
  }
  const body = { url, minutesFromNow: minutes, ...(duration !== undefined ? { durationMinutes: duration } : {}) };
  const config = loadConfig();
  const key = readAdminKey(config.dataDir);
  const port = runningPort(config.dataDir, config.port);
  const show = (t: ResultOf<typeof admin.sessionTime>) => console.log(`${t.url}: ${t.startAt} – ${t.endAt}`);
  if (key) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${admin.sessionTime.path}`, {
        method: admin.sessionTime.method,
        headers: { 'x-admin-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Partial<Envelope<ResultOf<typeof admin.sessionTime>>>;
      if (!res.ok) throw new Error(`server answered ${res.status}: ${json.message}`);
      console.log(`(through the running server on port ${port})`);
      return show(json.result!);
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (code !== 'ECONNREFUSED') throw err;
    }
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    await migrate(handle.db);
    console.log('(no server running: changed the database directly)');
    show(await moveSession(handle.db, url, minutes, duration, new Date()));
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(`admin: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
