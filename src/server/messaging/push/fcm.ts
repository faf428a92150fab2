import type { GoogleAccessTokens } from './oauth.js';

/** One push to one device (an outbox row of channel `push`, sent to each of the student's tokens). */
export interface PushMessage {
  title: string;
  body: string;
  /** FCM data values must be strings. */
  data: { notificationId: string; type: string; route: string };
  /** The absolute https address a click opens (webpush.fcm_options.link); omitted when the site is not https. */
  link?: string;
  /** The product logo's absolute https address (webpush.notification.icon), shown with a background push. */
  icon?: string;
}

/** `sent`: FCM accepted it; `unregistered`: the token is dead (the caller deletes it). Anything else throws (retried with backoff). */
export type PushOutcome = 'sent' | 'unregistered';

export interface PushSender {
  send(token: string, message: PushMessage): Promise<PushOutcome>;
}

interface FcmErrorBody {
  error?: { code?: number; status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
const BAD_REQUEST_TYPE = 'type.googleapis.com/google.rpc.BadRequest';

/**
 * Whether an error answer says the token itself is gone or invalid (Google's FCM error codes):
 * 404 / UNREGISTERED (the app was uninstalled, the permission withdrawn, the token expired), or
 * INVALID_ARGUMENT with only an FcmError detail (a token that is not an FCM token). An
 * INVALID_ARGUMENT naming a field (google.rpc.BadRequest) is our payload's fault: not the token's.
 */
export function tokenIsDead(status: number, body: FcmErrorBody): boolean {
  const details = body.error?.details ?? [];
  const codes = details.filter((d) => d['@type'] === FCM_ERROR_TYPE).map((d) => d.errorCode);
  if (codes.includes('UNREGISTERED') || (status === 404 && body.error?.status === 'NOT_FOUND')) return true;
  return status === 400 && codes.includes('INVALID_ARGUMENT') && !details.some((d) => d['@type'] === BAD_REQUEST_TYPE);
}

/**
 * FCM HTTP v1: POST {FCM_URL}/v1/projects/{project}/messages:send with a Bearer access token.
 * 401: the access token is dropped and the send tried once more with a new one. 429 and 5xx (and
 * any other refusal) throw: the message worker retries the row with backoff.
 */
export class FcmSender implements PushSender {
  constructor(
    private readonly fcmUrl: string,
    private readonly projectId: string,
    private readonly tokens: GoogleAccessTokens,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    const payload = JSON.stringify({
      message: {
        token,
        notification: { title: message.title, body: message.body },
        data: message.data,
        ...(message.link || message.icon
          ? { webpush: { ...(message.link ? { fcm_options: { link: message.link } } : {}), ...(message.icon ? { notification: { icon: message.icon } } : {}) } }
          : {}),
      },
    });
    for (let attempt = 1; ; attempt++) {
      const access = await this.tokens.get();
      const res = await this.fetchFn(`${this.fcmUrl}/v1/projects/${encodeURIComponent(this.projectId)}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json; charset=utf-8' },
        body: payload,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (res.ok) return 'sent';
      if (res.status === 401 && attempt === 1) {
        this.tokens.invalidate(access);
        continue;
      }
      let body: FcmErrorBody = {};
      try {
        body = JSON.parse(text) as FcmErrorBody;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      if (tokenIsDead(res.status, body)) return 'unregistered';
      throw new Error(`FCM answered ${res.status} ${body.error?.status ?? ''}: ${(body.error?.message ?? text).slice(0, 200)}`);
    }
  }
}
