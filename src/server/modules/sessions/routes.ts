import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { sessions } from '../../../common/contract/sessions.js';
import { icsCalendar } from '../../../common/sessions.js';
import { absoluteUrl } from '../../catalogue/site.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { HttpError, forbidden, ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { issueSessionCertificate } from '../certificates/index.js';
import { checkIn, scanTicket, staffSessions, type Staff } from './checkin.js';
import { hasTicket, liveSessionById, mySessionView, participationOf, type LiveSession, type TicketView } from './facts.js';
import { say } from './messages.js';
import { EticketSigner } from './tickets.js';
import { eventZoomJoin, feedbackCategories, joinWebinar, referralSources, sendFeedback, type IssueCertificate } from './participation.js';
import { inLanguage } from '../../http/locale.js';

/** A webinar's feedback and an event's attendance issue the certificate, once, in their transaction. */
const issue: IssueCertificate = (trx, studentId, contentId, now) => issueSessionCertificate(trx, studentId, contentId, now);

/** Live sessions: my state, join, feedback (and its lists), the event's Zoom link. */
export default async function sessionsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const signer = new EticketSigner(ctx.secrets.otpHmacKey);
  const ticketOf = (s: LiveSession, enrolmentId: number, studentId: number): TicketView => {
    const token = signer.sign(enrolmentId, s.id, studentId, s.endAt);
    return { token, qrText: absoluteUrl(ctx, `/webinars/scan/event?token=${encodeURIComponent(token)}`), pngPath: `/web/v2/sessions/${s.id}/eticket` };
  };
  /** The staff scope the credential hook found (a 'staff' route is never reached without one). */
  const staffOf = (req: FastifyRequest): Staff => {
    if (!req.staff) throw forbidden();
    return req.staff;
  };

  route(app, sessions.mySession, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const now = ctx.clock();
    const s = await liveSessionById(db, req.params.id, req.locale);
    const studentId = req.student ? studentIdOf(req.student, req.locale) : null;
    const p = await participationOf(db, studentId, s.id);
    return ok(mySessionView(s, p, now, req.locale, ticketOf, studentId));
  });
  route(app, sessions.join, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await joinWebinar(db, studentIdOf(req.student, req.locale), req.params.url, req.body.deviceId, ctx.clock(), req.locale));
  });
  route(app, sessions.referralSources, async (req) => ok(referralSources(req.locale)));
  route(app, sessions.categories, async (req) => ok(feedbackCategories(req.locale)));
  route(app, sessions.feedback, async (req) => ok(await sendFeedback(db, studentIdOf(req.student, req.locale), req.params.url, req.body, ctx.clock(), req.locale, issue)));
  route(app, sessions.zoomJoinUrl, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await eventZoomJoin(db, studentIdOf(req.student, req.locale), req.params.id, ctx.clock(), req.locale, issue));
  });
  route(app, sessions.ticketPng, async (req, reply) => {
    const studentId = studentIdOf(req.student, req.locale);
    const s = await liveSessionById(db, req.params.id, req.locale);
    const p = await participationOf(db, studentId, s.id);
    if (p.enrolmentId === null) throw new HttpError(403, say(req.locale, 'notEnrolled'));
    if (!hasTicket(s)) throw new HttpError(404, say(req.locale, 'noTicket'));
    const png = await QRCode.toBuffer(ticketOf(s, p.enrolmentId, studentId).qrText, { type: 'png', width: 480, margin: 2, errorCorrectionLevel: 'M' });
    return reply.type('image/png').header('content-disposition', `attachment; filename="e-ticket-${s.url}.png"`).header('cache-control', 'private, no-store').send(png);
  });
  route(app, sessions.scan, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await scanTicket(db, signer, staffOf(req), req.query.token, req.query.contentId, ctx.clock(), req.locale));
  });
  route(app, sessions.checkIn, async (req) => {
    const { result, message } = await checkIn(db, signer, staffOf(req), req.body.token, req.body.contentId, ctx.clock(), req.locale, issue);
    return ok(result, message);
  });
  route(app, sessions.staffSessions, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await staffSessions(db, staffOf(req), ctx.clock(), req.locale));
  });
  route(app, sessions.calendar, async (req, reply) => {
    const s = await liveSessionById(db, req.params.id, req.locale);
    const page = absoluteUrl(ctx, `/${s.contentType === 37 ? 'events' : 'webinars'}/${s.url}`);
    const ics = icsCalendar({
      uid: `session-${s.id}@${new URL(page).host}`,
      title: inLanguage(s, 'title', req.locale),
      description: page,
      url: page,
      location: s.location,
      startAt: s.startAt,
      endAt: s.endAt,
      now: ctx.clock(),
    });
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${s.url}.ics"`).header('cache-control', 'public, max-age=300').send(ics);
  });
}
