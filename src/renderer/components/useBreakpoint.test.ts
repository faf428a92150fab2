import { describe, expect, it } from 'vitest';
import { breakpointFor, isAtLeast } from './useBreakpoint';

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
});
