/**
 * The competition page (issue 21; spec 1 "a competition video upload", 7 G competition/{id}, P
 * competition/video/upload): the competition with the signed-in student's entry, and the upload
 * of a video with its progress, cancel, and the server's answer. The size and the offered types
 * are checked before sending (a clear hint instead of a long upload refused at its end); the
 * server decides by the file's content all the same.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import { competition, COMPETITION_VIDEO_TYPES, VIDEO_UPLOAD_MAX_BYTES, type Competition, type CompetitionEntry } from '../../../common/contract/competition';
import type { ContractClient } from '../../api/contract';
import { errorMessage, Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

/** An upload may take long on a slow line: no client timeout (the student can cancel). */
const UPLOAD_TIMEOUT_MS = 0;

export type UploadState = 'idle' | 'uploading' | 'done' | 'failed' | 'cancelled';
/** Why a file is refused before sending. */
export type LocalRefusal = 'too-large' | 'not-video' | 'empty';

export interface CompetitionDeps {
  client: ContractClient;
  session: SessionStore;
  locale: () => string;
}

/** The refusal of a chosen file before it is sent, or null when it may go. */
export function checkVideo(file: { size: number; type: string }, maxBytes = VIDEO_UPLOAD_MAX_BYTES): LocalRefusal | null {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'too-large';
  // Some systems give no type for .mov/.webm: let the server's sniffing decide those.
  if (file.type && !(COMPETITION_VIDEO_TYPES as readonly string[]).includes(file.type)) return 'not-video';
  return null;
}

export class CompetitionStore {
  /** G competition/{id} per competition, student and language. */
  readonly detail = new Resource<Competition>();
  state: UploadState = 'idle';
  /** 0–100 while uploading. */
  percent = 0;
  /** The server's (or the client's) message of the last failed upload. */
  error: string | null = null;
  private abort: AbortController | null = null;

  constructor(private readonly deps: CompetitionDeps) {
    makeObservable<CompetitionStore, 'progress'>(this, { state: observable, percent: observable, error: observable, progress: action, reset: action, cancel: action });
  }

  /** Loads (or reuses) the competition for this student and language. */
  load(id: string): Promise<Competition | null> {
    const key = `${id}:${this.deps.session.userId ?? 'guest'}:${this.deps.locale()}`;
    return this.detail.ensureFor(key, () => this.deps.client.call(competition.detail, { params: { id } }));
  }

  reset(): void {
    this.state = 'idle';
    this.percent = 0;
    this.error = null;
  }

  private progress(loaded: number, total: number | undefined, size: number): void {
    this.percent = Math.min(100, Math.floor((loaded / (total || size || 1)) * 100));
  }

  /** Sends the video as the student's entry; on success the shown entry is the new one. */
  async upload(file: File): Promise<CompetitionEntry | null> {
    const current = this.detail.data;
    if (!current || this.state === 'uploading') return null;
    const form = new FormData();
    form.append('file', file, file.name);
    const abort = new AbortController();
    runInAction(() => {
      this.abort = abort;
      this.state = 'uploading';
      this.percent = 0;
      this.error = null;
    });
    try {
      const entry = await this.deps.client.call(competition.upload, {
        query: { competitionId: current.id },
        form,
        signal: abort.signal,
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: ({ loaded, total }) => this.progress(loaded, total ?? undefined, file.size),
      });
      runInAction(() => {
        this.state = 'done';
        this.percent = 100;
        const shown = this.detail.data;
        if (shown && shown.id === current.id) this.detail.fill({ ...shown, entry }, this.detail.key);
      });
      return entry;
    } catch (err) {
      runInAction(() => {
        if (abort.signal.aborted) {
          this.state = 'cancelled';
        } else {
          this.state = 'failed';
          this.error = errorMessage(err);
        }
      });
      return null;
    } finally {
      runInAction(() => {
        if (this.abort === abort) this.abort = null;
      });
    }
  }

  /** Stops the upload in flight; the server keeps nothing of it. */
  cancel(): void {
    this.abort?.abort();
  }
}

/** The competition store of a RootStore, made on first use (stores/feature.ts). */
export const competitionOf = featureStore((root) => new CompetitionStore({ client: root.client, session: root.session, locale: root.locale }));
