import type { FastifyInstance } from 'fastify';
import type { GatewayTransport } from '../payments/gateway/transport.js';
import type { SmsMessage, SmsSender } from './types.js';

/**
 * SMS through Zenziva's regular API (https://console.zenziva.net/reguler/api/sendsms/), the
 * wire format this adapter speaks (docs/messaging.md):
 *
 *   POST {SMS_URL}        content-type: application/json
 *   {"userkey": "…", "passkey": "…", "to": "08123456789", "message": "…"}
 *   → 200 {"messageId": "…", "to": "08123456789", "status": "1", "text": "Success"}
 *
 * SMS_API_KEY is `userkey:passkey` (the two keys of the Zenziva console). `to` is the national
 * form Zenziva expects (the E.164 +62… becomes 0…). Any `status` other than "1", a non-2xx answer
 * or no answer in time is a failed attempt (the queue tries again later). Outside production the
 * default is the sandbox under /sandbox-sms, the same wire format inside this server.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly transport: GatewayTransport,
    private readonly path: string,
    private readonly apiKey: string,
  ) {}

  async sendSms(m: SmsMessage): Promise<void> {
    const [userkey, passkey = ''] = splitKey(this.apiKey);
    const body = JSON.stringify({ userkey, passkey, to: nationalNumber(m.to), message: m.text });
    const res = await this.transport({ method: 'POST', path: this.path, headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
    if (res.status < 200 || res.status > 299) throw new Error(`SMS provider answered HTTP ${res.status}`);
    let answer: { status?: unknown; text?: unknown };
    try {
      answer = JSON.parse(res.body) as typeof answer;
    } catch {
      throw new Error('SMS provider answered something that is not JSON');
    }
    if (String(answer.status) !== '1') throw new Error(`SMS provider refused: ${String(answer.text ?? answer.status).slice(0, 200)}`);
  }
}

function splitKey(key: string): [string, string] {
  const i = key.indexOf(':');
  return i < 0 ? [key, ''] : [key.slice(0, i), key.slice(i + 1)];
}

/** +6281234567890 → 081234567890 (Zenziva's national form); other numbers as they are, without the +. */
export function nationalNumber(e164: string): string {
  return e164.startsWith('+62') ? `0${e164.slice(3)}` : e164.replace(/^\+/, '');
}

export const SANDBOX_SMS_PREFIX = '/sandbox-sms';
/** The sandbox's send path, as Zenziva's (below its prefix). */
export const SANDBOX_SMS_SEND_PATH = '/reguler/api/sendsms/';

export interface SandboxSmsMessage {
  messageId: string;
  to: string;
  message: string;
  receivedAt: string;
}

/**
 * The sandbox SMS provider (outside production, SMS_URL unset): Zenziva's send call under
 * /sandbox-sms, which checks the keys and keeps the last 200 messages in memory; GET
 * /sandbox-sms/messages lists them (newest first). It stands for the outside provider: the adapter
 * reaches it through the same wire format (in process, like the payment sandbox).
 */
export async function sandboxSmsRoutes(app: FastifyInstance, { apiKey }: { apiKey: string }) {
  const received: SandboxSmsMessage[] = [];
  let next = 1;
  const [userkey, passkey] = splitKey(apiKey);
  app.post(SANDBOX_SMS_SEND_PATH, { schema: { hide: true } }, async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    if (b.userkey !== userkey || b.passkey !== passkey) return reply.code(200).send({ status: '0', text: 'Userkey / Passkey Salah' });
    if (typeof b.to !== 'string' || !/^[0-9]{8,15}$/.test(b.to)) return reply.code(200).send({ status: '0', text: 'Nomor tujuan salah' });
    if (typeof b.message !== 'string' || !b.message || b.message.length > 1600) return reply.code(200).send({ status: '0', text: 'Pesan kosong atau terlalu panjang' });
    const messageId = String(next++);
    received.unshift({ messageId, to: b.to, message: b.message, receivedAt: new Date().toISOString() });
    received.length = Math.min(received.length, 200);
    return { messageId, to: b.to, status: '1', text: 'Success' };
  });
  app.get('/messages', { schema: { hide: true } }, async (_req, reply) => reply.header('cache-control', 'no-store').send({ messages: received }));
}
