import type { Seeder } from '../seeder.js';

/** The special event with chat (issue 21, docs/decisions.md "Event chat"): the online open class with a Zoom join, under way in the live demo. */
export const CHAT_EVENT_URL = 'event-live-online-kelas-terbuka';

/**
 * Turns the chat on for the special event: readable by everyone, writable from a day before the
 * seed for good (closes_at null), so the demo's chat is open whenever it is shown. No messages:
 * the page starts empty and fills with what its visitors write.
 */
export const eventChatSeeder: Seeder = {
  name: 'event-chat',
  async run(db) {
    const event = await db.selectFrom('contents').select('id').where('url', '=', CHAT_EVENT_URL).executeTakeFirst();
    if (!event) return;
    await db
      .insertInto('event_chats')
      .values({ content_id: event.id, enabled: true, opens_at: new Date(Date.now() - 24 * 3600 * 1000), closes_at: null })
      .onConflict((oc) => oc.column('content_id').doNothing())
      .execute();
  },
};
