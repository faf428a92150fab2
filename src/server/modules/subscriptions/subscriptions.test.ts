import { describe, expect, it } from 'vitest';
import type { ContentDetail, SubscriptionPackage } from '../../../common/catalog.js';
import { ContentType } from '../../../common/enums.js';
import { contentOf, useCatalogApp, expectNotFound } from '../../testing/catalogue.js';
import { must } from '../../../common/must.js';

const t = useCatalogApp();

const W = '/web/v2';
const NOT_FOUND = { id: 'Paket langganan tidak ditemukan', en: 'Subscription not found' };

describe('subscriptions', () => {
  it('detail by id or url with period and benefits in the asked language', async () => {
    const row = await contentOf(t.app, ContentType.SUBSCRIPTION);
    const byUrl = await t.api.result<ContentDetail>(t.api.get(`${W}/subscriptions/${row.url}`));
    const byId = await t.api.result<ContentDetail>(t.api.get(`${W}/subscriptions/${row.id}`));
    const en = await t.api.result<ContentDetail>(t.api.get(`${W}/subscriptions/${row.url}`, 'en'));
    expect(byId).toEqual(byUrl);
    expect(byUrl.title).not.toBe(en.title);
    expect(byUrl.detail.months).toEqual(expect.any(Number));
    expect(byUrl.detail.benefits).not.toEqual(en.detail.benefits);
  });

  it('packages: every plan shortest first, the asked one selected, longer plans save', async () => {
    const row = await contentOf(t.app, ContentType.SUBSCRIPTION);
    const plans = await t.api.result<SubscriptionPackage[]>(t.api.get(`${W}/subscriptions/${row.id}/packages`));
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans.filter((p) => p.isSelected).map((p) => p.contentId)).toEqual([row.id]);
    const months = plans.map((p) => p.months);
    expect([...months].sort((a, b) => a - b)).toEqual(months);
    expect(plans[0]?.savingPercent).toBe(0);
    expect(plans.at(-1)!.savingPercent).toBeGreaterThan(0);
    for (const p of plans) expect(p.pricePerMonth).toBe(Math.ceil(p.finalPrice / p.months));
    const en = await t.api.result<SubscriptionPackage[]>(t.api.get(`${W}/subscriptions/${row.url}/packages`, 'en'));
    expect(must(en[0], 'an en plan').title).not.toBe(must(plans[0], 'a plan').title);
  });

  it('unknown subscriptions are 404s in both languages', async () => {
    await expectNotFound(t.app, `${W}/subscriptions/tidak-ada`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/subscriptions/999999/packages`, NOT_FOUND);
    const course = await contentOf(t.app, ContentType.COURSE);
    await expectNotFound(t.app, `${W}/subscriptions/by-content-id/${course.id}`, NOT_FOUND);
  });
});
