import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResult } from '../../../common/accounts.js';
import type { AppContext } from '../../context.js';
import { STUDENT, V2, WEB } from '../../context.js';
import { bearerOf } from '../../http/auth.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { accountsOf } from './accounts.js';
import { TrustedDevices } from './devices.js';
import { ipLimit } from '../../http/ip-limit.js';
import { retryAfterHeader } from './limits.js';
import { t } from './messages.js';
import {
  accessTokenField,
  body,
  checkAccessTokenSchema,
  emailField,
  emailOrPhoneField,
  flagSchema,
  fullNameField,
  idTokenField,
  newPasswordField,
  otpField,
  otpSentSchema,
  passwordField,
  registrationIdField,
  registrationSentSchema,
  phoneField,
  refreshTokenField,
  studentSummarySchema,
  tokenResultSchema,
} from './schemas.js';
import * as auth from './service.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Register, every sign-in path, OTPs, password reset and change, refresh, logout and the access
 * token check (spec section 7, "Auth and students").
 */
export default async function authModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const a = accountsOf(ctx);
  const limits = ctx.config.rateLimits;
  const perIp = {
    login: ipLimit(app, 'login', limits.loginPerIp),
    otpRequest: ipLimit(app, 'otp-request', limits.otpRequestPerIp),
    otpVerify: ipLimit(app, 'otp-verify', limits.otpVerifyPerIp),
    reset: ipLimit(app, 'password-reset', limits.passwordResetPerIp),
    register: ipLimit(app, 'register', limits.registerPerIp),
    refresh: ipLimit(app, 'refresh', limits.refreshPerIp),
  };
  const tags = ['auth'];
  const tokenAnswer = { 200: envelopeSchema(tokenResultSchema) };
  const onRequest = (...hooks: Hook[]) => hooks;
  // Per-account 429s (counted in the database) say when to retry, like the per-address ones.
  app.addHook('onError', retryAfterHeader);
  const callerOf = (req: FastifyRequest): auth.Caller => ({ ip: req.ip, deviceToken: TrustedDevices.tokenOf(req) });
  /** A successful sign-in proves this browser for the account (devices.ts). */
  const signedIn = async (req: FastifyRequest, reply: FastifyReply, result: TokenResult) => {
    if (result.student) await a.devices.remember(req, reply, result.student.id);
    return result;
  };

  // ------------------------------------------------------------ register and password sign-in

  app.post(`${WEB}/students/register`, {
    config: { auth: 'basic' },
    onRequest: onRequest(perIp.register),
    schema: {
      tags,
      summary:
        'Register with e-mail and password: sends a code to the e-mail address and answers where it went and a registrationId, no tokens. ' +
        'Confirm with v2/students/register-and-login-by-otp (emailOrPhone, otp, registrationId) to sign in. ' +
        'Registering again over an unconfirmed registration replaces it; 409 only for an address already proven.',
      body: body({ fullName: fullNameField, email: emailField, password: newPasswordField, phone: phoneField }, ['fullName', 'email', 'password']),
      response: { 201: envelopeSchema(registrationSentSchema) },
    },
    handler: async (req, reply) => {
      const { result, message } = await auth.register(a, req.body as auth.RegisterInput, callerOf(req), req.locale);
      return reply.status(201).send(ok(result, message, 201));
    },
  });

  const passwordLogin = {
    config: { auth: 'basic' as const },
    onRequest: onRequest(perIp.login),
    schema: {
      tags,
      summary:
        'Sign in with e-mail and password (403 while the address is not proven). Failures are limited per account and client address, ' +
        'with a higher account-wide ceiling that a browser which signed in before (lm_device cookie) passes',
      body: body({ email: emailField, password: passwordField }, ['email', 'password']),
      response: tokenAnswer,
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const { email, password } = req.body as { email: string; password: string };
      return ok(await signedIn(req, reply, await auth.loginByEmail(a, email, password, callerOf(req), req.locale)), t(req.locale, 'signedIn'));
    },
  };
  app.post(`${WEB}/auth/login-by-email`, passwordLogin);
  app.post(`${STUDENT}/Auth/login`, { ...passwordLogin, schema: { ...passwordLogin.schema, tags: ['student-api'], summary: 'Student API sign-in (same as auth/login-by-email)' } });

  // ------------------------------------------------------------ one-time codes

  for (const kind of ['email', 'phone'] as const) {
    const field = kind === 'email' ? emailField : phoneField;
    app.post(`${WEB}/auth/request-${kind}-otp`, {
      config: { auth: 'both' },
      onRequest: onRequest(perIp.otpRequest),
      schema: {
        tags,
        summary: `Send a one-time code to ${kind === 'email' ? 'an e-mail address' : 'a phone number'}: a sign-in code (public client) or, with a student token, a code to verify the ${kind} for the account`,
        body: body({ [kind]: field, purpose: { type: 'string', enum: ['login', 'verify'] } }, [kind]),
        response: { 200: envelopeSchema(otpSentSchema) },
      },
      handler: async (req) => {
        const b = req.body as Record<string, string>;
        const purpose = (b.purpose as 'login' | 'verify' | undefined) ?? (req.student ? 'verify' : 'login');
        const { result, message } = await auth.requestKindOtp(a, kind, b[kind], purpose, req.student, callerOf(req), req.locale);
        return ok(result, message);
      },
    });
    app.post(`${WEB}/auth/verify-${kind}`, {
      config: { auth: 'authenticated' },
      onRequest: onRequest(perIp.otpVerify),
      schema: {
        tags,
        summary: `Check the code sent by auth/request-${kind}-otp and put the ${kind} on the account, verified`,
        body: body({ [kind]: field, otp: otpField }, [kind, 'otp']),
        response: { 200: envelopeSchema(studentSummarySchema) },
      },
      handler: async (req) => {
        const b = req.body as Record<string, string>;
        const { result, message } = await auth.verifyContact(a, kind, b[kind], b.otp, req.student, req.locale);
        return ok(result, message);
      },
    });
  }

  app.post(`${WEB}/auth/login-by-email-otp`, {
    config: { auth: 'basic' },
    onRequest: onRequest(perIp.login, perIp.otpVerify),
    schema: {
      tags,
      summary: 'Sign in with the code sent by auth/request-email-otp',
      body: body({ email: emailField, otp: otpField }, ['email', 'otp']),
      response: tokenAnswer,
    },
    handler: async (req, reply) => {
      const { email, otp } = req.body as { email: string; otp: string };
      return ok(await signedIn(req, reply, await auth.loginByOtp(a, email, 'email', otp, req.locale)), t(req.locale, 'signedIn'));
    },
  });

  app.post(`${WEB}/auth/login-by-otp-email-or-phone`, {
    config: { auth: 'basic' },
    onRequest: onRequest(perIp.login, perIp.otpVerify),
    schema: {
      tags,
      summary: 'Sign in with the code sent by v2/auth/request-otp-email-or-phone (isForSignUp false)',
      body: body({ emailOrPhone: emailOrPhoneField, otp: otpField }, ['emailOrPhone', 'otp']),
      response: tokenAnswer,
    },
    handler: async (req, reply) => {
      const { emailOrPhone, otp } = req.body as { emailOrPhone: string; otp: string };
      return ok(await signedIn(req, reply, await auth.loginByOtp(a, emailOrPhone, 'either', otp, req.locale)), t(req.locale, 'signedIn'));
    },
  });

  app.post(`${V2}/auth/request-otp-email-or-phone`, {
    config: { auth: 'basic' },
    onRequest: onRequest(perIp.otpRequest),
    schema: {
      tags,
      summary: 'Send a sign-up code (isForSignUp, 409 when already registered) or a sign-in code to an e-mail address or phone number',
      body: body({ emailOrPhone: emailOrPhoneField, isForSignUp: { type: 'boolean' } }, ['emailOrPhone', 'isForSignUp']),
      response: { 200: envelopeSchema(otpSentSchema) },
    },
    handler: async (req) => {
      const { emailOrPhone, isForSignUp } = req.body as { emailOrPhone: string; isForSignUp: boolean };
      const { result, message } = await auth.requestOtpEmailOrPhone(a, emailOrPhone, isForSignUp, callerOf(req), req.locale);
      return ok(result, message);
    },
  });

  app.post(`${V2}/students/register-and-login-by-otp`, {
    config: { auth: 'basic' },
    onRequest: onRequest(perIp.register, perIp.otpVerify),
    schema: {
      tags,
      summary:
        'Create an account with the sign-up code (the address starts verified; password optional) and sign in. Also confirms a ' +
        'students/register registration: with its registrationId the registered name, password and phone are kept (fullName is then optional)',
      body: body(
        { emailOrPhone: emailOrPhoneField, otp: otpField, fullName: fullNameField, password: newPasswordField, registrationId: registrationIdField },
        ['emailOrPhone', 'otp'],
      ),
      response: { 201: envelopeSchema(tokenResultSchema) },
    },
    handler: async (req, reply) => {
      const result = await signedIn(req, reply, await auth.registerAndLoginByOtp(a, req.body as auth.RegisterByOtpInput, req.locale));
      return reply.status(201).send(ok(result, t(req.locale, 'registered'), 201));
    },
  });

  // ------------------------------------------------------------ passwords

  app.post(`${WEB}/auth/forget-password`, {
    config: { auth: 'basic' },
    onRequest: onRequest(perIp.reset),
    schema: {
      tags,
      summary: 'Send a password-reset code; the answer is the same whether or not the address is registered',
      body: body({ email: emailField }, ['email']),
      response: { 200: envelopeSchema(otpSentSchema) },
    },
    handler: async (req) => {
      const { result, message } = await auth.forgetPassword(a, (req.body as { email: string }).email, callerOf(req), req.locale);
      return ok(result, message);
    },
  });

  app.post(`${WEB}/auth/confirm-password-reset`, {
    config: { auth: 'basic' },
    onRequest: onRequest(perIp.reset, perIp.otpVerify),
    schema: {
      tags,
      summary: 'Set a new password with the reset code; every session of the account ends',
      body: body({ email: emailField, otp: otpField, newPassword: newPasswordField }, ['email', 'otp', 'newPassword']),
      response: { 200: envelopeSchema(flagSchema('reset')) },
    },
    handler: async (req) => {
      const { email, otp, newPassword } = req.body as { email: string; otp: string; newPassword: string };
      const { result, message } = await auth.confirmPasswordReset(a, email, otp, newPassword, req.locale);
      return ok(result, message);
    },
  });

  app.put(`${WEB}/auth/change-pass`, {
    config: { auth: 'authenticated' },
    schema: {
      tags,
      summary:
        'Change the password (oldPassword needed when the account has one); other sessions end. Of concurrent changes one wins, ' +
        'the others answer 409 (changed meanwhile)',
      body: body({ oldPassword: passwordField, newPassword: newPasswordField }, ['newPassword']),
      response: { 200: envelopeSchema(flagSchema('changed')) },
    },
    handler: async (req) => {
      const { oldPassword, newPassword } = req.body as { oldPassword?: string; newPassword: string };
      const { result, message } = await auth.changePassword(a, req.student, oldPassword, newPassword, req.locale);
      return ok(result, message);
    },
  });

  // ------------------------------------------------------------ sessions

  app.post(`${WEB}/auth/refresh-token`, {
    config: { auth: 'basic' },
    onRequest: onRequest(perIp.refresh),
    schema: {
      tags,
      summary: 'Exchange the refresh token for new tokens (single use; a reused one ends the session)',
      body: body({ refreshToken: refreshTokenField, deviceID: { type: 'integer', enum: [1] }, accessToken: accessTokenField }, ['refreshToken', 'deviceID']),
      response: tokenAnswer,
    },
    handler: async (req) => ok(await auth.refresh(a, req.body as auth.RefreshInput, req.locale)),
  });

  app.post(`${WEB}/auth/logout`, {
    config: { auth: 'authenticated' },
    schema: { tags, summary: 'End this session: its refresh token and access tokens stop working', response: { 200: envelopeSchema(flagSchema('loggedOut')) } },
    handler: async (req) => ok(await auth.logout(a, req.student), t(req.locale, 'loggedOut')),
  });

  app.post(`${V2}/auth/check-access-token`, {
    config: { auth: 'none' },
    schema: {
      tags,
      summary: 'Whether an access token (body accessToken, else the bearer header) is valid, and when it expires',
      body: { type: ['object', 'null'], additionalProperties: false, properties: { accessToken: accessTokenField } },
      response: { 200: envelopeSchema(checkAccessTokenSchema) },
    },
    handler: async (req) => {
      const token = (req.body as { accessToken?: string } | null)?.accessToken ?? bearerOf(req);
      return ok(await auth.checkAccessToken(a, token));
    },
  });

  // ------------------------------------------------------------ Google and Apple

  app.get(`${V2}/auth/social-config`, {
    config: { auth: 'both' },
    schema: {
      tags,
      summary: 'Public client ids of the configured social sign-in providers (null = turned off)',
      response: { 200: envelopeSchema({ type: 'object', properties: { google: { type: ['string', 'null'] }, apple: { type: ['string', 'null'] } } }) },
    },
    // The first client id of each provider is the website's (ID tokens for the others are accepted too).
    handler: async () => ok({ google: a.ctx.config.google.clientIds[0] ?? null, apple: a.ctx.config.apple.clientIds[0] ?? null }),
  });

  for (const provider of ['google', 'apple'] as const) {
    app.post(`${WEB}/auth/login-by-${provider}`, {
      config: { auth: 'basic' },
      onRequest: onRequest(perIp.login),
      schema: {
        tags,
        summary: `Sign in with a ${provider === 'google' ? 'Google' : 'Apple'} ID token (checked against the provider's keys, issuer, audience and expiry)`,
        body: body(
          { idToken: idTokenField, ...(provider === 'apple' ? { fullName: { type: 'string', maxLength: 100 } } : {}) },
          ['idToken'],
        ),
        response: tokenAnswer,
      },
      handler: async (req, reply) => {
        const { idToken, fullName } = req.body as { idToken: string; fullName?: string };
        return ok(await signedIn(req, reply, await auth.socialLogin(a, provider, idToken, fullName, req.locale)), t(req.locale, 'signedIn'));
      },
    });
  }
}
