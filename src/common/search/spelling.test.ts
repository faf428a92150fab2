import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spellingVariants } from './spelling.js';

const LOCALES = ['id', 'en'] as const;

describe('spellingVariants', () => {
  it('links the curated Indonesian spellings both ways', () => {
    const pairs = [
      ['analisa', 'analisis'],
      ['sistim', 'sistem'],
      ['praktek', 'praktik'],
      ['aktifitas', 'aktivitas'],
      ['kwalitas', 'kualitas'],
      ['resiko', 'risiko'],
      ['ijin', 'izin'],
      ['nasehat', 'nasihat'],
      ['apotik', 'apotek'],
      ['tehnik', 'teknik'],
      ['karir', 'karier'],
    ];
    for (const locale of LOCALES) {
      for (const [a, b] of pairs) {
        expect(spellingVariants(a!, locale), `${a} → ${b}`).toContain(b);
        expect(spellingVariants(b!, locale), `${b} → ${a}`).toContain(a);
      }
    }
  });

  it('links curated loanwords to their English form both ways', () => {
    const pairs = [
      ['desain', 'design'],
      ['grafis', 'graphic'],
      ['manajemen', 'management'],
      ['analitik', 'analytics'],
      ['fotografi', 'photography'],
      ['analisis', 'analysis'],
      ['komunikasi', 'communication'],
      ['bisnis', 'business'],
      ['konten', 'content'],
    ];
    for (const locale of LOCALES) {
      for (const [id, en] of pairs) {
        expect(spellingVariants(id!, locale)).toContain(en);
        expect(spellingVariants(en!, locale)).toContain(id);
      }
    }
  });

  it('respells loanword endings: -si ↔ -tion, -tas ↔ -ty, -ik ↔ -ic and more, with their stems', () => {
    const pairs = [
      ['presentasi', 'presentation'],
      ['informasi', 'information'],
      ['edukasi', 'education'],
      ['organisasi', 'organization'],
      ['digitalisasi', 'digitalization'],
      ['produksi', 'production'],
      ['kompetisi', 'competition'],
      ['televisi', 'television'],
      ['solusi', 'solution'],
      ['profesi', 'profession'],
      ['ekspresi', 'expression'],
      ['konversi', 'conversion'],
      ['dimensi', 'dimension'],
      ['kualitas', 'quality'],
      ['produktivitas', 'productivity'],
      ['kreativitas', 'creativity'],
      ['universitas', 'university'],
      ['grafik', 'graphic'],
      ['publik', 'public'],
      ['musik', 'music'],
      ['statistik', 'statistics'],
      ['teknologi', 'technology'],
      ['psikologi', 'psychology'],
      ['strategi', 'strategy'],
      ['ekonomi', 'economy'],
      ['biografi', 'biography'],
      ['kreatif', 'creative'],
      ['produktif', 'productive'],
      ['praktis', 'practical'],
      ['teknis', 'technical'],
    ];
    for (const [id, en] of pairs) {
      expect(spellingVariants(id!, 'id'), `${id} → ${en}`).toContain(en);
      expect(spellingVariants(id!, 'en'), `${id} → ${en}`).toContain(en);
    }
    const toIndonesian = [
      ['presentation', 'presentasi'],
      ['application', 'aplikasi'],
      ['innovation', 'inovasi'],
      ['construction', 'konstruksi'],
      ['profession', 'profesi'],
      ['community', 'komunitas'],
      ['productivity', 'produktivitas'],
      ['graphics', 'grafik'],
      ['specific', 'spesifik'],
      ['mathematics', 'matematika'],
      ['methodology', 'metodologi'],
      ['effective', 'efektif'],
      ['innovative', 'inovatif'],
      ['critical', 'kritis'],
    ];
    for (const [en, id] of toIndonesian) {
      expect(spellingVariants(en!, 'en'), `${en} → ${id}`).toContain(id);
      expect(spellingVariants(en!, 'id'), `${en} → ${id}`).toContain(id);
    }
  });

  it('leaves alone words without a loan ending or with too short a stem', () => {
    for (const word of ['keuangan', 'pemasaran', 'marketing', 'speaking', 'excel', 'data', 'kecerdasan', 'buatan', 'digital', 'ai', 'tas', 'ic', 'city', 'visi']) {
      expect(spellingVariants(word, 'id'), word).toEqual([]);
    }
  });

  it('applies the loan rules to plain letters only', () => {
    expect(spellingVariants('e-commerce', 'en')).toEqual([]);
    expect(spellingVariants('ui/ux', 'id')).toEqual([]);
    expect(spellingVariants('k3tas', 'id')).toEqual([]);
  });

  it('never answers the word itself nor the same form twice', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{0,14}$/), fc.constantFrom(...LOCALES), (word, locale) => {
        const variants = spellingVariants(word, locale);
        expect(variants).not.toContain(word);
        expect(new Set(variants).size).toBe(variants.length);
        for (const v of variants) expect(v).toMatch(/^[a-z]+$/);
      }),
    );
  });

  it('curated forms are symmetric', () => {
    const curated = ['analisa', 'analisis', 'sistim', 'praktek', 'kwalitas', 'tehnik', 'desain', 'manajemen', 'fotografi', 'karir', 'bisnis'];
    for (const word of curated) {
      for (const variant of spellingVariants(word, 'id').filter((v) => curated.includes(v))) expect(spellingVariants(variant, 'id')).toContain(word);
    }
  });
});
