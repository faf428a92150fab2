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
  | 'profile (read)'
  | 'profile'
  | 'campus profile'
  | 'avatar'
  | 'account'
  | 'session'
  | 'password'
  | 'e-mail address'
  | 'phone number'
  | 'wishlist'
  | 'cart'
  | 'enrolments'
  | 'orders'
  | 'invoices'
  | 'live events'
  | 'lecture progress'
  | 'lecture note (edit)'
  | 'lecture note (delete)'
  | 'likes'
  | 'comments (read)'
  | 'comments (write)'
  | 'comment (edit)'
  | 'comment (delete)'
  | 'course review (read)'
  | 'course review (write)'
  | 'course review (edit)'
  | 'course questions (read)'
  | 'course questions (write)'
  | 'assistant history'
  | 'session participation'
  | 'session feedback'
  | 'e-ticket'
  | 'donation'
  | 'subscription (read)'
  | 'prakerja redeem'
  | 'points (read)'
  | 'points'
  | 'student vouchers (read)'
  | 'notifications (read)'
  | 'notifications'
  | 'push tokens'
  | 'competition entry'
  | 'bootcamp lecture';

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
  // A stream: B's stream (opened over a real socket, resuming from event 0) carries B's own event
  // and none of A's, before or while it is open (src/server/gates/support/authz-commerce.ts).
  'GET /web/v2/live/events': { ...REFUSED, otherStudent: { status: 200, resource: 'live events' } },
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
  // B's state of a content A owns says B does not own it (the product pages' buy box, decisions.md).
  'GET /web/v2/enrollments/contents/{id}/my-state': { ...REFUSED, otherStudent: { status: 200, resource: 'enrolments' } },
  // Orders and payments (issue 11): A's order and its payment are unknown to B (404); B's list
  // shows B's orders alone. A new order is the caller's own (its key is per student).
  'POST /web/v2/orders': { ...REFUSED },
  'GET /web/v2/orders': { ...REFUSED, otherStudent: { status: 200, resource: 'orders' } },
  'GET /web/v2/orders/{id}': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  'PUT /web/v2/orders/{id}/cancel': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  'PUT /web/v2/orders/{id}/payment-method': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  'GET /web/v2/payment/payments/by-order-id/{id}': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  'GET /web/v2/payment/payments/by-order-id/{id}/qr': { ...REFUSED, otherStudent: { status: 404, resource: 'orders' } },
  // A's invoice is unknown to B (404, by number and by order id, no PDF); A still gets it.
  'GET /web/v2/orders/invoices/download': { ...REFUSED, otherStudent: { status: 404, resource: 'invoices' } },
  // The lecture (issue 12): B is not enrolled in A's course, so its lecture calls are refused (403);
  // B's own lists show B's alone; A's note is not B's (404) even when B is enrolled too. A's progress
  // and notes stay as they were (src/server/gates/support/authz-lecture.ts).
  'GET /web/v2/courses/{url}/lecture/summary': { ...REFUSED, otherStudent: { status: 403, resource: 'lecture progress' } },
  'GET /web/v2/courses/{url}/lecture/chapters': { ...REFUSED, otherStudent: { status: 403, resource: 'lecture progress' } },
  'GET /web/v2/courses/{url}/lecture/materials/{id}': { ...REFUSED, otherStudent: { status: 403, resource: 'lecture progress' } },
  'PUT /web/v2/courses/by-url/{url}/lecture/materials/{id}/on-button-next-click': { ...REFUSED, otherStudent: { status: 403, resource: 'lecture progress' } },
  'PUT /web/v2/lecture/materials/{id}/position': { ...REFUSED, otherStudent: { status: 403, resource: 'lecture progress' } },
  'PUT /web/v2/lecture/materials/{id}/visit': { ...REFUSED, otherStudent: { status: 403, resource: 'lecture progress' } },
  'GET /web/v2/lecture/courses/{url}/notes': { ...REFUSED, otherStudent: { status: 403, resource: 'lecture progress' } },
  'POST /web/v2/lecture/notes': { ...REFUSED, otherStudent: { status: 403, resource: 'lecture progress' } },
  'PUT /web/v2/lecture/notes/{id}': { ...REFUSED, otherStudent: { status: 404, resource: 'lecture note (edit)' } },
  'DELETE /web/v2/lecture/notes/{id}': { ...REFUSED, otherStudent: { status: 404, resource: 'lecture note (delete)' } },
  'GET /web/v2/lecture/my-classes': { ...REFUSED, otherStudent: { status: 200, resource: 'lecture progress' } },
  'GET /web/v2/lecture/continue': { ...REFUSED, otherStudent: { status: 200, resource: 'lecture progress' } },
  // Quizzes, assessments and certificates (issue 12). That a student not enrolled in A's course is
  // refused A's quiz (403), that answers never leak, that B's lists show B's alone and that A's
  // certificate PDF is 404 to B: src/server/modules/quizzes/quizzes.test.ts and assessments.test.ts.
  'GET /web/v2/courses/{url}/lecture/quiz/by-material-id/{id}': { ...REFUSED },
  'POST /web/v2/courses/{url}/lecture/quiz/by-material-id/{id}/start-test': { ...REFUSED },
  'POST /web/v2/courses/{url}/lecture/quiz/by-material-id/{id}/submit-test': { ...REFUSED },
  'GET /web/v2/courses/{url}/lecture/quiz/by-material-id/{id}/result': { ...REFUSED },
  'POST /web/v2/assessments/{url}/submit': { ...REFUSED },
  'GET /web/v2/assessments/my-results': { ...REFUSED },
  'GET /web/v2/certificates/my-certificates': { ...REFUSED },
  'GET /web/v2/certificates/{number}/download': { ...REFUSED },
  // The people around a course (issue 12): B's like and comments act on B alone; A's comment is
  // not B's to edit or delete (404); B is not enrolled in A's course, so its review, Q&A and
  // assistant calls are refused (403) — an instructor of another course is refused the same way;
  // B's assistant history is B's alone. A's likes, comments, review, questions and history stay
  // as they were (src/server/gates/support/authz-social.ts).
  'PUT /web/v2/contents/{id}/like-toggle': { ...REFUSED, otherStudent: { status: 200, resource: 'likes' } },
  'GET /web/v2/contents/{id}/comments': { ...REFUSED, otherStudent: { status: 200, resource: 'comments (read)' } },
  'POST /web/v2/contents/{id}/comments': { ...REFUSED, otherStudent: { status: 201, resource: 'comments (write)' } },
  'POST /web/v2/contents/{id}/comments/{commentId}/replies': { ...REFUSED, otherStudent: { status: 201, resource: 'comments (write)' } },
  'PUT /web/v2/contents/{id}/comments/{commentId}': { ...REFUSED, otherStudent: { status: 404, resource: 'comment (edit)' } },
  'DELETE /web/v2/contents/{id}/comments/{commentId}': { ...REFUSED, otherStudent: { status: 404, resource: 'comment (delete)' } },
  'GET /web/v2/courses/{url}/lecture/my-review': { ...REFUSED, otherStudent: { status: 403, resource: 'course review (read)' } },
  'POST /web/v2/courses/{url}/lecture/my-review': { ...REFUSED, otherStudent: { status: 403, resource: 'course review (write)' } },
  'PUT /web/v2/courses/{url}/lecture/my-review': { ...REFUSED, otherStudent: { status: 403, resource: 'course review (edit)' } },
  'GET /web/v2/courses/{url}/lecture/review-submission-promo': { ...REFUSED, otherStudent: { status: 403, resource: 'course review (read)' } },
  'GET /web/v2/courses/{url}/lecture/qna': { ...REFUSED, otherStudent: { status: 403, resource: 'course questions (read)' } },
  'POST /web/v2/courses/{url}/lecture/qna': { ...REFUSED, otherStudent: { status: 403, resource: 'course questions (write)' } },
  'POST /v2/ai/ask': { ...REFUSED, otherStudent: { status: 403, resource: 'course questions (write)' } },
  'GET /v2/ai/history': { ...REFUSED, otherStudent: { status: 200, resource: 'assistant history' } },
  // Subscriptions, donations and the Prakerja redeem (issue 19): a new donation or redeem request
  // is the caller's own; A's donation is unknown to B (404); B cannot complete A's redeem with
  // A's state (403), which stays A's (src/server/gates/support/authz-purchases.ts).
  'POST /web/v2/donations/{url}/donate': { ...REFUSED },
  // B's G subscriptions/mine answers B's own periods (none): A's period is not shown to B.
  'GET /web/v2/subscriptions/mine': { ...REFUSED, otherStudent: { status: 200, resource: 'subscription (read)' } },
  'GET /web/v2/donations/{id}/result': { ...REFUSED, otherStudent: { status: 404, resource: 'donation' } },
  'POST /web/v2/prakerja/pmo-request-redeem': { ...REFUSED },
  'POST /web/v2/prakerja/pmo-callback': { ...REFUSED, otherStudent: { status: 403, resource: 'prakerja redeem' } },
  // Live sessions (issue 18): B is not enrolled in A's session, so B's join, feedback and Zoom
  // calls are refused (403) and A's join, attendance, feedback and certificate stay as they were
  // (src/server/gates/support/authz-sessions.ts).
  'PUT /web/v2/webinars/{url}/join': { ...REFUSED, otherStudent: { status: 403, resource: 'session participation' } },
  'POST /web/v2/webinars/{url}/feedback': { ...REFUSED, otherStudent: { status: 403, resource: 'session feedback' } },
  'GET /web/v2/event-application/sessions/{id}/zoom-join-url': { ...REFUSED, otherStudent: { status: 403, resource: 'session participation' } },
  'GET /web/v2/sessions/{id}/eticket': { ...REFUSED, otherStudent: { status: 403, resource: 'e-ticket' } },
  // PoinQu (issue 19): B's calls act on B alone; B has no points (exchanges 409) and A's payout is
  // unknown to B (404). A's ledger, balance, vouchers and payouts stay (support/authz-points.ts).
  'GET /web/v2/point/about': { ...REFUSED, otherStudent: { status: 200, resource: 'points (read)' } },
  'GET /web/v2/point/create-point/check-in': { ...REFUSED, otherStudent: { status: 200, resource: 'points (read)' } },
  'POST /web/v2/point/create-point/check-in': { ...REFUSED, otherStudent: { status: 200, resource: 'points' } },
  'GET /web/v2/point/history': { ...REFUSED, otherStudent: { status: 200, resource: 'points (read)' } },
  'GET /web/v2/point/voucher-exchange-history': { ...REFUSED, otherStudent: { status: 200, resource: 'points (read)' } },
  'GET /web/v2/point/voucher-exchanges': { ...REFUSED, otherStudent: { status: 200, resource: 'points (read)' } },
  'POST /web/v2/point/exchange': { ...REFUSED, otherStudent: { status: 409, resource: 'points' } },
  'POST /web/v2/point/exchange-gopay': { ...REFUSED, otherStudent: { status: 409, resource: 'points' } },
  'GET /web/v2/point/exchange-gopay/{id}': { ...REFUSED, otherStudent: { status: 404, resource: 'points (read)' } },
  // Student vouchers (issue 19): B's lists are B's own (the sign-up voucher); A's exchanged voucher
  // is unknown to B (404) and A's held vouchers stay (support/authz-vouchers.ts).
  'GET /web/v2/vouchers/my-vouchers': { ...REFUSED, otherStudent: { status: 200, resource: 'student vouchers (read)' } },
  'GET /web/v2/vouchers/history': { ...REFUSED, otherStudent: { status: 200, resource: 'student vouchers (read)' } },
  'GET /web/v2/vouchers/{id}': { ...REFUSED, otherStudent: { status: 404, resource: 'student vouchers (read)' } },
  'GET /web/v2/cart/vouchers': { ...REFUSED, otherStudent: { status: 200, resource: 'student vouchers (read)' } },
  // Notifications (issue 20): B's list, count and policy are B's own; B's mark-read naming A's ids
  // (or all) marks none of A's, and A's policy stays (support/authz-notifications.ts).
  'GET /web/v2/notifications': { ...REFUSED, otherStudent: { status: 200, resource: 'notifications (read)' } },
  'GET /web/v2/notifications/unread-count': { ...REFUSED, otherStudent: { status: 200, resource: 'notifications (read)' } },
  'PUT /web/v2/notifications/mark-read': { ...REFUSED, otherStudent: { status: 200, resource: 'notifications' } },
  'GET /web/v2/notifications/policy': { ...REFUSED, otherStudent: { status: 200, resource: 'notifications (read)' } },
  'PUT /web/v2/notifications/policy': { ...REFUSED, otherStudent: { status: 200, resource: 'notifications' } },
  // Push tokens (issue 20): B naming A's device token removes nothing (removed: false); the gate
  // app has no FIREBASE_*, so B's register is 409 and A keeps the token (support/authz-push.ts).
  'PUT /web/v2/notifications/push-token': { ...REFUSED, otherStudent: { status: 409, resource: 'push tokens' } },
  'POST /web/v2/notifications/push-token/remove': { ...REFUSED, otherStudent: { status: 200, resource: 'push tokens' } },
  // The competition (issue 21): B's upload makes B's entry; A's row and file stay (support/authz-competition.ts).
  'POST /web/v2/competition/video/upload': { ...REFUSED, otherStudent: { status: 200, resource: 'competition entry' } },
  // Bootcamp lecture (issue 21): B is neither enrolled in A's bootcamp nor its mentor, so every call
  // is refused and A's attendance, submission, reviews and certificate stay as they were
  // (src/server/gates/support/authz-bootcamp-lecture.ts).
  'GET /web/v2/bootcamps/{id}/lecture': { ...REFUSED, otherStudent: { status: 403, resource: 'bootcamp lecture' } },
  'POST /web/v2/bootcamps/{id}/sessions/{sessionId}/join': { ...REFUSED, otherStudent: { status: 403, resource: 'bootcamp lecture' } },
  'POST /web/v2/bootcamps/{id}/assignments/{assignmentId}/submission': { ...REFUSED, otherStudent: { status: 403, resource: 'bootcamp lecture' } },
  'POST /web/v2/bootcamps/{id}/certificate': { ...REFUSED, otherStudent: { status: 403, resource: 'bootcamp lecture' } },
  'GET /web/v2/mentor/submissions': { ...REFUSED, otherStudent: { status: 403, resource: 'bootcamp lecture' } },
  'POST /web/v2/mentor/submissions/{id}/review': { ...REFUSED, otherStudent: { status: 403, resource: 'bootcamp lecture' } },
  // The special event's chat (issue 21): a message is the caller's own; B's delete of A's message
  // is 404 and leaves it (src/server/modules/event-chat/event-chat.test.ts).
  'POST /web/v2/events/{id}/chat': { ...REFUSED },
  'DELETE /web/v2/events/{id}/chat/{messageId}': { ...REFUSED },
};

/**
 * The staff operations (credential mode 'staff', issue 18): every refusal of a caller without a
 * valid student token is 401 as above; a valid student without the staff role is 403, and so is
 * a staff account scoped to other sessions on the scan and check-in of this session's ticket.
 * authorization.test.ts requires one row per staff operation.
 */
export interface StaffAuthorizationRow {
  noCredentials: number;
  basicOnly: number;
  tamperedToken: number;
  expiredToken: number;
  revokedSession: number;
  studentNotStaff: number;
  /** Staff of another session calling on this session's ticket; absent where the call names no ticket. */
  staffOtherSession?: number;
}

export const STAFF_AUTHORIZATION_TABLE: Readonly<Record<string, StaffAuthorizationRow>> = {
  'GET /web/v2/webinars/scan/event': { ...REFUSED, studentNotStaff: 403, staffOtherSession: 403 },
  'POST /web/v2/eticket/attendances': { ...REFUSED, studentNotStaff: 403, staffOtherSession: 403 },
  'GET /web/v2/eticket/my-sessions': { ...REFUSED, studentNotStaff: 403 },
  // Any staff account may see a competition's entries (issue 21); a student without the role 403.
  'GET /web/v2/competition/{id}/entries': { ...REFUSED, studentNotStaff: 403 },
};
