/**
 * Assessments (issue 12; spec 2 "assessment pages by url slug with a quiz view, a submit step and
 * a result view identified by resultId"): the quiz of a url (anyone), the answers being chosen,
 * the submission (signed in), and a result by its id (anyone with the link).
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import { assessments, type Assessment, type AssessmentResult, type AssessmentSubmitted } from '../../../common/contract/assessments';
import type { ContractClient } from '../../api/contract';
import { errorMessage } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import { featureStore } from '../../stores/feature';

export type SubmitOutcome = { ok: true; result: AssessmentSubmitted } | { ok: false; message: string };

export class AssessmentsStore {
  readonly quiz: ResourceMap<string, Assessment>;
  readonly result: ResourceMap<{ url: string; resultId: string }, AssessmentResult>;
  /** Chosen option ids per question id, per assessment url. */
  readonly answers = observable.map<string, Map<number, number[]>>();
  submitting = false;

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => string,
  ) {
    makeObservable(this, { submitting: observable, choose: action, clear: action });
    this.quiz = new ResourceMap<string, Assessment>({
      scope: () => this.locale(),
      key: (url) => url,
      fetch: (url) => this.client.call(assessments.quiz, { params: { url } }),
    });
    this.result = new ResourceMap<{ url: string; resultId: string }, AssessmentResult>({
      scope: () => this.locale(),
      key: (r) => `${r.url}/${r.resultId}`,
      fetch: (r) => this.client.call(assessments.result, { params: r }),
    });
  }

  chosen(url: string, questionId: number): number[] {
    return this.answers.get(url)?.get(questionId) ?? [];
  }

  /** Picks an option: the only one of a single-choice question, or toggles one of a multiple-choice one. */
  choose(url: string, questionId: number, optionId: number, multiple: boolean): void {
    const map = this.answers.get(url) ?? observable.map<number, number[]>();
    if (!this.answers.has(url)) this.answers.set(url, map);
    const now = map.get(questionId) ?? [];
    map.set(questionId, multiple ? (now.includes(optionId) ? now.filter((o) => o !== optionId) : [...now, optionId]) : [optionId]);
  }

  clear(url: string): void {
    this.answers.delete(url);
  }

  async submit(url: string): Promise<SubmitOutcome> {
    const answers = [...(this.answers.get(url)?.entries() ?? [])].filter(([, ids]) => ids.length > 0).map(([questionId, optionIds]) => ({ questionId, optionIds }));
    runInAction(() => (this.submitting = true));
    try {
      const result = await this.client.call(assessments.submit, { params: { url }, body: { answers } });
      this.clear(url);
      return { ok: true, result };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}

/** The assessments store of a RootStore, made on first use (stores/feature.ts). */
export const assessmentsOf = featureStore((root) => new AssessmentsStore(root.client, root.locale));
