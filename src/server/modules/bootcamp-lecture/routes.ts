import type { FastifyInstance } from 'fastify';
import { ASSIGNMENT_UPLOAD_MAX_BYTES, bootcampLecture } from '../../../common/contract/bootcamp-lecture.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { claimCertificate, joinSession, lectureOf } from './lecture.js';
import { mentorQueue, reviewSubmission } from './mentor.js';
import { say } from './messages.js';
import { submitFile, submitLink } from './submissions.js';

/** The bootcamp lecture (issue 21): lecture, join, submission, certificate; the mentor's queue and review. */
export default async function bootcampLectureModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  route(app, bootcampLecture.lecture, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return ok(await lectureOf(db, ctx.fileSigner, studentIdOf(req.student, req.locale), req.params.id, ctx.clock(), req.locale));
  });
  route(app, bootcampLecture.join, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await joinSession(db, studentIdOf(req.student, req.locale), req.params.id, req.params.sessionId, ctx.clock(), req.locale));
  });
  route(app, bootcampLecture.submit, async (req) => {
    const studentId = studentIdOf(req.student, req.locale);
    const submission = req.isMultipart()
      ? // One byte over the limit is read, so a file cut at the limit is told from one that fits.
        await submitFile(
          ctx,
          studentId,
          req.params.id,
          req.params.assignmentId,
          () => req.file({ limits: { fileSize: ASSIGNMENT_UPLOAD_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024 } }),
          req.locale,
        )
      : await submitLink(ctx, studentId, req.params.id, req.params.assignmentId, req.body, req.locale);
    return ok(submission, say(req.locale, submission.late ? 'submittedLate' : 'submitted'));
  });
  route(app, bootcampLecture.certificate, async (req) =>
    ok(await claimCertificate(db, studentIdOf(req.student, req.locale), req.params.id, ctx.clock(), req.locale), say(req.locale, 'certificateIssued')),
  );
  route(app, bootcampLecture.mentorQueue, async (req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return ok(await mentorQueue(db, ctx.fileSigner, studentIdOf(req.student, req.locale), req.query, ctx.clock(), req.locale));
  });
  route(app, bootcampLecture.review, async (req) =>
    ok(await reviewSubmission(db, ctx.fileSigner, studentIdOf(req.student, req.locale), req.params.id, req.body, ctx.clock(), req.locale), say(req.locale, 'reviewSaved')),
  );
}
