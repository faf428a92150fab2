/**
 * Fixed colours of spec 8/9: one pair per programme type, 5 pairs for category chips, one tag
 * pair per content type, toast colours. Every pair is text on background with a WCAG 2.x
 * contrast ratio of at least 4.5 (AA for normal text); colors.test.ts checks it.
 */
import { ContentType, ProgramType, type ContentTypeId, type ProgramTypeName } from './enums.js';
import type { MonthBadgeColor } from './format.js';

export interface ColorPair {
  /** Background colour, "#RRGGBB". */
  background: string;
  /** Text colour on that background, "#RRGGBB". */
  text: string;
}

const pair = (background: string, text: string): ColorPair => Object.freeze({ background, text });

/** Neutral pair used for anything unknown. */
export const NEUTRAL_COLOR: ColorPair = pair('#F3F4F6', '#374151');

/** Fixed colour per programme type. */
export const PROGRAM_TYPE_COLORS: Readonly<Record<ProgramTypeName, ColorPair>> = Object.freeze({
  [ProgramType.BOOTCAMP]: pair('#EDE9FE', '#5B21B6'),
  [ProgramType.WEBINAR]: pair('#DBEAFE', '#1E40AF'),
  [ProgramType.MILLENNIAL_SUCCESS]: pair('#FCE7F3', '#9D174D'),
  [ProgramType.DIGITAL_SKILL]: pair('#CCFBF1', '#115E59'),
  [ProgramType.MICRO_LEARNING]: pair('#FEF3C7', '#92400E'),
  [ProgramType.COURSES]: pair('#DCFCE7', '#166534'),
  [ProgramType.ARTICLE]: pair('#F3F4F6', '#374151'),
  [ProgramType.PRAKERJA]: pair('#FFEDD5', '#9A3412'),
});

/** Colour of a programme type; unknown names (e.g. category programmes) get the neutral pair. */
export function programTypeColor(type: string): ColorPair {
  return (PROGRAM_TYPE_COLORS as Record<string, ColorPair>)[type] ?? NEUTRAL_COLOR;
}

/** The 5 colour pairs of category chips. */
export const CATEGORY_CHIP_COLORS: readonly ColorPair[] = Object.freeze([
  pair('#E0F2FE', '#075985'),
  pair('#FCE7F3', '#9D174D'),
  pair('#ECFCCB', '#3F6212'),
  pair('#EDE9FE', '#5B21B6'),
  pair('#FFE4E6', '#9F1239'),
]);

/** Chip colour by position: cycles through the 5 pairs (negative indexes wrap, fractions floor). */
export function categoryChipColor(index: number): ColorPair {
  const n = CATEGORY_CHIP_COLORS.length;
  const i = Number.isFinite(index) ? Math.floor(index) : 0;
  return CATEGORY_CHIP_COLORS[((i % n) + n) % n]!; // an index in 0..n-1 of a list that is not empty
}

/** Tag colour fixed per content type id. */
export const CONTENT_TYPE_TAG_COLORS: Readonly<Record<ContentTypeId, ColorPair>> = Object.freeze({
  [ContentType.COURSE]: pair('#DCFCE7', '#166534'),
  [ContentType.MICROLEARNING]: pair('#FEF3C7', '#92400E'),
  [ContentType.WEBINAR]: pair('#DBEAFE', '#1E40AF'),
  [ContentType.BELAJARKILAT]: pair('#FEF9C3', '#854D0E'),
  [ContentType.PACKAGE]: pair('#E0E7FF', '#3730A3'),
  [ContentType.JALURBELAJAR]: pair('#CFFAFE', '#155E75'),
  [ContentType.ARTICLE]: pair('#F3F4F6', '#374151'),
  [ContentType.BOOTCAMP]: pair('#EDE9FE', '#5B21B6'),
  [ContentType.SUBSCRIPTION]: pair('#FAE8FF', '#86198F'),
  [ContentType.EVENT]: pair('#FFE4E6', '#9F1239'),
});

/** Tag colour of a content type id; unknown ids get the neutral pair. */
export function contentTypeTagColor(typeId: number): ColorPair {
  return (CONTENT_TYPE_TAG_COLORS as Record<number, ColorPair>)[typeId] ?? NEUTRAL_COLOR;
}

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Toasts (spec 8): success teal, error red, warning amber, info white. */
export const TOAST_COLORS: Readonly<Record<ToastKind, ColorPair>> = Object.freeze({
  success: pair('#0F766E', '#FFFFFF'),
  error: pair('#B91C1C', '#FFFFFF'),
  warning: pair('#F59E0B', '#1F2937'),
  info: pair('#FFFFFF', '#1F2937'),
});

/** Month badge colours (names from monthBadgeColor) as pairs. */
export const MONTH_BADGE_COLORS: Readonly<Record<MonthBadgeColor, ColorPair>> = Object.freeze({
  yellow: pair('#FEF3C7', '#92400E'),
  teal: pair('#CCFBF1', '#115E59'),
  red: pair('#FEE2E2', '#991B1B'),
  grey: pair('#F3F4F6', '#374151'),
});

function channel(hex: string, offset: number): number {
  const v = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of "#RRGGBB" (or "#RGB"). */
export function relativeLuminance(hex: string): number {
  let h = hex.replace(/^#/, '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-fA-F]{6}$/.test(h)) throw new RangeError(`not a hex colour: ${hex}`);
  return 0.2126 * channel(h, 0) + 0.7152 * channel(h, 2) + 0.0722 * channel(h, 4);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
