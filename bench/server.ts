// The server under benchmark: the real app plus one plain Fastify route in the same process,
// which is the ceiling the real routes are compared against.
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';

const config = loadConfig();
const app = await buildApp({ config, logger: false });
app.get('/bench/plain', async () => ({ statusCode: 200, message: 'success', result: { ok: true } }));
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: true, port: (app.server.address() as { port: number }).port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
