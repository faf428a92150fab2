import { BADGE_COUNT_CAP } from './constants.js';

/**
 * Notifications (issue 20): what a student is told, by the notification list, the live stream,
 * web push and e-mail. The kinds, the policy of which kinds may push or e-mail, the badge text and
 * the reminder lead times live here once, for the server, the jobs and the screens.
 */

/** Every kind of notification; a row's `type`. The list's type filter takes these. */
export const NOTIFICATION_TYPES = [
  'payment_paid',
  'payment_expired',
  'order_expiring',
  'certificate_issued',
  'question_answered',
  'comment_reply',
  'webinar_starting',
  'points_earned',
  'subscription_ending',
  'submission_reviewed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const isNotificationType = (value: unknown): value is NotificationType => typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** Channels a student may switch per kind; the list and the live stream always carry every row. */
export const POLICY_CHANNELS = ['push', 'email'] as const;
export type PolicyChannel = (typeof POLICY_CHANNELS)[number];

/** Per kind, whether it may push and whether it may e-mail. */
export type NotificationPolicy = Record<NotificationType, Record<PolicyChannel, boolean>>;

/** A new account allows everything; a stored policy only records what the student changed. */
export function defaultPolicy(): NotificationPolicy {
  return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, { push: true, email: true }])) as NotificationPolicy;
}

/** A stored or sent policy, completed with the defaults for kinds it does not name (kinds added later). */
export function completePolicy(partial: Partial<Record<string, Partial<Record<PolicyChannel, boolean>>>> | null | undefined): NotificationPolicy {
  const policy = defaultPolicy();
  for (const t of NOTIFICATION_TYPES) {
    const p = partial?.[t];
    if (!p) continue;
    for (const c of POLICY_CHANNELS) if (typeof p[c] === 'boolean') policy[t][c] = p[c];
  }
  return policy;
}

export const allows = (policy: NotificationPolicy, type: NotificationType, channel: PolicyChannel) => policy[type][channel];

/**
 * The spec's `notification_policy` cookie mirrors the stored policy: the kinds switched off per
 * channel, e.g. `push:points_earned,comment_reply|email:` (short; the server's copy is the truth).
 */
export function policyCookieValue(policy: NotificationPolicy): string {
  return POLICY_CHANNELS.map((c) => `${c}:${NOTIFICATION_TYPES.filter((t) => !policy[t][c]).join(',')}`).join('|');
}

export function policyFromCookie(value: string | undefined | null): NotificationPolicy {
  const policy = defaultPolicy();
  if (!value) return policy;
  for (const part of value.split('|')) {
    const [channel, list = ''] = part.split(':');
    if (!(POLICY_CHANNELS as readonly string[]).includes(channel ?? '')) continue;
    for (const t of list.split(',')) if (isNotificationType(t)) policy[t][channel as PolicyChannel] = false;
  }
  return policy;
}

/** The header bell's text: nothing at 0, the count up to 99, then "99+" (spec 9: the constant 99). */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_COUNT_CAP ? `${BADGE_COUNT_CAP}+` : String(Math.floor(count));
}

/** Reminders: how long before the moment each is sent (jobs under a lease; one per event key). */
export const REMINDER_LEAD = {
  /** An unpaid order, one hour before its payment expires. */
  orderExpiringMinutes: 60,
  /** A webinar or event the student is enrolled in, one hour before it starts. */
  webinarStartingMinutes: 60,
  /** A subscription period, three days before it ends. */
  subscriptionEndingDays: 3,
} as const;

/** Event keys: one row per student and event, however often the event is processed. */
export const notificationKey = {
  paymentPaid: (orderId: number) => `payment_paid:${orderId}`,
  paymentExpired: (orderId: number) => `payment_expired:${orderId}`,
  orderExpiring: (orderId: number) => `order_expiring:${orderId}`,
  certificateIssued: (certificateId: number) => `certificate_issued:${certificateId}`,
  questionAnswered: (answerId: number) => `question_answered:${answerId}`,
  commentReply: (replyId: number) => `comment_reply:${replyId}`,
  webinarStarting: (contentId: number, startAt: string) => `webinar_starting:${contentId}:${startAt}`,
  pointsEarned: (ledgerId: number) => `points_earned:${ledgerId}`,
  subscriptionEnding: (periodId: number) => `subscription_ending:${periodId}`,
  submissionReviewed: (reviewId: number) => `submission_reviewed:${reviewId}`,
} as const;
