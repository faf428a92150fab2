import { describe, expect, it } from 'vitest';
import { INFO_PAGES } from './info-pages.js';
import { MENU_V1, MENU_V2, type MenuDef } from './site.js';

/** Issue 25: the Indonesian product names stay in Indonesian; the English side of the seed reads English. */
const QU = ['KelasQu', 'SertifikatQu', 'PoinQu', 'VoucherQu', 'WishlistQu', 'CertificateQu', 'ClassQu'];
const namesQu = (text: string) => QU.some((name) => text.toLowerCase().includes(name.toLowerCase()));

function labels(menu: readonly MenuDef[]): MenuDef['label'][] {
  return menu.flatMap((m) => [m.label, ...labels(m.children ?? [])]);
}

describe('the seed’s English names', () => {
  it('menus: English labels name no "…Qu" product, the Indonesian ones keep them', () => {
    const all = labels([...MENU_V1, ...MENU_V2]);
    expect(all.map(([, en]) => en).filter(namesQu)).toEqual([]);
    expect(all.map(([id]) => id)).toEqual(expect.arrayContaining(['PoinQu', 'VoucherQu', 'WishlistQu', 'SertifikatQu']));
  });

  it('info pages: English titles and bodies name no "…Qu" product', () => {
    const english = INFO_PAGES.flatMap((p) => [p.title[1], p.body[1]]);
    expect(english.filter(namesQu)).toEqual([]);
    expect(INFO_PAGES.some((p) => namesQu(p.body[0]))).toBe(true);
  });
});
