/**
 * My classes (classqu and /my-class; issues 12 and 18): every product the student owns, with state
 * and type filters, and "continue where you left off" (G lecture/my-classes, G lecture/continue).
 * The server's clock decides the session states: `serverOffsetMs` keeps how far the device's clock
 * is from it, so "starts in" is counted on the server's time.
 */
import { makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { ClassTypeId } from '../../../common/classes';
import { lecture, type ContinueLearning, type MyClasses } from '../../../common/contract/lecture';
import type { ClassProgressId } from '../../../common/lecture';
import type { ContractClient } from '../../api/contract';
import { Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export const CLASSES_PAGE_SIZE = 12;

export class ClassesStore {
  /** The page shown: key `<language>:<state or all>:<type or all>:<page>`. */
  readonly list = new Resource<MyClasses>();
  readonly continueLearning = new Resource<ContinueLearning>();
  /** The server's time minus the device's when the last list arrived (0 before any). */
  serverOffsetMs = 0;
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
  ) {
    makeObservable(this, { serverOffsetMs: observable });
    this.disposer = reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
  }

  /** The server's time now, as far as the last answer tells. */
  now(): Date {
    return new Date(Date.now() + this.serverOffsetMs);
  }

  /** Always asks again: progress and session states change while the student learns elsewhere. */
  load(state: ClassProgressId | null, type: ClassTypeId | null = null, page = 1): Promise<unknown> {
    const locale = this.locale();
    const query = { page, pageSize: CLASSES_PAGE_SIZE, ...(state ? { state } : {}), ...(type ? { type } : {}) };
    const fetch = async () => {
      const answer = await this.client.call(lecture.myClasses, { query });
      const serverMs = Date.parse(answer.serverTime);
      if (Number.isFinite(serverMs)) runInAction(() => (this.serverOffsetMs = serverMs - Date.now()));
      return answer;
    };
    return Promise.all([this.list.load(fetch, `${locale}:${state ?? 'all'}:${type ?? 'all'}:${page}`), this.continueLearning.load(() => this.client.call(lecture.continue), locale)]);
  }

  reset(): void {
    this.list.reset();
    this.continueLearning.reset();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The classes store of a RootStore, made on first use (stores/feature.ts). */
export const classesOf = featureStore((root) => new ClassesStore(root.client, root.session, root.locale));
