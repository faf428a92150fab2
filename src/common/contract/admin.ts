import Type, { type Static } from 'typebox';
import { int, slug, strictObject, text } from '../schema/primitives.js';
import { nullable } from './catalogue.js';
import { endpoint } from './endpoint.js';
import { MaintenanceSchema } from './settings.js';

/**
 * Operator calls. Not a credential mode of the spec: the server checks the admin key of the data
 * folder (header x-admin-key) on each of them; the admin CLI calls them while the server runs.
 */

const tags = ['admin'] as const;

/** An account with the staff role (issue 18): every session, or the ones listed. */
export const StaffMemberSchema = Type.Object({
  studentId: Type.Integer(),
  email: Type.String(),
  fullName: Type.String(),
  allSessions: Type.Boolean(),
  contentUrls: Type.Array(Type.String()),
});
export type StaffMember = Static<typeof StaffMemberSchema>;

const staffEmail = text(254, 3, { description: 'The e-mail address of the account' });

/** A webinar's or event's new times (PUT /admin/session-time). */
export const SessionTimeSchema = Type.Object({ url: Type.String(), startAt: Type.String(), endAt: Type.String() });
export type SessionTime = Static<typeof SessionTimeSchema>;

export const admin = {
  maintenance: endpoint({ method: 'GET', path: '/admin/maintenance', auth: 'none', tags, summary: 'Read maintenance mode', result: MaintenanceSchema }),
  setMaintenance: endpoint({
    method: 'PUT',
    path: '/admin/maintenance',
    auth: 'none',
    tags,
    summary: 'Turn maintenance mode on or off',
    body: strictObject({ isMaintenance: Type.Boolean(), message: Type.Optional(text(500)) }),
    result: MaintenanceSchema,
  }),
  staffList: endpoint({ method: 'GET', path: '/admin/staff', auth: 'none', tags, summary: 'Accounts with the staff role (e-ticket check-in)', result: Type.Array(StaffMemberSchema) }),
  grantStaff: endpoint({
    method: 'PUT',
    path: '/admin/staff',
    auth: 'none',
    tags,
    summary: 'Give an account the staff role: for every session (allSessions) or for the webinars and events named',
    body: strictObject({ email: staffEmail, contentUrls: Type.Optional(Type.Array(slug(), { maxItems: 100 })), allSessions: Type.Optional(Type.Boolean()) }),
    result: StaffMemberSchema,
  }),
  revokeStaff: endpoint({
    method: 'DELETE',
    path: '/admin/staff',
    auth: 'none',
    tags,
    summary: "Take one session (contentUrl) out of an account's staff scope, or the role altogether",
    query: strictObject({ email: staffEmail, contentUrl: Type.Optional(slug()) }),
    result: nullable(StaffMemberSchema),
  }),
  sessionTime: endpoint({
    method: 'PUT',
    path: '/admin/session-time',
    auth: 'none',
    tags,
    summary: 'Move a webinar or event to start some minutes from now (the live demo on an older data folder)',
    body: strictObject({
      url: slug(),
      minutesFromNow: int(-10080, 10080, { description: 'Minutes from now to the start (negative: already started)' }),
      durationMinutes: Type.Optional(int(1, 1440, { description: 'A new length; the current one by default' })),
    }),
    result: SessionTimeSchema,
  }),
};
