import type { FastifyInstance } from 'fastify';
import { live } from '../../../common/contract/live.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { HttpError, badRequest } from '../../http/envelope.js';
import { bearerOf } from '../../http/auth.js';
import type { LiveEvent } from '../../live/hub.js';

/** Heartbeat comment: keeps proxies from closing an idle stream and notices a gone client. */
const HEARTBEAT_MS = 25_000;
/** How often an open stream checks that its session was not ended (logout, password reset). */
const SESSION_CHECK_MS = 60_000;

const texts = {
  notAcceptable: { id: 'Panggilan ini mengirim aliran peristiwa: kirim Accept: text/event-stream', en: 'This call sends an event stream: send Accept: text/event-stream' },
  badLastEventId: { id: 'Last-Event-ID harus berupa angka', en: 'Last-Event-ID must be a number' },
} as const;
const say = (key: keyof typeof texts, locale: Locale) => texts[key][locale];

/** The Last-Event-ID header: absent → null; digits → the id; anything else → 400. */
function lastEventIdOf(header: string | string[] | undefined, locale: Locale): number | null {
  if (header === undefined || header === '') return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value)) throw badRequest(say('badLastEventId', locale));
  return Number(value);
}

export default async function liveModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, live.events, async (req, reply) => {
    if (!String(req.headers.accept ?? '').includes('text/event-stream')) throw new HttpError(406, say('notAcceptable', req.locale));
    // The credential hook checked the token and kept its expiry on the request.
    const student = req.student;
    const expiresAt = req.studentTokenExpiresAt;
    const token = bearerOf(req);
    if (!student || !token || !expiresAt) throw new HttpError(401, 'Unauthorized');
    const studentId = Number(student.sub);
    // Before the stream opens, so a database that is away is a 503 like any other call.
    const cursor = await ctx.live.position(studentId, lastEventIdOf(req.headers['last-event-id'], req.locale));

    reply.hijack();
    const res = reply.raw;
    // Hooks' headers (CORS for the desktop app, security headers) are on the reply, not the raw response.
    const hooked = Object.fromEntries(Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
    res.writeHead(200, {
      ...hooked,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');

    let open = true;
    const timers: NodeJS.Timeout[] = [];
    const finish = (reason?: string) => {
      if (!open) return;
      open = false;
      for (const t of timers) clearTimeout(t);
      unsubscribe();
      if (reason) res.write(`event: close\ndata: ${JSON.stringify({ reason })}\n\n`);
      res.end();
    };
    const unsubscribe = ctx.live.subscribe(
      {
        studentId,
        send: (e: LiveEvent) => open && res.write(`id: ${e.id}\nevent: ${e.topic}\ndata: ${JSON.stringify({ payload: e.payload, at: e.at })}\n\n`),
        close: (reason) => finish(reason),
      },
      cursor,
    );
    timers.push(setInterval(() => open && res.write(': ping\n\n'), HEARTBEAT_MS));
    timers.push(
      setInterval(() => {
        void ctx.tokens.verifyAccessToken(token).then(
          (still) => still || finish('revoked'),
          () => undefined, // database away: keep the stream, check again later
        );
      }, SESSION_CHECK_MS),
    );
    // The token's own end: the client reconnects with a fresh one.
    timers.push(setTimeout(() => finish('expired'), Math.max(0, expiresAt.getTime() - Date.now())));
    for (const t of timers) t.unref();
    req.raw.on('close', () => finish());
    return reply;
  });
}
