/** JSON schemas of the accounts calls: every body strict (no extra fields), every string bounded. */

export const str = { type: 'string' } as const;
export const strOrNull = { type: ['string', 'null'] } as const;

export const emailField = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;
/** New passwords: 8 to 128 characters. */
export const newPasswordField = { type: 'string', minLength: 8, maxLength: 128 } as const;
/** Passwords given to sign in: any length up to 128 (the policy is not revealed on sign-in). */
export const passwordField = { type: 'string', minLength: 1, maxLength: 128 } as const;
export const fullNameField = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;
export const phoneField = { type: 'string', minLength: 8, maxLength: 20, pattern: '^[+0-9][0-9 ()\\-.]*$' } as const;
export const emailOrPhoneField = { type: 'string', minLength: 3, maxLength: 254 } as const;
export const otpField = { type: 'string', pattern: '^[0-9]{6}$' } as const;
export const idTokenField = { type: 'string', minLength: 10, maxLength: 8192 } as const;
export const refreshTokenField = { type: 'string', minLength: 16, maxLength: 256 } as const;
export const accessTokenField = { type: 'string', minLength: 1, maxLength: 4096 } as const;
/** The id students/register answers, sent back with the code to keep what was registered. */
export const registrationIdField = { type: 'string', format: 'uuid' } as const;

export function body(properties: Record<string, object>, required: string[]) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export const studentSummarySchema = {
  type: 'object',
  required: ['id', 'fullName', 'email', 'phone', 'avatarUrl'],
  properties: { id: { type: 'integer' }, fullName: str, email: strOrNull, phone: strOrNull, avatarUrl: strOrNull },
} as const;

export const tokenResultSchema = {
  type: 'object',
  required: ['accessToken', 'refreshToken'],
  properties: {
    accessToken: { type: 'object', required: ['token', 'expiredAt'], properties: { token: str, expiredAt: str } },
    refreshToken: str,
    student: studentSummarySchema,
  },
} as const;

export const otpSentSchema = {
  type: 'object',
  required: ['target', 'channel', 'expiredAt', 'resendInSeconds'],
  properties: { target: str, channel: { type: 'string', enum: ['email', 'sms'] }, expiredAt: str, resendInSeconds: { type: 'integer' } },
} as const;

export const registrationSentSchema = {
  type: 'object',
  required: [...otpSentSchema.required, 'registrationId'],
  properties: { ...otpSentSchema.properties, registrationId: str },
} as const;

export const checkAccessTokenSchema = {
  type: 'object',
  required: ['isValid', 'expiredAt'],
  properties: { isValid: { type: 'boolean' }, expiredAt: strOrNull },
} as const;

export const flagSchema = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'boolean' } } }) as const;
