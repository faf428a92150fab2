import Type, { type Static } from 'typebox';
import { LOCALES } from '../enums.js';
import { id, int, slug, strictObject, text } from '../schema/primitives.js';
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

/**
 * Curated search synonyms (issue 24, Q2; server modules/discovery/synonyms.ts): two terms a search
 * in one language treats as the same. Stored lower-case, trimmed, with single spaces.
 */
export const SYNONYM_TERM_MAX = 64;
/** Most terms one group of equivalents may hold (a = b, b = c, … make one group). */
export const SYNONYM_GROUP_MAX = 16;

export const SynonymSchema = Type.Object({
  id: Type.Integer(),
  locale: Type.Enum([...LOCALES]),
  term: Type.String(),
  equivalent: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601' }),
});
export type Synonym = Static<typeof SynonymSchema>;

/** Checked further by the server once normalised (letters, digits, spaces and + # . & ' -; not blank). */
const synonymTerm = (description: string) => text(SYNONYM_TERM_MAX, 1, { description });
const synonymLocale = Type.Enum([...LOCALES], { description: 'The language of the search the pair applies to' });

export const SynonymInputSchema = strictObject({
  locale: synonymLocale,
  term: synonymTerm("A word or phrase (letters, digits, spaces and + # . & ' -); compared lower-case"),
  equivalent: synonymTerm('The word or phrase it means the same as; not the term itself'),
});
export type SynonymInput = Static<typeof SynonymInputSchema>;

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
  synonyms: endpoint({
    method: 'GET',
    path: '/admin/search/synonyms',
    auth: 'none',
    tags,
    summary: 'The curated search synonyms, of one language or both',
    query: strictObject({ locale: Type.Optional(synonymLocale) }),
    result: Type.Array(SynonymSchema),
  }),
  addSynonym: endpoint({
    method: 'POST',
    path: '/admin/search/synonyms',
    auth: 'none',
    tags,
    summary: 'Add a search synonym pair (idempotent: a pair already there, either way round, is answered as it is)',
    description: `Every search instance picks the change up with its next freshness look. A pair that would make a group of equivalents larger than ${SYNONYM_GROUP_MAX} terms is refused (409).`,
    body: SynonymInputSchema,
    result: Type.Object({ created: Type.Boolean(), synonym: SynonymSchema }),
  }),
  removeSynonym: endpoint({
    method: 'DELETE',
    path: '/admin/search/synonyms/:id',
    auth: 'none',
    tags,
    summary: 'Remove a search synonym pair (idempotent: the pair removed, or null when there was none)',
    params: strictObject({ id: id() }),
    result: nullable(SynonymSchema),
  }),
};
