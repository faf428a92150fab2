import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { SubmissionLinkBodySchema, type Submission } from '../../../common/contract/bootcamp-lecture.js';
import type { Locale } from '../../../common/enums.js';
import { ASSIGNMENT_UPLOAD_MAX_BYTES, sniffAssignmentType } from '../../../common/upload.js';
import type { AppContext } from '../../context.js';
import { UploadRefused } from '../../files/index.js';
import { HttpError, badRequest, conflict, notFound } from '../../http/envelope.js';
import { hardenSchema, makeAjv } from '../../http/validation.js';
import { bootcampByRef, latestReviews, requireEnrolment, SUBMISSION_FIELDS, submissionView, type Bootcamp } from './facts.js';
import { say } from './messages.js';

/**
 * P bootcamps/{id}/assignments/{assignmentId}/submission: a file (multipart) or a link (JSON).
 * One submission per (assignment, student): a resubmission replaces it. The new file is stored
 * first under a new key (no transaction open while the body streams), then the row is upserted in
 * a short transaction that locks the enrolment (so a student's racing submissions are taken one
 * after the other) and reads the old key; the old file is deleted after commit. An accepted
 * submission is final (409). Late submissions are kept and marked.
 */

const validLink = makeAjv(false).compile(hardenSchema(SubmissionLinkBodySchema));

/** The stored key's extension: the uploaded name's when it is plain (a-z, 0-9, 1..5), else bin. The type served is the sniffed one. */
export function extensionOf(name: string | undefined): string {
  const ext = (name ?? '').split('.').pop()?.toLowerCase() ?? '';
  return name?.includes('.') && /^[a-z0-9]{1,5}$/.test(ext) ? ext : 'bin';
}

export const FILE_NAME_MAX = 200;

/** The uploaded name as shown back: the last path segment, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return [...(clean || 'berkas')].slice(0, FILE_NAME_MAX).join('');
}

interface Target {
  bootcamp: Bootcamp;
  assignment: { id: number; kind: 'file' | 'link'; dueAt: Date; title_id: string; title_en: string };
}

async function targetOf(ctx: AppContext, studentId: number, ref: string, assignmentId: number, locale: Locale): Promise<Target> {
  const bootcamp = await bootcampByRef(ctx.db, ref, locale);
  await requireEnrolment(ctx.db, studentId, bootcamp, locale);
  const a = await ctx.db
    .selectFrom('bootcamp_assignments')
    .select(['id', 'kind', 'due_at', 'title_id', 'title_en'])
    .where('id', '=', assignmentId)
    .where('content_id', '=', bootcamp.id)
    .executeTakeFirst();
  if (!a) throw notFound(say(locale, 'assignmentNotFound'));
  return { bootcamp, assignment: { id: a.id, kind: a.kind, dueAt: new Date(a.due_at), title_id: a.title_id, title_en: a.title_en } };
}

async function assertReplaceable(ctx: AppContext, assignmentId: number, studentId: number, locale: Locale) {
  const row = await ctx.db.selectFrom('assignment_submissions').select('status').where('assignment_id', '=', assignmentId).where('student_id', '=', studentId).executeTakeFirst();
  if (row?.status === 'accepted') throw conflict(say(locale, 'alreadyAccepted'));
}

type Handed = { kind: 'file'; key: string; name: string; bytes: number; type: string } | { kind: 'link'; link: string };

/** The row written in a short transaction; returns the view. The old file (if any) is removed after commit, the new one on refusal. */
async function save(ctx: AppContext, t: Target, studentId: number, handed: Handed, now: Date, locale: Locale): Promise<Submission> {
  const values = {
    file_key: handed.kind === 'file' ? handed.key : null,
    file_name: handed.kind === 'file' ? handed.name : null,
    file_bytes: handed.kind === 'file' ? handed.bytes : null,
    file_type: handed.kind === 'file' ? handed.type : null,
    link: handed.kind === 'link' ? handed.link : null,
    submitted_at: now,
    late: now.getTime() > t.assignment.dueAt.getTime(),
    status: 'submitted' as const,
  };
  let outcome: { row: Parameters<typeof submissionView>[0]; oldKey: string | null };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('enrolments').select('id').where('student_id', '=', studentId).where('content_id', '=', t.bootcamp.id).forUpdate().execute();
      const old = await trx
        .selectFrom('assignment_submissions')
        .select(['file_key', 'status'])
        .where('assignment_id', '=', t.assignment.id)
        .where('student_id', '=', studentId)
        .forUpdate()
        .executeTakeFirst();
      if (old?.status === 'accepted') throw conflict(say(locale, 'alreadyAccepted'));
      const row = await trx
        .insertInto('assignment_submissions')
        .values({ assignment_id: t.assignment.id, student_id: studentId, ...values })
        .onConflict((oc) => oc.columns(['assignment_id', 'student_id']).doUpdateSet(values))
        .returning([...SUBMISSION_FIELDS])
        .executeTakeFirstOrThrow();
      return { row, oldKey: old?.file_key ?? null };
    });
  } catch (error) {
    if (handed.kind === 'file') await ctx.privateFiles.delete(handed.key);
    throw error;
  }
  if (outcome.oldKey && outcome.oldKey !== (handed.kind === 'file' ? handed.key : null)) await ctx.privateFiles.delete(outcome.oldKey);
  const reviews = await latestReviews(ctx.db, [Number(outcome.row.id)]);
  return submissionView(outcome.row, reviews.get(Number(outcome.row.id)), ctx.fileSigner, studentId, now);
}

/** The link of a link assignment (JSON { link }). */
export async function submitLink(ctx: AppContext, studentId: number, ref: string, assignmentId: number, body: unknown, locale: Locale): Promise<Submission> {
  const t = await targetOf(ctx, studentId, ref, assignmentId, locale);
  if (t.assignment.kind !== 'link') throw badRequest(say(locale, 'fileExpected'));
  if (!validLink(body)) throw badRequest(say(locale, 'badLink'));
  await assertReplaceable(ctx, t.assignment.id, studentId, locale);
  return save(ctx, t, studentId, { kind: 'link', link: body.link }, ctx.clock(), locale);
}

/** Reads the one file part (or answers why not); `next` is the request's file getter. */
export async function submitFile(ctx: AppContext, studentId: number, ref: string, assignmentId: number, next: () => Promise<MultipartFile | undefined>, locale: Locale): Promise<Submission> {
  const t = await targetOf(ctx, studentId, ref, assignmentId, locale);
  if (t.assignment.kind !== 'file') throw badRequest(say(locale, 'linkExpected'));
  await assertReplaceable(ctx, t.assignment.id, studentId, locale);
  let part: MultipartFile | undefined;
  try {
    part = await next();
  } catch {
    // A malformed multipart body (no boundary, too many parts, cut headers): the client's.
    throw badRequest(say(locale, 'fileMissing'));
  }
  if (!part) throw badRequest(say(locale, 'fileMissing'));
  const key = `assignments/${t.assignment.id}/${studentId}/${randomBytes(12).toString('hex')}.${extensionOf(part.filename)}`;
  let stored;
  try {
    stored = await ctx.privateFiles.putStream(key, part.file, { maxBytes: ASSIGNMENT_UPLOAD_MAX_BYTES, sniff: sniffAssignmentType });
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    if (error.reason === 'too-large') throw new HttpError(413, say(locale, 'fileTooLarge'));
    if (error.reason === 'empty') throw badRequest(say(locale, 'fileEmpty'));
    if (error.reason === 'wrong-type') throw badRequest(say(locale, 'wrongType'));
    throw badRequest(say(locale, 'fileCut'));
  }
  return save(ctx, t, studentId, { kind: 'file', key: stored.key, name: cleanFileName(part.filename), bytes: stored.bytes, type: stored.contentType }, ctx.clock(), locale);
}
