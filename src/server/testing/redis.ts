import { connect } from 'node:net';

/** REDIS_URL, or the Redis this machine runs on its default port (CI's machines have one); undefined when neither. */
export async function testRedisUrl(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const up = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  return up ? 'redis://127.0.0.1:6379' : undefined;
}
