/**
 * Live sessions (issue 18): the visitor's state in a webinar or event (G sessions/{id}/my-session),
 * what they can do with it (join, feedback, the event's Zoom link, the e-ticket PNG, the calendar
 * file) and the staff's e-ticket scan and check-in. The server's clock decides every window:
 * file) and the staff's e-ticket scan and check-in. The server's clock decides every window:
 * stores/ServerClock.ts keeps how far this device's clock is from the server's (its `serverTime` minus
 * Answers are per visitor (`${userId ?? 'guest'}:${generation}`, as OwnershipStore): another
 * account never sees them.
 */
import { observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  sessions,
  type EticketAttendance,
  type EticketScan,
  type FeedbackMasterItemView,
  type MySession,
  type SessionRefusal,
  type StaffSession,
  type WebinarFeedback,
  type WebinarFeedbackBody,
} from '../../../common/contract/sessions';
import { fillPath } from '../../../common/contract/endpoint';
import type { ContractClient } from '../../api/contract';
import { asObject } from '../../api/errors';
import type { Platform } from '../../platform/types';
import { Resource, errorMessage } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import { ServerClock } from '../../stores/ServerClock';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';
import { searchOf } from '../search';

/** A refused call: the server's message, its status and (409 notOpenYet) when the room opens. */
export interface Refused {
  ok: false;
  status: number | null;
  message: string;
  reason: SessionRefusal['reason'] | null;
  opensAt: string | null;
}

export type Outcome<T> = ({ ok: true } & T) | Refused;

export interface SessionsStoreDeps {
  client: ContractClient;
  session: SessionStore;
  platform: Platform;
  locale: () => string;
  /** The API's origin ('' = this site): the URLs the platform downloads. */
  baseURL: () => string;
  /** This browser's or app's anonymous id (SearchStore.deviceId), null when it cannot be kept. */
  deviceId: () => string | null;
}

/** The refusal's `data` of an error body (`{ …, data: { reason, opensAt } }`). */
function refusalOf(body: unknown): Partial<SessionRefusal> {
  const data = asObject(asObject(body)?.data);
  return data ? (data as Partial<SessionRefusal>) : {};
}

/** A failed call as a Refused outcome (ApiError: status, message, data; anything else: its message). */
export function refused(err: unknown): Refused {
  const e = asObject(err);
  const status = typeof e?.status === 'number' ? e.status : null;
  const data = refusalOf(e?.data);
  return { ok: false, status, message: errorMessage(err), reason: data.reason ?? null, opensAt: typeof data.opensAt === 'string' ? data.opensAt : null };
}

/** Opens a URL outside the app: a new tab (web), the system browser (desktop: main routes window.open to shell.openExternal). */
function openExternal(url: string): void {
  if (typeof window !== 'undefined') window.open(url, '_blank', 'noopener,noreferrer');
}

function randomId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class SessionsStore {
  /** My session by content id, per visitor. */
  readonly mine: ResourceMap<number, MySession>;
  private readonly serverClock = new ServerClock();
  /** Feedback master lists, per language. */
  readonly referralSources = new Resource<FeedbackMasterItemView[]>();
  readonly categories = new Resource<FeedbackMasterItemView[]>();
  /** Staff: the sessions this account may check in for (403: not staff). */
  readonly staffSessions = new Resource<StaffSession[]>();
  /** Calls in flight: `join:<id>`, `feedback:<id>`, `zoom:<id>`, `ticket:<id>`, `calendar:<id>`. */
  readonly busy = observable.set<string>();
  /** Where a join or Zoom URL is opened (tests replace it). */
  open: (url: string) => void = openExternal;
  private generation = 0;
  /** The id sent with a join when the platform cannot keep one. */
  private fallbackDeviceId: string | null = null;
  private readonly disposer: IReactionDisposer;

  constructor(private readonly deps: SessionsStoreDeps) {
    this.mine = new ResourceMap<number, MySession>({
      // Per visitor (and per sign-in): another account never sees these answers.
      scope: () => `${this.deps.session.userId ?? 'guest'}:${this.generation}`,
      key: (id) => String(id),
      fetch: (id) => this.fetchMine(id),
    });
    this.disposer = reaction(
      () => `${this.deps.session.isSignedIn}:${this.deps.session.userId ?? ''}`,
      () => {
        this.generation += 1;
        this.staffSessions.reset();
      },
    );
  }

  /** The server's time now, as far as the last answer tells. */
  now(): Date {
    return this.serverClock.now();
  }

  private async fetchMine(id: number): Promise<MySession> {
    const answer = await this.deps.client.call(sessions.mySession, { params: { id } });
    this.serverClock.observe(answer.serverTime);
    return answer;
  }

  /** The last answer for the content (null: not asked yet, or it failed). */
  of(contentId: number): MySession | null {
    return this.mine.get(contentId).data;
  }

  /** Asks the server again (every visitor: a guest gets NOTENROLL and the server's time); the previous answer stays shown meanwhile. */
  load(contentId: number): Promise<MySession | null> {
    return this.mine.get(contentId).load(() => this.fetchMine(contentId));
  }

  /** The feedback form's two lists, in the current language. */
  ensureMasters(): Promise<unknown> {
    const locale = this.deps.locale();
    return Promise.all([
      this.referralSources.ensureFor(locale, () => this.deps.client.call(sessions.referralSources)),
      this.categories.ensureFor(locale, () => this.deps.client.call(sessions.categories)),
    ]);
  }

  private deviceId(): string {
    const kept = this.deps.deviceId();
    if (kept) return kept;
    this.fallbackDeviceId ??= `web-${randomId()}`;
    return this.fallbackDeviceId;
  }

  private async track<T>(key: string, fn: () => Promise<T>): Promise<T> {
    runInAction(() => this.busy.add(key));
    try {
      return await fn();
    } finally {
      runInAction(() => this.busy.delete(key));
    }
  }

  /**
   * U webinars/{url}/join: in the window the room's link, after it the recording, opened outside
   * the app. A refusal (409 not open yet, ended without a recording …) comes back with the
   * server's message and, before the window, when it opens. My session is asked again either way.
   */
  join(url: string, contentId: number): Promise<Outcome<{ url: string; kind: 'live' | 'recording' }>> {
    return this.track(`join:${contentId}`, async () => {
      try {
        const answer = await this.deps.client.call(sessions.join, { params: { url }, body: { deviceId: this.deviceId() } });
        this.serverClock.observe(answer.serverTime);
        this.open(answer.url);
        void this.load(contentId);
        return { ok: true as const, url: answer.url, kind: answer.kind };
      } catch (err) {
        void this.load(contentId);
        return refused(err);
      }
    });
  }

  /** P webinars/{url}/feedback (once; issues the certificate). 400/409 come back with the server's message. */
  sendFeedback(url: string, contentId: number, body: WebinarFeedbackBody): Promise<Outcome<{ feedback: WebinarFeedback }>> {
    return this.track(`feedback:${contentId}`, async () => {
      try {
        const feedback = await this.deps.client.call(sessions.feedback, { params: { url }, body });
        await this.load(contentId);
        return { ok: true as const, feedback };
      } catch (err) {
        return refused(err);
      }
    });
  }

  /**
   * G event-application/sessions/{id}/zoom-join-url: an event path, so a client error is a soft
   * `{ ok: false }` answer (spec 8) whose message is shown. The link opens outside the app.
   */
  zoom(contentId: number): Promise<Outcome<{ url: string }>> {
    return this.track(`zoom:${contentId}`, async () => {
      try {
        const answer = await this.deps.client.request(sessions.zoomJoinUrl, { params: { id: contentId } });
        if (!answer.ok) {
          const data = refusalOf('data' in answer ? answer.data : null);
          return { ok: false as const, status: answer.status, message: answer.message || errorMessage(null), reason: data.reason ?? null, opensAt: data.opensAt ?? null };
        }
        this.serverClock.observe(answer.result.serverTime);
        this.open(answer.result.zoomJoinUrl);
        void this.load(contentId);
        return { ok: true as const, url: answer.result.zoomJoinUrl };
      } catch (err) {
        return refused(err);
      }
    });
  }

  private async save(key: string, path: string, fileName: string, withToken: boolean): Promise<Outcome<object>> {
    return this.track(key, async () => {
      const result = await this.deps.platform.download(`${this.deps.baseURL()}${path}`, fileName, withToken ? { accessToken: this.deps.session.accessToken ?? undefined } : {});
      if (result.ok || result.error === 'cancelled') return { ok: true as const };
      return { ok: false as const, status: null, message: result.error ?? errorMessage(null), reason: null, opensAt: null };
    });
  }

  /** The e-ticket's QR code as a PNG (signed-in participant). */
  downloadTicket(s: Pick<MySession, 'contentId' | 'url' | 'ticket'>): Promise<Outcome<object>> {
    const path = s.ticket?.pngPath ?? fillPath(sessions.ticketPng.path, { id: s.contentId });
    return this.save(`ticket:${s.contentId}`, path, `e-ticket-${s.url}.png`, true);
  }

  /** The session as an .ics file (no personal data: no token needed). */
  downloadCalendar(s: Pick<MySession, 'contentId' | 'url'>): Promise<Outcome<object>> {
    return this.save(`calendar:${s.contentId}`, fillPath(sessions.calendar.path, { id: s.contentId }), `${s.url}.ics`, false);
  }

  /** Staff: asks the sessions again (a 403 leaves errorStatus 403: not staff). */
  loadStaffSessions(): Promise<StaffSession[] | null> {
    return this.staffSessions.load(() => this.deps.client.call(sessions.staffSessions), this.deps.locale());
  }

  /** Staff: reads an e-ticket (changes nothing). */
  async scan(token: string, contentId?: number): Promise<Outcome<{ scan: EticketScan }>> {
    try {
      const scan = await this.deps.client.call(sessions.scan, { query: { token, ...(contentId ? { contentId } : {}) } });
      this.serverClock.observe(scan.serverTime);
      return { ok: true, scan };
    } catch (err) {
      return refused(err);
    }
  }

  /** Staff: checks an e-ticket in once; a replay answers `alreadyCheckedIn` with the first time. */
  async checkIn(token: string, contentId: number): Promise<Outcome<{ attendance: EticketAttendance }>> {
    try {
      const attendance = await this.deps.client.call(sessions.checkIn, { body: { token, contentId } });
      return { ok: true, attendance };
    } catch (err) {
      return refused(err);
    }
  }

  dispose(): void {
    this.disposer();
  }
}

/** The sessions store of a RootStore, made on first use (stores/feature.ts). */
export const sessionsOf = featureStore(
  (root) => new SessionsStore({ client: root.client, session: root.session, platform: root.platform, locale: root.locale, baseURL: root.baseURL, deviceId: () => searchOf(root).deviceId() }),
);
