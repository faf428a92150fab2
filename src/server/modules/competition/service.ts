import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Competition, CompetitionEntry, StaffEntry } from '../../../common/contract/competition.js';
import { ENTRY_NAME_MAX } from '../../../common/contract/competition.js';
import type { Locale } from '../../../common/enums.js';
import { sniffVideoType, VIDEO_UPLOAD_MAX_BYTES } from '../../../common/upload.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { conflict, notFound } from '../../http/envelope.js';
import { say } from './messages.js';
import { inLanguage } from '../../http/locale.js';

/** Entries shown to staff at most (newest first). */
export const STAFF_ENTRIES_MAX = 1000;

type CompetitionRow = {
  id: number;
  url: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  rules_id: string;
  rules_en: string;
  opens_at: Date;
  closes_at: Date;
  image_url: string | null;
};

type EntryRow = { file_key: string; bytes: string | number; content_type: string; original_name: string; submitted_at: Date };

/** By id (digits) or url. */
export async function competitionOf(db: Database, idOrUrl: string | number, locale: Locale): Promise<CompetitionRow> {
  const byId = typeof idOrUrl === 'number' || /^[0-9]{1,9}$/.test(idOrUrl);
  const row = await db
    .selectFrom('competitions')
    .select(['id', 'url', 'title_id', 'title_en', 'description_id', 'description_en', 'rules_id', 'rules_en', 'opens_at', 'closes_at', 'image_url'])
    .$if(byId, (q) => q.where('id', '=', Number(idOrUrl)))
    .$if(!byId, (q) => q.where('url', '=', String(idOrUrl)))
    .executeTakeFirst();
  if (!row) throw notFound(say(locale, 'notFound'));
  return row;
}

/** Takes entries at `now`: opens_at ≤ now < closes_at. */
export function isOpen(row: Pick<CompetitionRow, 'opens_at' | 'closes_at'>, now: Date): boolean {
  return row.opens_at.getTime() <= now.getTime() && now.getTime() < row.closes_at.getTime();
}

function entryView(ctx: AppContext, row: EntryRow, viewerId: number, now: Date): CompetitionEntry {
  const signed = ctx.fileSigner.url(row.file_key, viewerId, now.getTime());
  return {
    submittedAt: row.submitted_at.toISOString(),
    bytes: Number(row.bytes),
    contentType: row.content_type,
    name: row.original_name,
    url: signed.url,
    urlExpiresAt: signed.expiresAt,
  };
}

const entryColumns = ['file_key', 'bytes', 'content_type', 'original_name', 'submitted_at'] as const;

export async function detail(ctx: AppContext, idOrUrl: string, studentId: number | null, locale: Locale): Promise<Competition> {
  const now = ctx.clock();
  const c = await competitionOf(ctx.db, idOrUrl, locale);
  const own = studentId
    ? await ctx.db.selectFrom('competition_entries').select(entryColumns).where('competition_id', '=', c.id).where('student_id', '=', studentId).executeTakeFirst()
    : undefined;
  return {
    id: c.id,
    url: c.url,
    title: inLanguage(c, 'title', locale),
    description: inLanguage(c, 'description', locale),
    rules: inLanguage(c, 'rules', locale),
    opensAt: c.opens_at.toISOString(),
    closesAt: c.closes_at.toISOString(),
    imageUrl: c.image_url,
    open: isOpen(c, now),
    serverTime: now.toISOString(),
    maxBytes: VIDEO_UPLOAD_MAX_BYTES,
    entry: own && studentId ? entryView(ctx, own, studentId, now) : null,
  };
}

/**
 * The name kept with an entry: the last path part of what the browser sent, without control or
 * bidirectional-override characters, at most ENTRY_NAME_MAX characters; "video" when nothing is left.
 */
export function entryName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return Array.from(clean).slice(0, ENTRY_NAME_MAX).join('') || 'video';
}

/**
 * Stores one upload as the student's entry (docs/decisions.md "Competition"): the file first,
 * under a new key, streamed and checked by the store (UploadRefused when refused: nothing left);
 * then, in a short transaction, the row inserted or replaced and the key it had read under a row
 * lock; the replaced file deleted after commit. Two uploads at once: each replaces the other's
 * row in turn and deletes the file it replaced, so the last row's file is the only one left.
 */
export async function storeEntry(ctx: AppContext, competitionId: number, studentId: number, file: { stream: Readable; filename?: string }): Promise<CompetitionEntry> {
  const key = `competition/${competitionId}/${studentId}/${randomBytes(16).toString('hex')}`;
  const stored = await ctx.privateFiles.putStream(key, file.stream, { maxBytes: VIDEO_UPLOAD_MAX_BYTES, sniff: sniffVideoType });
  const values = { file_key: key, bytes: stored.bytes, content_type: stored.contentType, original_name: entryName(file.filename), submitted_at: ctx.clock() };
  let previous: string | null;
  try {
    previous = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('competition_entries')
        .values({ competition_id: competitionId, student_id: studentId, ...values })
        .onConflict((oc) => oc.columns(['competition_id', 'student_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return null;
      // The row exists (committed: the insert above waited for a concurrent one): lock it, read the key it has, replace it.
      const old = await trx
        .selectFrom('competition_entries')
        .select('file_key')
        .where('competition_id', '=', competitionId)
        .where('student_id', '=', studentId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx.updateTable('competition_entries').set(values).where('competition_id', '=', competitionId).where('student_id', '=', studentId).execute();
      return old.file_key;
    });
  } catch (error) {
    await ctx.privateFiles.delete(key);
    throw error;
  }
  if (previous && previous !== key) await ctx.privateFiles.delete(previous);
  return entryView(ctx, { ...values, bytes: stored.bytes }, studentId, ctx.clock());
}

export async function staffEntries(ctx: AppContext, idOrUrl: string, staffId: number, locale: Locale): Promise<StaffEntry[]> {
  const now = ctx.clock();
  const c = await competitionOf(ctx.db, idOrUrl, locale);
  const rows = await ctx.db
    .selectFrom('competition_entries as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .select(['e.student_id', 's.full_name', 'e.file_key', 'e.bytes', 'e.content_type', 'e.original_name', 'e.submitted_at'])
    .where('e.competition_id', '=', c.id)
    .orderBy('e.submitted_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(STAFF_ENTRIES_MAX)
    .execute();
  return rows.map((r) => ({ studentId: r.student_id, studentName: r.full_name ?? '', entry: entryView(ctx, r, staffId, now) }));
}

export function assertOpen(row: CompetitionRow, now: Date, locale: Locale): void {
  if (!isOpen(row, now)) throw conflict(say(locale, 'closed'));
}
