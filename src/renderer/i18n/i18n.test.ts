import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_SLUG, ProgramType, LearningMethod, VenueType, CATEGORY_SEGMENTS } from '../../common/enums';
import { apiMessageKey, API_MESSAGES } from '../api/errors';
import { must } from '../../common/must';
import { mergeMessages, type Messages } from './messages';
import { allMessages, i18n, initI18n, loadMessages, setLanguage } from './index';

/** Every messages file of the renderer, by language: i18n/{en,id}.json and features/<x>/messages/{en,id}.json. */
const files = import.meta.glob<Messages>(['./en.json', './id.json', '../features/*/messages/*.json'], { eager: true, import: 'default' });
const FILE = /^(.*\/)(en|id)\.json$/;

/** The folder (`./`, `../features/<x>/messages/`) and language of a messages file. */
function fileParts(file: string): { dir: string; lang: string } {
  const [, dir, lang] = FILE.exec(file) ?? [];
  return { dir: must(dir, `the folder of ${file}`), lang: must(lang, `the language of ${file}`) };
}

function leaves(tree: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

/** The folders that hold messages (i18n/ and each feature's messages/), each with its two files. */
const folders = new Map<string, { en?: Messages; id?: Messages }>();
for (const [file, messages] of Object.entries(files)) {
  const { dir, lang } = fileParts(file);
  folders.set(dir, { ...folders.get(dir), [lang]: messages });
}
const enAll = mergeMessages(Object.fromEntries(Object.entries(files).filter(([f]) => f.endsWith('/en.json'))));
const idAll = mergeMessages(Object.fromEntries(Object.entries(files).filter(([f]) => f.endsWith('/id.json'))));
const enLeaves = leaves(enAll);
const idLeaves = leaves(idAll);

describe('i18n catalogues', () => {
  it('finds the shared file and the features’ files', () => {
    expect(folders.has('./')).toBe(true);
    expect([...folders.keys()].filter((d) => d.startsWith('../features/')).length).toBeGreaterThanOrEqual(10);
  });

  for (const [dir, { en, id }] of folders) {
    describe(`${dir}{en,id}.json`, () => {
      it('exists in both languages, with exactly the same keys', () => {
        expect(en, `${dir}en.json`).toBeDefined();
        expect(id, `${dir}id.json`).toBeDefined();
        expect([...leaves(id!).keys()].sort()).toEqual([...leaves(en!).keys()].sort());
      });

      it('no message is empty and interpolation variables match', () => {
        const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        const idFile = leaves(id!);
        for (const [key, value] of leaves(en!)) {
          expect(value.trim(), key).not.toBe('');
          expect(idFile.get(key)?.trim(), key).not.toBe('');
          expect(vars(idFile.get(key) ?? ''), key).toEqual(vars(value));
        }
      });
    });
  }

  it('a namespace belongs to one file only', () => {
    expect(() => mergeMessages({ 'a.json': { price: { free: 'Free' } }, 'b.json': { price: { paid: 'Paid' } } })).toThrow(/"price" is in a.json and in b.json/);
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

  // Issue 25: the Indonesian product names (KelasQu, SertifikatQu, ...) stay in id; English reads English.
  it('no English message names an Indonesian "…Qu" product', () => {
    const QU = ['KelasQu', 'SertifikatQu', 'PoinQu', 'VoucherQu', 'WishlistQu', 'CertificateQu', 'ClassQu'];
    const named = [...enLeaves].filter(([, value]) => QU.some((name) => value.toLowerCase().includes(name.toLowerCase()))).map(([key, value]) => `${key}: ${value}`);
    expect(named).toEqual([]);
    // …and in Indonesian the names are kept.
    expect(idLeaves.get('pages.classqu')).toBe('KelasQu');
    expect(idLeaves.get('pages.certificatequ')).toBe('SertifikatQu');
    expect(enLeaves.get('pages.classqu')).toBe('My classes');
    expect(enLeaves.get('pages.certificatequ')).toBe('My certificates');
  });
});

/**
 * Every key the code names exists, and a file uses only its own messages: a feature the shared
 * file's and its own, the shell and the shared code (components, stores, api, platform) the
 * shared file's; the route table may name any page title.
 */
describe('the keys the code uses', () => {
  const root = path.resolve(__dirname, '..');
  const owner = new Map<string, string>();
  for (const [file, messages] of Object.entries(files)) {
    const { dir } = fileParts(file);
    const area = dir === './' ? 'shared' : must(dir.split('/')[2], `the feature of ${file}`);
    for (const namespace of Object.keys(messages)) owner.set(namespace, area);
  }
  const exists = (key: string) => ['', '_one', '_other'].some((suffix) => enLeaves.has(key + suffix));
  const sources = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => f.split(path.sep).join('/'));
  const namespaces = [...owner.keys()].sort((a, b) => b.length - a.length).join('|');
  // 'ns.key' or "ns.key" or `ns.key` and `ns.prefix.${…}` (a key built at run time: only its namespace is checked).
  const KEY = new RegExp(`(['"\`])((?:${namespaces})\\.[\\w.]*?)(\\$\\{|\\1)`, 'g');

  it('exist and come from the file’s own messages or the shared ones', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const file of sources) {
      const parts = file.split('/');
      const area = parts[0] === 'features' ? parts[1] : file === 'routes.tsx' ? 'routes' : 'shared';
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of source.matchAll(KEY)) {
        const [, , key = '', end] = m; // the key group always takes part in a match
        const built = end === '${' || key.endsWith('.');
        const [namespace = ''] = key.split('.');
        const from = owner.get(namespace)!;
        checked += 1;
        if (area !== 'routes' && from !== 'shared' && from !== area) wrong.push(`${file}: ${key} belongs to features/${from}`);
        if (!built && !exists(key)) wrong.push(`${file}: ${key} is missing`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(800);
  });
});

describe('loading', () => {
  it('loads only the active language’s shell messages, a feature’s part when asked, and both before switching', async () => {
    await initI18n('id');
    expect(i18n.resolvedLanguage).toBe('id');
    expect(i18n.t('price.free')).toBe('Gratis');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.exists('products.seeAll')).toBe(false);
    await loadMessages(['products']);
    expect(i18n.t('products.seeAll')).toBe(idLeaves.get('products.seeAll'));
    await setLanguage('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('price.free')).toBe('Free');
    expect(i18n.t('footer.copyright', { year: 2026, name: 'Belajar' })).toBe('© 2026 Belajar. All rights reserved.');
    expect(i18n.t('products.seeAll')).toBe(enLeaves.get('products.seeAll'));
    expect(i18n.exists('home.sections.topProducts')).toBe(false);
  });

  it('the server render’s catalogue is every file of the language merged', async () => {
    expect(await allMessages('en')).toEqual(enAll);
    expect(await allMessages('id')).toEqual(idAll);
  });
});
