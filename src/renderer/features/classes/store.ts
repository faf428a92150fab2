/**
 * My classes (classqu, issue 12): the student's self-paced courses with progress and state
 * filters, and "continue where you left off" (G lecture/my-classes, G lecture/continue).
 */
import { reaction, type IReactionDisposer } from 'mobx';
import { lecture, type ContinueLearning, type MyClasses } from '../../../common/contract/lecture';
import type { ClassProgressId } from '../../../common/lecture';
import type { ContractClient } from '../../api/contract';
import { Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';

export const CLASSES_PAGE_SIZE = 12;

export class ClassesStore {
  /** The page shown: key `<language>:<state or all>:<page>`. */
  readonly list = new Resource<MyClasses>();
  readonly continueLearning = new Resource<ContinueLearning>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
  ) {
    this.disposer = reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
  }

  /** Always asks again: progress changes while the student learns elsewhere. */
  load(state: ClassProgressId | null, page = 1): Promise<unknown> {
    const locale = this.locale();
    const query = { page, pageSize: CLASSES_PAGE_SIZE, ...(state ? { state } : {}) };
    return Promise.all([
      this.list.load(() => this.client.call(lecture.myClasses, { query }), `${locale}:${state ?? 'all'}:${page}`),
      this.continueLearning.load(() => this.client.call(lecture.continue), locale),
    ]);
  }

  reset(): void {
    this.list.reset();
    this.continueLearning.reset();
  }

  dispose(): void {
    this.disposer();
  }
}
