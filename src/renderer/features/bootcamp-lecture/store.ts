/**
 * The bootcamp lecture (issue 21): G bootcamps/{id}/lecture per student, the session join (the
 * Zoom link only inside the window; a 409 carries reason notOpenYet or ended), the assignment
 * hand-in (a file with upload progress and cancel, or a link), and the certificate claim. The
 * server's clock decides every window (stores/ServerClock.ts keeps its `serverTime` minus Date.now() when an
 * answer arrived, and `now()` is the server's time as far as we know. Answers are per student
 * (`${userId}:${generation}`): another account never sees them.
 */
import { observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { bootcampLecture, type BootcampLecture, type Submission, type SubmissionLinkBody } from '../../../common/contract/bootcamp-lecture';
import type { Certificate } from '../../../common/contract/certificates';
import type { CallInput, ContractClient } from '../../api/contract';
import { asObject } from '../../api/errors';
import { errorMessage, type Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import { ServerClock } from '../../stores/ServerClock';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

/** A refused call: the server's status and message, and a 409's `data.reason` when it gave one. */
export interface Refused {
  ok: false;
  status: number | null;
  message: string;
  reason: string | null;
}
export type Outcome<T> = ({ ok: true } & T) | Refused;

export function refused(err: unknown): Refused {
  const e = asObject(err);
  const status = typeof e?.status === 'number' ? e.status : null;
  const data = asObject(asObject(e?.data)?.data) ?? asObject(e?.data);
  const reason = typeof data?.reason === 'string' ? data.reason : null;
  return { ok: false, status, message: errorMessage(err), reason };
}

/** One assignment's upload: bytes sent of the total, until it ends (done, failed, cancelled). */
export interface UploadState {
  name: string;
  loaded: number;
  total: number;
  status: 'uploading' | 'done' | 'failed' | 'cancelled';
  /** The server's message of a failure. */
  message: string | null;
}

/** Opens a URL outside the app: a new tab (web), the system browser (desktop: main routes window.open to shell.openExternal). */
function openExternal(url: string): void {
  if (typeof window !== 'undefined') window.open(url, '_blank', 'noopener,noreferrer');
}

function isCancel(err: unknown): boolean {
  const e = asObject(err);
  return e?.name === 'CanceledError' || e?.code === 'ERR_CANCELED' || e?.name === 'AbortError';
}

export interface LectureStoreDeps {
  client: ContractClient;
  session: SessionStore;
}

export class BootcampLectureStore {
  /** The lecture by the page's id (content id or url), per student. */
  readonly lectures: ResourceMap<string, BootcampLecture>;
  private readonly serverClock = new ServerClock();
  /** Calls in flight: `join:<sessionId>`, `link:<assignmentId>`, `certificate:<id>`. */
  readonly busy = observable.set<string>();
  /** Uploads by assignment id (the last one stays until another starts). */
  readonly uploads = observable.map<number, UploadState>();
  /** Where a Zoom link is opened (tests replace it). */
  open: (url: string) => void = openExternal;
  private readonly controllers = new Map<number, AbortController>();
  private generation = 0;
  private readonly disposer: IReactionDisposer;

  constructor(private readonly deps: LectureStoreDeps) {
    this.lectures = new ResourceMap<string, BootcampLecture>({
      scope: () => `${this.deps.session.userId ?? 'guest'}:${this.generation}`,
      key: (id) => id,
      fetch: (id) => this.fetch(id),
    });
    this.disposer = reaction(
      () => `${this.deps.session.isSignedIn}:${this.deps.session.userId ?? ''}`,
      () => {
        this.generation += 1;
        this.cancelAll();
        runInAction(() => this.uploads.clear());
      },
    );
  }

  /** The server's time now, as far as the last answer tells. */
  now(): Date {
    return this.serverClock.now();
  }

  private async fetch(id: string): Promise<BootcampLecture> {
    const answer = await this.deps.client.call(bootcampLecture.lecture, { params: { id } });
    this.serverClock.observe(answer.serverTime);
    return answer;
  }

  /** The page's resource (errorStatus 403: not enrolled; 401: signed out). */
  of(id: string): Resource<BootcampLecture> {
    return this.lectures.get(id);
  }

  /** Asks the server again; the previous answer stays shown meanwhile. */
  load(id: string): Promise<BootcampLecture | null> {
    return this.lectures.get(id).load(() => this.fetch(id));
  }

  private async track<T>(key: string, fn: () => Promise<T>): Promise<T> {
    runInAction(() => this.busy.add(key));
    try {
      return await fn();
    } finally {
      runInAction(() => this.busy.delete(key));
    }
  }

  /** P join: inside the window the Zoom link (opened outside the app; attendance recorded once); a 409 with its reason otherwise. The lecture is asked again either way. */
  join(id: string, sessionId: number): Promise<Outcome<{ url: string; attendanceRecorded: boolean }>> {
    return this.track(`join:${sessionId}`, async () => {
      try {
        const answer = await this.deps.client.call(bootcampLecture.join, { params: { id, sessionId } });
        this.serverClock.observe(answer.serverTime);
        this.open(answer.zoomJoinUrl);
        void this.load(id);
        return { ok: true as const, url: answer.zoomJoinUrl, attendanceRecorded: answer.attendanceRecorded };
      } catch (err) {
        void this.load(id);
        return refused(err);
      }
    });
  }

  /** Puts a submission into the lecture as it is shown (the answer of a hand-in or a review). */
  private replaceSubmission(id: string, assignmentId: number, submission: Submission): void {
    const resource = this.lectures.get(id);
    const lecture = resource.data;
    if (!lecture) return;
    runInAction(() => resource.set({ ...lecture, assignments: lecture.assignments.map((a) => (a.id === assignmentId ? { ...a, submission } : a)) }));
  }

  /**
   * P submission with the file (multipart, field `file`): progress in `uploads` while it is sent;
   * cancelUpload stops it. A refusal (413 too large, 415 wrong type, 409 …) keeps the server's
   * message. The answer replaces the assignment's submission, then the lecture is asked again.
   */
  async submitFile(id: string, assignmentId: number, file: Blob & { name: string }): Promise<Outcome<{ submission: Submission }>> {
    this.controllers.get(assignmentId)?.abort();
    const controller = new AbortController();
    this.controllers.set(assignmentId, controller);
    runInAction(() => this.uploads.set(assignmentId, { name: file.name, loaded: 0, total: file.size, status: 'uploading', message: null }));
    const update = (patch: Partial<UploadState>) =>
      runInAction(() => {
        const current = this.uploads.get(assignmentId);
        if (current && this.controllers.get(assignmentId) === controller) this.uploads.set(assignmentId, { ...current, ...patch });
      });
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const submission = await this.deps.client.call(bootcampLecture.submit, {
        params: { id, assignmentId },
        form,
        signal: controller.signal,
        onUploadProgress: ({ loaded, total }) => update({ loaded, total: total ?? file.size }),
      });
      update({ status: 'done', loaded: file.size, total: file.size });
      this.replaceSubmission(id, assignmentId, submission);
      void this.load(id);
      return { ok: true, submission };
    } catch (err) {
      if (controller.signal.aborted || isCancel(err)) {
        update({ status: 'cancelled' });
        return { ok: false, status: null, message: '', reason: 'cancelled' };
      }
      const outcome = refused(err);
      update({ status: 'failed', message: outcome.message });
      return outcome;
    } finally {
      if (this.controllers.get(assignmentId) === controller) this.controllers.delete(assignmentId);
    }
  }

  /** Stops the assignment's upload in flight (the server deletes the partial file). */
  cancelUpload(assignmentId: number): void {
    this.controllers.get(assignmentId)?.abort();
  }

  private cancelAll(): void {
    for (const c of this.controllers.values()) c.abort();
    this.controllers.clear();
  }

  /** P submission with JSON { link }. */
  submitLink(id: string, assignmentId: number, link: string): Promise<Outcome<{ submission: Submission }>> {
    return this.track(`link:${assignmentId}`, async () => {
      try {
        // The endpoint takes multipart or JSON; its typed input names the form only, so the JSON body is passed as the call's body.
        const input = { params: { id, assignmentId }, body: { link } satisfies SubmissionLinkBody } as unknown as CallInput<typeof bootcampLecture.submit>;
        const submission = await this.deps.client.call(bootcampLecture.submit, input);
        this.replaceSubmission(id, assignmentId, submission);
        void this.load(id);
        return { ok: true as const, submission };
      } catch (err) {
        return refused(err);
      }
    });
  }

  /** P certificate: once unlocked, issued exactly once; the lecture is asked again. */
  claimCertificate(id: string): Promise<Outcome<{ certificate: Certificate }>> {
    return this.track(`certificate:${id}`, async () => {
      try {
        const certificate = await this.deps.client.call(bootcampLecture.certificate, { params: { id } });
        await this.load(id);
        return { ok: true as const, certificate };
      } catch (err) {
        void this.load(id);
        return refused(err);
      }
    });
  }

  dispose(): void {
    this.disposer();
    this.cancelAll();
  }
}

/** The bootcampLecture store of a RootStore, made on first use (stores/feature.ts). */
export const bootcampLectureOf = featureStore((root) => new BootcampLectureStore({ client: root.client, session: root.session }));
