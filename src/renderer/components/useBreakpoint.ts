/** Breakpoints of spec 9 (constants.ts BREAKPOINTS) as a tiny React hook. */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../common/constants';

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
 * Media query for [from, until) — use ranges rather than stacked min-widths with Griffel, which
 * orders media rules by string comparison ("1025px" sorts before "641px").
 */
export function mediaBetween(from: Breakpoint, until: Breakpoint): string {
  return `@media (min-width: ${BREAKPOINTS[from]}px) and (max-width: ${BREAKPOINTS[until] - 0.02}px)`;
}
