import { createHash } from 'node:crypto';
import { ContentType, VenueType } from '../../../common/enums.js';
import type { Seeder } from '../seeder.js';
import { DEMO_STUDENT } from './accounts.js';
import { buildContentRow, type IdMaps } from './build.js';
import { LIVE_DEMO } from './data/live.js';
import { seedReviews } from './product-pages.js';

/**
 * The live demo (issue 18, docs/decisions.md "Live sessions"): the four LIVE_DEMO sessions timed
 * from this moment, a (fake, offline) Zoom room for every online or hybrid webinar and event, a
 * recording for most past webinars, and the demo student registered for the webinar about to start.
 * "Now" is the first start of a data folder: on an older folder the four are in the past.
 */

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A Zoom-shaped room link, stable per url: 10 digits and an 8-character passcode. */
export function demoJoinUrl(url: string): string {
  const meeting = 1_000_000_000n + (digest(`zoom:${url}`).readBigUInt64BE(0) % 9_000_000_000n);
  const pwd = digest(`zoom-pwd:${url}`).toString('base64url').replace(/[-_]/g, '').slice(0, 8);
  return `https://zoom.us/j/${meeting}?pwd=${pwd}`;
}

export function demoRecordingUrl(url: string): string {
  return `https://zoom.us/rec/share/${digest(`zoom-rec:${url}`).toString('base64url').slice(0, 22)}`;
}

async function idMaps(db: Parameters<Seeder['run']>[0]): Promise<IdMaps> {
  const byUrl = (rows: { id: number; url: string }[]) => new Map(rows.map((r) => [r.url, r.id]));
  return {
    categories: byUrl(await db.selectFrom('categories').select(['id', 'url']).execute()),
    programs: byUrl(await db.selectFrom('programs').select(['id', 'url']).execute()),
    instructors: byUrl(await db.selectFrom('instructors').select(['id', 'url']).execute()),
  };
}

export const liveSessionsSeeder: Seeder = {
  name: 'live-sessions',
  async run(db) {
    const now = new Date();
    // Without the demo catalogue (its categories, programmes, instructors) there is nothing to add to.
    const maps = await idMaps(db);
    if (maps.programs.size === 0) return;
    await db
      .insertInto('contents')
      .values(LIVE_DEMO.map((def) => buildContentRow(def, now, maps)))
      .onConflict((oc) => oc.column('url').doNothing())
      .execute();
    // Reviewed like the catalogue's sessions: the started ones have reviews, the one to come none,
    // and rating and rating_count agree with them.
    const added = await db
      .selectFrom('contents')
      .select('id')
      .where(
        'url',
        'in',
        LIVE_DEMO.map((d) => d.url),
      )
      .where((eb) => eb.not(eb.exists(eb.selectFrom('reviews').select('reviews.id').whereRef('reviews.content_id', '=', 'contents.id'))))
      .execute();
    await seedReviews(
      db,
      now,
      added.map((r) => r.id),
    );

    const sessions = await db
      .selectFrom('contents')
      .select(['id', 'url', 'content_type', 'end_at'])
      .where('content_type', 'in', [ContentType.WEBINAR, ContentType.EVENT])
      .where('venue_type', 'in', [VenueType.ONLINE, VenueType.HYBRID])
      .orderBy('id')
      .execute();
    // Every third past webinar keeps no recording, so "ended, no recording" (409) can be shown.
    let pastWebinars = 0;
    const links = sessions.map((s) => {
      const past = s.content_type === ContentType.WEBINAR && s.end_at !== null && s.end_at.getTime() < now.getTime();
      const recorded = past && pastWebinars++ % 3 !== 2;
      return { content_id: s.id, join_url: demoJoinUrl(s.url), recording_url: recorded ? demoRecordingUrl(s.url) : null };
    });
    if (links.length) {
      await db
        .insertInto('session_links')
        .values(links)
        .onConflict((oc) => oc.column('content_id').doNothing())
        .execute();
    }

    const student = await db.selectFrom('students').select('id').where('email', '=', DEMO_STUDENT.email).executeTakeFirst();
    const soon = await db.selectFrom('contents').select('id').where('url', '=', 'webinar-live-segera-dimulai').executeTakeFirst();
    if (student && soon) {
      await db
        .insertInto('enrolments')
        .values({ student_id: student.id, content_id: soon.id, source: 'free', order_id: null })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  },
};
