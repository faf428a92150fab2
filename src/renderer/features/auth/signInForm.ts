/**
 * Rules of the sign-in page's password form: the first field takes an e-mail address or a phone
 * number (08…, 628…, +62…), checked by the shared rule the server uses (src/common/validation.ts),
 * so the form never refuses what the server accepts. A phone signs in with a password only once
 * it is proven on the account (docs/decisions.md, "Session 27: password sign-in with a phone").
 */
import { validateEmailOrPhone, validateSignInPassword, type ValidationCode } from '../../../common/validation';

export interface PasswordSignIn {
  /** An e-mail address or a phone number; sent as `email` (the spec's field name). */
  email: string;
  password: string;
}

export function validatePasswordSignIn(values: PasswordSignIn): Record<keyof PasswordSignIn, ValidationCode | null> {
  return { email: validateEmailOrPhone(values.email), password: validateSignInPassword(values.password) };
}
