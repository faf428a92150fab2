import { randomBytes } from 'node:crypto';
import { ContentType, VenueType } from '../../../common/enums.js';
import { studentToken, type TestApp } from '../../testing/test-app.js';

/** Helpers of the session tests (and bench/sessions.ts): sessions made on the spot (no seed), students with tokens. */

export const W = '/web/v2';
export const MINUTE = 60_000;

export interface SessionSpec {
  type?: number;
  venue?: number;
  startAt: Date;
  minutes?: number;
  joinUrl?: string | null;
  recordingUrl?: string | null;
  certificate?: boolean;
  location?: string | null;
}

let serial = 0;

export async function makeSession(app: Pick<TestApp, 'ctx'>, spec: SessionSpec): Promise<{ id: number; url: string; end_at: Date }> {
  serial += 1;
  const type = spec.type ?? ContentType.WEBINAR;
  const venue = spec.venue ?? VenueType.ONLINE;
  const url = `sesi-uji-${type}-${serial}-${randomBytes(3).toString('hex')}`;
  const row = await app.ctx.db
    .insertInto('contents')
    .values({
      content_type: type,
      url,
      product_type: type === ContentType.EVENT ? 'event' : 'webinar',
      title_id: `Sesi Uji ${serial}`,
      title_en: `Test Session ${serial}`,
      venue_type: venue,
      is_offline_event: venue !== VenueType.ONLINE,
      is_certificate: spec.certificate ?? false,
      start_at: spec.startAt,
      end_at: new Date(spec.startAt.getTime() + (spec.minutes ?? 120) * MINUTE),
      location: spec.location ?? (venue === VenueType.ONLINE ? null : 'Jl. Sudirman 1, Jakarta'),
      is_published: true,
      details: {},
    })
    .returning(['id', 'url'])
    .executeTakeFirstOrThrow();
  const end_at = new Date(spec.startAt.getTime() + (spec.minutes ?? 120) * MINUTE);
  const joinUrl = spec.joinUrl === undefined ? (venue === VenueType.OFFLINE ? null : `https://zoom.us/j/98765${serial}`) : spec.joinUrl;
  await app.ctx.db
    .insertInto('session_links')
    .values({ content_id: row.id, join_url: joinUrl, recording_url: spec.recordingUrl ?? null })
    .execute();
  return { ...row, end_at };
}

export interface TestStudent {
  id: number;
  token: string;
  headers: { authorization: string };
}

export async function newStudent(app: TestApp, fullName = 'Budi Santoso'): Promise<TestStudent> {
  const { id } = await app.ctx.db
    .insertInto('students')
    .values({ full_name: fullName, email: `s-${randomBytes(6).toString('hex')}@example.com`, email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await studentToken(app, id);
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

export async function enrol(app: TestApp, student: { id: number }, contentId: number): Promise<number> {
  const row = await app.ctx.db.insertInto('enrolments').values({ student_id: student.id, content_id: contentId, source: 'free', order_id: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
