import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UpdateCampusProfileRequest, UpdateProfileRequest } from '../../../common/accounts.js';
import { AVATAR_MAX_BYTES } from '../../../common/constants.js';
import type { AppContext } from '../../context.js';
import { STUDENT, WEB } from '../../context.js';
import { HttpError, envelopeSchema, ok } from '../../http/envelope.js';
import { accountsOf, flagSchema, studentIdOf, t } from '../auth/index.js';
import { profileSchema, updateCampusProfileBody, updateProfileBody } from './schemas.js';
import * as students from './service.js';

/** The signed-in student's own profile, campus profile, avatar and account deletion. No call takes a student id: each acts on the token's owner. */
export default async function studentsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const a = accountsOf(ctx);
  const { db } = ctx;
  const tags = ['students'];
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  const profileAnswer = { 200: envelopeSchema(profileSchema) };

  app.get(`${WEB}/students/my-profile`, {
    config: { auth: 'authenticated' },
    schema: { tags, summary: 'The signed-in student’s profile', response: profileAnswer },
    handler: async (req) => ok(await students.getProfile(db, me(req), req.locale)),
  });

  app.get(`${STUDENT}/Profile`, {
    config: { auth: 'authenticated' },
    schema: { tags: ['student-api'], summary: 'Student API: the signed-in student’s profile', response: profileAnswer },
    handler: async (req) => ok(await students.getProfile(db, me(req), req.locale)),
  });

  app.put(`${WEB}/students`, {
    config: { auth: 'authenticated' },
    schema: {
      tags,
      summary: 'Update the profile (name, gender, birth date, city, bio); e-mail and phone change through auth/request-{kind}-otp + auth/verify-{kind}',
      body: updateProfileBody,
      response: profileAnswer,
    },
    handler: async (req) => ok(await students.updateProfile(db, me(req), req.body as UpdateProfileRequest, req.locale), t(req.locale, 'profileSaved')),
  });

  app.put(`${WEB}/students/my-campus-profile`, {
    config: { auth: 'authenticated' },
    schema: {
      tags,
      summary: 'Set the campus, faculty and major (each must belong to the one before), student number and entry year; campusUuid null clears it',
      body: updateCampusProfileBody,
      response: profileAnswer,
    },
    handler: async (req) =>
      ok(await students.updateCampusProfile(db, me(req), req.body as UpdateCampusProfileRequest, req.locale), t(req.locale, 'profileSaved')),
  });

  app.put(`${WEB}/students/profilepic`, {
    config: { auth: 'authenticated' },
    schema: {
      tags,
      summary: 'Upload a new avatar (multipart/form-data, one file): an image by content, at most 5242880 bytes; TIFF and HEIF refused',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema({ type: 'object', required: ['avatarUrl'], properties: { avatarUrl: { type: 'string' } } }) },
    },
    handler: async (req) => {
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
      const result = await students.setAvatar(a, studentId, { mimetype: part.mimetype, filename: part.filename, bytes }, req.locale);
      return ok(result, t(req.locale, 'avatarSaved'));
    },
  });

  app.delete(`${WEB}/students`, {
    config: { auth: 'authenticated' },
    schema: {
      tags,
      summary: 'Delete the account: personal data erased, avatar removed, every session revoked',
      response: { 200: envelopeSchema(flagSchema('deleted')) },
    },
    handler: async (req) => ok(await students.deleteAccount(a, me(req), req.locale), t(req.locale, 'accountDeleted')),
  });
}
