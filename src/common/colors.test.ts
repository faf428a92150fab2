import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CHIP_COLORS,
  CONTENT_TYPE_TAG_COLORS,
  MONTH_BADGE_COLORS,
  NEUTRAL_COLOR,
  PROGRAM_TYPE_COLORS,
  TOAST_COLORS,
  categoryChipColor,
  contentTypeTagColor,
  contrastRatio,
  programTypeColor,
  relativeLuminance,
  type ColorPair,
} from './colors.js';
import { CONTENT_TYPE_IDS, ProgramType } from './enums.js';

const HEX = /^#[0-9A-F]{6}$/;

describe('contrastRatio', () => {
  it('black on white is 21, same colour is 1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
  it('known value: #767676 on white is about 4.54', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
  it('luminance of white is 1 and bad hex throws', () => {
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(() => relativeLuminance('#GGGGGG')).toThrow(RangeError);
  });
});

const allPairs: [string, ColorPair][] = [
  ...Object.entries(PROGRAM_TYPE_COLORS).map(([k, v]) => [`program ${k}`, v] as [string, ColorPair]),
  ...CATEGORY_CHIP_COLORS.map((v, i) => [`chip ${i}`, v] as [string, ColorPair]),
  ...Object.entries(CONTENT_TYPE_TAG_COLORS).map(([k, v]) => [`content type ${k}`, v] as [string, ColorPair]),
  ...Object.entries(TOAST_COLORS).map(([k, v]) => [`toast ${k}`, v] as [string, ColorPair]),
  ...Object.entries(MONTH_BADGE_COLORS).map(([k, v]) => [`month ${k}`, v] as [string, ColorPair]),
  ['neutral', NEUTRAL_COLOR],
];

describe('every colour pair meets WCAG AA (contrast >= 4.5)', () => {
  it.each(allPairs)('%s', (_name, p) => {
    expect(p.background).toMatch(HEX);
    expect(p.text).toMatch(HEX);
    expect(contrastRatio(p.text, p.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('fixed colour per programme type', () => {
  it('covers every programme type with a distinct background', () => {
    const names = Object.values(ProgramType);
    expect(Object.keys(PROGRAM_TYPE_COLORS).sort()).toEqual([...names].sort());
    expect(new Set(names.map((n) => PROGRAM_TYPE_COLORS[n].background)).size).toBe(names.length);
  });
  it('lookup by name, neutral for unknown', () => {
    expect(programTypeColor('BOOTCAMP')).toEqual({ background: '#EDE9FE', text: '#5B21B6' });
    expect(programTypeColor('SOMETHING_ELSE')).toBe(NEUTRAL_COLOR);
  });
});

describe('5 colour pairs for category chips', () => {
  it('there are exactly 5 distinct pairs', () => {
    expect(CATEGORY_CHIP_COLORS).toHaveLength(5);
    expect(new Set(CATEGORY_CHIP_COLORS.map((c) => c.background)).size).toBe(5);
  });
  it('cycles through the 5', () => {
    expect(categoryChipColor(0)).toBe(CATEGORY_CHIP_COLORS[0]);
    expect(categoryChipColor(4)).toBe(CATEGORY_CHIP_COLORS[4]);
    expect(categoryChipColor(5)).toBe(CATEGORY_CHIP_COLORS[0]);
    expect(categoryChipColor(12)).toBe(CATEGORY_CHIP_COLORS[2]);
    expect(categoryChipColor(-1)).toBe(CATEGORY_CHIP_COLORS[4]);
    expect(categoryChipColor(1.9)).toBe(CATEGORY_CHIP_COLORS[1]);
    expect(categoryChipColor(Number.NaN)).toBe(CATEGORY_CHIP_COLORS[0]);
  });
});

describe('tag colours fixed per content type', () => {
  it('every content type id has its own pair', () => {
    for (const id of CONTENT_TYPE_IDS) expect(contentTypeTagColor(id)).toBe(CONTENT_TYPE_TAG_COLORS[id]);
    expect(new Set(CONTENT_TYPE_IDS.map((id) => CONTENT_TYPE_TAG_COLORS[id].background)).size).toBe(CONTENT_TYPE_IDS.length);
  });
  it('exact values and neutral fallback', () => {
    expect(contentTypeTagColor(3)).toEqual({ background: '#DBEAFE', text: '#1E40AF' });
    expect(contentTypeTagColor(999)).toBe(NEUTRAL_COLOR);
  });
});

describe('toasts: success teal, error red, warning amber, info white', () => {
  it('exact colours', () => {
    expect(TOAST_COLORS.success).toEqual({ background: '#0F766E', text: '#FFFFFF' });
    expect(TOAST_COLORS.error).toEqual({ background: '#B91C1C', text: '#FFFFFF' });
    expect(TOAST_COLORS.warning).toEqual({ background: '#F59E0B', text: '#1F2937' });
    expect(TOAST_COLORS.info).toEqual({ background: '#FFFFFF', text: '#1F2937' });
  });
});
