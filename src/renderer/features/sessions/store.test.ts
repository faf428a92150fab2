import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { testRoot } from '../../testing/testRoot';
import { mySession } from './fixtures';
import { sessionsOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });

describe('SessionsStore', () => {
  it('keeps the server clock offset of my session and answers per visitor', async () => {
    const server = new Date(Date.now() + 2 * 3_600_000);
    const { store, calls } = testRoot(() => ok(mySession(server, 10)), signedIn());
    await store.boot();
    const mine = await sessionsOf(store).load(5);
    expect(calls[0]?.url).toContain('sessions/5/my-session');
    expect(mine?.state).toBe('ENROLLED');
    // The server runs two hours ahead of this device: now() follows the server.
    expect(Math.abs(sessionsOf(store).now().getTime() - server.getTime())).toBeLessThan(5_000);
    expect(sessionsOf(store).of(5)?.url).toBe('webinar-live');
    // Signing out: the answer belongs to the student, a guest does not see it.
    store.session.clear();
    expect(sessionsOf(store).of(5)).toBeNull();
  });

  it('opens the room of a join, and shows the server message and opening time of a 409', async () => {
    const now = new Date();
    const opensAt = new Date(now.getTime() + 3_600_000).toISOString();
    let refuse = true;
    const { store, calls } = testRoot((c) => {
      if (c.url.includes('/join')) {
        if (refuse) return { status: 409, data: { statusCode: 409, message: 'The room is not open yet.', errors: [{ description: 'x' }], data: { reason: 'notOpenYet', opensAt } } };
        return ok({ kind: 'live', url: 'https://zoom.us/j/123', state: 'JOINED', joinedAt: now.toISOString(), serverTime: now.toISOString() });
      }
      return ok(mySession(now, 90));
    }, signedIn());
    await store.boot();
    const opened: string[] = [];
    sessionsOf(store).open = (url) => opened.push(url);
    const first = await sessionsOf(store).join('webinar-live', 5);
    expect(first).toMatchObject({ ok: false, status: 409, message: 'The room is not open yet.', reason: 'notOpenYet', opensAt });
    expect(opened).toEqual([]);
    refuse = false;
    const second = await sessionsOf(store).join('webinar-live', 5);
    expect(second).toMatchObject({ ok: true, url: 'https://zoom.us/j/123', kind: 'live' });
    expect(opened).toEqual(['https://zoom.us/j/123']);
    const body = calls.find((c) => c.url.includes('/join'))?.data as { deviceId: string };
    expect(body.deviceId).toMatch(/^[A-Za-z0-9._:-]+$/);
    expect(sessionsOf(store).busy.size).toBe(0);
  });

  it('sends feedback, asks my session again, and returns a 400 message as a hint', async () => {
    const now = new Date();
    let completed = false;
    const { store, calls } = testRoot((c) => {
      if (c.url.includes('/feedback') && c.method === 'POST') {
        const body = c.data as { rating: number };
        if (body.rating === 1) return fail(400, 'Feedback can only be given after you joined.');
        completed = true;
        return ok({ createdAt: now.toISOString(), state: 'COMPLETED', certificate: { number: 'CERT-1', verificationPath: '/certificates/CERT-1' } });
      }
      if (c.url.includes('referral-sources')) return ok([{ id: 1, name: 'Instagram' }]);
      if (c.url.includes('categories')) return ok([{ id: 1, name: 'Content' }]);
      return ok(
        completed
          ? mySession(now, -150, { state: 'COMPLETED', nextAction: 'certificate', certificate: { number: 'CERT-1', verificationPath: '/certificates/CERT-1' } })
          : mySession(now, -150, { state: 'FEEDBACKREQUIRED', nextAction: 'feedback' }),
      );
    }, signedIn());
    await store.boot();
    await sessionsOf(store).load(5);
    await sessionsOf(store).ensureMasters();
    expect(sessionsOf(store).referralSources.data?.[0]?.name).toBe('Instagram');
    expect(sessionsOf(store).categories.data?.[0]?.name).toBe('Content');
    const refused = await sessionsOf(store).sendFeedback('webinar-live', 5, { rating: 1, text: '', referralSourceId: 1, categoryId: 1 });
    expect(refused).toMatchObject({ ok: false, status: 400, message: 'Feedback can only be given after you joined.' });
    const sent = await sessionsOf(store).sendFeedback('webinar-live', 5, { rating: 5, text: 'Great', referralSourceId: 1, categoryId: 1 });
    expect(sent.ok).toBe(true);
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.data).toEqual({ rating: 5, text: 'Great', referralSourceId: 1, categoryId: 1 });
    expect(sessionsOf(store).of(5)?.certificate?.number).toBe('CERT-1');
  });

  it('shows a soft zoom refusal, and downloads the ticket and the calendar through the platform', async () => {
    const now = new Date();
    const { store, mem } = testRoot((c) => {
      if (c.url.includes('zoom-join-url')) return fail(409, 'The Zoom room opens 30 minutes before the start.');
      return ok(mySession(now, 90, { contentType: 37, venueType: 3 }));
    }, signedIn());
    await store.boot();
    const zoom = await sessionsOf(store).zoom(5);
    expect(zoom).toMatchObject({ ok: false, status: 409, message: 'The Zoom room opens 30 minutes before the start.' });
    const saved: Array<[string, string, string | undefined]> = [];
    mem.platform.download = async (url, name, options) => {
      saved.push([url, name, options?.accessToken]);
      return { ok: true };
    };
    await sessionsOf(store).downloadCalendar({ contentId: 5, url: 'event-x' });
    await sessionsOf(store).downloadTicket({ contentId: 5, url: 'event-x', ticket: { token: 'T', qrText: 'Q', pngPath: '/web/v2/sessions/5/eticket' } });
    expect(saved).toEqual([
      ['/web/v2/sessions/5/calendar', 'event-x.ics', undefined],
      ['/web/v2/sessions/5/eticket', 'e-ticket-event-x.png', 'AT'],
    ]);
  });
});
