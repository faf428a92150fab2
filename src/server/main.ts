import fs from 'node:fs';
import path from 'node:path';
import { buildApp, demoSeedWanted } from './app.js';
import { loadConfig } from './config.js';

/** `npm start`: one process serving the API and the website on the embedded or configured database. */
async function main() {
  const config = loadConfig();
  const started = Date.now();
  const app = await buildApp({
    config,
    seed: demoSeedWanted(config),
    logger: { level: config.logLevel, transport: undefined },
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const runFile = path.join(config.dataDir, 'server.json');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(runFile, JSON.stringify({ pid: process.pid, port }));
  // Listening on every interface: the address a person opens is localhost.
  const shown = ['0.0.0.0', '::'].includes(config.host) ? `http://localhost:${port}` : address;
  const db = app.ctx.dbKind === 'pglite' ? `PGlite in ${path.relative(process.cwd(), config.dataDir) || '.'}/pglite` : 'PostgreSQL (DATABASE_URL)';
  const lines = [`Learning marketplace is running at ${shown}  (database: ${db}, ready in ${Date.now() - started} ms)`];
  if (config.apiDocs) lines.push(`API docs: ${shown}/docs`);
  if (config.devOutbox && !config.production) {
    lines.push(`Dev outbox (sign-up and sign-in codes; answers this machine only, DEV_OUTBOX=off hides it): http://localhost:${port}/dev/outbox`);
  }
  const { messaging } = config;
  lines.push(
    messaging.mode === 'outbox'
      ? 'Messages: MESSAGING=outbox, nothing is sent (every e-mail and SMS stays in the outbox table)'
      : `Messages: e-mail ${messaging.smtpUrl ? `by SMTP (${new URL(messaging.smtpUrl).host})` : 'kept in the outbox (SMTP_URL unset)'}, SMS ${messaging.smsUrl ? `by ${new URL(messaging.smsUrl).host}` : config.production ? 'kept in the outbox (SMS_URL unset)' : `to the sandbox: http://localhost:${port}/sandbox-sms/messages`}`,
  );
  console.log(`\n  ${lines.join('\n  ')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    try {
      await app.close();
    } finally {
      fs.rmSync(runFile, { force: true });
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
