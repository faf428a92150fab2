import type { Enrolment } from '../../../../common/contract/enrolments.js';
import { ContentType } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import type { EnrolmentSource } from '../../../db/tables/learning.js';

/**
 * Owning contents: enrolments (one row per student and content, so every path to owning
 * something — a purchase, a free content, a magic code, a participant form — is idempotent and
 * safe under concurrency), the rules of what can be owned, and the free enrolment calls.
 */

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

export async function enrolmentOf(db: Database, studentId: number, contentId: number, outcome: EnrolOutcome | null): Promise<Enrolment> {
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
