import type { CredentialModeName } from '../../common/enums.js';

/**
 * The OpenAPI `security` of a credential mode (route config `auth`, enforced by http/auth.ts):
 * none = `[]` (no credentials), basic = the public client, authenticated = a student bearer
 * token, both = either of the two. The document then says what each call needs, and the
 * fuzzing and authorization gates read it from there.
 */
export function credentialSecurity(mode: CredentialModeName | undefined): Record<string, string[]>[] {
  switch (mode ?? 'none') {
    case 'basic':
      return [{ basic: [] }];
    case 'authenticated':
      return [{ bearer: [] }];
    case 'both':
      return [{ bearer: [] }, { basic: [] }];
    case 'staff':
      return [{ staff: [] }];
    default:
      return [];
  }
}

/**
 * @fastify/swagger `transform`: every operation's `security` from its route's credential mode,
 * and a multipart upload (a route that `consumes` multipart/form-data and reads the parts itself,
 * with no body schema) shown as a multipart request body instead of none. Only the document
 * changes; validation uses the route's own schema.
 */
export function openapiTransform({ schema, url, route }: { schema: unknown; url: string; route: { config?: unknown } }) {
  const auth = (route.config as { auth?: CredentialModeName } | undefined)?.auth;
  const own = (schema ?? {}) as Record<string, unknown>;
  const upload = !own.body && Array.isArray(own.consumes) && own.consumes.includes('multipart/form-data');
  return {
    schema: {
      ...own,
      security: own.security ?? credentialSecurity(auth),
      ...(upload ? { body: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } : {}),
    } as never,
    url,
  };
}
