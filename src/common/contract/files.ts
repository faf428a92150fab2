import Type from 'typebox';
import { int, strictObject } from '../schema/primitives.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Private files (issue 21; docs/decisions.md "Private files and per-route upload limits"): a file
 * of the private store (competition videos, assignment files) is read only at
 * `/web/v2/files/private/<key>?v&e&sig`, a URL a route made after its own access check
 * (src/server/files FileSigner: the HMAC binds the key, the viewer and the expiry). The URL is the
 * credential, so the call takes none: a <video> or a download link cannot send a bearer token.
 */

const tags = ['files'] as const;

/** The longest key the store accepts (src/server/files assertSafeKey). */
export const PRIVATE_KEY_MAX = 300;

/** What a signed private-file URL carries: the viewer it was made for, its expiry (unix seconds) and the HMAC (base64url SHA-256). */
export const SignedFileQuery = strictObject({
  v: int(0, 2_147_483_647),
  e: int(0, 2_147_483_647),
  sig: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 }),
});

export const files = {
  privateFile: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/files/private/*`,
    auth: 'none',
    tags,
    summary:
      'A private file by its signed URL (the signature binds the file, the viewer and the expiry): Range requests answer 206; forged or expired 403; an unknown file 404. Sent with nosniff, a sandbox CSP and Content-Disposition',
    params: strictObject({ '*': Type.String({ minLength: 1, maxLength: PRIVATE_KEY_MAX, pattern: '^[^\\u0000]*$' }) }),
    query: SignedFileQuery,
  }),
};
