import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assessments } from '../../../common/contract/assessments.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { quizText } from '../quizzes/index.js';
import * as service from './service.js';

/** Assessments: the quiz (anyone), submit (signed in), a result by its unguessable id (anyone with the link), my results and the list. */
export default async function assessmentsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  /** The caller on a "both" call: the signed-in student, or null for a guest. */
  const caller = (req: FastifyRequest) => {
    const id = Number(req.student?.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  };

  route(app, assessments.list, async (req) => ok(await service.listAssessments(db, caller(req), req.locale)));
  route(app, assessments.myResults, async (req) => ok(await service.myResults(db, me(req), req.query, req.locale)));
  route(app, assessments.quiz, async (req) => ok(await service.assessmentQuiz(db, req.params.url, req.locale)));
  route(app, assessments.submit, async (req) => ok(await service.submitAssessment(db, me(req), req.params.url, req.body, req.locale), quizText(req.locale, 'submitted')));
  route(app, assessments.result, async (req, reply) => {
    // Personal to its link: never kept by a shared cache.
    void reply.header('cache-control', 'private, no-store');
    return ok(await service.assessmentResult(db, req.params.url, req.params.resultId, caller(req), req.locale));
  });
}
