import { isBuyableContentType } from '../../../common/cart.js';
import type { BootcampParticipantBody, Enrolment } from '../../../common/contract/enrolments.js';
import { ContentType, type Locale } from '../../../common/enums.js';
import { findContentRef } from '../../catalogue/detail.js';
import { PRODUCTS, type ContentRef } from '../../catalogue/products.js';
import type { Database } from '../../db/index.js';
import type { EnrolmentSource } from '../../db/tables/learning.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { t } from './messages.js';

/**
 * Owning contents: enrolments (one row per student and content, so every path to owning
 * something — a purchase, a free content, a magic code, a participant form — is idempotent and
 * safe under concurrency), the rules of what can be owned, and the free enrolment calls.
 */

/** The columns that decide whether and how a content can be acquired. */
export interface SaleContent {
  id: number;
  content_type: number;
  title_id: string;
  title_en: string;
  is_published: boolean;
  price: number;
  final_price: number;
  end_at: Date | null;
  details: unknown;
}

export async function saleContents(db: Database, ids: readonly number[]): Promise<Map<number, SaleContent>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contents')
    .select(['id', 'content_type', 'title_id', 'title_en', 'is_published', 'price', 'final_price', 'end_at', 'details'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export const titleOf = (c: Pick<SaleContent, 'title_id' | 'title_en'>, locale: Locale) => (locale === 'en' ? c.title_en : c.title_id);

/** Why a published content cannot be acquired at all (bought or enrolled), or null. */
export type SaleRefusal = 'notForSale' | 'ended';
export function saleRefusal(c: Pick<SaleContent, 'content_type' | 'end_at'>, now: Date = new Date()): SaleRefusal | null {
  if (!isBuyableContentType(c.content_type)) return 'notForSale';
  // A live session or bootcamp that is over cannot be joined any more.
  if (c.end_at && new Date(c.end_at).getTime() < now.getTime()) return 'ended';
  return null;
}

/** The parts a content brings: a package's or learning path's courses, a bootcamp's bundled courses. */
function partsOf(c: { content_type: number; details: unknown }): number[] {
  if (c.content_type !== ContentType.PACKAGE && c.content_type !== ContentType.JALURBELAJAR && c.content_type !== ContentType.BOOTCAMP) return [];
  const ids = (c.details as { courseIds?: unknown } | null)?.courseIds;
  return Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
}

export interface EnrolOutcome {
  /** The contents this call enrolled (a content already owned is not among them). */
  newly: Set<number>;
  /** Every content the student now owns through this call: the ones named and their parts. */
  contentIds: number[];
}

/**
 * Enrols a student in contents and their parts (packages, learning paths and bootcamps bring
 * their courses). Idempotent: a content already owned keeps its first enrolment. Run it inside
 * the transaction of the change that earns the contents (an order's payment, a participant form).
 */
export async function enrol(trx: Database, studentId: number, contentIds: readonly number[], source: EnrolmentSource, orderId: number | null = null): Promise<EnrolOutcome> {
  if (contentIds.length === 0) return { newly: new Set(), contentIds: [] };
  const named = await trx
    .selectFrom('contents')
    .select(['id', 'content_type', 'details'])
    .where('id', 'in', [...contentIds])
    .execute();
  const via = new Map<number, number | null>(named.map((c) => [c.id, null]));
  const parts = new Map<number, number>();
  for (const c of named) for (const part of partsOf(c)) if (!via.has(part) && !parts.has(part)) parts.set(part, c.id);
  if (parts.size > 0) {
    const existing = await trx
      .selectFrom('contents')
      .select('id')
      .where('id', 'in', [...parts.keys()])
      .execute();
    for (const { id } of existing) via.set(id, parts.get(id) ?? null);
  }
  if (via.size === 0) return { newly: new Set(), contentIds: [] };
  // In content id order, so two enrolments of overlapping contents meet the unique index in the same order (no deadlock).
  const rows = [...via].sort((a, b) => a[0] - b[0]).map(([content_id, via_content_id]) => ({ student_id: studentId, content_id, source, order_id: orderId, via_content_id }));
  const inserted = await trx
    .insertInto('enrolments')
    .values(rows)
    .onConflict((oc) => oc.columns(['student_id', 'content_id']).doNothing())
    .returning('content_id')
    .execute();
  await countStudents(
    trx,
    inserted.map((r) => r.content_id),
  );
  return { newly: new Set(inserted.map((r) => r.content_id)), contentIds: rows.map((r) => r.content_id) };
}

/**
 * `contents.total_students` follows the enrolments: +1 for each enrolment row really inserted, in
 * the transaction that inserted it (a repeat or a concurrent duplicate inserts nothing and counts
 * nothing). A package, learning path or bootcamp counts its own buyers and each part counts the
 * students enrolled in it through the bundle, as the catalogue shows each content's own students.
 * `popularity` (seeded as students + 3 likes + 2 ratings + boosts) moves with it. One row at a
 * time in id order, so overlapping enrolments lock contents in the same order (no deadlock). The
 * update fires the search_changes trigger (migration 006): every instance's search index and
 * cached items reload those contents; the home/list memos follow within their TTL.
 */
async function countStudents(trx: Database, contentIds: readonly number[]): Promise<void> {
  for (const id of [...contentIds].sort((a, b) => a - b)) {
    await trx
      .updateTable('contents')
      .set((eb) => ({ total_students: eb('total_students', '+', 1), popularity: eb('popularity', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
}

/** The contents of `contentIds` the student owns. */
export async function ownedContentIds(db: Database, studentId: number, contentIds: readonly number[]): Promise<Set<number>> {
  if (contentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('enrolments')
    .select('content_id')
    .where('student_id', '=', studentId)
    .where('content_id', 'in', [...contentIds])
    .execute();
  return new Set(rows.map((r) => r.content_id));
}

async function enrolmentOf(db: Database, studentId: number, contentId: number, outcome: EnrolOutcome | null): Promise<Enrolment> {
  const row = await db.selectFrom('enrolments').select(['source', 'created_at']).where('student_id', '=', studentId).where('content_id', '=', contentId).executeTakeFirstOrThrow();
  const parts = await db.selectFrom('enrolments').select('content_id').where('student_id', '=', studentId).where('via_content_id', '=', contentId).orderBy('content_id').execute();
  return {
    contentId,
    status: 'ENROLLED',
    source: row.source,
    enrolledAt: new Date(row.created_at).toISOString(),
    newlyEnrolled: outcome?.newly.has(contentId) ?? false,
    contentIds: outcome ? outcome.contentIds : [contentId, ...parts.map((p) => p.content_id)],
  };
}

export interface Acquired {
  enrolment: Enrolment;
  title: string;
}

interface FreeAcquisition {
  studentId: number;
  contentId: number;
  /** The price of what is taken: the content's, or its chosen tier's. */
  finalPrice: number;
  source: EnrolmentSource;
  locale: Locale;
  /** Written in the enrolment's transaction (a participant form). */
  record?: (trx: Database) => Promise<void>;
}

/**
 * The one path of every free enrolment: already owned answers the enrolment as it is (repeats
 * change nothing); otherwise the content must be buyable, not over, and free — unless a magic
 * code pays for it.
 */
async function acquireFree(db: Database, a: FreeAcquisition): Promise<Acquired> {
  const content = (await saleContents(db, [a.contentId])).get(a.contentId);
  if (!content || !content.is_published) throw notFound(t(a.locale, 'contentNotFound'));
  const title = titleOf(content, a.locale);
  if ((await ownedContentIds(db, a.studentId, [a.contentId])).has(a.contentId)) {
    if (a.record) await db.transaction().execute(async (trx) => a.record!(trx));
    return { enrolment: await enrolmentOf(db, a.studentId, a.contentId, null), title };
  }
  const refusal = saleRefusal(content);
  if (refusal) throw badRequest(t(a.locale, refusal, { title }));
  if (a.finalPrice > 0 && a.source !== 'magic-code') throw badRequest(t(a.locale, 'paid', { title }));
  const outcome = await db.transaction().execute(async (trx) => {
    if (a.record) await a.record(trx);
    return enrol(trx, a.studentId, [a.contentId], a.source);
  });
  return { enrolment: await enrolmentOf(db, a.studentId, a.contentId, outcome), title };
}

/** P enrollments/enroll-free-content. */
export async function enrolFreeContent(db: Database, studentId: number, contentId: number, locale: Locale): Promise<Acquired> {
  const content = (await saleContents(db, [contentId])).get(contentId);
  return acquireFree(db, { studentId, contentId, finalPrice: content?.final_price ?? 0, source: 'free', locale });
}

/** Magic codes are matched without regard to case or surrounding spaces. */
const normaliseCode = (code: string) => code.trim().toUpperCase();

/** P webinars/{url}/enroll-free-webinar: free with no code; any webinar with one of its magic codes; a wrong code is a 400. */
export async function enrolWebinar(db: Database, studentId: number, url: string, magicCode: string | null | undefined, locale: Locale): Promise<Acquired> {
  const webinar = await findContentRef(db, PRODUCTS.webinar, { url }, locale);
  const code = normaliseCode(magicCode ?? '');
  if (code !== '') {
    const known = await db.selectFrom('webinar_magic_codes').select('code').where('content_id', '=', webinar.id).where('code', '=', code).executeTakeFirst();
    if (!known) throw badRequest(t(locale, 'wrongMagicCode'));
  }
  const content = (await saleContents(db, [webinar.id])).get(webinar.id);
  return acquireFree(db, { studentId, contentId: webinar.id, finalPrice: content?.final_price ?? 0, source: code !== '' ? 'magic-code' : 'free', locale });
}

/** P bootcamps/{id}/participants: the participant form of a free bootcamp (or a free tier of one). */
export async function addBootcampParticipant(db: Database, studentId: number, ref: ContentRef, form: BootcampParticipantBody, locale: Locale): Promise<Acquired & { participantId: number }> {
  const bootcamp = await findContentRef(db, PRODUCTS.bootcamp, ref, locale);
  const content = (await saleContents(db, [bootcamp.id])).get(bootcamp.id);
  let finalPrice = content?.final_price ?? 0;
  const packageId = form.packageId ?? null;
  if (packageId !== null) {
    const tier = await db.selectFrom('bootcamp_packages').select('final_price').where('id', '=', packageId).where('content_id', '=', bootcamp.id).executeTakeFirst();
    if (!tier) throw badRequest(t(locale, 'packageMismatch', { id: packageId, title: titleOf(bootcamp, locale) }));
    finalPrice = tier.final_price;
  }
  let participantId = 0;
  const record = async (trx: Database) => {
    const values = {
      package_id: packageId,
      type: form.type,
      full_name: form.fullName.trim(),
      email: form.email.trim().toLowerCase(),
      phone: form.phoneNumber.trim(),
      city: form.city?.trim() || null,
      occupation: form.occupation?.trim() || null,
    };
    const row = await trx
      .insertInto('bootcamp_participants')
      .values({ ...values, content_id: bootcamp.id, student_id: studentId })
      // The latest form wins: a student is one participant of a bootcamp.
      .onConflict((oc) => oc.columns(['content_id', 'student_id']).doUpdateSet({ ...values, updated_at: new Date() }))
      .returning('id')
      .executeTakeFirstOrThrow();
    participantId = row.id;
  };
  const acquired = await acquireFree(db, { studentId, contentId: bootcamp.id, finalPrice, source: 'bootcamp-participant', locale, record });
  return { ...acquired, participantId };
}

/** P forms/danacita-content-onclick: one row per click (a guest's too). */
export async function recordDanacitaClick(db: Database, contentId: number, packageId: number | null, studentId: number | null, locale: Locale): Promise<void> {
  const content = (await saleContents(db, [contentId])).get(contentId);
  if (!content || !content.is_published) throw notFound(t(locale, 'contentNotFound'));
  if (packageId !== null) {
    const tier = await db.selectFrom('bootcamp_packages').select('id').where('id', '=', packageId).where('content_id', '=', contentId).executeTakeFirst();
    if (!tier) throw badRequest(t(locale, 'packageMismatch', { id: packageId, title: titleOf(content, locale) }));
  }
  await db.insertInto('danacita_clicks').values({ content_id: contentId, package_id: packageId, student_id: studentId }).execute();
}
