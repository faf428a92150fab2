import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DANACITA_CLICK_RATE_LIMIT, enrolments } from '../../../../common/contract/enrolments.js';
import type { Locale } from '../../../../common/enums.js';
import { refOf } from '../../../catalogue/products.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/contract.js';
import { ok } from '../../../http/envelope.js';
import { ipLimit } from '../../../http/ip-limit.js';
import { studentIdOf } from '../../auth/index.js';
import { myStateRoutes } from '../records/my-state.js';
import { t } from '../text/enrolments.js';
import { addBootcampParticipant, enrolFreeContent, enrolWebinar, recordDanacitaClick, type Acquired } from '../workflow/free-enrolment.js';

/** Free enrolment (a free content, a webinar, a free bootcamp's participant form) and Danacita clicks. Each acts on the token's owner. */
export default async function enrolmentsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  const answer = ({ enrolment, title }: Acquired, locale: Locale) => ok(enrolment, t(locale, enrolment.newlyEnrolled ? 'enrolled' : 'alreadyEnrolled', { title }));

  myStateRoutes(app, ctx);

  route(app, enrolments.enrollFreeContent, async (req) => answer(await enrolFreeContent(db, me(req), req.body.contentId, req.locale), req.locale));

  route(app, enrolments.enrollFreeWebinar, async (req) => answer(await enrolWebinar(db, me(req), req.params.url, req.body.magicCode, req.locale), req.locale));

  route(app, enrolments.bootcampParticipants, async (req) => {
    const { participantId, ...acquired } = await addBootcampParticipant(db, me(req), refOf(req.params.id), req.body, req.locale);
    const { result, message, statusCode } = answer(acquired, req.locale);
    return ok({ ...result, participantId }, message, statusCode);
  });

  route(
    app,
    enrolments.danacitaClick,
    async (req) => {
      // A guest's click counts too; a signed-in student's names them.
      const studentId = req.student ? Number(req.student.sub) : null;
      await recordDanacitaClick(db, req.body.contentId, req.body.packageId ?? null, Number.isInteger(studentId) ? studentId : null, req.locale);
      return ok({ recorded: true }, t(req.locale, 'clickRecorded'));
    },
    { onRequest: ipLimit(app, 'danacita-click', DANACITA_CLICK_RATE_LIMIT) },
  );
}
