/** Breakpoints of spec 9 (constants.ts BREAKPOINTS) as a tiny React hook, and their media queries. */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../common/constants';
import mediaVisibility from './mediaVisibility.module.css';

export type Breakpoint = keyof typeof BREAKPOINTS;
const ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'];

/** The largest breakpoint whose minimum width is ≤ width. */
export function breakpointFor(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const bp of ORDER) if (width >= BREAKPOINTS[bp]) current = bp;
  return current;
}

/** True when `current` is at least `min`. */
export function isAtLeast(current: Breakpoint, min: Breakpoint): boolean {
  return ORDER.indexOf(current) >= ORDER.indexOf(min);
}

/** Media query for "at least this breakpoint", for CSS-in-JS. */
export function mediaUp(bp: Breakpoint): string {
  return `@media (min-width: ${BREAKPOINTS[bp]}px)`;
}

/** Media query for "narrower than this breakpoint". */
export function mediaBelow(bp: Breakpoint): string {
  return `@media (max-width: ${BREAKPOINTS[bp] - 0.02}px)`;
}

function subscribe(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const queries = ORDER.slice(1).map((bp) => window.matchMedia(`(min-width: ${BREAKPOINTS[bp]}px)`));
  queries.forEach((q) => q.addEventListener('change', callback));
  return () => queries.forEach((q) => q.removeEventListener('change', callback));
}

function snapshot(): Breakpoint {
  return typeof window === 'undefined' ? 'lg' : breakpointFor(window.innerWidth);
}

/** The current breakpoint; re-renders only when it changes. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, () => 'lg');
}

/**
 * The current breakpoint, or null where the width is not known: on the server and while the
 * browser hydrates the server's HTML. A component that chooses between two layouts in JS renders
 * both while it is null, each hidden outside its range by CSS (useMediaVisibility), so a phone's
 * first paint shows the phone layout; once hydrated it renders only the one that applies.
 */
export function useClientBreakpoint(): Breakpoint | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Whether a part meant for widths from `min` up is rendered (also while the width is unknown). */
export function showsFrom(bp: Breakpoint | null, min: Breakpoint): boolean {
  return bp === null || isAtLeast(bp, min);
}

/** Whether a part meant for widths below `max` is rendered (also while the width is unknown). */
export function showsBelow(bp: Breakpoint | null, max: Breakpoint): boolean {
  return bp === null || !isAtLeast(bp, max);
}

/**
 * Classes hiding a part outside its range of widths: `fromMd` is hidden below md, `belowMd` from
 * md up, `mdToXl` outside [md, xl). A plain stylesheet (mediaVisibility.module.css), so the shell
 * and the home page need no Griffel for it; its rules win over the part's own `display`.
 */
type MediaVisibility = Record<'fromMd' | 'belowMd' | 'fromLg' | 'belowLg' | 'fromXl' | 'mdToXl' | 'from2xl' | 'below2xl', string>;
export const useMediaVisibility = (): MediaVisibility => mediaVisibility as MediaVisibility;

/**
 * Media query for [from, until) — use ranges rather than stacked min-widths with Griffel, which
 * orders media rules by string comparison ("1025px" sorts before "641px").
 */
export function mediaBetween(from: Breakpoint, until: Breakpoint): string {
  return `@media (min-width: ${BREAKPOINTS[from]}px) and (max-width: ${BREAKPOINTS[until] - 0.02}px)`;
}
