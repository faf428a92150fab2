/**
 * Registers the push-messaging worker `/firebase-messaging-sw.js` only if the server serves it
 * as JavaScript (the server answers 204 when push is off; a page fallback would be HTML). Skips
 * silently otherwise.
 */
export const PUSH_WORKER_URL = '/firebase-messaging-sw.js';

export interface PushWorkerEnv {
  fetch: typeof fetch;
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
}

export async function registerPushWorker(env: PushWorkerEnv): Promise<boolean> {
  if (!env.serviceWorker) return false;
  try {
    const res = await env.fetch(PUSH_WORKER_URL, { method: 'HEAD', cache: 'no-store' });
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || !/javascript|ecmascript/i.test(type)) return false;
    await env.serviceWorker.register(PUSH_WORKER_URL);
    return true;
  } catch {
    return false;
  }
}
