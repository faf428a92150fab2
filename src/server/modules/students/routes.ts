import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '../../../common/constants.js';
import { students } from '../../../common/contract/students.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { HttpError, ok } from '../../http/envelope.js';
import { accountsOf, studentIdOf, t } from '../auth/index.js';
import * as service from './service.js';

/** The signed-in student's own profile, campus profile, avatar and account deletion. No call takes a student id: each acts on the token's owner. */
export default async function studentsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const a = accountsOf(ctx);
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);

  route(app, students.myProfile, async (req) => ok(await service.getProfile(db, me(req), req.locale)));
  route(app, students.studentApiProfile, async (req) => ok(await service.getProfile(db, me(req), req.locale)));

  route(app, students.updateProfile, async (req) => ok(await service.updateProfile(db, me(req), req.body, req.locale), t(req.locale, 'profileSaved')));

  route(app, students.updateCampusProfile, async (req) => ok(await service.updateCampusProfile(db, me(req), req.body, req.locale), t(req.locale, 'profileSaved')));

  route(app, students.uploadAvatar, async (req) => {
    const studentId = me(req);
    if (!req.isMultipart()) throw new HttpError(415, t(req.locale, 'fileMissing'));
    // One byte over the limit is read, so a file cut at the limit is told from one that fits.
    const part = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024 } });
    if (!part) throw new HttpError(400, t(req.locale, 'fileMissing'));
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, t(req.locale, 'fileTooLarge'));
      // Anything else reading the part is a broken upload (cut off, malformed): the client's.
      throw new HttpError(400, t(req.locale, 'fileMissing'));
    }
    // Over a real socket the stream may end at the limit without the error: the cut is the answer.
    if (part.file.truncated || bytes.length > AVATAR_MAX_BYTES) throw new HttpError(413, t(req.locale, 'fileTooLarge'));
    if (bytes.length === 0) throw new HttpError(400, t(req.locale, 'fileMissing'));
    const result = await service.setAvatar(a, studentId, { mimetype: part.mimetype, filename: part.filename, bytes }, req.locale);
    return ok(result, t(req.locale, 'avatarSaved'));
  });

  route(app, students.deleteAccount, async (req) => ok(await service.deleteAccount(a, me(req), req.locale), t(req.locale, 'accountDeleted')));
}
