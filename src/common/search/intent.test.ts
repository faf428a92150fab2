import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ContentType, ProgramType } from '../enums.js';
import { intentOf, type ContentTypeIntent } from './intent.js';
import { normaliseWords } from './words.js';

const LOCALES = ['id', 'en'] as const;
const of = (text: string, locale: 'id' | 'en') => intentOf(normaliseWords(text, locale), locale);
const type = (id: (typeof ContentType)[keyof typeof ContentType]): ContentTypeIntent => ({ kind: 'contentType', contentType: id });

describe('intentOf', () => {
  it('"gratis" and "free" ask for free contents, in either locale', () => {
    for (const locale of LOCALES) {
      expect(of('kursus excel gratis', locale)).toMatchObject({ free: true, intentWords: ['kursus', 'gratis'] });
      expect(of('free public speaking course', locale)).toMatchObject({ free: true, intentWords: ['free', 'course'] });
      expect(of('Webinar Pemasaran Digital GRATIS', locale).free).toBe(true);
      expect(of('belajar keuangan gratisan', locale).free).toBe(true);
      expect(of('analisis data', locale)).toEqual({ free: false, type: null, intentWords: [] });
    }
  });

  it('type words of both languages name a content type', () => {
    for (const locale of LOCALES) {
      expect(of('webinar pemasaran', locale).type).toEqual(type(ContentType.WEBINAR));
      expect(of('UI/UX bootcamp', locale).type).toEqual(type(ContentType.BOOTCAMP));
      expect(of('kursus desain grafis', locale).type).toEqual(type(ContentType.COURSE));
      expect(of('kelas excel', locale).type).toEqual(type(ContentType.COURSE));
      expect(of('excel course', locale).type).toEqual(type(ContentType.COURSE));
      expect(of('e-commerce classes', locale).type).toEqual(type(ContentType.COURSE));
      expect(of('artikel kecerdasan buatan', locale).type).toEqual(type(ContentType.ARTICLE));
      expect(of('articles on public speaking', locale).type).toEqual(type(ContentType.ARTICLE));
      expect(of('acara keuangan jakarta', locale).type).toEqual(type(ContentType.EVENT));
      expect(of('marketing events', locale).type).toEqual(type(ContentType.EVENT));
      expect(of('mikro analisis data', locale).type).toEqual(type(ContentType.MICROLEARNING));
      expect(of('microlearning excel', locale).type).toEqual(type(ContentType.MICROLEARNING));
    }
  });

  it('"prakerja" names the Prakerja programmes', () => {
    expect(of('kelas prakerja pemasaran', 'id')).toEqual({
      free: false,
      type: type(ContentType.COURSE),
      intentWords: ['kelas', 'prakerja'],
    });
    expect(of('prakerja excel', 'en').type).toEqual({ kind: 'programType', programType: ProgramType.PRAKERJA });
  });

  it('the first type word decides; every type word is reported', () => {
    expect(of('webinar kursus excel', 'id')).toEqual({ free: false, type: type(ContentType.WEBINAR), intentWords: ['webinar', 'kursus'] });
    expect(of('excel course webinar free', 'en')).toEqual({ free: true, type: type(ContentType.COURSE), intentWords: ['course', 'webinar', 'free'] });
  });

  it('reads a type written as two words or with a hyphen', () => {
    expect(of('micro learning keuangan', 'en')).toEqual({ free: false, type: type(ContentType.MICROLEARNING), intentWords: ['micro', 'learning'] });
    expect(of('mikro learning keuangan', 'id')).toMatchObject({ type: type(ContentType.MICROLEARNING), intentWords: ['mikro', 'learning'] });
    expect(of('micro-learning', 'en')).toMatchObject({ type: type(ContentType.MICROLEARNING), intentWords: ['micro-learning'] });
    expect(of('boot camp data science', 'en')).toMatchObject({ type: type(ContentType.BOOTCAMP), intentWords: ['boot', 'camp'] });
  });

  it('"program" is a topic word, not a type', () => {
    expect(of('program python', 'id')).toEqual({ free: false, type: null, intentWords: [] });
  });

  it('reports intent words from the query, in its order', () => {
    const vocabulary = ['gratis', 'free', 'webinar', 'kursus', 'course', 'excel', 'keuangan', 'data', 'micro', 'learning', 'pemasaran'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { maxLength: 6 }), fc.constantFrom(...LOCALES), (words, locale) => {
        const answer = intentOf(words, locale);
        let from = 0;
        for (const w of answer.intentWords) {
          from = words.indexOf(w, from) + 1;
          expect(from).toBeGreaterThan(0);
        }
        expect(answer.free).toBe(words.includes('gratis') || words.includes('free'));
        expect(answer.type === null).toBe(answer.intentWords.every((w) => w === 'gratis' || w === 'free'));
      }),
    );
  });
});
