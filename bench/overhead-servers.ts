// The two ceilings of bench/overhead.ts, each in a process of its own like the app: a bare node
// http server and a bare Fastify route answering the same envelope as the app's /bench/plain.
import http from 'node:http';
import Fastify from 'fastify';

const body = JSON.stringify({ statusCode: 200, message: 'success', result: { ok: true } });
const kind = process.argv[2];

if (kind === 'node') {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as { port: number }).port }));
} else {
  const app = Fastify({ logger: false });
  app.get('/bench/plain', async () => ({ statusCode: 200, message: 'success', result: { ok: true } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as { port: number }).port });
}
