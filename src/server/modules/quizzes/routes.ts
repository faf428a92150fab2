import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quizzes } from '../../../common/contract/quizzes.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import * as service from './service.js';

/** Course quizzes: G courses/{url}/lecture/quiz/by-material-id/{id}, P .../start-test, P .../submit-test, G .../result (signed-in, enrolled). */
export default async function quizzesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);

  route(app, quizzes.byMaterial, async (req) => ok(await service.quizOf(db, me(req), req.params.url, req.params.id, req.locale, ctx.clock())));
  route(app, quizzes.start, async (req) => ok(await service.startQuiz(db, me(req), req.params.url, req.params.id, req.locale, ctx.clock())));
  route(app, quizzes.submit, async (req) => {
    const { result, message } = await service.submitQuiz(db, me(req), req.params.url, req.params.id, req.body, req.locale, ctx.clock());
    return ok(result, message);
  });
  route(app, quizzes.result, async (req) => ok(await service.quizResult(db, me(req), req.params.url, req.params.id, req.locale, ctx.clock())));
}
