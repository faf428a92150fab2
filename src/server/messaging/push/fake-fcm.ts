import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import type { PushConfig } from '../../config.js';
import { FCM_SCOPE } from './oauth.js';

/** What the fake FCM server answers a send to a token with: FCM's documented error bodies. */
export type FakeAnswer = 'ok' | 'unregistered' | 'invalid-token' | 401 | 429 | 500 | 503;

export interface FakeSend {
  project: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { message: { token: string; notification: { title: string; body: string }; data: Record<string, string>; webpush?: { fcm_options?: { link?: string } } } };
}

const TEST_PROJECT = 'belajar-test';

/**
 * A stand-in for Google's token endpoint and FCM's HTTP v1 send (tests only; nothing of Google is
 * reachable here), as the payment sandbox stands in for Midtrans. The token endpoint accepts only
 * the JWT bearer grant with an RS256 assertion that verifies with the service account's PUBLIC key
 * and names the right issuer, audience, scope and lifetime; the send accepts only an access token
 * it issued and keeps every request for the test to read.
 */
export class FakeFcm {
  readonly privateKey: string;
  private readonly publicKey: KeyObject;
  readonly clientEmail = 'push@belajar-test.iam.gserviceaccount.com';
  readonly tokenRequests: { grantType: string | null; claims: Record<string, unknown> }[] = [];
  readonly sends: FakeSend[] = [];
  readonly issued = new Set<string>();
  /** Answers by device token (default ok). */
  readonly answers = new Map<string, FakeAnswer>();
  /** Answers for the next sends, whatever the token (first used first). */
  readonly nextAnswers: FakeAnswer[] = [];
  /** A refused assertion's reason, for the test to show. */
  lastRefusal = '';
  private server: http.Server | null = null;
  url = '';

  constructor() {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    this.publicKey = createPublicKey(this.privateKey);
  }

  /** The server's push settings pointing at this fake. */
  config(): PushConfig {
    return {
      projectId: TEST_PROJECT,
      clientEmail: this.clientEmail,
      privateKey: this.privateKey,
      web: { apiKey: 'AIzaTestKey', appId: '1:1234:web:abcd', messagingSenderId: '1234', vapidKey: 'BTestVapidKey' },
      fcmUrl: this.url,
      tokenUrl: `${this.url}/token`,
    };
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.handle(req, Buffer.concat(chunks).toString('utf8'))
          .then(([status, body]) => {
            res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
            res.end(JSON.stringify(body));
          })
          .catch((err: unknown) => {
            res.writeHead(500);
            res.end(String(err));
          });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, text: string): Promise<[number, unknown]> {
    if (req.method === 'POST' && req.url === '/token') return this.token(text);
    const m = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '');
    if (req.method === 'POST' && m) return this.send(req, decodeURIComponent(m[1]!), text);
    return [404, { error: { code: 404, message: 'not found', status: 'NOT_FOUND' } }];
  }

  private async token(text: string): Promise<[number, unknown]> {
    const form = new URLSearchParams(text);
    const grantType = form.get('grant_type');
    try {
      if (grantType !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error(`grant_type ${grantType}`);
      const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', this.publicKey, {
        algorithms: ['RS256'],
        issuer: this.clientEmail,
        audience: `${this.url}/token`,
      });
      if (protectedHeader.typ !== 'JWT') throw new Error('typ');
      if (payload.scope !== FCM_SCOPE) throw new Error(`scope ${String(payload.scope)}`);
      if (typeof payload.iat !== 'number' || payload.exp !== payload.iat + 3600) throw new Error('lifetime is not one hour');
      this.tokenRequests.push({ grantType, claims: payload });
    } catch (err) {
      this.lastRefusal = (err as Error).message;
      return [400, { error: 'invalid_grant', error_description: this.lastRefusal }];
    }
    const accessToken = `ya29.fake-${this.tokenRequests.length}`;
    this.issued.add(accessToken);
    return [200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' }];
  }

  private send(req: http.IncomingMessage, project: string, text: string): [number, unknown] {
    const body = JSON.parse(text) as FakeSend['body'];
    this.sends.push({ project, authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const scripted = this.nextAnswers.shift();
    if (scripted === 401 || !bearer || !this.issued.has(bearer)) {
      return [401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } }];
    }
    const answer = scripted ?? this.answers.get(body.message.token) ?? 'ok';
    switch (answer) {
      case 'ok':
        return [200, { name: `projects/${project}/messages/${this.sends.length}` }];
      case 'unregistered':
        return [
          404,
          {
            error: {
              code: 404,
              message: 'Requested entity was not found.',
              status: 'NOT_FOUND',
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
            },
          },
        ];
      case 'invalid-token':
        return [
          400,
          {
            error: {
              code: 400,
              message: 'The registration token is not a valid FCM registration token',
              status: 'INVALID_ARGUMENT',
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' }],
            },
          },
        ];
      default:
        return [answer, { error: { code: answer, message: 'try later', status: answer === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE' } }];
    }
  }
}
