import { sql } from 'kysely';
import { startLearningPath } from '../../../common/classes.js';
import { ContentType, PaymentStatus } from '../../../common/enums.js';
import { formatDateTimeLong } from '../../../common/format.js';
import { notificationKey, REMINDER_LEAD } from '../../../common/notifications.js';
import { PAGE_PATTERNS } from '../../../common/routes.js';
import type { Database } from '../../db/index.js';
import { takeLease } from '../../db/leases.js';
import { notify } from './emit.js';
import { kindText } from './messages.js';
import { notifyOrderExpiring } from './sources.js';
import { inLanguage } from '../../http/locale.js';

/**
 * The reminders job (issue 20; the payouts job's loop: an interval, a lease so one instance runs
 * it, the app's clock): an unpaid order one hour before its payment expires, a webinar or event
 * one hour before it starts (each enrolled student), a subscription three days before its last
 * period ends (none when a later period follows). Each reminder is a notify() under its event key
 * in its own short transaction, so a re-run, an overlapping run or a second instance adds nothing;
 * rows already reminded are skipped by the queries. Returns how many reminders were made.
 */

/** Most reminders of each kind one run makes (the rest come at the next run, still within the lead). */
export const REMINDERS_BATCH = 500;
/** The lease a run holds at most (an interval shorter than it holds it for the interval). */
export const REMINDERS_LEASE = 50_000;
const MINUTE = 60_000;
const DAY = 24 * 3600_000;

/** `event_key = <prefix> || id` of the student's row exists: the reminder was made. */
const reminded = (studentRef: string, key: ReturnType<typeof sql>) =>
  sql<boolean>`not exists (select 1 from notifications n where n.student_id = ${sql.ref(studentRef)} and n.event_key = ${key})`;
/** toISOString() in SQL, for event keys that name an instant. */
const iso = (ref: string) => sql`to_char(${sql.ref(ref)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface RemindersRun {
  orders: number;
  sessions: number;
  subscriptions: number;
}

export async function runReminders(db: Database, holder: string, now: Date, leaseMs = REMINDERS_LEASE): Promise<RemindersRun | null> {
  if (!(await takeLease(db, 'notifications-reminders', holder, leaseMs))) return null;
  return { orders: await orderReminders(db, now), sessions: await sessionReminders(db, now), subscriptions: await subscriptionReminders(db, now) };
}

async function orderReminders(db: Database, now: Date): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_LEAD.orderExpiringMinutes * MINUTE);
  const due = await db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.status', '=', PaymentStatus.PENDING)
    .where('o.expires_at', '>', now)
    .where('o.expires_at', '<=', until)
    .where(reminded('o.student_id', sql`'order_expiring:' || o.id`))
    .orderBy('o.expires_at')
    .limit(REMINDERS_BATCH)
    .execute();
  let made = 0;
  for (const { id } of due) {
    // The order is read again in the transaction: one paid meanwhile is not reminded.
    const row = await db.transaction().execute(async (trx) => {
      const still = await trx.selectFrom('orders').select('id').where('id', '=', id).where('status', '=', PaymentStatus.PENDING).forUpdate().executeTakeFirst();
      return still ? notifyOrderExpiring(trx, id) : null;
    });
    if (row) made += 1;
  }
  return made;
}

async function sessionReminders(db: Database, now: Date): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_LEAD.webinarStartingMinutes * MINUTE);
  const due = await db
    .selectFrom('contents as c')
    .innerJoin('enrolments as e', 'e.content_id', 'c.id')
    .select(['e.student_id', 'c.id', 'c.url', 'c.content_type', 'c.title_id', 'c.title_en', 'c.start_at'])
    .where('c.content_type', 'in', [ContentType.WEBINAR, ContentType.EVENT])
    .where('c.start_at', '>', now)
    .where('c.start_at', '<=', until)
    .where(reminded('e.student_id', sql`'webinar_starting:' || c.id || ':' || ${iso('c.start_at')}`))
    .orderBy('c.start_at')
    .orderBy('e.student_id')
    .limit(REMINDERS_BATCH)
    .execute();
  let made = 0;
  for (const s of due) {
    const startAt = new Date(s.start_at!).toISOString();
    const row = await db.transaction().execute((trx) =>
      notify(trx, {
        studentId: s.student_id,
        type: 'webinar_starting',
        eventKey: notificationKey.webinarStarting(s.id, startAt),
        ...kindText('webinar_starting', {
          title: { id: s.title_id, en: s.title_en },
          at: { id: formatDateTimeLong(startAt, 'id'), en: formatDateTimeLong(startAt, 'en') },
        }),
        route: startLearningPath({ type: s.content_type, url: s.url, contentId: s.id }),
        email: (locale) => ({ template: 'webinar-starting', params: { title: inLanguage(s, 'title', locale), startAt } }),
      }),
    );
    if (row) made += 1;
  }
  return made;
}

async function subscriptionReminders(db: Database, now: Date): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_LEAD.subscriptionEndingDays * DAY);
  const due = await db
    .selectFrom('subscription_periods as p')
    .innerJoin('contents as c', 'c.id', 'p.content_id')
    .select(['p.id', 'p.student_id', 'p.ends_at', 'c.title_id', 'c.title_en'])
    .where('p.ends_at', '>', now)
    .where('p.ends_at', '<=', until)
    // A period that a later one follows (renewed) is not the end of the subscription.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscription_periods as later')
            .select('later.id')
            .whereRef('later.student_id', '=', 'p.student_id')
            .whereRef('later.content_id', '=', 'p.content_id')
            .whereRef('later.ends_at', '>', 'p.ends_at'),
        ),
      ),
    )
    .where(reminded('p.student_id', sql`'subscription_ending:' || p.id`))
    .orderBy('p.ends_at')
    .limit(REMINDERS_BATCH)
    .execute();
  let made = 0;
  for (const p of due) {
    const endsAt = new Date(p.ends_at).toISOString();
    const row = await db.transaction().execute((trx) =>
      notify(trx, {
        studentId: p.student_id,
        type: 'subscription_ending',
        eventKey: notificationKey.subscriptionEnding(p.id),
        ...kindText('subscription_ending', {
          title: { id: p.title_id, en: p.title_en },
          at: { id: formatDateTimeLong(endsAt, 'id'), en: formatDateTimeLong(endsAt, 'en') },
        }),
        route: PAGE_PATTERNS.userSubscription,
        email: (locale) => ({ template: 'subscription-ending', params: { title: inLanguage(p, 'title', locale), endsAt } }),
      }),
    );
    if (row) made += 1;
  }
  return made;
}
