import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { competition } from '../../../common/contract/competition.js';
import { VIDEO_UPLOAD_MAX_BYTES } from '../../../common/upload.js';
import type { AppContext } from '../../context.js';
import { UploadRefused } from '../../files/index.js';
import { route } from '../../http/contract.js';
import { HttpError, ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { say } from './messages.js';
import * as service from './service.js';

/**
 * Multipart limits of the video upload (docs/decisions.md "Private files and per-route upload
 * limits"): one file part, no other fields; busboy stops one byte past the largest video, so the
 * store's own count (which refuses at VIDEO_UPLOAD_MAX_BYTES + 1) is what answers "too large".
 */
const VIDEO_PART_LIMITS = { fileSize: VIDEO_UPLOAD_MAX_BYTES + 1, files: 1, fields: 0, parts: 1, fieldSize: 0, headerPairs: 20 } as const;

const REFUSAL_STATUS = { 'too-large': 413, 'wrong-type': 400, empty: 400, cut: 400 } as const;
const REFUSAL_TEXT = { 'too-large': 'tooLarge', 'wrong-type': 'wrongType', empty: 'empty', cut: 'cut' } as const;

/** The competition (issue 21): the page's call, the video upload, and the staff's list of entries. */
export default async function competitionModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);

  route(app, competition.detail, async (req) => {
    const studentId = req.student ? me(req) : null;
    return ok(await service.detail(ctx, req.params.id, studentId, req.locale));
  });

  route(app, competition.upload, async (req, reply) => {
    const studentId = me(req);
    const locale = req.locale;
    // Decided before a byte of the file is read: unknown 404, closed 409.
    const row = await service.competitionOf(ctx.db, req.query.competitionId, locale);
    service.assertOpen(row, ctx.clock(), locale);
    if (!req.isMultipart()) throw new HttpError(415, say(locale, 'fileMissing'));
    let part: MultipartFile | undefined;
    try {
      part = await req.file({ limits: VIDEO_PART_LIMITS });
    } catch {
      throw new HttpError(400, say(locale, 'fileMissing'));
    }
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new HttpError(400, say(locale, 'fileMissing'));
    }
    try {
      const entry = await service.storeEntry(ctx, row.id, studentId, { stream: part.file, filename: part.filename });
      reply.code(200);
      return ok(entry, say(locale, 'saved'));
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      // A cut upload: its client is gone (or sent a broken form); nothing was kept.
      if (error.reason === 'cut') req.log.warn({ competitionId: row.id, studentId }, 'competition upload cut before its end; nothing stored');
      throw new HttpError(REFUSAL_STATUS[error.reason], say(locale, REFUSAL_TEXT[error.reason]));
    }
  });

  route(app, competition.entries, async (req) => ok(await service.staffEntries(ctx, req.params.id, me(req), req.locale)));
}
