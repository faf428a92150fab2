import { describe, expect, it } from 'vitest';
import type { ContentMeta, DonationCampaign } from '../../../common/catalog.js';
import { ContentType, PaymentStatus } from '../../../common/enums.js';
import type { ContentItem } from '../../../common/types.js';
import { useCatalogApp, expectBadRequest, expectNotFound } from '../../testing/catalogue.js';
import { must } from '../../../common/must.js';
import { shareImage } from '../../../common/media.js';

const t = useCatalogApp();

const W = '/web/v2';
const NOT_FOUND = { id: 'Kampanye donasi tidak ditemukan', en: 'Donation campaign not found' };

async function firstCampaign() {
  return t.app.ctx.db.selectFrom('donations').selectAll().where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
}

describe('donation campaigns', () => {
  it('at least three campaigns are seeded, with donation records', async () => {
    const rows = await t.app.ctx.db.selectFrom('donations').select(['id']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      const n = await t.app.ctx.db
        .selectFrom('donation_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('donation_id', '=', r.id)
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBeGreaterThan(10);
    }
  });

  it('counts only successful donations: collected amount, donors and progress', async () => {
    const row = await firstCampaign();
    const id = await t.api.result<DonationCampaign>(t.api.get(`${W}/donations/${row.url}`));
    const en = await t.api.result<DonationCampaign>(t.api.get(`${W}/donations/${row.url}`, 'en'));
    expect(id.title).not.toBe(en.title);
    const records = await t.app.ctx.db.selectFrom('donation_records').selectAll().where('donation_id', '=', row.id).execute();
    const ok = records.filter((r) => r.status === PaymentStatus.SUCCESS);
    expect(ok.length).toBeLessThan(records.length);
    expect(id.collectedAmount).toBe(ok.reduce((n, r) => n + Number(r.amount), 0));
    expect(id.donorsCount).toBe(new Set(ok.map((r) => r.device_id)).size);
    expect(id.targetAmount).toBe(Number(row.target_amount));
    expect(id.progressPercent).toBe(Math.floor((id.collectedAmount * 100) / id.targetAmount));
    expect(id.isActive).toBe(true);
    expect(id.daysLeft).toBeGreaterThan(0);
    expect(id.recentDonors.length).toBe(10);
    const times = id.recentDonors.map((d) => new Date(d.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const d of id.recentDonors) expect(d.name === 'Orang Baik' || d.name.includes('*')).toBe(true);
    expect(en.recentDonors.some((d) => d.name === 'Kind donor') || en.recentDonors.every((d) => d.name.includes('*'))).toBe(true);
    // By id too.
    expect((await t.api.result<DonationCampaign>(t.api.get(`${W}/donations/${row.id}`))).url).toBe(row.url);
  });

  it('tells whether this device already donated (successfully)', async () => {
    const row = await firstCampaign();
    const records = await t.app.ctx.db.selectFrom('donation_records').selectAll().where('donation_id', '=', row.id).execute();
    const donated = records.find((r) => r.status === PaymentStatus.SUCCESS)!.device_id;
    const okDevices = new Set(records.filter((r) => r.status === PaymentStatus.SUCCESS).map((r) => r.device_id));
    const onlyFailed = records.find((r) => r.status !== PaymentStatus.SUCCESS && !okDevices.has(r.device_id))!.device_id;
    const has = async (deviceId?: string) => (await t.api.result<DonationCampaign>(t.api.get(`${W}/donations/${row.url}${deviceId ? `?deviceId=${deviceId}` : ''}`))).hasDonated;
    expect(await has(donated)).toBe(true);
    expect(await has(onlyFailed)).toBe(false);
    expect(await has('device-never-seen')).toBe(false);
    expect(await has()).toBe(false);
    await expectBadRequest(t.app, `${W}/donations/${row.url}?deviceId=${encodeURIComponent('a b<script>')}`, /deviceId/);
  });

  it('a finished campaign is no longer active', async () => {
    const row = await t.app.ctx.db.selectFrom('donations').selectAll().where('is_active', '=', false).executeTakeFirstOrThrow();
    const c = await t.api.result<DonationCampaign>(t.api.get(`${W}/donations/${row.url}`));
    expect(c.isActive).toBe(false);
    expect(c.daysLeft).toBe(0);
    expect(c.progressPercent).toBeGreaterThanOrEqual(100);
  });

  it('meta in both languages', async () => {
    const row = await firstCampaign();
    const id = await t.api.result<ContentMeta>(t.api.get(`${W}/donations/${row.url}/meta`));
    const en = await t.api.result<ContentMeta>(t.api.get(`${W}/donations/${row.url}/meta`, 'en'));
    expect(id).toEqual({ title: `${row.title_id} | Belajar`, description: row.summary_id, canonicalPath: `/donations/${row.url}`, image: shareImage(row.image_url, 'id') });
    expect(en.title).toBe(`${row.title_en} | Belajar`);
    expect(en.image).toBe(shareImage(row.image_url, 'en'));
  });

  it('content recommendations: classes of the campaign’s category first, 5 by default', async () => {
    const row = await firstCampaign();
    const items = await t.api.result<ContentItem[]>(t.api.get(`${W}/donations/${row.id}/content-recommendations`));
    expect(items).toHaveLength(5);
    expect(items.every((i) => i.type !== ContentType.ARTICLE && i.type !== ContentType.SUBSCRIPTION)).toBe(true);
    expect(must(items[0], 'a recommendation').category?.id).toBe(row.category_id);
    expect(await t.api.result<ContentItem[]>(t.api.get(`${W}/donations/${row.url}/content-recommendations?pageSize=2`))).toHaveLength(2);
  });

  it('unknown campaigns are 404s in both languages', async () => {
    await expectNotFound(t.app, `${W}/donations/kampanye-tidak-ada`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/donations/kampanye-tidak-ada/meta`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/donations/999999/content-recommendations`, NOT_FOUND);
  });
});
