import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assistant, contentsSocial, lectureReviews, qna } from '../../../common/contract/social.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok, tooManyRequests } from '../../http/envelope.js';
import { loggableError } from '../../http/error-handler.js';
import { studentIdOf } from '../auth/index.js';
import * as assistantService from './assistant.js';
import * as comments from './comments.js';
import { t } from './messages.js';
import { openAiCompatibleWriter } from './provider.js';
import * as qnaService from './qna.js';
import * as reviews from './reviews.js';

/**
 * The people around a course (issue 12): likes and comments of contents, the own review of a
 * course and its prompt, the course's Q&A with its instructor, and the study assistant. Every
 * call acts on the token's owner; lecture calls let in only students with access (403) and the
 * course's own instructor.
 */
export default async function socialModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);

  route(app, contentsSocial.likeToggle, async (req) => {
    const result = await comments.toggleLike(db, me(req), req.params.id, req.locale);
    return ok(result, t(req.locale, result.isLiked ? 'liked' : 'unliked'));
  });
  route(app, contentsSocial.comments, async (req) => ok(await comments.listComments(db, me(req), req.params.id, req.query, req.locale)));
  route(app, contentsSocial.comment, async (req, reply) => {
    reply.status(201);
    return ok(await comments.addComment(db, me(req), req.params.id, req.body.comment, req.locale), t(req.locale, 'commented'), 201);
  });
  route(app, contentsSocial.reply, async (req, reply) => {
    reply.status(201);
    return ok(await comments.addReply(db, me(req), req.params.id, req.params.commentId, req.body.comment, req.locale), t(req.locale, 'replied'), 201);
  });
  route(app, contentsSocial.editComment, async (req) =>
    ok(await comments.editComment(db, me(req), req.params.id, req.params.commentId, req.body.comment, req.locale), t(req.locale, 'edited')),
  );
  route(app, contentsSocial.deleteComment, async (req) => ok(await comments.deleteComment(db, me(req), req.params.id, req.params.commentId, req.locale), t(req.locale, 'deleted')));

  route(app, lectureReviews.myReview, async (req) => ok(await reviews.myReview(db, me(req), req.params.url, req.locale)));
  route(app, lectureReviews.createReview, async (req, reply) => {
    const state = await reviews.saveReview(db, me(req), req.params.url, req.body, 'create', req.locale);
    reply.status(201);
    return ok(state, t(req.locale, 'reviewSaved'), 201);
  });
  route(app, lectureReviews.updateReview, async (req) => ok(await reviews.saveReview(db, me(req), req.params.url, req.body, 'update', req.locale), t(req.locale, 'reviewUpdated')));
  route(app, lectureReviews.promo, async (req) => ok(await reviews.reviewPromo(db, me(req), req.params.url, req.locale)));

  route(app, qna.list, async (req) => ok(await qnaService.listQna(db, me(req), req.params.url, req.query, req.locale)));
  route(app, qna.post, async (req, reply) => {
    const { question, answered } = await qnaService.postQna(db, me(req), req.params.url, req.body, req.locale);
    reply.status(201);
    return ok({ question }, t(req.locale, answered ? 'answered' : 'asked'), 201);
  });

  // Questions to the assistant are limited per student (the shared rate-limit store: every
  // instance counts against the same limit); a preHandler runs after the token is read.
  const rule = ctx.config.rateLimits.assistantAsksPerStudent;
  const limiter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowSeconds * 1000, keyGenerator: (req) => `ai-ask:student:${req.student?.sub ?? req.ip}` });
  const perStudent = async (req: FastifyRequest, reply: FastifyReply) => {
    const state = await limiter(req);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', state.ttlInSeconds);
    throw tooManyRequests(t(req.locale, 'assistantBusy', { n: state.ttlInSeconds }));
  };
  const writer = ctx.config.ai ? openAiCompatibleWriter(ctx.config.ai) : null;
  route(
    app,
    assistant.ask,
    async (req) => ok(await assistantService.ask(db, writer, me(req), req.body, req.locale, (err) => req.log.warn({ err: loggableError(err) }, 'AI provider failed'))),
    { preHandler: perStudent },
  );
  route(app, assistant.history, async (req) => ok(await assistantService.history(db, me(req), req.query, req.locale)));
}
