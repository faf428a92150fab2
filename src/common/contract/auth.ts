import Type, { type Static, type TSchema } from 'typebox';
import { strictObject, text } from '../schema/primitives.js';
import { EMAIL_MAX, FULL_NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../validation.js';
import { API_PREFIX, endpoint, CLIENT } from './endpoint.js';

/**
 * Register, every sign-in path, one-time codes, password reset and change, refresh, logout and the
 * access token check (spec section 7, "Auth and students"). Every body is strict (no extra
 * fields) and every string bounded; the limits the sign-up and account forms also check come from
 * ../validation.ts, so form and server cannot disagree.
 */

const tags = ['auth'] as const;

/**
 * `schema` or null as one node, `type: [type, 'null']` rather than an anyOf: a refused value gets
 * the message the bare schema gives, the answer is serialised without trying branches, and
 * OpenAPI shows the field `nullable` (as these schemas always did).
 */
export function orNull<S extends TSchema & { type: string }>(schema: S) {
  return Type.Unsafe<Static<S> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** A uuid as text (at most 36 characters, so the `urn:uuid:` form is refused). */
export const uuidText = () => text(36, 0, { format: 'uuid' });

/** Request fields of the accounts calls. */
export const accountFields = {
  email: text(EMAIL_MAX, 3, { format: 'email' }),
  /** A new password: PASSWORD_MIN..PASSWORD_MAX characters (the letter-and-digit policy is the service's). */
  newPassword: text(PASSWORD_MAX, PASSWORD_MIN),
  /** A password given to sign in: any length up to PASSWORD_MAX (the policy is not revealed on sign-in). */
  password: text(PASSWORD_MAX, 1),
  fullName: text(FULL_NAME_MAX, 1, { pattern: '\\S' }),
  phone: text(20, 8, { pattern: '^[+0-9][0-9 ()\\-.]*$' }),
  emailOrPhone: text(EMAIL_MAX, 3),
  otp: text(OTP_LENGTH, OTP_LENGTH, { pattern: `^[0-9]{${OTP_LENGTH}}$` }),
  idToken: text(8192, 10),
  refreshToken: text(256, 16),
  accessToken: text(4096, 1),
  /** The id students/register answers, sent back with the code to keep what was registered. */
  registrationId: uuidText(),
};

// ---------------------------------------------------------------- results

export const AccessTokenSchema = Type.Object({
  /** ES256 JWT; send as `Authorization: Bearer <token>`. */
  token: Type.String(),
  /** ISO 8601. */
  expiredAt: Type.String(),
});
export type AccessToken = Static<typeof AccessTokenSchema>;

export const StudentSummarySchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  email: orNull(Type.String()),
  phone: orNull(Type.String()),
  avatarUrl: orNull(Type.String()),
});
export type StudentSummary = Static<typeof StudentSummarySchema>;

/** Answer of every sign-in, sign-up by code and refresh (refresh may leave out student). */
export const TokenResultSchema = Type.Object({
  accessToken: AccessTokenSchema,
  /** Opaque; single use: each refresh answers the next one. */
  refreshToken: Type.String(),
  student: Type.Optional(StudentSummarySchema),
});
export type TokenResult = Static<typeof TokenResultSchema>;

const otpSentProperties = {
  /** Masked e-mail address or phone number the code went to. */
  target: Type.String(),
  channel: Type.Enum(['email', 'sms'], { type: 'string' }),
  expiredAt: Type.String(),
  /** Seconds before another code may be asked for. */
  resendInSeconds: Type.Integer(),
};

/** Answer of every OTP request. */
export const OtpSentSchema = Type.Object(otpSentProperties);
export type OtpSent = Static<typeof OtpSentSchema>;

/**
 * Answer of students/register (201): no tokens until the address is proven. The code went to the
 * e-mail address; send it with this registrationId to v2/students/register-and-login-by-otp to
 * keep the registered name, password and phone.
 */
export const RegistrationSentSchema = Type.Object({ ...otpSentProperties, registrationId: Type.String() });
export type RegistrationSent = Static<typeof RegistrationSentSchema>;

export const CheckAccessTokenResultSchema = Type.Object({ isValid: Type.Boolean(), expiredAt: orNull(Type.String()) });
export type CheckAccessTokenResult = Static<typeof CheckAccessTokenResultSchema>;

/** Public client ids of the social sign-in providers; null = turned off. */
export const SocialConfigSchema = Type.Object({ google: orNull(Type.String()), apple: orNull(Type.String()) });
export type SocialConfig = Static<typeof SocialConfigSchema>;

// ---------------------------------------------------------------- request bodies

const f = accountFields;

export const RegisterRequestSchema = strictObject({ fullName: f.fullName, email: f.email, password: f.newPassword, phone: Type.Optional(f.phone) });
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

export const RegisterByOtpRequestSchema = strictObject({
  emailOrPhone: f.emailOrPhone,
  otp: f.otp,
  fullName: Type.Optional(f.fullName),
  password: Type.Optional(f.newPassword),
  /** From students/register: keeps what that registration set (name, password, phone). */
  registrationId: Type.Optional(f.registrationId),
});
export type RegisterByOtpRequest = Static<typeof RegisterByOtpRequestSchema>;

/** Body of auth/refresh-token. deviceID is always 1; the old API adds the current accessToken. */
export const RefreshRequestSchema = strictObject({
  refreshToken: f.refreshToken,
  deviceID: Type.Enum([1], { type: 'integer' }),
  accessToken: Type.Optional(f.accessToken),
});
export type RefreshRequest = Static<typeof RefreshRequestSchema>;

/**
 * Password sign-in. `email` keeps its name (the spec's body) and takes an e-mail address or a phone
 * number (a phone signs in only where it is proven); what is neither answers 400.
 */
const passwordLoginBody = strictObject({ email: f.emailOrPhone, password: f.password });
/** `login` asks for a sign-in code; `verify` (with a student token) a code that proves the address for the account. */
const otpPurpose = Type.Optional(Type.Enum(['login', 'verify'], { type: 'string' }));
const passwordLoginSummary =
  'Sign in with a password and an e-mail address (403 while it is not proven) or a proven phone number (08…, 628…, +…), both in `email`. ' +
  'Failures are limited per address or number and client address, ' +
  'with a higher account-wide ceiling that a browser which signed in before (lm_device cookie) passes';
const idTokenSummary = (provider: string) => `Sign in with a ${provider} ID token (checked against the provider's keys, issuer, audience and expiry)`;

// ---------------------------------------------------------------- endpoints

export const auth = {
  register: endpoint({
    method: 'POST',
    path: `${API_PREFIX.web}/students/register`,
    auth: 'basic',
    tags,
    summary:
      'Register with e-mail and password: sends a code to the e-mail address and answers where it went and a registrationId, no tokens. ' +
      'Confirm with v2/students/register-and-login-by-otp (emailOrPhone, otp, registrationId) to sign in. ' +
      'Registering again over an unconfirmed registration replaces it; 409 only for an address already proven.',
    body: RegisterRequestSchema,
    result: RegistrationSentSchema,
    status: 201,
  }),
  loginByEmail: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/login-by-email`,
    auth: 'basic',
    tags,
    summary: passwordLoginSummary,
    body: passwordLoginBody,
    result: TokenResultSchema,
  }),
  studentApiLogin: endpoint({
    method: 'POST',
    path: `${API_PREFIX.student}/Auth/login`,
    auth: 'basic',
    tags: ['student-api'],
    summary: 'Student API sign-in (same as auth/login-by-email)',
    body: passwordLoginBody,
    result: TokenResultSchema,
  }),
  requestEmailOtp: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/request-email-otp`,
    auth: 'both',
    tags,
    summary: 'Send a one-time code to an e-mail address: a sign-in code (public client) or, with a student token, a code to verify the email for the account',
    body: strictObject({ email: f.email, purpose: otpPurpose }),
    result: OtpSentSchema,
  }),
  verifyEmail: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/verify-email`,
    auth: 'authenticated',
    tags,
    summary: 'Check the code sent by auth/request-email-otp and put the email on the account, verified',
    body: strictObject({ email: f.email, otp: f.otp }),
    result: StudentSummarySchema,
  }),
  requestPhoneOtp: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/request-phone-otp`,
    auth: 'both',
    tags,
    summary: 'Send a one-time code to a phone number: a sign-in code (public client) or, with a student token, a code to verify the phone for the account',
    body: strictObject({ phone: f.phone, purpose: otpPurpose }),
    result: OtpSentSchema,
  }),
  verifyPhone: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/verify-phone`,
    auth: 'authenticated',
    tags,
    summary: 'Check the code sent by auth/request-phone-otp and put the phone on the account, verified',
    body: strictObject({ phone: f.phone, otp: f.otp }),
    result: StudentSummarySchema,
  }),
  loginByEmailOtp: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/login-by-email-otp`,
    auth: 'basic',
    tags,
    summary: 'Sign in with the code sent by auth/request-email-otp',
    body: strictObject({ email: f.email, otp: f.otp }),
    result: TokenResultSchema,
  }),
  loginByOtpEmailOrPhone: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/login-by-otp-email-or-phone`,
    auth: 'basic',
    tags,
    summary: 'Sign in with the code sent by v2/auth/request-otp-email-or-phone (isForSignUp false)',
    body: strictObject({ emailOrPhone: f.emailOrPhone, otp: f.otp }),
    result: TokenResultSchema,
  }),
  requestOtpEmailOrPhone: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.v2}/auth/request-otp-email-or-phone`,
    auth: 'basic',
    tags,
    summary: 'Send a sign-up code (isForSignUp, 409 when already registered) or a sign-in code to an e-mail address or phone number',
    body: strictObject({ emailOrPhone: f.emailOrPhone, isForSignUp: Type.Boolean() }),
    result: OtpSentSchema,
  }),
  registerAndLoginByOtp: endpoint({
    method: 'POST',
    path: `${API_PREFIX.v2}/students/register-and-login-by-otp`,
    auth: 'basic',
    tags,
    summary:
      'Create an account with the sign-up code (the address starts verified; password optional) and sign in. Also confirms a ' +
      'students/register registration: with its registrationId the registered name, password and phone are kept (fullName is then optional)',
    body: RegisterByOtpRequestSchema,
    result: TokenResultSchema,
    status: 201,
  }),
  forgetPassword: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/forget-password`,
    auth: 'basic',
    tags,
    summary: 'Send a password-reset code; the answer is the same whether or not the address is registered',
    body: strictObject({ email: f.email }),
    result: OtpSentSchema,
  }),
  confirmPasswordReset: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/confirm-password-reset`,
    auth: 'basic',
    tags,
    summary: 'Set a new password with the reset code; every session of the account ends',
    body: strictObject({ email: f.email, otp: f.otp, newPassword: f.newPassword }),
    result: Type.Object({ reset: Type.Boolean() }),
  }),
  changePassword: endpoint({
    client: CLIENT.authCall,
    method: 'PUT',
    path: `${API_PREFIX.web}/auth/change-pass`,
    auth: 'authenticated',
    tags,
    summary: 'Change the password (oldPassword needed when the account has one); other sessions end. Of concurrent changes one wins, the others answer 409 (changed meanwhile)',
    body: strictObject({ oldPassword: Type.Optional(f.password), newPassword: f.newPassword }),
    result: Type.Object({ changed: Type.Boolean() }),
  }),
  refreshToken: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/refresh-token`,
    auth: 'basic',
    tags,
    summary: 'Exchange the refresh token for new tokens (single use; a reused one ends the session)',
    body: RefreshRequestSchema,
    result: TokenResultSchema,
  }),
  logout: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/logout`,
    auth: 'authenticated',
    tags,
    summary: 'End this session: its refresh token and access tokens stop working',
    result: Type.Object({ loggedOut: Type.Boolean() }),
  }),
  checkAccessToken: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.v2}/auth/check-access-token`,
    auth: 'none',
    tags,
    summary: 'Whether an access token (body accessToken, else the bearer header) is valid, and when it expires',
    // No body at all is allowed too: the bearer header is checked then.
    body: orNull(strictObject({ accessToken: Type.Optional(f.accessToken) })),
    result: CheckAccessTokenResultSchema,
  }),
  socialConfig: endpoint({
    client: CLIENT.authCall,
    method: 'GET',
    path: `${API_PREFIX.v2}/auth/social-config`,
    auth: 'both',
    tags,
    summary: 'Public client ids of the configured social sign-in providers (null = turned off)',
    result: SocialConfigSchema,
  }),
  loginByGoogle: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/login-by-google`,
    auth: 'basic',
    tags,
    summary: idTokenSummary('Google'),
    body: strictObject({ idToken: f.idToken }),
    result: TokenResultSchema,
  }),
  loginByApple: endpoint({
    client: CLIENT.authCall,
    method: 'POST',
    path: `${API_PREFIX.web}/auth/login-by-apple`,
    auth: 'basic',
    tags,
    summary: idTokenSummary('Apple'),
    // Apple sends the name only on the first sign-in (it may be blank).
    body: strictObject({ idToken: f.idToken, fullName: Type.Optional(text(FULL_NAME_MAX)) }),
    result: TokenResultSchema,
  }),
};
