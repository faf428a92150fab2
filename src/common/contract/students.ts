import Type, { type Static } from 'typebox';
import { AVATAR_MAX_BYTES } from '../constants.js';
import { id, int, text } from '../schema/primitives.js';
import { BIO_MAX, CITY_MAX, ENTRY_YEAR_MAX, ENTRY_YEAR_MIN, STUDENT_NUMBER_MAX, STUDENT_NUMBER_PATTERN } from '../validation.js';
import { StudentSummarySchema, accountFields, orNull, uuidText } from './auth.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * The signed-in student's own profile, campus profile, avatar and account deletion. No call takes
 * a student id: each acts on the token's owner.
 */

const tags = ['students'] as const;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
/** One node with null in its enum, as OpenAPI 3.0 wants a nullable enum (TypeBox's Enum takes no null). */
const genderOrNull = () => Type.Unsafe<Gender | null>({ type: ['string', 'null'], enum: [...GENDERS, null] });

export const CampusProfileSchema = Type.Object({
  campusUuid: Type.String(),
  campusName: Type.String(),
  facultyId: orNull(Type.Integer()),
  facultyName: orNull(Type.String()),
  majorId: orNull(Type.Integer()),
  majorName: orNull(Type.String()),
  studentNumber: orNull(Type.String()),
  entryYear: orNull(Type.Integer()),
});
export type CampusProfile = Static<typeof CampusProfileSchema>;

export const StudentProfileSchema = Type.Object({
  ...StudentSummarySchema.properties,
  gender: genderOrNull(),
  /** YYYY-MM-DD */
  birthDate: orNull(Type.String()),
  city: orNull(Type.String()),
  bio: orNull(Type.String()),
  emailVerified: Type.Boolean(),
  phoneVerified: Type.Boolean(),
  /** false for accounts made with an OTP or Google/Apple only: change-pass then needs no old password. */
  hasPassword: Type.Boolean(),
  linkedAccounts: Type.Object({ google: Type.Boolean(), apple: Type.Boolean() }),
  /** null until the student picks a campus. */
  campusProfile: orNull(CampusProfileSchema),
  createdAt: Type.String(),
});
export type StudentProfile = Static<typeof StudentProfileSchema>;

/** Body of U students: every field optional, at least one. */
export const UpdateProfileRequestSchema = Type.Object(
  {
    fullName: Type.Optional(accountFields.fullName),
    gender: Type.Optional(genderOrNull()),
    birthDate: Type.Optional(orNull(text(10, 0, { format: 'date' }))),
    city: Type.Optional(orNull(text(CITY_MAX))),
    bio: Type.Optional(orNull(text(BIO_MAX))),
  },
  // strictObject plus minProperties (an empty update is a 400, not a no-op).
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProfileRequest = Static<typeof UpdateProfileRequestSchema>;

/** Body of U students/my-campus-profile; campusUuid null clears it. */
export const UpdateCampusProfileRequestSchema = Type.Object(
  {
    campusUuid: orNull(uuidText()),
    facultyId: Type.Optional(orNull(id())),
    majorId: Type.Optional(orNull(id())),
    studentNumber: Type.Optional(orNull(text(STUDENT_NUMBER_MAX, 0, { pattern: STUDENT_NUMBER_PATTERN }))),
    entryYear: Type.Optional(orNull(int(ENTRY_YEAR_MIN, ENTRY_YEAR_MAX))),
  },
  { additionalProperties: false },
);
export type UpdateCampusProfileRequest = Static<typeof UpdateCampusProfileRequestSchema>;

export const AvatarSavedSchema = Type.Object({ avatarUrl: Type.String() });

export const students = {
  myProfile: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/students/my-profile`,
    auth: 'authenticated',
    tags,
    summary: 'The signed-in student’s profile',
    result: StudentProfileSchema,
  }),
  studentApiProfile: endpoint({
    method: 'GET',
    path: `${API_PREFIX.student}/Profile`,
    auth: 'authenticated',
    tags: ['student-api'],
    summary: 'Student API: the signed-in student’s profile',
    result: StudentProfileSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: `${API_PREFIX.web}/students`,
    auth: 'authenticated',
    tags,
    summary: 'Update the profile (name, gender, birth date, city, bio); e-mail and phone change through auth/request-{kind}-otp + auth/verify-{kind}',
    body: UpdateProfileRequestSchema,
    result: StudentProfileSchema,
  }),
  updateCampusProfile: endpoint({
    method: 'PUT',
    path: `${API_PREFIX.web}/students/my-campus-profile`,
    auth: 'authenticated',
    tags,
    summary: 'Set the campus, faculty and major (each must belong to the one before), student number and entry year; campusUuid null clears it',
    body: UpdateCampusProfileRequestSchema,
    result: StudentProfileSchema,
  }),
  uploadAvatar: endpoint({
    method: 'PUT',
    path: `${API_PREFIX.web}/students/profilepic`,
    auth: 'authenticated',
    tags,
    summary: `Upload a new avatar (multipart/form-data, one file): an image by content, at most ${AVATAR_MAX_BYTES} bytes; TIFF and HEIF refused`,
    // The route reads the parts itself: no body schema.
    consumes: ['multipart/form-data'],
    result: AvatarSavedSchema,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: `${API_PREFIX.web}/students`,
    auth: 'authenticated',
    tags,
    summary: 'Delete the account: personal data erased, avatar removed, every session revoked',
    result: Type.Object({ deleted: Type.Boolean() }),
  }),
};
