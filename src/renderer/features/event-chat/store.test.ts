import { describe, expect, it } from 'vitest';
import type { EventChat } from '../../../common/contract/event-chat';
import { ApiError } from '../../api/errors';
import type { ContractClient } from '../../api/contract';
import type { RoomListener } from '../../api/roomEvents';
import { EventChatStore, chatLength, retryAfterOf } from './store';

const message = (id: number, mine = false) => ({ id, authorName: 'B*** ******o', body: `pesan ${id}`, createdAt: '2026-11-27T10:00:00.000Z', mine });
const chat = (messages = [message(1), message(2, true)], extra: Partial<EventChat> = {}): EventChat => ({
  room: 'event-chat:7',
  open: true,
  opensAt: '2026-11-26T00:00:00.000Z',
  closesAt: null,
  moderator: false,
  messages,
  hasOlder: false,
  ...extra,
});

/** A store over a scripted client and a room whose listener the test drives. */
function setup(answers: { read?: EventChat[]; post?: () => unknown }) {
  const reads = [...(answers.read ?? [chat()])];
  const calls: string[] = [];
  const client = {
    call: async (e: { method: string }, input: { query?: unknown }) => {
      calls.push(`${e.method} ${JSON.stringify(input?.query ?? {})}`);
      if (e.method === 'GET') return reads.length > 1 ? reads.shift() : reads[0];
      if (e.method === 'POST') return answers.post!();
      return { removed: true };
    },
  } as unknown as ContractClient;
  let listener: RoomListener | null = null;
  let room = '';
  const rooms = {
    listen: (r: string, l: RoomListener) => {
      room = r;
      listener = l;
      return () => (listener = null);
    },
  };
  const timers: (() => void)[] = [];
  let now = 1_000_000;
  const store = new EventChatStore({ client, rooms, now: () => now, setTimer: (fn) => timers.push(fn), clearTimer: () => undefined }, 7);
  return {
    store,
    calls,
    room: () => room,
    push: (topic: string, payload: unknown) => listener!.onMessage({ id: 1, topic, payload, at: '' }),
    listening: () => listener !== null,
    tick: (ms: number) => {
      now += ms;
      timers.splice(0).forEach((fn) => fn());
    },
  };
}

describe('event chat store', () => {
  it('loads the chat, follows its room, adds live messages once and takes removed ones off', async () => {
    const t = setup({});
    await t.store.load();
    expect(t.room()).toBe('event-chat:7');
    expect(t.store.messages.map((m) => m.id)).toEqual([1, 2]);
    t.push('chat.message', { id: 3, authorName: 'A*a', body: 'baru', createdAt: '2026-11-27T10:01:00.000Z' });
    t.push('chat.message', { id: 3, authorName: 'A*a', body: 'baru', createdAt: '2026-11-27T10:01:00.000Z' });
    expect(t.store.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(t.store.messages[2]!.mine).toBe(false);
    t.push('chat.removed', { id: 2 });
    expect(t.store.messages.map((m) => m.id)).toEqual([1, 3]);
    t.store.dispose();
    expect(t.listening()).toBe(false);
  });

  it('a sent message is marked mine and not doubled when the room brings it too', async () => {
    const t = setup({ post: () => message(9, true) });
    await t.store.load();
    t.store.setDraft('  halo  ');
    expect(t.store.length).toBe(4);
    expect(await t.store.send()).toBe(true);
    t.push('chat.message', { id: 9, authorName: 'B*** ******o', body: 'pesan 9', createdAt: '2026-11-27T10:02:00.000Z' });
    expect(t.store.messages.filter((m) => m.id === 9)).toEqual([message(9, true)]);
    expect(t.store.draft).toBe('');
  });

  it("the room bringing one's own message before the send answers: it ends marked mine, once", async () => {
    const t: ReturnType<typeof setup> = setup({
      post: () => {
        t.push('chat.message', { id: 9, authorName: 'B*** ******o', body: 'pesan 9', createdAt: '2026-11-27T10:00:00.000Z' });
        return message(9, true);
      },
    });
    await t.store.load();
    t.store.setDraft('halo');
    expect(await t.store.send()).toBe(true);
    expect(t.store.messages.filter((m) => m.id === 9)).toEqual([message(9, true)]);
  });

  it('a 429 becomes a countdown from data.retryAfter; sending is off until it ends', async () => {
    const t = setup({ post: () => Promise.reject(new ApiError(429, 'Terlalu banyak pesan', { statusCode: 429, data: { retryAfter: 3 } })) });
    await t.store.load();
    t.store.setDraft('halo');
    expect(await t.store.send()).toBe(false);
    expect(t.store.waitSeconds).toBe(3);
    expect(t.store.canSend).toBe(false);
    t.tick(1000);
    expect(t.store.waitSeconds).toBe(2);
    t.tick(1000);
    t.tick(1000);
    expect(t.store.waitSeconds).toBe(0);
    expect(t.store.canSend).toBe(true);
  });

  it('nothing to send: blank, over 500 characters, or writing closed', async () => {
    const t = setup({ read: [chat([], { open: false })] });
    await t.store.load();
    t.store.setDraft('halo');
    expect(t.store.canSend).toBe(false);
    const u = setup({});
    await u.store.load();
    u.store.setDraft('   ');
    expect(u.store.canSend).toBe(false);
    u.store.setDraft('é'.repeat(501));
    expect(u.store.canSend).toBe(false);
    u.store.setDraft(` ${'é'.repeat(500)} `);
    expect(u.store.canSend).toBe(true);
  });

  it('load older puts the older page first', async () => {
    const t = setup({ read: [chat([message(5), message(6)], { hasOlder: true }), chat([message(3), message(4)], { hasOlder: false })] });
    await t.store.load();
    await t.store.loadOlder();
    expect(t.calls.at(-1)).toBe('GET {"before":5}');
    expect(t.store.messages.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    expect(t.store.hasOlder).toBe(false);
  });

  it('helpers: length in code points after trimming; retry seconds only for a 429', () => {
    expect(chatLength('  😀a  ')).toBe(2);
    expect(retryAfterOf(new ApiError(429, 'x', { data: { retryAfter: 4.2 } }))).toBe(5);
    expect(retryAfterOf(new ApiError(429, 'x'))).toBe(1);
    expect(retryAfterOf(new ApiError(400, 'x'))).toBeNull();
  });
});
