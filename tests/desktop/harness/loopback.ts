/**
 * The loopback HTTP server standing in for Electron's app:// scheme: each request to
 * http://127.0.0.1:PORT/x becomes `new Request('app://belajar/x')` (method and headers, Range
 * included) handed to the protocol handler the wiring registered (createAppProtocolHandler over
 * out/renderer, and whatever else the wiring serves on app://), and the Response streams back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { APP_ORIGIN } from '../../../src/main/config';

export interface LoopbackServer {
  origin: string;
  /** Requests served, in order ("GET /assets/x.js 200"). */
  readonly log: string[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

async function listen(server: http.Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: http.Server) {
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** Serves `getHandler()` (looked up per request: the wiring registers it on 'ready'). */
export async function startAppLoopback(getHandler: () => ((request: Request) => Promise<Response>) | undefined): Promise<LoopbackServer> {
  const log: string[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const handler = getHandler();
      if (!handler) {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('the app:// handler is not registered yet');
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (HOP_BY_HOP.has(name) || value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      const method = req.method ?? 'GET';
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const request = new Request(`${APP_ORIGIN}${req.url ?? '/'}`, {
        method,
        headers,
        ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
      } as RequestInit);
      const response = await handler(request);
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) out[name] = value;
      });
      res.writeHead(response.status, out);
      log.push(`${method} ${req.url} ${response.status}`);
      if (!response.body || method === 'HEAD') {
        res.end();
        return;
      }
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
        .on('error', () => res.destroy())
        .pipe(res);
    })().catch((error: unknown) => {
      log.push(`${req.method} ${req.url} 500`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });
  const origin = await listen(server);
  return { origin, log, close: closer(server) };
}

/**
 * A site of ANOTHER origin (a second loopback port): every path answers a small HTML page, so a
 * test can put it in an iframe inside the app page and call the bridge from there.
 */
export async function startForeignSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="en"><title>Another site</title><p>Another site</p></html>');
  });
  const origin = await listen(server);
  return { origin, close: closer(server) };
}
