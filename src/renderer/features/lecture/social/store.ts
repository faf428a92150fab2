/**
 * The people around a course (H6, issue 12): the lecture page's Q&A, reviews, comments and study
 * assistant tabs read this store; each tab asks for its data when it opens (the page's loader
 * fills the lecture itself). Writes answer an Outcome so a tab can toast the server's message.
 */
import { reaction, type IReactionDisposer } from 'mobx';
import { courses } from '../../../../common/contract/courses';
import type { ReviewItem } from '../../../../common/contract/catalogue';
import type { Page } from '../../../../common/types';
import {
  assistant,
  contentsSocial,
  lectureReviews,
  qna,
  type AssistantAnswer,
  type AssistantHistory,
  type CommentPage,
  type MyReviewState,
  type QnaPage,
  type ReviewBody,
  type ReviewPromo,
} from '../../../../common/contract/social';
import type { ContractClient } from '../../../api/contract';
import { errorMessage, Resource } from '../../../stores/Resource';
import type { SessionStore } from '../../../stores/SessionStore';
import { featureStore } from '../../../stores/feature';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Comments per page in the tab; the course's other reviews per page (spec 9: 3). */
export const COMMENTS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE = 3;

async function outcome<T>(fn: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (err) {
    return { ok: false, message: errorMessage(err) };
  }
}

export class SocialStore {
  readonly comments = new Resource<CommentPage>();
  readonly myReview = new Resource<MyReviewState>();
  readonly promo = new Resource<ReviewPromo>();
  readonly reviews = new Resource<Page<ReviewItem>>();
  readonly qna = new Resource<QnaPage>();
  readonly history = new Resource<AssistantHistory>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    session: SessionStore,
    private readonly locale: () => string,
  ) {
    this.disposer = reaction(
      () => session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
  }

  private key(...parts: (string | number)[]) {
    return [this.locale(), ...parts].join(':');
  }

  // ── comments and likes ──
  loadComments(contentId: number, page = 1, force = false) {
    const load = () => this.client.call(contentsSocial.comments, { params: { id: contentId }, query: { page, pageSize: COMMENTS_PAGE_SIZE } });
    const key = this.key(contentId, page);
    return force ? this.comments.load(load, key) : this.comments.ensureFor(key, load);
  }
  private refreshComments(contentId: number) {
    return this.loadComments(contentId, this.comments.data?.page ?? 1, true);
  }
  async toggleLike(contentId: number) {
    const r = await outcome(() => this.client.call(contentsSocial.likeToggle, { params: { id: contentId } }));
    if (r.ok && this.comments.data) this.comments.set({ ...this.comments.data, isLiked: r.value.isLiked, totalLike: r.value.totalLike });
    return r;
  }
  async addComment(contentId: number, comment: string) {
    const r = await outcome(() => this.client.call(contentsSocial.comment, { params: { id: contentId }, body: { comment } }));
    if (r.ok) await this.loadComments(contentId, 1, true);
    return r;
  }
  async reply(contentId: number, commentId: number, comment: string) {
    const r = await outcome(() => this.client.call(contentsSocial.reply, { params: { id: contentId, commentId }, body: { comment } }));
    if (r.ok) await this.refreshComments(contentId);
    return r;
  }
  async editComment(contentId: number, commentId: number, comment: string) {
    const r = await outcome(() => this.client.call(contentsSocial.editComment, { params: { id: contentId, commentId }, body: { comment } }));
    if (r.ok) await this.refreshComments(contentId);
    return r;
  }
  async deleteComment(contentId: number, commentId: number) {
    const r = await outcome(() => this.client.call(contentsSocial.deleteComment, { params: { id: contentId, commentId } }));
    if (r.ok) await this.refreshComments(contentId);
    return r;
  }

  // ── reviews ──
  loadReviews(url: string, page = 1, force = false) {
    const mine = () => this.client.call(lectureReviews.myReview, { params: { url } });
    const promo = () => this.client.call(lectureReviews.promo, { params: { url } });
    const others = () => this.client.call(courses.reviews, { params: { url }, query: { page, pageSize: REVIEWS_PAGE_SIZE } });
    const key = this.key(url);
    if (force) return Promise.all([this.myReview.load(mine, key), this.promo.load(promo, key), this.reviews.load(others, this.key(url, page))]);
    return Promise.all([this.myReview.ensureFor(key, mine), this.promo.ensureFor(key, promo), this.reviews.ensureFor(this.key(url, page), others)]);
  }
  async saveReview(url: string, body: ReviewBody) {
    const existing = this.myReview.data?.review;
    const r = await outcome(() =>
      existing ? this.client.call(lectureReviews.updateReview, { params: { url }, body }) : this.client.call(lectureReviews.createReview, { params: { url }, body }),
    );
    if (r.ok) {
      this.myReview.fill(r.value, this.key(url));
      await this.loadReviews(url, 1, true);
    }
    return r;
  }

  // ── questions and answers ──
  loadQna(url: string, query = '', page = 1, force = false) {
    const load = () => this.client.call(qna.list, { params: { url }, query: { page, pageSize: 10, ...(query ? { query } : {}) } });
    const key = this.key(url, query, page);
    return force ? this.qna.load(load, key) : this.qna.ensureFor(key, load);
  }
  async postQna(url: string, text: string, questionId?: number) {
    const r = await outcome(() => this.client.call(qna.post, { params: { url }, body: { text, ...(questionId ? { questionId } : {}) } }));
    if (r.ok) await this.loadQna(url, '', 1, true);
    return r;
  }

  // ── study assistant ──
  loadHistory(url: string, force = false) {
    const load = () => this.client.call(assistant.history, { query: { course: url, page: 1, pageSize: 10 } });
    const key = this.key(url);
    return force ? this.history.load(load, key) : this.history.ensureFor(key, load);
  }
  async ask(url: string, question: string): Promise<Outcome<AssistantAnswer>> {
    const r = await outcome(() => this.client.call(assistant.ask, { body: { question, course: url } }));
    if (r.ok) await this.loadHistory(url, true);
    return r;
  }

  reset() {
    for (const r of [this.comments, this.myReview, this.promo, this.reviews, this.qna, this.history]) r.reset();
  }

  dispose() {
    this.disposer();
  }
}

/** The social store of a RootStore, made on first use (stores/feature.ts). */
export const socialOf = featureStore((root) => new SocialStore(root.client, root.session, root.locale));
