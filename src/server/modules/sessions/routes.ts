import type { FastifyInstance } from 'fastify';
import { sessions } from '../../../common/contract/sessions.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { liveSessionById, mySessionView, participationOf } from './facts.js';
import { eventZoomJoin, feedbackCategories, joinWebinar, referralSources, sendFeedback, type IssueCertificate } from './participation.js';

/** Certificates of sessions come with issue 18's certificate step; until then none is issued. */
const noCertificate: IssueCertificate = async () => null;

/** Live sessions: my state, join, feedback (and its lists), the event's Zoom link. */
export default async function sessionsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  route(app, sessions.mySession, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const now = ctx.clock();
    const s = await liveSessionById(db, req.params.id, req.locale);
    const studentId = req.student ? studentIdOf(req.student, req.locale) : null;
    const p = await participationOf(db, studentId, s.id);
    return ok(mySessionView(s, p, now, req.locale, () => null, studentId));
  });
  route(app, sessions.join, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await joinWebinar(db, studentIdOf(req.student, req.locale), req.params.url, req.body.deviceId, ctx.clock(), req.locale));
  });
  route(app, sessions.referralSources, async (req) => ok(referralSources(req.locale)));
  route(app, sessions.categories, async (req) => ok(feedbackCategories(req.locale)));
  route(app, sessions.feedback, async (req) => ok(await sendFeedback(db, studentIdOf(req.student, req.locale), req.params.url, req.body, ctx.clock(), req.locale, noCertificate)));
  route(app, sessions.zoomJoinUrl, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await eventZoomJoin(db, studentIdOf(req.student, req.locale), req.params.id, ctx.clock(), req.locale, noCertificate));
  });
}
