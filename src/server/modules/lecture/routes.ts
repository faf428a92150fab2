import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lecture } from '../../../common/contract/lecture.js';
import { MEDIA_URL_TTL_SECONDS } from '../../../common/lecture.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { notFound, ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { MediaSigner, mediaRoot, sendRange } from './media.js';
import { say } from './messages.js';
import { myClasses } from './my-classes.js';
import * as service from './service.js';

/** The lecture (issue 12; docs/decisions.md "Learning: the lecture"). No call takes a student id: each acts on the token's owner. */
export default async function lectureModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const signer = new MediaSigner(ctx.secrets.otpHmacKey);
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  const root = mediaRoot();

  route(app, lecture.summary, async (req) => ok(await service.summary(db, me(req), req.params.url, req.locale, ctx.clock())));
  route(app, lecture.chapters, async (req) => ok(await service.chapters(db, me(req), req.params.url, req.locale, ctx.clock())));
  route(app, lecture.material, async (req) => ok(await service.material(ctx, signer, me(req), req.params.url, req.params.id, req.locale)));
  route(app, lecture.nextClick, async (req) => ok(await service.nextClick(db, me(req), req.params.url, req.params.id, req.locale, ctx.clock())));
  route(app, lecture.position, async (req) => ok(await service.reportPosition(db, me(req), req.params.id, req.body, req.locale, ctx.clock())));
  route(app, lecture.visit, async (req) => ok(await service.visit(db, me(req), req.params.id, req.locale, ctx.clock())));
  route(app, lecture.notes, async (req) => ok(await service.notes(db, me(req), req.params.url, req.locale, ctx.clock())));
  route(app, lecture.addNote, async (req, reply) => {
    reply.code(201);
    return ok(await service.addNote(db, me(req), req.body, req.locale, ctx.clock()), say(req.locale, 'noteSaved'), 201);
  });
  route(app, lecture.editNote, async (req) => ok(await service.editNote(db, me(req), req.params.id, req.body, req.locale)));
  route(app, lecture.deleteNote, async (req) => ok(await service.deleteNote(db, me(req), req.params.id, req.locale)));
  // The server's clock decides the session states and counts down (serverTime in the answer).
  route(app, lecture.myClasses, async (req) => ok(await myClasses(db, me(req), req.query, req.locale, ctx.clock())));
  route(app, lecture.continue, async (req) => ok(await service.continueLearning(db, me(req), req.locale)));
  route(app, lecture.previews, async (req) => ok(await service.previews(db, signer, req.params.url, req.locale)));

  route(app, lecture.media, async (req, reply) => {
    signer.verify('video', req.params.id, req.query, req.locale);
    const media = await service.mediaFor(db, req.params.id, req.query.s, req.locale);
    return sendRange(reply, path.join(root, path.basename(media.file)), media.mime, req.headers.range, MEDIA_URL_TTL_SECONDS);
  });
  route(app, lecture.captions, async (req, reply) => {
    const { id, lang } = req.params;
    signer.verify(lang === 'en' ? 'captions-en' : 'captions-id', id, req.query, req.locale);
    const media = await service.mediaFor(db, id, req.query.s, req.locale);
    let vtt: string;
    try {
      vtt = await fs.promises.readFile(path.join(root, `${path.basename(media.slug)}.${lang}.vtt`), 'utf8');
    } catch {
      throw notFound(say(req.locale, 'captionsNotFound'));
    }
    return reply.header('content-type', 'text/vtt; charset=utf-8').header('cache-control', `private, max-age=${MEDIA_URL_TTL_SECONDS}`).send(vtt);
  });
}
