import Type, { type Static } from 'typebox';
import { VIDEO_UPLOAD_MAX_BYTES } from '../upload.js';
import { id, idOrSlug, strictObject } from '../schema/primitives.js';
import { nullable } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * The competition (issue 21; spec 1 "a competition video upload", 7 "Competition: G
 * competition/{id}; P competition/video/upload"). docs/decisions.md "Competition".
 *
 * One entry per student per competition: a new upload replaces the old one. A video is mp4, webm
 * or quicktime by its first bytes (never its name or declared type), at most
 * VIDEO_UPLOAD_MAX_BYTES, streamed into the private store; its URL is signed for the viewer (the
 * owner, or staff on the entries list) and expires after an hour.
 */

const tags = ['competition'] as const;
const web = API_PREFIX.web;

export { VIDEO_UPLOAD_MAX_BYTES };
/** What the upload control offers (the server decides by content, not by this list). */
export const COMPETITION_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** Longest original file name kept with an entry (longer names are cut). */
export const ENTRY_NAME_MAX = 200;

export const CompetitionEntrySchema = Type.Object({
  submittedAt: Type.String(),
  bytes: Type.Integer(),
  contentType: Type.String(),
  /** The file's name as uploaded (path parts and control characters removed). */
  name: Type.String(),
  /** Signed for the viewer; valid until urlExpiresAt. */
  url: Type.String(),
  urlExpiresAt: Type.String(),
});
export type CompetitionEntry = Static<typeof CompetitionEntrySchema>;

export const CompetitionSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  rules: Type.String(),
  opensAt: Type.String(),
  closesAt: Type.String(),
  imageUrl: nullable(Type.String()),
  /** Entries are taken now (the server's clock: opensAt ≤ now < closesAt). */
  open: Type.Boolean(),
  serverTime: Type.String(),
  maxBytes: Type.Integer(),
  /** The signed-in caller's entry; null for a guest or a student without one. */
  entry: nullable(CompetitionEntrySchema),
});
export type Competition = Static<typeof CompetitionSchema>;

export const StaffEntrySchema = Type.Object({
  studentId: Type.Integer(),
  studentName: Type.String(),
  entry: CompetitionEntrySchema,
});
export type StaffEntry = Static<typeof StaffEntrySchema>;

export const competition = {
  detail: endpoint({
    method: 'GET',
    path: `${web}/competition/:id`,
    auth: 'both',
    tags,
    summary: "A competition by id or url in the caller's language, whether it takes entries now, and the signed-in caller's own entry (a signed URL for them)",
    params: strictObject({ id: idOrSlug() }),
    query: strictObject({}),
    result: CompetitionSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: `${web}/competition/video/upload`,
    auth: 'authenticated',
    tags,
    summary: `Enter a competition with a video: multipart/form-data with one part \`file\` (mp4, webm or quicktime by content, at most ${VIDEO_UPLOAD_MAX_BYTES} bytes); the competition in the query. Replaces the caller's earlier entry. Closed 409, unknown 404, wrong type or empty 400, too large 413`,
    query: strictObject({ competitionId: id() }),
    consumes: ['multipart/form-data'],
    result: CompetitionEntrySchema,
  }),
  entries: endpoint({
    method: 'GET',
    path: `${web}/competition/:id/entries`,
    auth: 'staff',
    tags,
    summary: "Staff: a competition's entries, newest first, each with a URL signed for the staff viewer",
    params: strictObject({ id: idOrSlug() }),
    query: strictObject({}),
    result: Type.Array(StaffEntrySchema),
  }),
};
