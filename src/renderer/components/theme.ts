/**
 * Brand theme: a teal brand ramp (primary #0E867B) with an indigo accent, for an Indonesian
 * learning marketplace. Toast colours follow spec 8: success teal, error red, warning amber,
 * info white.
 */
import type { BrandVariants } from '@fluentui/react-components';

export const brandTeal: BrandVariants = {
  10: '#021514',
  20: '#042624',
  30: '#053633',
  40: '#074641',
  50: '#08564F',
  60: '#0A665E',
  70: '#0C766D',
  80: '#0E867B',
  90: '#23968B',
  100: '#3AA59A',
  110: '#53B3A9',
  120: '#6DC1B8',
  130: '#88CEC7',
  140: '#A4DBD5',
  150: '#C1E8E3',
  160: '#DEF4F1',
};

export const palette = {
  /** The brand teal: logo, icons, borders, gradients (graphics need 3:1; it is 4.45:1 on white). */
  teal: '#0E867B',
  /** Teal for text on white and for surfaces under white text: one step darker, 5.5:1 (WCAG AA). */
  tealText: brandTeal[70],
  tealDark: '#0A665E',
  tealSoft: '#DEF4F1',
  indigo: '#312E81',
  indigoDeep: '#1E1B4B',
  indigoSoft: '#EEF2FF',
  amber: '#F59E0B',
  red: '#C4314B',
  white: '#FFFFFF',
  ink: '#1F2933',
} as const;

export const toastColours = {
  success: { background: palette.tealText, foreground: palette.white },
  error: { background: palette.red, foreground: palette.white },
  warning: { background: palette.amber, foreground: '#1F1300' },
  info: { background: palette.white, foreground: palette.ink },
} as const;
