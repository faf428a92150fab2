import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../common/contract/orders.js';
import { TEST_SERVER_KEY } from '../../sandbox-gateway/testing.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { W, donationKit } from './testing.js';
import { matchesETag, totalsReader } from './totals.js';

/** Issue 19, plan A.6: a campaign's totals for every visitor of its page (polled, ETag and 304). */

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
}, 120_000);
afterAll(async () => app?.cleanup());

const { donate, get, campaigns, waitFor, pay } = donationKit(() => app);

describe('G donations/{url}/totals (live totals for every visitor)', () => {
  it('answers a guest with an ETag; an unchanged total is a 304, a paid donation a new answer', async () => {
    const [, c] = await campaigns();
    const first = await get(null, `${W}/donations/${c!.url}/totals`);
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json().result;
    expect(before).toMatchObject({ id: c!.id, targetAmount: Number(c!.target_amount) });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"dt-/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(null, `${W}/donations/${c!.url}/totals`, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const token = await studentToken(app);
    const order = (await donate(token, c!.url, 55_000)).json().result as Order;
    // Pending: still the same total.
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await get(null, `${W}/donations/${c!.url}/totals`, { 'if-none-match': tag })).statusCode).toBe(304);

    await pay(order.id);
    let moved: { statusCode: number; json(): { result: typeof before }; headers: Record<string, unknown> } | undefined;
    await waitFor(async () => {
      moved = await get(token, `${W}/donations/${c!.url}/totals`, { 'if-none-match': tag });
      return moved.statusCode === 200;
    });
    expect(moved!.json().result).toMatchObject({ collectedAmount: before.collectedAmount + 55_000, donorsCount: before.donorsCount + 1 });
    expect(moved!.headers.etag).not.toBe(tag);
    expect(moved!.headers['cache-control']).toBe('no-cache');
  });

  it('is 404 for an unknown campaign', async () => {
    expect((await get(null, `${W}/donations/no-such-campaign-here/totals`)).statusCode).toBe(404);
  });

  it('reads the database at most once per campaign per memo period, however many pages poll', async () => {
    const [c] = await campaigns();
    let now = 1_000_000;
    let reads = 0;
    const counting = new Proxy(app.ctx.db, {
      get(target, prop, receiver) {
        if (prop === 'selectFrom')
          return (table: string) => {
            if (table === 'donation_records') reads++;
            return target.selectFrom(table as never);
          };
        return Reflect.get(target, prop, receiver);
      },
    });
    const reader = totalsReader(counting, () => now, 1_000);
    const answers = await Promise.all(Array.from({ length: 64 }, () => reader.read({ url: c!.url }, 'id')));
    expect(new Set(answers.map((a) => a.collectedAmount)).size).toBe(1);
    expect(reads).toBe(1);
    now += 1_001;
    await reader.read({ url: c!.url }, 'id');
    expect(reads).toBe(2);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesETag(undefined, 'W/"a"')).toBe(false);
    expect(matchesETag('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesETag('"a"', 'W/"a"')).toBe(true);
    expect(matchesETag('*', 'W/"a"')).toBe(true);
    expect(matchesETag('W/"c"', 'W/"a"')).toBe(false);
  });
});
