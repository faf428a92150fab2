import type { NotificationView } from '../../../common/contract/notifications.js';
import type { NotificationType } from '../../../common/notifications.js';
import type { Database } from '../../db/index.js';
import { openLiveStream, type SseStream } from '../../testing/sse.js';
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

export interface OpenStream extends SseStream {
  status: number;
  /** The next `notification` event's payload, skipping other topics; null when the stream ended. */
  nextNotification(): Promise<NotificationView | null>;
}

/** Opens G live/events over a real socket (src/server/testing/sse.ts), with a reader of notification events. */
export async function openStream(base: string, token: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const stream = await openLiveStream(base, token, headers);
  const nextNotification = async (): Promise<NotificationView | null> => {
    for (;;) {
      const m = await stream.next();
      if (!m) return null;
      if (m.event === 'notification') return (JSON.parse(m.data!) as { payload: NotificationView }).payload;
    }
  };
  return { ...stream, status: stream.res.status, nextNotification };
}
