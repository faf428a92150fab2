/**
 * Result shapes of the accounts calls (auth, students, campus master data), shared by the server
 * and the renderer. Every one sits in the `result` of the envelope `{ statusCode, message, result }`.
 */

export interface AccessToken {
  /** ES256 JWT; send as `Authorization: Bearer <token>`. */
  token: string;
  /** ISO 8601. */
  expiredAt: string;
}

export interface StudentSummary {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
}

/** Answer of every sign-in, sign-up by code and refresh (refresh may leave out student). */
export interface TokenResult {
  accessToken: AccessToken;
  /** Opaque; single use: each refresh answers the next one. */
  refreshToken: string;
  student?: StudentSummary;
}

/** Body of auth/refresh-token. deviceID is always 1; the old API adds the current accessToken. */
export interface RefreshRequest {
  refreshToken: string;
  deviceID: 1;
  accessToken?: string;
}

/** Answer of every OTP request. */
export interface OtpSent {
  /** Masked e-mail address or phone number the code went to. */
  target: string;
  channel: 'email' | 'sms';
  expiredAt: string;
  /** Seconds before another code may be asked for. */
  resendInSeconds: number;
}

/**
 * Answer of students/register (201): no tokens until the address is proven. The code went to the
 * e-mail address; send it with this registrationId to v2/students/register-and-login-by-otp to
 * keep the registered name, password and phone.
 */
export interface RegistrationSent extends OtpSent {
  registrationId: string;
}

export interface CheckAccessTokenResult {
  isValid: boolean;
  expiredAt: string | null;
}

export type Gender = 'male' | 'female';

export interface CampusProfile {
  campusUuid: string;
  campusName: string;
  facultyId: number | null;
  facultyName: string | null;
  majorId: number | null;
  majorName: string | null;
  studentNumber: string | null;
  entryYear: number | null;
}

export interface StudentProfile extends StudentSummary {
  gender: Gender | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  city: string | null;
  bio: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** false for accounts made with an OTP or Google/Apple only: change-pass then needs no old password. */
  hasPassword: boolean;
  linkedAccounts: { google: boolean; apple: boolean };
  /** null until the student picks a campus. */
  campusProfile: CampusProfile | null;
  createdAt: string;
}

/** Body of U students (every field optional, at least one). */
export interface UpdateProfileRequest {
  fullName?: string;
  gender?: Gender | null;
  birthDate?: string | null;
  city?: string | null;
  bio?: string | null;
}

/** Body of U students/my-campus-profile; campusUuid null clears it. */
export interface UpdateCampusProfileRequest {
  campusUuid: string | null;
  facultyId?: number | null;
  majorId?: number | null;
  studentNumber?: string | null;
  entryYear?: number | null;
}

export interface Campus {
  uuid: string;
  name: string;
  shortName: string;
  city: string;
  province: string;
}

export interface Faculty {
  id: number;
  campusUuid: string;
  name: string;
}

export interface Major {
  id: number;
  facultyId: number;
  name: string;
}
