import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';
import { CONTENT_TYPE_SLUG, ProgramType, LearningMethod, VenueType, CATEGORY_SEGMENTS } from '../../common/enums';
import { apiMessageKey, API_MESSAGES } from '../api/errors';
import { initI18n } from './index';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const enLeaves = leaves(en as Tree);
const idLeaves = leaves(id as Tree);

describe('i18n catalogues', () => {
  it('en and id have exactly the same keys', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...idLeaves.keys()].sort());
  });

  it('no message is empty and interpolation variables match', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of enLeaves) {
      expect(value.trim(), key).not.toBe('');
      expect(idLeaves.get(key)?.trim(), key).not.toBe('');
      expect(vars(idLeaves.get(key) ?? ''), key).toEqual(vars(value));
    }
  });

  it('covers every content type, program type, learning method, venue type and category segment', () => {
    for (const slug of Object.values(CONTENT_TYPE_SLUG)) expect(enLeaves.has(`contentType.${slug}`), slug).toBe(true);
    for (const p of Object.values(ProgramType)) expect(enLeaves.has(`programType.${p}`), p).toBe(true);
    for (const m of Object.values(LearningMethod)) expect(enLeaves.has(`learningMethod.${m}`)).toBe(true);
    for (const v of Object.values(VenueType)) expect(enLeaves.has(`venueType.${v}`)).toBe(true);
    for (const c of CATEGORY_SEGMENTS) expect(enLeaves.has(`categories.${c}`), c).toBe(true);
  });

  it('has a key for every API catalogue message', () => {
    for (const m of [API_MESSAGES.emptyPayload, API_MESSAGES.timeout, API_MESSAGES.network, API_MESSAGES.serverBusy, 'Request failed with status code 500']) {
      const key = apiMessageKey(m);
      expect(key && enLeaves.has(key), m).toBe(true);
    }
  });

  it('has the spec texts for home sections and price', () => {
    expect(idLeaves.get('home.sections.topProducts')).toBe('Produk Teratas');
    expect(enLeaves.get('home.sections.topProducts')).toBe('Top products');
    expect(idLeaves.get('home.sections.dontMiss')).toBe('Jangan Lewatkan');
    expect(enLeaves.get('home.sections.dontMiss')).toBe("Don't miss it");
    expect(idLeaves.get('price.free')).toBe('Gratis');
    expect(enLeaves.get('price.free')).toBe('Free');
  });

  it('initialises synchronously and switches language', async () => {
    const i18n = initI18n('id');
    expect(i18n.t('price.free')).toBe('Gratis');
    await i18n.changeLanguage('en');
    expect(i18n.t('price.free')).toBe('Free');
    expect(i18n.t('footer.copyright', { year: 2026, name: 'Belajar' })).toBe('© 2026 Belajar. All rights reserved.');
  });
});
