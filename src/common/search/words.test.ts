import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { joinedForms, normaliseWords, wordVariants } from './words.js';

const LOCALES = ['id', 'en'] as const;

/** Every form a text's words and adjacent pairs can be found by. */
function forms(text: string, locale: 'id' | 'en'): Set<string> {
  const words = normaliseWords(text, locale);
  return new Set([...words.flatMap((w) => wordVariants(w, locale)), ...joinedForms(words)]);
}

describe('normaliseWords', () => {
  it('lowercases and splits on whitespace and punctuation', () => {
    expect(normaliseWords('Desain Grafis untuk Pemula!', 'id')).toEqual(['desain', 'grafis', 'untuk', 'pemula']);
    expect(normaliseWords('  Analisis   Data, Excel & Power BI ', 'id')).toEqual(['analisis', 'data', 'excel', 'power', 'bi']);
    expect(normaliseWords('Public Speaking: (Beginner) course?', 'en')).toEqual(['public', 'speaking', 'beginner', 'course']);
    expect(normaliseWords('Kecerdasan Buatan (AI)', 'id')).toEqual(['kecerdasan', 'buatan', 'ai']);
    expect(normaliseWords('Microsoft Excel 2021', 'en')).toEqual(['microsoft', 'excel', '2021']);
    expect(normaliseWords('', 'id')).toEqual([]);
    expect(normaliseWords(' ... !!', 'en')).toEqual([]);
  });

  it('drops diacritics and decomposes compatibility forms', () => {
    expect(normaliseWords('Kafé Résumé', 'en')).toEqual(['kafe', 'resume']);
    expect(normaliseWords('ＥＸＣＥＬ', 'id')).toEqual(['excel']);
    expect(normaliseWords('ﬁnance', 'en')).toEqual(['finance']);
    expect(normaliseWords('KEUANGAN', 'id')).toEqual(['keuangan']);
  });

  it('keeps a hyphen or slash inside a word, not around one', () => {
    expect(normaliseWords('UI/UX Design', 'en')).toEqual(['ui/ux', 'design']);
    expect(normaliseWords('ui-ux', 'id')).toEqual(['ui-ux']);
    expect(normaliseWords('E-Commerce untuk UMKM', 'id')).toEqual(['e-commerce', 'untuk', 'umkm']);
    expect(normaliseWords('UI / UX', 'en')).toEqual(['ui', 'ux']);
    expect(normaliseWords('-excel- /data/', 'en')).toEqual(['excel', 'data']);
    expect(normaliseWords('ui--ux', 'en')).toEqual(['ui', 'ux']);
  });

  it('answers words of letters and digits with single inner separators only', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 })), fc.constantFrom(...LOCALES), (text, locale) => {
        for (const word of normaliseWords(text, locale)) {
          expect(word).toMatch(/^[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*$/u);
          expect(word).toBe(word.toLowerCase());
          expect(word).toBe(normaliseWords(word, locale)[0]);
        }
      }),
    );
  });

  it('is stable on a second pass for every character of the Basic Multilingual Plane', () => {
    let text = '';
    for (let cp = 0; cp < 0x10000; cp++) if (cp < 0xd800 || cp > 0xdfff) text += `a${String.fromCodePoint(cp)}b `;
    for (const locale of LOCALES) {
      const words = normaliseWords(text, locale);
      expect(words.flatMap((word) => normaliseWords(word, locale))).toEqual(words);
    }
  });
});

describe('wordVariants', () => {
  it('gives the word first, then the joined and split forms of a word with a separator', () => {
    expect(wordVariants('ui/ux', 'en')).toEqual(['ui/ux', 'uiux', 'ui ux']);
    expect(wordVariants('e-commerce', 'id')).toEqual(['e-commerce', 'ecommerce', 'e commerce']);
    expect(wordVariants('keuangan', 'id')).toEqual(['keuangan']);
  });

  it('reads an Indonesian reduplicated plural as its base', () => {
    expect(wordVariants('buku-buku', 'id')).toContain('buku');
    expect(wordVariants('kursus-kursus', 'id')).toContain('kursus');
    expect(wordVariants('bye-bye', 'en')).not.toContain('bye');
  });

  it('adds the spelling variants of the word and of its joined form', () => {
    expect(wordVariants('analisa', 'id')).toEqual(['analisa', 'analisis', 'analysis']);
    expect(wordVariants('desain', 'en')).toEqual(['desain', 'design']);
    expect(wordVariants('presentasi', 'id')).toContain('presentation');
    expect(wordVariants('manaje-men', 'id')).toContain('management');
  });

  it('always starts with the word and never repeats a form', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,6}([-/][a-z]{1,6}){0,2}$/), fc.constantFrom(...LOCALES), (word, locale) => {
        const variants = wordVariants(word, locale);
        expect(variants[0]).toBe(word);
        expect(new Set(variants).size).toBe(variants.length);
      }),
    );
  });
});

describe('joinedForms', () => {
  it('joins each adjacent pair, dropping separators', () => {
    expect(joinedForms(['ui', 'ux', 'design'])).toEqual(['uiux', 'uxdesign']);
    expect(joinedForms(['e', 'commerce'])).toEqual(['ecommerce']);
    expect(joinedForms(['e-commerce', 'platform'])).toEqual(['ecommerceplatform']);
    expect(joinedForms(['excel'])).toEqual([]);
    expect(joinedForms([])).toEqual([]);
  });

  it('has one entry per adjacent pair, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,5}$/), { maxLength: 6 }), (words) => {
        const joined = joinedForms(words);
        expect(joined).toHaveLength(Math.max(0, words.length - 1));
        joined.forEach((form, i) => expect(form).toBe(words[i]! + words[i + 1]!));
      }),
    );
  });
});

describe('one form shared by every way of writing a word', () => {
  it('"ui ux", "UI/UX", "ui-ux" and "uiux" meet at "uiux"', () => {
    for (const locale of LOCALES) for (const text of ['ui ux', 'UI/UX', 'ui-ux', 'uiux', 'UI / UX', 'Ui-Ux']) expect(forms(text, locale), text).toContain('uiux');
  });

  it('"e-commerce", "e commerce", "E-Commerce" and "ecommerce" meet at "ecommerce"', () => {
    for (const locale of LOCALES) for (const text of ['e-commerce', 'e commerce', 'E-Commerce', 'ecommerce', 'E/Commerce']) expect(forms(text, locale), text).toContain('ecommerce');
  });

  it('Indonesian and English spellings of a course word meet', () => {
    expect(forms('Analisa Data', 'id')).toContain('analisis');
    expect(forms('analisis data', 'en')).toContain('analysis');
    expect(forms('Desain Grafis', 'id')).toContain('design');
    expect(forms('Desain Grafis', 'id')).toContain('graphic');
    expect(forms('Graphic Design', 'en')).toContain('grafis');
    expect(forms('Graphic Design', 'en')).toContain('desain');
    expect(forms('Manajemen Keuangan', 'id')).toContain('management');
    expect(forms('Presentasi yang Efektif', 'id')).toContain('presentation');
  });

  it('any hyphen or slash spelling of split words shares the joined form', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,5}$/), { minLength: 2, maxLength: 3 }), fc.constantFrom('-', '/', ' '), fc.constantFrom(...LOCALES), (parts, sep, locale) => {
        fc.pre(sep !== ' ' || parts.length === 2);
        expect(forms(parts.join(sep), locale)).toContain(parts.join(''));
      }),
    );
  });
});
