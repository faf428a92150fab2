import { sql, type Kysely, type Transaction } from 'kysely';
import type { Submission } from '../../../common/contract/bootcamp-lecture.js';
import type { SessionRefusal } from '../../../common/contract/sessions.js';
import { ContentType, type Locale } from '../../../common/enums.js';
import type { DB } from '../../db/schema.js';
import type { FileSigner } from '../../files/index.js';
import { HttpError, forbidden, notFound } from '../../http/envelope.js';
import { say, type TextKey } from './messages.js';

/**
 * What the bootcamp lecture calls read: the bootcamp by id or url, the caller's enrolment and
 * price tier, the sessions that tier sees, the submissions with their latest review. Every
 * refusal is decided here once.
 */

export type Db = Kysely<DB> | Transaction<DB>;

export interface Bootcamp {
  id: number;
  url: string;
  title_id: string;
  title_en: string;
  imageUrl: string | null;
  instructorId: number | null;
}

/** A published bootcamp (type 26) by id or url; 404 for anything else. */
export async function bootcampByRef(db: Db, ref: string, locale: Locale): Promise<Bootcamp> {
  const byId = /^\d{1,9}$/.test(ref);
  const row = await db
    .selectFrom('contents')
    .select(['id', 'url', 'title_id', 'title_en', 'image_url', 'instructor_id'])
    .where('content_type', '=', ContentType.BOOTCAMP)
    .where('is_published', '=', true)
    .where(byId ? 'id' : 'url', '=', byId ? Number(ref) : ref)
    .executeTakeFirst();
  if (!row) throw notFound(say(locale, 'notBootcamp'));
  return { id: row.id, url: row.url, title_id: row.title_id, title_en: row.title_en, imageUrl: row.image_url, instructorId: row.instructor_id };
}

/** The caller's enrolment in a bootcamp and the price tier it was bought with (null: none named). */
export interface BootcampEnrolment {
  enrolmentId: number;
  packageId: number | null;
  /** The tier's rank (bootcamp_packages.sort_order): a session of a tier shows to that tier and those ranked above it. */
  packageRank: number | null;
  package_name_id: string | null;
  package_name_en: string | null;
}

/**
 * The student's enrolment (enrolments rows do not expire) and its tier: the package of the order
 * line that bought it, else the one named on the bootcamp registration form.
 */
export async function enrolmentOf(db: Db, studentId: number, bootcampId: number): Promise<BootcampEnrolment | null> {
  const row = await db
    .selectFrom('enrolments as e')
    .leftJoin('order_items as oi', (j) => j.onRef('oi.order_id', '=', 'e.order_id').onRef('oi.content_id', '=', 'e.content_id'))
    .leftJoin('bootcamp_participants as bp', (j) => j.onRef('bp.content_id', '=', 'e.content_id').onRef('bp.student_id', '=', 'e.student_id'))
    .leftJoin('bootcamp_packages as p', (j) => j.on(sql<boolean>`p.id = coalesce(oi.package_id, bp.package_id) and p.content_id = e.content_id`))
    .select(['e.id', 'p.id as package_id', 'p.sort_order', 'p.name_id', 'p.name_en'])
    .where('e.student_id', '=', studentId)
    .where('e.content_id', '=', bootcampId)
    .executeTakeFirst();
  if (!row) return null;
  return { enrolmentId: Number(row.id), packageId: row.package_id ?? null, packageRank: row.sort_order ?? null, package_name_id: row.name_id ?? null, package_name_en: row.name_en ?? null };
}

/** 403 with "buy it" for a signed-in student who is not enrolled. */
export async function requireEnrolment(db: Db, studentId: number, bootcamp: Bootcamp, locale: Locale): Promise<BootcampEnrolment> {
  const e = await enrolmentOf(db, studentId, bootcamp.id);
  if (!e) throw forbidden(say(locale, 'notEnrolled'));
  return e;
}

export interface BootcampSessionRow {
  id: number;
  title_id: string;
  title_en: string;
  startAt: Date;
  endAt: Date;
  required: boolean;
  sort: number;
  joinUrl: string | null;
  recordingUrl: string | null;
}

/** The sessions the enrolment's tier sees: every-tier ones, and those of its tier or a lower one. */
export async function visibleSessions(db: Db, bootcampId: number, e: BootcampEnrolment, sessionId?: number): Promise<BootcampSessionRow[]> {
  let q = db
    .selectFrom('bootcamp_sessions as s')
    .leftJoin('bootcamp_packages as p', 'p.id', 's.package_id')
    .leftJoin('bootcamp_session_links as l', 'l.session_id', 's.id')
    .select(['s.id', 's.title_id', 's.title_en', 's.starts_at', 's.ends_at', 's.required', 's.sort', 'l.join_url', 'l.recording_url'])
    .where('s.content_id', '=', bootcampId)
    .where((eb) => {
      const forAll = eb('s.package_id', 'is', null);
      if (e.packageId === null || e.packageRank === null) return forAll;
      return eb.or([forAll, eb('s.package_id', '=', e.packageId), eb('p.sort_order', '<', e.packageRank)]);
    });
  if (sessionId !== undefined) q = q.where('s.id', '=', sessionId);
  const rows = await q.orderBy('s.starts_at').orderBy('s.sort').orderBy('s.id').execute();
  return rows.map((r) => ({
    id: r.id,
    title_id: r.title_id,
    title_en: r.title_en,
    startAt: new Date(r.starts_at),
    endAt: new Date(r.ends_at),
    required: r.required,
    sort: r.sort,
    joinUrl: r.join_url ?? null,
    recordingUrl: r.recording_url ?? null,
  }));
}

/** A refused join, its reason (and opening time) in `data` like the live sessions' refusals. */
export function refusal(
  status: number,
  reason: SessionRefusal['reason'],
  key: TextKey,
  locale: Locale,
  extra: Omit<SessionRefusal, 'reason'> = {},
  fill: Record<string, string | Date> = {},
): HttpError {
  const message = say(locale, key, fill);
  return new HttpError(status, message, [{ description: message }], { reason, ...extra });
}

/** A submission row with what its view needs. */
export interface SubmissionRow {
  id: number | string;
  status: Submission['status'];
  submitted_at: Date | string;
  late: boolean;
  file_key: string | null;
  file_name: string | null;
  file_bytes: number | null;
  file_type: string | null;
  link: string | null;
}

export const SUBMISSION_COLUMNS = ['s.id', 's.status', 's.submitted_at', 's.late', 's.file_key', 's.file_name', 's.file_bytes', 's.file_type', 's.link'] as const;
/** The same, unqualified (an insert's RETURNING). */
export const SUBMISSION_FIELDS = ['id', 'status', 'submitted_at', 'late', 'file_key', 'file_name', 'file_bytes', 'file_type', 'link'] as const;

export interface LatestReview {
  decision: 'accepted' | 'changes_requested';
  comment: string;
  reviewerName: string;
  reviewedAt: string;
}

/** The latest review of each submission named (history is kept; the view shows the last). */
export async function latestReviews(db: Db, submissionIds: readonly number[]): Promise<Map<number, LatestReview>> {
  const out = new Map<number, LatestReview>();
  if (submissionIds.length === 0) return out;
  const rows = await db
    .selectFrom('submission_reviews as r')
    .leftJoin('students as m', 'm.id', 'r.reviewer_id')
    .select(['r.submission_id', 'r.decision', 'r.comment', 'r.created_at', 'm.full_name'])
    .where('r.submission_id', 'in', [...new Set(submissionIds)])
    .orderBy('r.id', 'desc')
    .execute();
  for (const r of rows) {
    const key = Number(r.submission_id);
    if (out.has(key)) continue;
    out.set(key, { decision: r.decision, comment: r.comment, reviewerName: r.full_name?.trim() || 'Mentor', reviewedAt: new Date(r.created_at).toISOString() });
  }
  return out;
}

/** The view of a submission for one viewer (the file's URL is signed for them). A waiting submission shows no review. */
export function submissionView(r: SubmissionRow, review: LatestReview | undefined, signer: FileSigner, viewerId: number, now: Date): Submission {
  return {
    id: Number(r.id),
    status: r.status,
    submittedAt: new Date(r.submitted_at).toISOString(),
    late: r.late,
    file:
      r.file_key && r.file_name && r.file_type && r.file_bytes !== null
        ? { name: r.file_name, bytes: Number(r.file_bytes), contentType: r.file_type, url: signer.url(r.file_key, viewerId, now.getTime()).url }
        : null,
    link: r.link,
    review: r.status === 'submitted' || !review ? null : review,
  };
}
