import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import { id, int, paging, slug, strictObject, text } from '../schema/primitives.js';
import { contentParams, nullable, noQuery, pageSchema, RatingSummarySchema } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * The people around a course (issue 12): likes and comments of a content, the student's own
 * review of a course (with the prompt to write one), the course's questions and answers with its
 * instructor, and the study assistant. Every call is Authenticated (spec 6) and acts on the
 * token's owner; lecture calls also need access to the course (enrolled, or its own instructor).
 */

const web = API_PREFIX.web;
const v2 = API_PREFIX.v2;

/** Longest comment or reply, review text, question or answer, and assistant question (characters). */
export const SOCIAL_LIMITS = { comment: 1000, review: 2000, qna: 2000, question: 500, questionMin: 3 } as const;

// ── Likes and comments ─────────────────────────────────────────────────

export const LikeToggleSchema = Type.Object({ contentId: Type.Integer(), isLiked: Type.Boolean(), totalLike: Type.Integer() });
export type LikeToggle = Static<typeof LikeToggleSchema>;

export const CommentAuthorSchema = Type.Object({
  /** Students' names masked (spec 5); an instructor's name in full. */
  name: Type.String(),
  isInstructor: Type.Boolean(),
});

const commentFields = {
  id: Type.Integer(),
  contentId: Type.Integer(),
  /** The comment a reply answers; null for a comment. */
  parentId: nullable(Type.Integer()),
  author: CommentAuthorSchema,
  comment: Type.String(),
  /** The caller wrote it: may edit and delete it. */
  isMine: Type.Boolean(),
  isEdited: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
export const ReplySchema = Type.Object(commentFields);
export type Reply = Static<typeof ReplySchema>;
export const CommentSchema = Type.Object({
  ...commentFields,
  /** Oldest first, at most COMMENT_REPLIES_SHOWN (the newest ones); totalReplies counts all. */
  replies: Type.Array(ReplySchema),
  totalReplies: Type.Integer(),
});
export type Comment = Static<typeof CommentSchema>;
export const CommentPageSchema = Type.Object({
  ...pageSchema(CommentSchema).properties,
  /** The caller likes the content, and how many do (contents.total_like). */
  isLiked: Type.Boolean(),
  totalLike: Type.Integer(),
});
export type CommentPage = Static<typeof CommentPageSchema>;

/** Replies shown under a comment in a page of comments. */
export const COMMENT_REPLIES_SHOWN = 20;

const commentBody = strictObject({ comment: text(SOCIAL_LIMITS.comment, 1) });
const commentParams = strictObject({ id: id(), commentId: id() });

export const DeletedSchema = Type.Object({ deleted: Type.Boolean() });

export const contentsSocial = {
  likeToggle: endpoint({
    method: 'PUT',
    path: `${web}/contents/:id/like-toggle`,
    auth: 'authenticated',
    tags: ['contents'],
    summary: 'Likes a content, or takes the like back; answers the state and the content’s like count (totalLike)',
    params: contentParams.id,
    result: LikeToggleSchema,
  }),
  comments: endpoint({
    method: 'GET',
    path: `${web}/contents/:id/comments`,
    auth: 'authenticated',
    tags: ['contents'],
    summary: 'A page of a content’s comments, newest first, each with its latest replies',
    params: contentParams.id,
    query: strictObject(paging(10)),
    result: CommentPageSchema,
  }),
  comment: endpoint({
    method: 'POST',
    path: `${web}/contents/:id/comments`,
    auth: 'authenticated',
    tags: ['contents'],
    summary: 'Writes a comment on a content',
    status: 201,
    params: contentParams.id,
    body: commentBody,
    result: CommentSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: `${web}/contents/:id/comments/:commentId/replies`,
    auth: 'authenticated',
    tags: ['contents'],
    summary: 'Replies to a comment (a reply to a reply joins the same comment)',
    status: 201,
    params: commentParams,
    body: commentBody,
    result: ReplySchema,
  }),
  editComment: endpoint({
    method: 'PUT',
    path: `${web}/contents/:id/comments/:commentId`,
    auth: 'authenticated',
    tags: ['contents'],
    summary: 'Edits the caller’s own comment or reply (another student’s: 404)',
    params: commentParams,
    body: commentBody,
    result: ReplySchema,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: `${web}/contents/:id/comments/:commentId`,
    auth: 'authenticated',
    tags: ['contents'],
    summary: 'Deletes the caller’s own comment (with its replies) or reply (another student’s: 404)',
    params: commentParams,
    result: DeletedSchema,
  }),
};

// ── The own review of a course ─────────────────────────────────────────

export const MyReviewSchema = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer(),
  comment: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type MyReview = Static<typeof MyReviewSchema>;

export const MyReviewStateSchema = Type.Object({
  /** The caller's review of the course, or null. */
  review: nullable(MyReviewSchema),
  /** A lesson of the course is FINISHED: a review may be written. */
  canReview: Type.Boolean(),
  /** Why not, in the request's language (null when canReview). */
  reason: nullable(Type.String()),
  /** The course's rating summary as it is now (changes at once when the review is saved). */
  ratingSummary: RatingSummarySchema,
});
export type MyReviewState = Static<typeof MyReviewStateSchema>;

export const ReviewBodySchema = strictObject({ rating: int(1, 5), comment: text(SOCIAL_LIMITS.review, 1) });
export type ReviewBody = Static<typeof ReviewBodySchema>;

/** Why the prompt shows or not: ELIGIBLE (a lesson finished, no review yet), REVIEWED, NOT_YET (no lesson finished). */
export const REVIEW_PROMO_STATES = ['ELIGIBLE', 'REVIEWED', 'NOT_YET'] as const;
export const ReviewPromoSchema = Type.Object({
  state: Type.Union([Type.Literal('ELIGIBLE'), Type.Literal('REVIEWED'), Type.Literal('NOT_YET')]),
  /** Show the prompt now (state ELIGIBLE). */
  show: Type.Boolean(),
  title: Type.String(),
  message: Type.String(),
  finishedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
});
export type ReviewPromo = Static<typeof ReviewPromoSchema>;

const lectureParams = contentParams.url;

export const lectureReviews = {
  myReview: endpoint({
    method: 'GET',
    path: `${web}/courses/:url/lecture/my-review`,
    auth: 'authenticated',
    tags: ['lecture'],
    summary: 'The caller’s review of the course, whether one may be written, and the course’s rating summary',
    params: lectureParams,
    query: noQuery,
    result: MyReviewStateSchema,
  }),
  createReview: endpoint({
    method: 'POST',
    path: `${web}/courses/:url/lecture/my-review`,
    auth: 'authenticated',
    tags: ['lecture'],
    summary: 'Writes the caller’s review (rating 1–5 and text) once a lesson is finished; one per student and course (409 after)',
    status: 201,
    params: lectureParams,
    body: ReviewBodySchema,
    result: MyReviewStateSchema,
  }),
  updateReview: endpoint({
    method: 'PUT',
    path: `${web}/courses/:url/lecture/my-review`,
    auth: 'authenticated',
    tags: ['lecture'],
    summary: 'Changes the caller’s review (404 when there is none yet)',
    params: lectureParams,
    body: ReviewBodySchema,
    result: MyReviewStateSchema,
  }),
  promo: endpoint({
    method: 'GET',
    path: `${web}/courses/:url/lecture/review-submission-promo`,
    auth: 'authenticated',
    tags: ['lecture'],
    summary: 'The prompt asking the student to review the course: shown once a lesson is finished and no review is written',
    params: lectureParams,
    query: noQuery,
    result: ReviewPromoSchema,
  }),
};

// ── Questions and answers ──────────────────────────────────────────────

export const QnaAnswerSchema = Type.Object({
  id: Type.Integer(),
  author: CommentAuthorSchema,
  /** Written by the course's own instructor (the mark the page shows). */
  isInstructorAnswer: Type.Boolean(),
  text: Type.String(),
  createdAt: Type.String(),
});
export const QnaQuestionSchema = Type.Object({
  id: Type.Integer(),
  author: CommentAuthorSchema,
  text: Type.String(),
  isMine: Type.Boolean(),
  createdAt: Type.String(),
  /** Oldest first. */
  answers: Type.Array(QnaAnswerSchema),
});
export type QnaQuestion = Static<typeof QnaQuestionSchema>;
export type QnaAnswer = Static<typeof QnaAnswerSchema>;
export const QnaPageSchema = Type.Object({
  ...pageSchema(QnaQuestionSchema).properties,
  /** The caller is the course's instructor: may answer. */
  canAnswer: Type.Boolean(),
});
export type QnaPage = Static<typeof QnaPageSchema>;

export const QnaPostSchema = Type.Object({
  /** The question asked, or the question answered (with the new answer in answers). */
  question: QnaQuestionSchema,
});
export type QnaPost = Static<typeof QnaPostSchema>;

export const qna = {
  list: endpoint({
    method: 'GET',
    path: `${web}/courses/:url/lecture/qna`,
    auth: 'authenticated',
    tags: ['lecture'],
    summary: 'The course’s questions with their answers, newest first; ?query searches questions and answers (id and en full-text search)',
    params: lectureParams,
    query: strictObject({ query: Type.Optional(text(200)), ...paging(10) }),
    result: QnaPageSchema,
  }),
  post: endpoint({
    method: 'POST',
    path: `${web}/courses/:url/lecture/qna`,
    auth: 'authenticated',
    tags: ['lecture'],
    summary: 'Asks a question (text), or, as the course’s own instructor, answers one (text and questionId): the answer is marked',
    status: 201,
    params: lectureParams,
    body: strictObject({ text: text(SOCIAL_LIMITS.qna, 1), questionId: Type.Optional(id()) }),
    result: QnaPostSchema,
  }),
};

// ── The study assistant ────────────────────────────────────────────────

export const PASSAGE_KINDS = ['caption', 'lesson', 'qna'] as const;
export const AssistantPassageSchema = Type.Object({
  kind: Type.Union([Type.Literal('caption'), Type.Literal('lesson'), Type.Literal('qna')]),
  /** The lesson it comes from (null for a Q&A passage). */
  materialId: nullable(Type.Integer()),
  /** Where the passage starts in the lesson's video (0 for texts). */
  second: Type.Integer(),
  /** The lesson's (or the question's) title. */
  title: Type.String(),
  /** The passage (what a provider writes from). */
  text: Type.String(),
  /** One line of the passage around its best match (with … where cut), and where the question's words lie in it. */
  extract: Type.String(),
  marks: Type.Array(Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) })),
  /** Site path that opens the lesson at that second (/courses/:url/lecture/:materialId?t=SECONDS), or the Q&A. */
  link: Type.String(),
});
export type AssistantPassage = Static<typeof AssistantPassageSchema>;

/** provider: an OpenAI-compatible model wrote the answer from the passages; passages: the answer is the passages themselves. */
export const ASSISTANT_MODES = ['provider', 'passages'] as const;
export const AssistantAnswerSchema = Type.Object({
  id: Type.Integer(),
  courseUrl: Type.String(),
  courseTitle: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  mode: Type.Union([Type.Literal('provider'), Type.Literal('passages')]),
  passages: Type.Array(AssistantPassageSchema),
  createdAt: Type.String(),
});
export type AssistantAnswer = Static<typeof AssistantAnswerSchema>;
export const AssistantHistorySchema = pageSchema(AssistantAnswerSchema);
export type AssistantHistory = Static<typeof AssistantHistorySchema>;

export const assistant = {
  ask: endpoint({
    method: 'POST',
    path: `${v2}/ai/ask`,
    auth: 'authenticated',
    tags: ['assistant'],
    summary: 'Asks the study assistant about a course the caller has access to: answered from the course’s captions, lesson texts and Q&A',
    body: strictObject({ question: text(SOCIAL_LIMITS.question, SOCIAL_LIMITS.questionMin), course: slug() }),
    result: AssistantAnswerSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: `${v2}/ai/history`,
    auth: 'authenticated',
    tags: ['assistant'],
    summary: 'The caller’s own questions to the assistant and their answers, newest first (?course= one course)',
    query: strictObject({ course: Type.Optional(slug()), ...paging(PAGE_SIZE.defaultList) }),
    result: AssistantHistorySchema,
  }),
};
