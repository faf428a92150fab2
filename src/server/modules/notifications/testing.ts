import type { NotificationView } from '../../../common/contract/notifications.js';
import type { NotificationType } from '../../../common/notifications.js';
import type { Database } from '../../db/index.js';
import { notify, type NotificationRow } from './emit.js';

/** Helpers of the notification tests and bench/notifications.ts: rows made on the spot, SSE streams read over real sockets. */

let serial = 0;

/** A notification of `type` for the student under a fresh event key, in its own transaction. */
export async function makeNotification(db: Database, studentId: number, type: NotificationType = 'points_earned'): Promise<NotificationRow> {
  serial += 1;
  const n = serial;
  const row = await db.transaction().execute((trx) =>
    notify(trx, {
      studentId,
      type,
      eventKey: `test:${type}:${n}:${process.pid}:${Date.now()}`,
      title: { id: `Judul ${n}`, en: `Title ${n}` },
      body: { id: `Isi ${n}`, en: `Body ${n}` },
      route: '/user/poinqu',
    }),
  );
  if (!row) throw new Error('the test notification was not made');
  return row;
}

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

export interface OpenStream {
  status: number;
  /** The next message (waits for it); null when the stream ended. */
  next(): Promise<SseMessage | null>;
  /** The next `notification` event's payload, skipping other topics; null when the stream ended. */
  nextNotification(): Promise<NotificationView | null>;
  close(): void;
}

/** Opens G live/events over a real socket and parses messages as they come. */
export async function openStream(base: string, token: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/web/v2/live/events`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...headers }, signal: controller.signal });
  const queue: SseMessage[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const m: SseMessage = {};
          for (const line of block.split('\n')) {
            const at = line.indexOf(': ');
            const field = at < 0 ? line : line.slice(0, at);
            if (field === 'id' || field === 'event' || field === 'data') m[field] = line.slice(at + 2);
          }
          if (m.event || m.id) queue.push(m);
        }
        waiters.splice(0).forEach((w) => w());
      }
    } catch {
      /* aborted */
    }
    ended = true;
    waiters.splice(0).forEach((w) => w());
  })();
  const next = async (): Promise<SseMessage | null> => {
    while (queue.length === 0 && !ended) await new Promise<void>((resolve) => waiters.push(resolve));
    return queue.shift() ?? null;
  };
  const nextNotification = async (): Promise<NotificationView | null> => {
    for (;;) {
      const m = await next();
      if (!m) return null;
      if (m.event === 'notification') return (JSON.parse(m.data!) as { payload: NotificationView }).payload;
    }
  };
  return { status: res.status, next, nextNotification, close: () => controller.abort() };
}
