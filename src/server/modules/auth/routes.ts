import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResult } from '../../../common/accounts.js';
import { auth } from '../../../common/contract/auth.js';
import type { AppContext } from '../../context.js';
import { bearerOf } from '../../http/auth.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { ipLimit } from '../../http/ip-limit.js';
import { accountsOf } from './accounts.js';
import { TrustedDevices } from './devices.js';
import { retryAfterHeader } from './limits.js';
import { t } from './messages.js';
import * as service from './service.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Register, every sign-in path, OTPs, password reset and change, refresh, logout and the access
 * token check (spec section 7, "Auth and students"; endpoints in src/common/contract/auth.ts).
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
  /** The per-address limits a call counts against, checked before anything else. */
  const limitedBy = (...hooks: Hook[]) => ({ onRequest: hooks });
  // Per-account 429s (counted in the database) say when to retry, like the per-address ones.
  app.addHook('onError', retryAfterHeader);
  const callerOf = (req: FastifyRequest): service.Caller => ({ ip: req.ip, deviceToken: TrustedDevices.tokenOf(req) });
  /** A successful sign-in proves this browser for the account (devices.ts). */
  const signedIn = async (req: FastifyRequest, reply: FastifyReply, result: TokenResult) => {
    if (result.student) await a.devices.remember(req, reply, result.student.id);
    return result;
  };

  // ------------------------------------------------------------ register and password sign-in

  route(
    app,
    auth.register,
    async (req, reply) => {
      const { result, message } = await service.register(a, req.body, callerOf(req), req.locale);
      reply.status(201);
      return ok(result, message, 201);
    },
    limitedBy(perIp.register),
  );

  for (const e of [auth.loginByEmail, auth.studentApiLogin]) {
    route(
      app,
      e,
      async (req, reply) => {
        const { email, password } = req.body;
        return ok(await signedIn(req, reply, await service.loginByPassword(a, email, password, callerOf(req), req.locale)), t(req.locale, 'signedIn'));
      },
      limitedBy(perIp.login),
    );
  }

  // ------------------------------------------------------------ one-time codes

  /** Without a purpose, a student token asks for a code to verify the address, the public client for a sign-in code. */
  const purposeOf = (req: FastifyRequest, purpose: 'login' | 'verify' | undefined) => purpose ?? (req.student ? 'verify' : 'login');

  route(
    app,
    auth.requestEmailOtp,
    async (req) => {
      const { email, purpose } = req.body;
      const { result, message } = await service.requestKindOtp(a, 'email', email, purposeOf(req, purpose), req.student, callerOf(req), req.locale);
      return ok(result, message);
    },
    limitedBy(perIp.otpRequest),
  );
  route(
    app,
    auth.verifyEmail,
    async (req) => {
      const { result, message } = await service.verifyContact(a, 'email', req.body.email, req.body.otp, req.student, req.locale);
      return ok(result, message);
    },
    limitedBy(perIp.otpVerify),
  );
  route(
    app,
    auth.requestPhoneOtp,
    async (req) => {
      const { phone, purpose } = req.body;
      const { result, message } = await service.requestKindOtp(a, 'phone', phone, purposeOf(req, purpose), req.student, callerOf(req), req.locale);
      return ok(result, message);
    },
    limitedBy(perIp.otpRequest),
  );
  route(
    app,
    auth.verifyPhone,
    async (req) => {
      const { result, message } = await service.verifyContact(a, 'phone', req.body.phone, req.body.otp, req.student, req.locale);
      return ok(result, message);
    },
    limitedBy(perIp.otpVerify),
  );

  route(
    app,
    auth.loginByEmailOtp,
    async (req, reply) => {
      const { email, otp } = req.body;
      return ok(await signedIn(req, reply, await service.loginByOtp(a, email, 'email', otp, req.locale)), t(req.locale, 'signedIn'));
    },
    limitedBy(perIp.login, perIp.otpVerify),
  );

  route(
    app,
    auth.loginByOtpEmailOrPhone,
    async (req, reply) => {
      const { emailOrPhone, otp } = req.body;
      return ok(await signedIn(req, reply, await service.loginByOtp(a, emailOrPhone, 'either', otp, req.locale)), t(req.locale, 'signedIn'));
    },
    limitedBy(perIp.login, perIp.otpVerify),
  );

  route(
    app,
    auth.requestOtpEmailOrPhone,
    async (req) => {
      const { emailOrPhone, isForSignUp } = req.body;
      const { result, message } = await service.requestOtpEmailOrPhone(a, emailOrPhone, isForSignUp, callerOf(req), req.locale);
      return ok(result, message);
    },
    limitedBy(perIp.otpRequest),
  );

  route(
    app,
    auth.registerAndLoginByOtp,
    async (req, reply) => {
      const result = await signedIn(req, reply, await service.registerAndLoginByOtp(a, req.body, req.locale));
      reply.status(201);
      return ok(result, t(req.locale, 'registered'), 201);
    },
    limitedBy(perIp.register, perIp.otpVerify),
  );

  // ------------------------------------------------------------ passwords

  route(
    app,
    auth.forgetPassword,
    async (req) => {
      const { result, message } = await service.forgetPassword(a, req.body.email, callerOf(req), req.locale);
      return ok(result, message);
    },
    limitedBy(perIp.reset),
  );

  route(
    app,
    auth.confirmPasswordReset,
    async (req) => {
      const { email, otp, newPassword } = req.body;
      const { result, message } = await service.confirmPasswordReset(a, email, otp, newPassword, req.locale);
      return ok(result, message);
    },
    limitedBy(perIp.reset, perIp.otpVerify),
  );

  route(app, auth.changePassword, async (req) => {
    const { oldPassword, newPassword } = req.body;
    const { result, message } = await service.changePassword(a, req.student, oldPassword, newPassword, req.locale);
    return ok(result, message);
  });

  // ------------------------------------------------------------ sessions

  route(app, auth.refreshToken, async (req) => ok(await service.refresh(a, req.body, req.locale)), limitedBy(perIp.refresh));

  route(app, auth.logout, async (req) => ok(await service.logout(a, req.student), t(req.locale, 'loggedOut')));

  route(app, auth.checkAccessToken, async (req) => ok(await service.checkAccessToken(a, req.body?.accessToken ?? bearerOf(req))));

  // ------------------------------------------------------------ Google and Apple

  // The first client id of each provider is the website's (ID tokens for the others are accepted too).
  route(app, auth.socialConfig, async () => ok({ google: ctx.config.google.clientIds[0] ?? null, apple: ctx.config.apple.clientIds[0] ?? null }));

  route(
    app,
    auth.loginByGoogle,
    async (req, reply) => ok(await signedIn(req, reply, await service.socialLogin(a, 'google', req.body.idToken, undefined, req.locale)), t(req.locale, 'signedIn')),
    limitedBy(perIp.login),
  );
  route(
    app,
    auth.loginByApple,
    async (req, reply) => {
      const { idToken, fullName } = req.body;
      return ok(await signedIn(req, reply, await service.socialLogin(a, 'apple', idToken, fullName, req.locale)), t(req.locale, 'signedIn'));
    },
    limitedBy(perIp.login),
  );
}
