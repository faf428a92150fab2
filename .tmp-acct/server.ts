// Local manual-check server: the normal app plus the (not yet registered) accounts seeder.
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { runSeeders } from '../src/server/db/seed/runner.js';
import { accountsSeeder } from '../src/server/modules/campus/seed.js';
const config = loadConfig();
const app = await buildApp({ config, logger: false });
await runSeeders(app.ctx.db, [accountsSeeder]);
await app.listen({ port: config.port, host: config.host });
console.log('ready', config.port);
