import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { migrate, openDatabase, pgliteDirFor } from '../index.js';
import { runSeeders } from './runner.js';
import { seeders } from './seeders.js';

/**
 * `npm run seed -- demo`: the demo catalogue, the demo student and the discovery data on the
 * database of PORT/DATA_DIR/DATABASE_URL (each seeder once per database; a second run seeds
 * nothing). `npm start` does this by itself only on the embedded database outside production.
 */
const usage = 'usage: npm run seed -- demo';

function embeddedServerRunning(dataDir: string): number | null {
  try {
    const run = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as { pid: number; port: number };
    process.kill(run.pid, 0);
    return run.pid;
  } catch {
    return null;
  }
}

async function main() {
  const [what] = process.argv.slice(2);
  if (what !== 'demo') {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    // PGlite is one process's database: never open it beside a running server.
    const pid = embeddedServerRunning(config.dataDir);
    if (pid) throw new Error(`the server (pid ${pid}) has the embedded database open; stop it first (it seeds the demo data on its first start anyway)`);
  }
  if (config.production) console.warn('NODE_ENV=production: seeding the demo data (a demo student with a published password) as asked.');
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    await migrate(handle.db);
    const ran = await runSeeders(handle.db, seeders);
    console.log(ran.length ? `seeded: ${ran.join(', ')}` : 'nothing to seed: every demo seeder has run on this database already');
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(`seed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
