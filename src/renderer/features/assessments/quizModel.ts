/**
 * The state of one course quiz on screen (QuizPanel): the quiz (G courses/:url/lecture/quiz/by-material-id/:id), the
 * attempt's answers, the timer, the submission and the result with its review (only when the
 * server sends one). The server is the clock: the time left is its `secondsLeft` counted down from
 * when the answer arrived, so a wrong device clock changes nothing.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { quizzes, type Quiz, type QuizResult, type QuizSubmitResult } from '../../../common/contract/quizzes';
import type { ContractClient } from '../../api/contract';
import { errorMessage, Resource } from '../../stores/Resource';

export class QuizModel {
  readonly quiz = new Resource<Quiz>();
  readonly result = new Resource<QuizResult>();
  readonly answers = observable.map<number, number[]>();
  lastSubmit: QuizSubmitResult | null = null;
  busy = false;
  error: string | null = null;
  /** Local time (ms) the open attempt ends. */
  deadlineMs: number | null = null;
  now = Date.now();

  constructor(
    private readonly client: ContractClient,
    readonly courseUrl: string,
    readonly materialId: number,
    private readonly locale: () => string,
  ) {
    makeObservable(this, {
      lastSubmit: observable,
      busy: observable,
      error: observable,
      deadlineMs: observable,
      now: observable,
      secondsLeft: computed,
      answeredCount: computed,
      choose: action,
      tick: action,
    });
  }

  private params() {
    return { params: { url: this.courseUrl, id: this.materialId } };
  }

  private take(q: Quiz): Quiz {
    runInAction(() => {
      this.deadlineMs = q.attempt ? Date.now() + q.attempt.secondsLeft * 1000 : null;
      this.now = Date.now();
      if (!q.attempt) this.answers.clear();
    });
    return q;
  }

  /** The quiz and its result (history, review when allowed). */
  load(): Promise<unknown> {
    const key = `${this.locale()}:${this.courseUrl}:${this.materialId}`;
    return Promise.all([this.quiz.load(async () => this.take(await this.client.call(quizzes.byMaterial, this.params())), key), this.loadResult()]);
  }

  private loadResult() {
    return this.result.load(() => this.client.call(quizzes.result, this.params()), `${this.locale()}:${this.courseUrl}:${this.materialId}`);
  }

  get secondsLeft(): number | null {
    return this.deadlineMs === null ? null : Math.max(0, Math.ceil((this.deadlineMs - this.now) / 1000));
  }

  get answeredCount(): number {
    return [...this.answers.values()].filter((a) => a.length > 0).length;
  }

  chosen = (questionId: number): number[] => this.answers.get(questionId) ?? [];

  choose(questionId: number, optionId: number, multiple: boolean): void {
    const now = this.answers.get(questionId) ?? [];
    this.answers.set(questionId, multiple ? (now.includes(optionId) ? now.filter((o) => o !== optionId) : [...now, optionId]) : [optionId]);
  }

  tick(): void {
    this.now = Date.now();
  }

  async start(): Promise<void> {
    await this.run(async () => {
      const q = this.take(await this.client.call(quizzes.start, this.params()));
      runInAction(() => {
        this.lastSubmit = null;
      });
      this.quiz.fill(q, `${this.locale()}:${this.courseUrl}:${this.materialId}`);
    });
  }

  /** Sends the answers (also when the time runs out); the server grades and says what happened. */
  async submit(): Promise<boolean> {
    let done = false;
    await this.run(async () => {
      const answers = [...this.answers.entries()].filter(([, ids]) => ids.length > 0).map(([questionId, optionIds]) => ({ questionId, optionIds }));
      const result = await this.client.call(quizzes.submit, { ...this.params(), body: { answers } });
      runInAction(() => {
        this.lastSubmit = result;
        this.answers.clear();
        this.deadlineMs = null;
      });
      done = true;
      await Promise.all([
        this.quiz.load(async () => this.take(await this.client.call(quizzes.byMaterial, this.params())), `${this.locale()}:${this.courseUrl}:${this.materialId}`),
        this.loadResult(),
      ]);
    });
    return done;
  }

  private async run(fn: () => Promise<void>): Promise<void> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      await fn();
    } catch (err) {
      runInAction(() => (this.error = errorMessage(err)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
