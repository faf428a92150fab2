import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StudentProfile, UpdateCampusProfileRequest, UpdateProfileRequest } from '../../../common/accounts.js';
import type { Locale } from '../../../common/enums.js';
import { checkAvatar, sniffImageType } from '../../../common/upload.js';
import type { Database } from '../../db/index.js';
import { HttpError, badRequest, notFound, unauthorized } from '../../http/envelope.js';
import { t, type Accounts } from '../auth/index.js';

function profileQuery(db: Database) {
  return db
    .selectFrom('students as s')
    .leftJoin('campuses as c', 'c.uuid', 's.campus_uuid')
    .leftJoin('faculties as f', 'f.id', 's.faculty_id')
    .leftJoin('majors as m', 'm.id', 's.major_id')
    .select([
      's.id',
      's.full_name',
      's.email',
      's.phone',
      's.avatar_url',
      's.gender',
      sql<string | null>`to_char(s.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      's.city',
      's.bio',
      's.email_verified_at',
      's.phone_verified_at',
      sql<boolean>`s.password_hash is not null`.as('has_password'),
      sql<boolean>`s.google_sub is not null`.as('has_google'),
      sql<boolean>`s.apple_sub is not null`.as('has_apple'),
      's.campus_uuid',
      'c.name as campus_name',
      's.faculty_id',
      'f.name as faculty_name',
      's.major_id',
      'm.name as major_name',
      's.student_number',
      's.entry_year',
      's.created_at',
    ])
    .where('s.deleted_at', 'is', null);
}

export async function getProfile(db: Database, studentId: number, locale: Locale): Promise<StudentProfile> {
  const r = await profileQuery(db).where('s.id', '=', studentId).executeTakeFirst();
  if (!r) throw unauthorized(t(locale, 'accountGone'));
  return {
    id: r.id,
    fullName: r.full_name,
    email: r.email,
    phone: r.phone,
    avatarUrl: r.avatar_url,
    gender: r.gender,
    birthDate: r.birth_date,
    city: r.city,
    bio: r.bio,
    emailVerified: !!r.email_verified_at,
    phoneVerified: !!r.phone_verified_at,
    hasPassword: !!r.has_password,
    linkedAccounts: { google: !!r.has_google, apple: !!r.has_apple },
    campusProfile:
      r.campus_uuid && r.campus_name
        ? {
            campusUuid: r.campus_uuid,
            campusName: r.campus_name,
            facultyId: r.faculty_id,
            facultyName: r.faculty_name,
            majorId: r.major_id,
            majorName: r.major_name,
            studentNumber: r.student_number,
            entryYear: r.entry_year,
          }
        : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

function emptyToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export async function updateProfile(db: Database, studentId: number, input: UpdateProfileRequest, locale: Locale): Promise<StudentProfile> {
  const set: Record<string, unknown> = {};
  if (input.fullName !== undefined) set.full_name = input.fullName.trim();
  if (input.gender !== undefined) set.gender = input.gender;
  if (input.city !== undefined) set.city = emptyToNull(input.city);
  if (input.bio !== undefined) set.bio = emptyToNull(input.bio);
  if (input.birthDate !== undefined) {
    if (input.birthDate !== null) {
      const date = new Date(`${input.birthDate}T00:00:00Z`);
      const year = Number(input.birthDate.slice(0, 4));
      // A real calendar day (no 2001-02-30), in the past, after 1900.
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== input.birthDate || year < 1900 || date.getTime() > Date.now()) {
        throw badRequest(t(locale, 'birthDateInvalid'));
      }
    }
    set.birth_date = input.birthDate;
  }
  const updated = await db
    .updateTable('students')
    .set({ ...set, updated_at: sql<Date>`now()` })
    .where('id', '=', studentId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw unauthorized(t(locale, 'accountGone'));
  return getProfile(db, studentId, locale);
}

export async function updateCampusProfile(db: Database, studentId: number, input: UpdateCampusProfileRequest, locale: Locale): Promise<StudentProfile> {
  let set: Record<string, unknown>;
  if (input.campusUuid === null) {
    set = { campus_uuid: null, faculty_id: null, major_id: null, student_number: null, entry_year: null };
  } else {
    const campus = await db.selectFrom('campuses').select('uuid').where('uuid', '=', input.campusUuid).executeTakeFirst();
    if (!campus) throw notFound(t(locale, 'campusNotFound'));
    const facultyId = input.facultyId ?? null;
    const majorId = input.majorId ?? null;
    if (facultyId !== null) {
      const faculty = await db.selectFrom('faculties').select('id').where('id', '=', facultyId).where('campus_uuid', '=', campus.uuid).executeTakeFirst();
      if (!faculty) throw badRequest(t(locale, 'facultyNotFound'));
    }
    if (majorId !== null) {
      const major = facultyId === null ? undefined : await db.selectFrom('majors').select('id').where('id', '=', majorId).where('faculty_id', '=', facultyId).executeTakeFirst();
      if (!major) throw badRequest(t(locale, 'majorNotFound'));
    }
    set = { campus_uuid: campus.uuid, faculty_id: facultyId, major_id: majorId };
    if (input.studentNumber !== undefined) set.student_number = emptyToNull(input.studentNumber);
    if (input.entryYear !== undefined) set.entry_year = input.entryYear;
  }
  const updated = await db
    .updateTable('students')
    .set({ ...set, updated_at: sql<Date>`now()` })
    .where('id', '=', studentId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw unauthorized(t(locale, 'accountGone'));
  return getProfile(db, studentId, locale);
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/avif': 'avif',
};

/**
 * Stores a new avatar and removes the old one. The bytes decide: they must be an image the
 * browser shows (PNG, JPEG, GIF, WebP, BMP, AVIF), whatever the name or declared type says;
 * TIFF and HEIF/HEIC are refused like for every upload.
 */
export async function setAvatar(a: Accounts, studentId: number, file: { mimetype: string; filename: string; bytes: Buffer }, locale: Locale): Promise<{ avatarUrl: string }> {
  const check = checkAvatar({ type: file.mimetype, size: file.bytes.length, name: file.filename, bytes: file.bytes });
  if (!check.ok) throw check.reason === 'too-large' ? new HttpError(413, t(locale, 'fileTooLarge')) : badRequest(t(locale, 'notImage'));
  const sniffed = sniffImageType(file.bytes);
  const ext = sniffed ? EXTENSIONS[sniffed] : undefined;
  if (!sniffed || !ext) throw badRequest(t(locale, sniffed ? 'unsupportedImage' : 'notImage'));

  const { db, files } = a.ctx;
  const key = `avatars/${studentId}/${randomUUID()}.${ext}`;
  await files.put(key, file.bytes, sniffed);
  const avatarUrl = files.url(key);
  let replaced: { previous: string | null } | undefined;
  try {
    // Swap in one statement that also returns the key it replaced (row-locked), so of concurrent
    // uploads each deletes exactly the file it displaced and only the winner's file remains.
    const result = await sql<{ previous: string | null }>`
      with old as (select id, avatar_key from students where id = ${studentId} and deleted_at is null for update)
      update students set avatar_key = ${key}, avatar_url = ${avatarUrl}, updated_at = now()
      from old where students.id = old.id
      returning old.avatar_key as previous`.execute(db);
    replaced = result.rows[0];
  } catch (err) {
    await files.delete(key);
    throw err;
  }
  if (!replaced) {
    await files.delete(key);
    throw unauthorized(t(locale, 'accountGone'));
  }
  if (replaced.previous && replaced.previous !== key) await files.delete(replaced.previous).catch(() => undefined);
  return { avatarUrl };
}

/**
 * Deletes the account: personal data is erased from the row (kept, anonymised, so orders and
 * reviews that point at it stay whole), the avatar file is removed, one-time codes, outbox
 * messages and attempt counters of its addresses are deleted, and every session is revoked.
 */
export async function deleteAccount(a: Accounts, studentId: number, locale: Locale) {
  const { db, files } = a.ctx;
  const row = await db.selectFrom('students').select(['email', 'phone', 'avatar_key']).where('id', '=', studentId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw unauthorized(t(locale, 'accountGone'));
  const addresses = [row.email, row.phone].filter((v): v is string => !!v);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('students')
      .set({
        email: null,
        phone: null,
        password_hash: null,
        full_name: 'Deleted user',
        avatar_url: null,
        avatar_key: null,
        gender: null,
        birth_date: null,
        city: null,
        bio: null,
        campus_uuid: null,
        faculty_id: null,
        major_id: null,
        student_number: null,
        entry_year: null,
        email_verified_at: null,
        phone_verified_at: null,
        google_sub: null,
        apple_sub: null,
        deleted_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', studentId)
      .execute();
    await a.refresh.revokeAll(studentId, 'account-deleted', undefined, trx);
    await trx.deleteFrom('refresh_tokens').where('student_id', '=', studentId).execute();
    await trx.deleteFrom('otps').where('student_id', '=', studentId).execute();
    if (addresses.length > 0) {
      await trx.deleteFrom('otps').where('target', 'in', addresses).execute();
      await trx.deleteFrom('outbox').where('recipient', 'in', addresses).execute();
      await trx.deleteFrom('auth_attempts').where('key', 'in', addresses).execute();
    }
    await trx.deleteFrom('auth_attempts').where('scope', '=', 'change-password').where('key', '=', String(studentId)).execute();
  });
  if (row.avatar_key) await files.delete(row.avatar_key).catch(() => undefined);
  return { deleted: true };
}
