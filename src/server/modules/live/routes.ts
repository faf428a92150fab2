import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { live } from '../../../common/contract/live.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { HttpError, badRequest, notFound, tooManyRequests } from '../../http/envelope.js';
import { bearerOf } from '../../http/auth.js';
import { addressKey } from '../../http/client-address.js';
import type { LiveEvent } from '../../live/hub.js';

/** Heartbeat comment: keeps proxies from closing an idle stream and notices a gone client. */
const HEARTBEAT_MS = 25_000;
/** How often an open stream checks that its session was not ended (logout, password reset). */
const SESSION_CHECK_MS = 60_000;

const texts = {
  unknownRoom: { id: 'Ruang ini tidak ada', en: 'This room does not exist' },
  tooManyStreams: { id: 'Terlalu banyak aliran terbuka dari alamat ini; tutup salah satu atau coba lagi nanti', en: 'Too many open streams from this address; close one or try again later' },
  tooManyOpens: { id: 'Terlalu sering membuka aliran; coba lagi dalam {n} detik', en: 'Streams opened too often; try again in {n} seconds' },
  notAcceptable: { id: 'Panggilan ini mengirim aliran peristiwa: kirim Accept: text/event-stream', en: 'This call sends an event stream: send Accept: text/event-stream' },
  badLastEventId: { id: 'Last-Event-ID harus berupa angka', en: 'Last-Event-ID must be a number' },
} as const;
const say = (key: keyof typeof texts, locale: Locale, n?: number) => texts[key][locale].replace('{n}', String(n ?? ''));
/** A room stream whose socket holds this much unsent data is a reader too slow to keep: it is ended (it reconnects with Last-Event-ID). */
const SLOW_READER_BYTES = 1024 * 1024;
/** Retry-After of a refused room stream (an address at its open-stream cap). */
const STREAMS_RETRY_SECONDS = 30;

/** The Last-Event-ID header: absent → null; digits → the id; anything else → 400. */
function lastEventIdOf(header: string | string[] | undefined, locale: Locale): number | null {
  if (header === undefined || header === '') return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value)) throw badRequest(say('badLastEventId', locale));
  return Number(value);
}

/** Takes the response over for Server-Sent Events: headers written, the client told to retry after 3 s. */
function openEventStream(reply: FastifyReply): ServerResponse {
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
  return res;
}

/** One event on the wire: `id`, `event` (the topic) and `data` ({ payload, at }). */
const eventText = (e: LiveEvent) => `id: ${e.id}\nevent: ${e.topic}\ndata: ${JSON.stringify({ payload: e.payload, at: e.at })}\n\n`;

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

    const res = openEventStream(reply);

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
        send: (e: LiveEvent) => open && res.write(eventText(e)),
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

  // Room streams (issue 21): who may open a room is the room's rule; opens are counted per
  // address by the shared store (every instance), open streams per address by this instance.
  const opens = ctx.config.rateLimits.roomStreamOpensPerIp;
  const opensLimiter = app.createRateLimit({ max: opens.max, timeWindow: opens.windowSeconds * 1000, keyGenerator: (req) => `room-open:ip:${addressKey(req.ip)}` });
  const perAddress = async (req: FastifyRequest, reply: FastifyReply) => {
    const state = await opensLimiter(req);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', state.ttlInSeconds);
    throw tooManyRequests(say('tooManyOpens', req.locale, state.ttlInSeconds));
  };
  route(
    app,
    live.roomEvents,
    async (req, reply) => {
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) throw new HttpError(406, say('notAcceptable', req.locale));
      const room = req.params.room;
      const viewer = req.student ? Number(req.student.sub) : null;
      if ((await ctx.rooms.access(room, { studentId: viewer })) !== 'open') throw notFound(say('unknownRoom', req.locale));
      const cursor = await ctx.rooms.position(room, lastEventIdOf(req.headers['last-event-id'], req.locale));
      // The address as Fastify gives it (trustProxy decides whom to believe; never a header read
      // here), an IPv6 client by its /64 like every per-address limit.
      const address = addressKey(req.ip);
      if (!ctx.rooms.claim(address)) {
        reply.header('retry-after', STREAMS_RETRY_SECONDS);
        throw tooManyRequests(say('tooManyStreams', req.locale));
      }

      const res = openEventStream(reply);

      let open = true;
      const heartbeat = setInterval(() => open && res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const finish = (reason?: string) => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        ctx.rooms.release(address);
        if (reason) res.write(`event: close\ndata: ${JSON.stringify({ reason })}\n\n`);
        res.end();
      };
      const unsubscribe = ctx.rooms.subscribe(
        {
          room,
          send: (e: LiveEvent) => {
            if (!open) return;
            res.write(eventText(e));
            if (res.writableLength > SLOW_READER_BYTES) finish('slow');
          },
          close: (reason) => finish(reason),
        },
        cursor,
      );
      req.raw.on('close', () => finish());
      return reply;
    },
    { preHandler: perAddress },
  );
}
