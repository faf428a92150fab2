import { describe, expect, it } from 'vitest';
import { compareUpcomingFirst, inPhaseScope, sessionEndMs, sessionPhase, upcomingFirstGroup } from './liveStatus.js';
import { hasEnded } from './sessions.js';

const NOW = Date.parse('2026-11-30T10:00:00Z');
const H = 3_600_000;

describe('the one time rule', () => {
  it('upcoming before the start, ongoing from it, ended from the end instant on', () => {
    expect(sessionPhase(NOW + 1, NOW + H, NOW)).toBe('upcoming');
    expect(sessionPhase(NOW, NOW + H, NOW)).toBe('ongoing');
    expect(sessionPhase(NOW - H, NOW + 1, NOW)).toBe('ongoing');
    expect(sessionPhase(NOW - H, NOW, NOW)).toBe('ended');
    expect(sessionPhase(NOW - 2 * H, NOW - H, NOW)).toBe('ended');
  });

  it('without an end a session ends at its start; without a start it has no phase', () => {
    expect(sessionEndMs(NOW, null)).toBe(NOW);
    expect(sessionPhase(NOW, null, NOW)).toBe('ended');
    expect(sessionPhase(NOW + 1, null, NOW)).toBe('upcoming');
    expect(sessionPhase(null, NOW + H, NOW)).toBeNull();
    expect(sessionPhase(Number.NaN, Number.NaN, NOW)).toBeNull();
  });

  it('hasEnded of the live-session rules is the same rule', () => {
    for (const [start, end] of [
      [NOW - H, NOW],
      [NOW - H, NOW + 1],
      [NOW, NOW + H],
      [NOW + H, NOW + 2 * H],
      [NOW + H, NOW - H],
    ] as const) {
      expect(hasEnded({ startAt: new Date(start), endAt: new Date(end) }, new Date(NOW))).toBe(sessionPhase(start, end, NOW) === 'ended');
    }
  });

  it('list scopes: notEnded is upcoming or ongoing; notFinished also takes undated contents', () => {
    expect(inPhaseScope('notEnded', NOW - H, NOW + H, NOW)).toBe(true);
    expect(inPhaseScope('notEnded', NOW + H, null, NOW)).toBe(true);
    expect(inPhaseScope('notEnded', NOW - H, NOW, NOW)).toBe(false);
    expect(inPhaseScope('notEnded', null, null, NOW)).toBe(false);
    expect(inPhaseScope('notFinished', null, null, NOW)).toBe(true);
    expect(inPhaseScope('notFinished', NOW - H, NOW, NOW)).toBe(false);
    expect(inPhaseScope('ended', NOW - H, NOW, NOW)).toBe(true);
  });

  it('upcoming first: under way and to come by start, then ended most recent first, then undated, ties by id', () => {
    const s = (id: number, startMs: number | null, endMs: number | null) => ({ id, startMs, endMs });
    const sessions = [s(1, null, null), s(2, NOW - 3 * H, NOW - 2 * H), s(3, NOW + 2 * H, null), s(4, NOW - H, NOW + H), s(5, NOW - H, NOW), s(6, NOW + 2 * H, NOW + 3 * H)];
    expect([...sessions].sort((a, b) => compareUpcomingFirst(a, b, NOW)).map((x) => x.id)).toEqual([4, 3, 6, 5, 2, 1]);
    expect(upcomingFirstGroup(null, null, NOW)).toBe(2);
    expect(upcomingFirstGroup(NOW - H, NOW, NOW)).toBe(1);
    expect(upcomingFirstGroup(NOW - H, NOW + 1, NOW)).toBe(0);
  });
});
