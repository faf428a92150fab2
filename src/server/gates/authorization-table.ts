/**
 * The authorization matrix (issue 8): what every Authenticated operation answers to a caller
 * without the right credentials, and what it does when another student calls it.
 *
 * One row per operation of the OpenAPI document whose security is the student bearer token
 * alone. src/server/gates/authorization.test.ts fails when an authenticated operation has no
 * row here, and when a row names an operation that no longer exists: a new authenticated route
 * cannot land without saying who may call it.
 *
 * Cases (every one is sent by the test):
 * - noCredentials: no Authorization header.
 * - basicOnly: the public client's Basic credentials, no student token.
 * - tamperedToken: a real token with its signature changed, its subject switched to another
 *   student, `alg: none`, signed by another key, or without its session id.
 * - expiredToken: signed by the app's own key, expired two minutes ago.
 * - revokedSession: a token whose session was ended by logout.
 * - otherStudent: student B's own valid token on the call that holds student A's resource. No
 *   call takes a student id (each acts on the token's owner), so the rule is: B's call answers
 *   `status` and acts on B only; A's resource named by `resource` is neither shown to B nor
 *   changed. Omitted where the operation has no per-student resource.
 */

/** What of student A the other student's call must leave alone (checked by the test). */
export type OwnResource =
  'profile (read)' | 'profile' | 'campus profile' | 'avatar' | 'account' | 'session' | 'password' | 'e-mail address' | 'phone number' | 'wishlist' | 'cart' | 'enrolments' | 'orders';

export interface AuthorizationRow {
  noCredentials: number;
  basicOnly: number;
  tamperedToken: number;
  expiredToken: number;
  revokedSession: number;
  otherStudent?: { status: number; resource: OwnResource };
}

/** Every refusal of a call that needs a signed-in student: 401, so the client refreshes or signs in. */
const REFUSED = { noCredentials: 401, basicOnly: 401, tamperedToken: 401, expiredToken: 401, revokedSession: 401 } as const;

export const AUTHORIZATION_TABLE: Readonly<Record<string, AuthorizationRow>> = {
  'GET /web/v2/students/my-profile': { ...REFUSED, otherStudent: { status: 200, resource: 'profile (read)' } },
  'GET /student-api/v1/Profile': { ...REFUSED, otherStudent: { status: 200, resource: 'profile (read)' } },
  'PUT /web/v2/students': { ...REFUSED, otherStudent: { status: 200, resource: 'profile' } },
  'PUT /web/v2/students/my-campus-profile': { ...REFUSED, otherStudent: { status: 200, resource: 'campus profile' } },
  'PUT /web/v2/students/profilepic': { ...REFUSED, otherStudent: { status: 200, resource: 'avatar' } },
  'DELETE /web/v2/students': { ...REFUSED, otherStudent: { status: 200, resource: 'account' } },
  'POST /web/v2/auth/logout': { ...REFUSED, otherStudent: { status: 200, resource: 'session' } },
  'PUT /web/v2/auth/change-pass': { ...REFUSED, otherStudent: { status: 200, resource: 'password' } },
  // B sends the code A was sent for an address A is proving: 400, the code is not B's (and a code
  // for A's proven address is not even sent to B: 409, checked on the way).
  'POST /web/v2/auth/verify-email': { ...REFUSED, otherStudent: { status: 400, resource: 'e-mail address' } },
  'POST /web/v2/auth/verify-phone': { ...REFUSED, otherStudent: { status: 400, resource: 'phone number' } },
  // A stream, not a request: that B's stream carries only B's events is shown by
  // src/server/live/live.test.ts over a real socket (the gate's requests would wait forever).
  'GET /web/v2/live/events': { ...REFUSED },
  // The shop (issue 11): B's call answers about B alone; A's wishlist, cart and enrolments stay as they were.
  'PUT /web/v2/contents/{id}/wishlist-toggle': { ...REFUSED, otherStudent: { status: 200, resource: 'wishlist' } },
  'GET /web/v2/wishlist/contents': { ...REFUSED, otherStudent: { status: 200, resource: 'wishlist' } },
  'DELETE /web/v2/wishlist': { ...REFUSED, otherStudent: { status: 200, resource: 'wishlist' } },
  'DELETE /web/v2/wishlist/delete-by-contentids': { ...REFUSED, otherStudent: { status: 200, resource: 'wishlist' } },
  'GET /web/v2/wishlist/content-types': { ...REFUSED, otherStudent: { status: 200, resource: 'wishlist' } },
  'GET /web/v2/cart': { ...REFUSED, otherStudent: { status: 200, resource: 'cart' } },
  'POST /web/v2/cart/additem': { ...REFUSED, otherStudent: { status: 200, resource: 'cart' } },
  'PUT /web/v2/cart/additem': { ...REFUSED, otherStudent: { status: 200, resource: 'cart' } },
  'PUT /web/v2/cart/remove-items': { ...REFUSED, otherStudent: { status: 200, resource: 'cart' } },
  // Validating reads only the caller's own use of a code; it changes nothing.
  'POST /web/v2/vouchers/validate/{voucherCode}': { ...REFUSED },
  'POST /web/v2/enrollments/enroll-free-content': { ...REFUSED, otherStudent: { status: 200, resource: 'enrolments' } },
  'POST /web/v2/webinars/{url}/enroll-free-webinar': { ...REFUSED, otherStudent: { status: 200, resource: 'enrolments' } },
  // No seeded bootcamp is free, so B's form is refused (400); A's enrolments are checked all the same.
  'POST /web/v2/bootcamps/{id}/participants': { ...REFUSED, otherStudent: { status: 400, resource: 'enrolments' } },
  // Orders and payments (issue 11): A's order and its payment are unknown to B (404); B's list
  // shows B's orders alone. A new order is the caller's own (its key is per student).
  'POST /web/v2/orders': { ...REFUSED },
  'GET /web/v2/orders': { ...REFUSED, otherStudent: { status: 200, resource: 'orders' } },
  'GET /web/v2/orders/{id}': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  'PUT /web/v2/orders/{id}/cancel': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  'PUT /web/v2/orders/{id}/payment-method': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  'GET /web/v2/payment/payments/by-order-id/{id}': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  // Reads only; that B gets 404 for A's invoice is shown by src/server/modules/invoices/invoices.test.ts.
  'GET /web/v2/orders/invoices/download': { ...REFUSED },
};
