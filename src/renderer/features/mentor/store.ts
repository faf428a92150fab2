/**
 * The mentor's review queue (issue 21): G mentor/submissions (the submissions to the bootcamps the
 * signed-in instructor teaches; 403 for an account that teaches none) by status tab and page, and
 * P mentor/submissions/{id}/review (accepted, or changes requested with a comment). A review's
 * answer replaces the item in the list shown. Answers are per account.
 */
import { makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { REVIEW_COMMENT_MAX, bootcampLecture, type MentorQueueQuery, type MentorSubmission, type ReviewDecision, type Submission } from '../../../common/contract/bootcamp-lecture';
import type { ContractClient } from '../../api/contract';
import { errorMessage, Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export type QueueStatus = NonNullable<MentorQueueQuery['status']>;
export const QUEUE_STATUSES: readonly QueueStatus[] = ['submitted', 'reviewed', 'all'];
export const MENTOR_PAGE_SIZE = 20;

export interface MentorPage {
  items: MentorSubmission[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

export function isQueueStatus(v: string | null | undefined): v is QueueStatus {
  return !!v && (QUEUE_STATUSES as readonly string[]).includes(v);
}

/** What is wrong with a review before it is sent: changes need a comment (1..2000); praise is optional. */
export function reviewProblem(decision: ReviewDecision, comment: string): 'commentRequired' | 'tooLong' | null {
  const text = comment.trim();
  if (text.length > REVIEW_COMMENT_MAX) return 'tooLong';
  if (decision === 'changes_requested' && text.length === 0) return 'commentRequired';
  return null;
}

export type ReviewOutcome = { ok: true; submission: Submission } | { ok: false; status: number | null; message: string };

export interface MentorStoreDeps {
  client: ContractClient;
  session: SessionStore;
}

export class MentorStore {
  /** The page shown (errorStatus 403: this account teaches no bootcamp). */
  readonly queue = new Resource<MentorPage>();
  /** Reviews in flight, by submission id. */
  readonly busy = observable.set<number>();
  /** Whether this account is a mentor, as the last queue answer told (null: not asked yet). */
  isMentor: boolean | null = null;
  private probing = false;
  private readonly disposer: IReactionDisposer;

  constructor(private readonly deps: MentorStoreDeps) {
    makeObservable(this, { isMentor: observable });
    this.disposer = reaction(
      () => `${this.deps.session.isSignedIn}:${this.deps.session.userId ?? ''}`,
      () => {
        this.queue.reset();
        runInAction(() => (this.isMentor = null));
      },
    );
  }

  /** Asks the queue of a tab and page. */
  async load(status: QueueStatus, page: number): Promise<MentorPage | null> {
    const key = `${this.deps.session.userId ?? ''}:${status}:${page}`;
    const answer = await this.queue.load(() => this.deps.client.call(bootcampLecture.mentorQueue, { query: { status, page, pageSize: MENTOR_PAGE_SIZE } }), key);
    runInAction(() => {
      if (answer) this.isMentor = true;
      else if (this.queue.errorStatus === 403) this.isMentor = false;
    });
    return answer;
  }

  /** Learns whether this account is a mentor (one small queue call; the profile does not tell): the account menu's link. */
  async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      await this.deps.client.call(bootcampLecture.mentorQueue, { query: { status: 'submitted', page: 1, pageSize: 1 } });
      runInAction(() => (this.isMentor = true));
    } catch (err) {
      if ((err as { status?: unknown })?.status === 403) runInAction(() => (this.isMentor = false));
    } finally {
      this.probing = false;
    }
  }

  /** P review; the answer replaces the submission in the list shown. A 400/409 keeps the server's message. */
  async review(submissionId: number, decision: ReviewDecision, comment: string): Promise<ReviewOutcome> {
    runInAction(() => this.busy.add(submissionId));
    try {
      const text = comment.trim();
      const submission = await this.deps.client.call(bootcampLecture.review, { params: { id: submissionId }, body: { decision, ...(text ? { comment: text } : {}) } });
      const page = this.queue.data;
      if (page) runInAction(() => this.queue.set({ ...page, items: page.items.map((i) => (i.submission.id === submissionId ? { ...i, submission } : i)) }));
      return { ok: true, submission };
    } catch (err) {
      const e = err as { status?: unknown };
      return { ok: false, status: typeof e?.status === 'number' ? e.status : null, message: errorMessage(err) };
    } finally {
      runInAction(() => this.busy.delete(submissionId));
    }
  }

  dispose(): void {
    this.disposer();
  }
}

/** Whether this account reviews bootcamp submissions, and its review queue; made on first use. */
export const mentorOf = featureStore((root) => new MentorStore({ client: root.client, session: root.session }));
