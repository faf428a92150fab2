import { startLearningPath } from '../../../common/classes.js';
import { formatDateTimeLong, formatRupiah } from '../../../common/format.js';
import { notificationKey } from '../../../common/notifications.js';
import { PAGE_PATTERNS } from '../../../common/routes.js';
import type { Database } from '../../db/index.js';
import { pick } from '../../http/locale.js';
import { notify, type NotificationRow } from './emit.js';
import { excerpt, kindText, POINT_REASON_TEXT } from './messages.js';

/**
 * The notifications of each event source, built from the rows of the event: every function here
 * is called in the transaction that makes the event (the order's transition, the certificate's
 * insert, the answer's insert, …) and emits through `notify`, so a replayed event finds its event
 * key taken and adds nothing.
 */

const fillPath = (pattern: string, value: string | number) => pattern.replace(/:[a-zA-Z]+/, encodeURIComponent(String(value)));
const both = (id: string, en: string) => ({ id, en });

/** What a notification says about an order: its invoice, total and what was bought (the lines' titles in each language). */
export async function orderFacts(db: Database, orderId: number) {
  const o = await db.selectFrom('orders').select(['id', 'student_id', 'invoice_number', 'total', 'expires_at']).where('id', '=', orderId).executeTakeFirst();
  if (!o) return null;
  const items = await db.selectFrom('order_items').select(['title_id', 'title_en']).where('order_id', '=', orderId).orderBy('content_id').execute();
  const titles = { id: items.map((i) => pick(i, 'title', 'id')).filter(Boolean), en: items.map((i) => pick(i, 'title', 'en')).filter(Boolean) };
  const first = { id: titles.id[0], en: titles.en[0] };
  const more = items.length - 1;
  const item =
    first.id === undefined || first.en === undefined
      ? both('pesanan', 'the order')
      : more === 0
        ? both(first.id, first.en)
        : both(`${first.id} +${more} lainnya`, `${first.en} +${more} more`);
  return { ...o, invoice: o.invoice_number ?? `#${o.id}`, amount: formatRupiah(o.total), item, titles };
}

/** The order was paid (completeOrder, once per order). Opens the payment page (its result). */
export async function notifyPaymentPaid(trx: Database, orderId: number): Promise<NotificationRow | null> {
  const o = await orderFacts(trx, orderId);
  if (!o) return null;
  return notify(trx, {
    studentId: o.student_id,
    type: 'payment_paid',
    eventKey: notificationKey.paymentPaid(orderId),
    ...kindText('payment_paid', { invoice: o.invoice, amount: o.amount, item: o.item }),
    route: fillPath(PAGE_PATTERNS.payment, orderId),
  });
}

/** The order expired unpaid (expireOrder, once per order). Opens the transaction in the history. */
export async function notifyPaymentExpired(trx: Database, orderId: number): Promise<NotificationRow | null> {
  const o = await orderFacts(trx, orderId);
  if (!o) return null;
  return notify(trx, {
    studentId: o.student_id,
    type: 'payment_expired',
    eventKey: notificationKey.paymentExpired(orderId),
    ...kindText('payment_expired', { invoice: o.invoice, amount: o.amount, item: o.item }),
    route: fillPath(PAGE_PATTERNS.transaction, orderId),
  });
}

/** A pending order's payment expires within the lead (the reminders job); with the reminder e-mail. */
export async function notifyOrderExpiring(trx: Database, orderId: number): Promise<NotificationRow | null> {
  const o = await orderFacts(trx, orderId);
  if (!o?.expires_at) return null;
  const expiresAt = new Date(o.expires_at).toISOString();
  return notify(trx, {
    studentId: o.student_id,
    type: 'order_expiring',
    eventKey: notificationKey.orderExpiring(orderId),
    ...kindText('order_expiring', { invoice: o.invoice, amount: o.amount, item: o.item, at: both(formatDateTimeLong(expiresAt, 'id'), formatDateTimeLong(expiresAt, 'en')) }),
    route: fillPath(PAGE_PATTERNS.payment, orderId),
    email: (locale) => ({ template: 'order-expiring', params: { invoice: o.invoice, total: o.total, expiresAt, items: o.titles[locale] } }),
  });
}

/** A certificate was issued (a course finished, a session's feedback or attendance). The certificate e-mail is the certificates module's. */
export async function notifyCertificateIssued(trx: Database, certificateId: number): Promise<NotificationRow | null> {
  const c = await trx
    .selectFrom('certificates as c')
    .innerJoin('contents as ct', 'ct.id', 'c.content_id')
    .select(['c.student_id', 'c.number', 'ct.title_id', 'ct.title_en'])
    .where('c.id', '=', certificateId)
    .executeTakeFirst();
  if (!c) return null;
  return notify(trx, {
    studentId: c.student_id,
    type: 'certificate_issued',
    eventKey: notificationKey.certificateIssued(certificateId),
    ...kindText('certificate_issued', { title: both(c.title_id, c.title_en), number: c.number }),
    route: PAGE_PATTERNS.certificatequ,
  });
}

/** The course's instructor answered a question: told to the asker (not when they answer their own). */
export async function notifyQuestionAnswered(trx: Database, answerId: number): Promise<NotificationRow | null> {
  const a = await trx
    .selectFrom('qna_posts as a')
    .innerJoin('qna_posts as q', 'q.id', 'a.question_id')
    .innerJoin('contents as ct', 'ct.id', 'a.content_id')
    .select(['a.student_id as answerer', 'a.body', 'q.student_id as asker', 'ct.id as contentId', 'ct.url', 'ct.content_type', 'ct.title_id', 'ct.title_en'])
    .where('a.id', '=', answerId)
    .executeTakeFirst();
  if (!a || a.asker === a.answerer) return null;
  return notify(trx, {
    studentId: a.asker,
    type: 'question_answered',
    eventKey: notificationKey.questionAnswered(answerId),
    ...kindText('question_answered', { title: both(a.title_id, a.title_en), excerpt: excerpt(a.body) }),
    route: startLearningPath({ type: a.content_type, url: a.url, contentId: a.contentId }),
  });
}

/** A reply under a comment: told to the comment's author, not when they reply to themselves. */
export async function notifyCommentReply(trx: Database, replyId: number): Promise<NotificationRow | null> {
  const r = await trx
    .selectFrom('content_comments as r')
    .innerJoin('content_comments as p', 'p.id', 'r.parent_id')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .innerJoin('contents as ct', 'ct.id', 'r.content_id')
    .select(['r.student_id as writer', 'r.body', 's.full_name', 'p.student_id as author', 'ct.id as contentId', 'ct.url', 'ct.content_type', 'ct.title_id', 'ct.title_en'])
    .where('r.id', '=', replyId)
    .executeTakeFirst();
  if (!r || r.author === r.writer) return null;
  return notify(trx, {
    studentId: r.author,
    type: 'comment_reply',
    eventKey: notificationKey.commentReply(replyId),
    ...kindText('comment_reply', { name: r.full_name.trim() || '—', title: both(r.title_id, r.title_en), excerpt: excerpt(r.body) }),
    route: startLearningPath({ type: r.content_type, url: r.url, contentId: r.contentId }),
  });
}

/** Points earned: one notification per new ledger row (its id is the event). */
export async function notifyPointsEarned(trx: Database, studentId: number, rows: readonly { id: number; reason: string; points: number }[]): Promise<void> {
  for (const row of rows) {
    if (row.points <= 0) continue;
    const reason = POINT_REASON_TEXT[row.reason] ?? both(row.reason, row.reason);
    await notify(trx, {
      studentId,
      type: 'points_earned',
      eventKey: notificationKey.pointsEarned(row.id),
      ...kindText('points_earned', { points: row.points, reason }),
      route: PAGE_PATTERNS.poinqu,
    });
  }
}
