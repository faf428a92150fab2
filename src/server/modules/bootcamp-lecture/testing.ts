import { randomBytes } from 'node:crypto';
import { ContentType } from '../../../common/enums.js';
import { studentToken, type TestApp } from '../../testing/test-app.js';

/** Helpers of the bootcamp lecture tests (and the authorization gate): bootcamps, tiers, mentors and students made on the spot. */

export const W = '/web/v2';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface Person {
  id: number;
  headers: { authorization: string };
}

const tag = () => randomBytes(4).toString('hex');

export async function makeStudent(app: TestApp, name = 'Siswa Uji', instructorId: number | null = null): Promise<Person> {
  const row = await app.ctx.db
    .insertInto('students')
    .values({ full_name: name, email: `pelajar-${tag()}@example.com`, email_verified_at: new Date(), instructor_id: instructorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, headers: { authorization: `Bearer ${await studentToken(app, row.id)}` } };
}

/** An instructor and the account that teaches as them. */
export async function makeMentor(app: TestApp, name = 'Mentor Uji'): Promise<Person & { instructorId: number }> {
  const i = await app.ctx.db
    .insertInto('instructors')
    .values({ url: `mentor-${tag()}`, name, avatar_url: null, company: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...(await makeStudent(app, name, i.id)), instructorId: i.id };
}

export interface BootcampFixture {
  id: number;
  url: string;
  /** Tier ids, cheapest (rank 1) first. */
  packages: number[];
}

/** A published bootcamp with two price tiers (Basic rank 1, Pro rank 2). */
export async function makeBootcamp(app: TestApp, instructorId: number | null, type: number = ContentType.BOOTCAMP): Promise<BootcampFixture> {
  const url = `bootcamp-uji-${tag()}`;
  const c = await app.ctx.db
    .insertInto('contents')
    .values({
      content_type: type,
      url,
      product_type: 'bootcamp',
      title_id: `Bootcamp Uji ${url}`,
      title_en: `Test Bootcamp ${url}`,
      is_published: true,
      details: {},
      instructor_id: instructorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const packages: number[] = [];
  for (const [rank, code] of [
    [1, 'basic'],
    [2, 'pro'],
  ] as const) {
    const p = await app.ctx.db
      .insertInto('bootcamp_packages')
      .values({
        content_id: c.id,
        code,
        name_id: `Paket ${code}`,
        name_en: `${code} package`,
        price: 1_000_000 * rank,
        final_price: 900_000 * rank,
        features_id: [],
        features_en: [],
        installment_months: null,
        sort_order: rank,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    packages.push(p.id);
  }
  return { id: c.id, url, packages };
}

/** Enrols the student, in a tier (through the registration form's row) or none. */
export async function enrol(app: TestApp, studentId: number, bootcampId: number, packageId: number | null = null): Promise<void> {
  await app.ctx.db.insertInto('enrolments').values({ student_id: studentId, content_id: bootcampId, source: 'free', order_id: null }).execute();
  if (packageId !== null) {
    await app.ctx.db
      .insertInto('bootcamp_participants')
      .values({
        content_id: bootcampId,
        student_id: studentId,
        package_id: packageId,
        type: 1,
        full_name: 'Siswa',
        email: 'siswa@example.com',
        phone: '+6281200000000',
        updated_at: new Date(),
      })
      .execute();
  }
}

export async function makeSession(
  app: TestApp,
  bootcampId: number,
  spec: { startAt: Date; minutes?: number; packageId?: number | null; required?: boolean; joinUrl?: string | null; recordingUrl?: string | null; title?: string },
): Promise<number> {
  const s = await app.ctx.db
    .insertInto('bootcamp_sessions')
    .values({
      content_id: bootcampId,
      package_id: spec.packageId ?? null,
      title_id: spec.title ?? 'Sesi',
      title_en: spec.title ?? 'Session',
      starts_at: spec.startAt,
      ends_at: new Date(spec.startAt.getTime() + (spec.minutes ?? 120) * MINUTE),
      required: spec.required ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.ctx.db
    .insertInto('bootcamp_session_links')
    .values({ session_id: s.id, join_url: spec.joinUrl === undefined ? `https://zoom.us/j/555${s.id}` : spec.joinUrl, recording_url: spec.recordingUrl ?? null })
    .execute();
  return s.id;
}

export async function makeAssignment(app: TestApp, bootcampId: number, kind: 'file' | 'link', dueAt: Date): Promise<number> {
  const a = await app.ctx.db
    .insertInto('bootcamp_assignments')
    .values({ content_id: bootcampId, title_id: `Tugas ${kind}`, title_en: `Assignment ${kind}`, due_at: dueAt, kind })
    .returning('id')
    .executeTakeFirstOrThrow();
  return a.id;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const BOUNDARY = 'bootcampBoundary7Q';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body with one file part (closing = false: cut before its end). */
export function filePart(data: Buffer, filename = 'rencana.pdf', type = 'application/pdf', closing = true): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(closing ? `\r\n--${BOUNDARY}--\r\n` : ''),
  ]);
}
