/**
 * Sign-in, sign-up, one-time codes, password reset and change, logout (spec 3, 4, 7 "Auth and
 * students"). Every call throws ApiError on failure (the forms show the server's message, which
 * comes in the request's language); success stores the session through SessionStore.login, which
 * keeps it only if an access token is present.
 */
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { OtpSent, StudentSummary, TokenResult } from '../../common/accounts';
import { auth } from '../../common/contract/auth';
import type { ResultOf } from '../../common/contract/endpoint';
import { ApiError, isApiError } from '../api/errors';
import type { ContractClient } from '../api/contract';
import type { SessionRefresher } from '../api/session';
import { Resource } from './Resource';
import type { SessionStore } from './SessionStore';
import { featureStore } from './feature';
import { methodOfAddress, trackLogin, type LoginMethod } from '../platform/tagManager';

export type OtpPurpose = 'signin' | 'signup' | 'reset';
export type SocialProvider = 'google' | 'apple';

/** A code that was sent: where to (masked), until when it works, when another may be asked for. */
export interface OtpChallenge {
  purpose: OtpPurpose;
  /** What the student typed (e-mail or phone), sent again with the code. */
  address: string;
  target: string;
  channel: 'email' | 'sms';
  /** ms since epoch. */
  expiresAt: number;
  /** ms since epoch; the resend button waits until then. */
  resendAt: number;
}

export interface SignUpInput {
  fullName: string;
  emailOrPhone: string;
  otp: string;
  password?: string;
}

export interface AuthStoreDeps {
  client: ContractClient;
  /** The API clients' single-flight refresher (change-pass and logout refresh once on a 401). */
  refresher: SessionRefresher;
  session: SessionStore;
  /** Clock for the resend cooldown (tests inject one). */
  now?: () => number;
}

/** Logout must not keep the student waiting on the main API's long timeout. */
const LOGOUT_TIMEOUT_MS = 10000;

export class AuthStore {
  /** The last code sent, per purpose. */
  challenges: Partial<Record<OtpPurpose, OtpChallenge>> = {};
  /** The student of the last sign-in answer (name for the welcome toast). */
  student: StudentSummary | null = null;
  /** The Google and Apple client ids the server configures (the sign-in pages' loader asks once). */
  readonly socialConfig = new Resource<ResultOf<typeof auth.socialConfig>>();

  private readonly client: ContractClient;
  private readonly refresher: SessionRefresher;
  private readonly session: SessionStore;
  private readonly now: () => number;

  constructor(deps: AuthStoreDeps) {
    this.client = deps.client;
    this.refresher = deps.refresher;
    this.session = deps.session;
    this.now = deps.now ?? (() => Date.now());
    makeObservable<AuthStore, 'remember' | 'signedIn'>(this, {
      challenges: observable,
      student: observableRef,
      remember: action,
      signedIn: action,
      forgetChallenge: action,
      reset: action,
    });
  }

  challenge(purpose: OtpPurpose): OtpChallenge | null {
    return this.challenges[purpose] ?? null;
  }

  /** Whole seconds until another code may be asked for (0 = now). */
  secondsUntilResend(purpose: OtpPurpose, now = this.now()): number {
    const c = this.challenges[purpose];
    return c ? Math.max(0, Math.ceil((c.resendAt - now) / 1000)) : 0;
  }

  /** G v2/auth/social-config, once (it does not depend on the language). */
  loadSocialConfig() {
    return this.socialConfig.ensure(() => this.client.call(auth.socialConfig));
  }

  // ------------------------------------------------------------------ sign-in

  /** P auth/login-by-email. */
  loginByEmail(email: string, password: string): Promise<StudentSummary | null> {
    return this.signIn(this.client.call(auth.loginByEmail, { body: { email: email.trim(), password } }), 'email');
  }

  /**
   * P v2/auth/request-otp-email-or-phone: a sign-in code (isForSignUp false) or a sign-up code
   * (true; 409 when the address already has an account).
   */
  async requestOtp(purpose: 'signin' | 'signup', emailOrPhone: string): Promise<OtpChallenge> {
    const address = emailOrPhone.trim();
    const sent = await this.client.call(auth.requestOtpEmailOrPhone, { body: { emailOrPhone: address, isForSignUp: purpose === 'signup' } });
    return this.remember(purpose, address, sent);
  }

  /** P auth/login-by-otp-email-or-phone. */
  async loginByOtp(emailOrPhone: string, otp: string): Promise<StudentSummary | null> {
    const student = await this.signIn(this.client.call(auth.loginByOtpEmailOrPhone, { body: { emailOrPhone: emailOrPhone.trim(), otp } }), methodOfAddress(emailOrPhone));
    this.forgetChallenge('signin');
    return student;
  }

  /** P v2/students/register-and-login-by-otp: creates the account (address verified) and signs in. */
  async registerByOtp(input: SignUpInput): Promise<StudentSummary | null> {
    const body = {
      emailOrPhone: input.emailOrPhone.trim(),
      otp: input.otp,
      fullName: input.fullName.trim(),
      ...(input.password ? { password: input.password } : {}),
    };
    const student = await this.signIn(this.client.call(auth.registerAndLoginByOtp, { body }), methodOfAddress(body.emailOrPhone));
    this.forgetChallenge('signup');
    return student;
  }

  /** P auth/login-by-google | auth/login-by-apple with the provider's ID token. */
  socialLogin(provider: SocialProvider, idToken: string, fullName?: string): Promise<StudentSummary | null> {
    if (provider === 'google') return this.signIn(this.client.call(auth.loginByGoogle, { body: { idToken } }), 'google');
    return this.signIn(this.client.call(auth.loginByApple, { body: { idToken, ...(fullName ? { fullName } : {}) } }), 'apple');
  }

  // ------------------------------------------------------------------ passwords

  /** P auth/forget-password: the server answers the same whether or not the address is registered. */
  async forgetPassword(email: string): Promise<OtpChallenge> {
    const address = email.trim();
    const sent = await this.client.call(auth.forgetPassword, { body: { email: address } });
    return this.remember('reset', address, sent);
  }

  /**
   * P auth/confirm-password-reset. The server ends every session of the account, so a session
   * kept here (a signed-in student resetting the password) is dropped locally too.
   */
  async confirmPasswordReset(email: string, otp: string, newPassword: string): Promise<void> {
    await this.client.call(auth.confirmPasswordReset, { body: { email: email.trim(), otp, newPassword } });
    this.forgetChallenge('reset');
    if (this.session.isSignedIn) this.session.logout();
  }

  /**
   * U auth/change-pass. Client errors come back with the server's status and message (spec 8).
   * oldPassword is left out for accounts without a password (made with a code or Google/Apple).
   */
  async changePassword(oldPassword: string | undefined, newPassword: string): Promise<void> {
    const body = { newPassword, ...(oldPassword ? { oldPassword } : {}) };
    await this.withFreshToken(() => this.client.call(auth.changePassword, { body }));
  }

  // ------------------------------------------------------------------ logout

  /**
   * P auth/logout (authenticated) so the server ends the session (its refresh token stops
   * working), then the local logout: session and cdpLogo cookie cleared, also when the call fails.
   */
  async signOut(): Promise<void> {
    if (this.session.isSignedIn) {
      try {
        await this.withFreshToken(() => this.client.call(auth.logout, { timeout: LOGOUT_TIMEOUT_MS }), false);
      } catch {
        /* the local logout happens regardless */
      }
    }
    this.session.logout();
    this.reset();
  }

  forgetChallenge(purpose: OtpPurpose): void {
    delete this.challenges[purpose];
  }

  reset(): void {
    this.challenges = {};
    this.student = null;
  }

  // ------------------------------------------------------------------ internals

  private remember(purpose: OtpPurpose, address: string, sent: OtpSent): OtpChallenge {
    const now = this.now();
    const expires = Date.parse(sent.expiredAt);
    const challenge: OtpChallenge = {
      purpose,
      address,
      target: sent.target,
      channel: sent.channel,
      expiresAt: Number.isFinite(expires) ? expires : now + 5 * 60_000,
      resendAt: now + Math.max(0, sent.resendInSeconds ?? 0) * 1000,
    };
    this.challenges[purpose] = challenge;
    return challenge;
  }

  private signedIn(student: StudentSummary | null): void {
    this.student = student;
  }

  /** Stores the session of a token answer; an answer without an access token is a failure. */
  private async signIn(call: Promise<TokenResult>, method: LoginMethod): Promise<StudentSummary | null> {
    const result = await call;
    if (!this.session.login(result)) throw new ApiError(502, '', result);
    const student = result.student ?? null;
    this.signedIn(student);
    // After login: the event carries the new session's user id.
    trackLogin(method);
    return student;
  }

  /**
   * auth/* paths skip the API client's refresh-and-retry (spec 4), but change-pass and logout need
   * a live access token: on a 401 refresh once (shared single-flight refresher) and retry. A
   * refused refresh ends the session like anywhere else (unless `expireOnReject` is false).
   */
  private async withFreshToken<T>(fn: () => Promise<T>, expireOnReject = true): Promise<T> {
    const sent = this.session.getAccessToken();
    try {
      return await fn();
    } catch (err) {
      if (!isApiError(err) || err.status !== 401 || !this.session.isSignedIn) throw err;
      const current = this.session.getAccessToken();
      if (current && current !== sent) return fn();
      const outcome = await this.refresher.refresh();
      if (outcome === 'refreshed') return fn();
      if (outcome === 'rejected' && expireOnReject) this.session.clear({ removeLogo: true, expired: true });
      throw err;
    }
  }
}

/**
 * Sign-in, sign-up, OTP and password flows, made on first use (the auth and account pages, sign-out):
 * their code and the auth contract are not in the first load of every page.
 */
export const authOf = featureStore((root) => new AuthStore({ client: root.client, refresher: root.api.refresher, session: root.session }));
