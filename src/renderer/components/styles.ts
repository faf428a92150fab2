/**
 * Griffel style objects that several components spread into their own makeStyles (atomic CSS, so
 * every user gets the same classes). Plain objects: no React, nothing heavy to import.
 */
import { shorthands, tokens, type GriffelStyle } from '@fluentui/react-components';
import { mediaUp } from './useBreakpoint';
import { palette } from './theme';

/** A row of chips: scrolls sideways on phones (no scroll bar), wraps from md up. */
export const chipRowStyle: GriffelStyle = {
  display: 'flex',
  gap: '8px',
  overflowX: 'auto',
  margin: '0 -16px',
  padding: '2px 16px 4px',
  scrollbarWidth: 'none',
  '::-webkit-scrollbar': { display: 'none' },
  [mediaUp('md')]: { flexWrap: 'wrap', overflowX: 'visible', margin: 0, padding: 0 },
};

/** A white pill chip (link or button) with a teal hover and a focus ring. */
export const chipStyle: GriffelStyle = {
  flexShrink: 0,
  padding: '7px 14px',
  borderRadius: '999px',
  border: `1px solid ${tokens.colorNeutralStroke1}`,
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  fontSize: '14px',
  fontWeight: 600,
  lineHeight: '20px',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { ...shorthands.borderColor(palette.teal), color: palette.tealDark },
  ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
};

/** `chipStyle` laid out as an inline flex row, for a label with a count beside it. */
export const flexChipStyle: GriffelStyle = { display: 'inline-flex', alignItems: 'center', gap: '6px', ...chipStyle };
