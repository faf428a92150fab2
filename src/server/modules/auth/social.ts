import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';
import type { IdentityProviderConfig } from '../../config.js';

export type Provider = 'google' | 'apple';
export const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', apple: 'Apple' };

export interface VerifiedIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The ID token is wrong: forged, expired, for another audience or issuer, malformed. */
export class InvalidIdTokenError extends Error {}
/** The provider's keys could not be fetched. */
export class ProviderUnavailableError extends Error {}

/**
 * Checks a Google or Apple ID token: signature against the provider's JWKS (fetched from the
 * configured URL and cached by jose), issuer, audience (our client ids) and expiry.
 */
export class IdTokenVerifier {
  private readonly jwks;
  constructor(
    readonly provider: Provider,
    private readonly config: IdentityProviderConfig,
  ) {
    this.jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  }

  get enabled(): boolean {
    return this.config.clientIds.length > 0;
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: this.config.issuers,
        audience: this.config.clientIds,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) throw new InvalidIdTokenError('sub');
      const email = typeof payload.email === 'string' && payload.email.length <= 254 ? payload.email.trim().toLowerCase() : null;
      // Apple sends "true" as a string, Google a boolean.
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      const name = typeof payload.name === 'string' ? payload.name.slice(0, 100) : null;
      return { sub: payload.sub, email, emailVerified: !!email && verified, name };
    } catch (err) {
      if (err instanceof InvalidIdTokenError) throw err;
      if (isProviderFailure(err)) throw new ProviderUnavailableError((err as Error).message);
      throw new InvalidIdTokenError((err as Error).message);
    }
  }
}

/** Failures of fetching the key set (network, timeout, not 200, not JSON), as opposed to a bad token. */
function isProviderFailure(err: unknown): boolean {
  if (err instanceof joseErrors.JWKSTimeout) return true;
  if (err instanceof joseErrors.JOSEError) return err.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set HTTP response/.test(err.message);
  // fetch() rejects with a TypeError when the host cannot be reached.
  return err instanceof TypeError || (err as Error)?.name === 'AbortError';
}
