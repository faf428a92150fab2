import type { AppContext } from '../../context.js';
import { AttemptCounter } from '../../security/attempts.js';
import { PasswordHasher } from '../../security/passwords.js';
import { RefreshTokenService } from '../../security/refresh-tokens.js';
import { TrustedDevices } from './devices.js';
import { OtpService } from './otp.js';
import { IdTokenVerifier } from './social.js';

/** The account services of one app, shared by the auth and students modules. */
export interface Accounts {
  ctx: AppContext;
  passwords: PasswordHasher;
  refresh: RefreshTokenService;
  otp: OtpService;
  attempts: AttemptCounter;
  devices: TrustedDevices;
  google: IdTokenVerifier;
  apple: IdTokenVerifier;
}

const byContext = new WeakMap<AppContext, Accounts>();

export function accountsOf(ctx: AppContext): Accounts {
  let accounts = byContext.get(ctx);
  if (!accounts) {
    const { db, config } = ctx;
    accounts = {
      ctx,
      passwords: new PasswordHasher(config.argon2),
      refresh: new RefreshTokenService(db, config.refreshTokenTtlSeconds),
      otp: new OtpService(db, config.otp, config.rateLimits.otpRequestPerTarget, ctx.secrets.otpHmacKey, config.rateLimits.otpRequestPerTargetAndIp),
      attempts: new AttemptCounter(db),
      devices: new TrustedDevices(db),
      google: new IdTokenVerifier('google', config.google),
      apple: new IdTokenVerifier('apple', config.apple),
    };
    byContext.set(ctx, accounts);
  }
  return accounts;
}
