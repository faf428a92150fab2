import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../common/constants';
import { breakpointFor, isAtLeast, mediaBelow, mediaUp, showsBelow, showsFrom, useClientBreakpoint } from './useBreakpoint';

describe('breakpoints', () => {
  it('maps widths to the spec breakpoints', () => {
    expect(breakpointFor(0)).toBe('xs');
    expect(breakpointFor(640)).toBe('xs');
    expect(breakpointFor(641)).toBe('sm');
    expect(breakpointFor(767)).toBe('sm');
    expect(breakpointFor(768)).toBe('md');
    expect(breakpointFor(1024)).toBe('md');
    expect(breakpointFor(1025)).toBe('lg');
    expect(breakpointFor(1280)).toBe('xl');
    expect(breakpointFor(1536)).toBe('2xl');
    expect(isAtLeast('lg', 'md')).toBe(true);
    expect(isAtLeast('sm', 'md')).toBe(false);
  });

  it('renders both layouts while the width is unknown, then only the one for the width', () => {
    expect(showsFrom(null, 'lg') && showsBelow(null, 'lg')).toBe(true);
    expect([showsFrom('sm', 'lg'), showsBelow('sm', 'lg')]).toEqual([false, true]);
    expect([showsFrom('xl', 'lg'), showsBelow('xl', 'lg')]).toEqual([true, false]);
  });

  it('is unknown on the server, so the HTML carries both forms for CSS to choose from', () => {
    function Probe() {
      const bp = useClientBreakpoint();
      return (
        <p>
          {showsBelow(bp, 'md') && <span>phone</span>}
          {showsFrom(bp, 'md') && <span>desktop</span>}
        </p>
      );
    }
    expect(renderToString(<Probe />)).toBe('<p><span>phone</span><span>desktop</span></p>');
  });

  it('splits the widths at each breakpoint with no gap and no overlap, as the JS does', () => {
    for (const bp of ['sm', 'md', 'lg', 'xl', '2xl'] as const) {
      const min = BREAKPOINTS[bp];
      expect(mediaUp(bp)).toBe(`@media (min-width: ${min}px)`);
      const max = Number(/max-width: ([\d.]+)px/.exec(mediaBelow(bp))?.[1]);
      // A whole-pixel width just below the breakpoint is "below"; the breakpoint itself is not.
      expect(max).toBeGreaterThan(min - 1);
      expect(max).toBeLessThan(min);
      expect(breakpointFor(min - 1) === bp).toBe(false);
      expect(breakpointFor(min)).toBe(bp);
    }
  });
});
