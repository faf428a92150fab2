/**
 * THE time rule of dated contents (webinars, events, bootcamps) and live sessions (issue 24): where
 * a session stands at an instant, and the "upcoming first" order of lists. The session rules
 * (sessions.ts hasEnded), the SQL lists (server/catalogue/scopes.ts) and the search index's lists
 * read this one rule, so a session never is "ongoing" on one page and "ended" on another.
 *
 * - A session without an end ends at its start (a one-instant session).
 * - It has ended from its end instant on: `now >= end` (the end instant is ended, as the join window
 *   closes then).
 * - It is upcoming while `now < start`, and ongoing from its start until its end.
 * - A content without a start date has no phase (null): it is in none of the three.
 *
 * Times are epoch milliseconds (the index keeps them so; Date#getTime gives them).
 */

export const SESSION_PHASES = ['upcoming', 'ongoing', 'ended'] as const;
export type SessionPhase = (typeof SESSION_PHASES)[number];

/**
 * What the list scopes ask of a dated content: one phase, or "not ended" (upcoming or ongoing:
 * still joinable and buyable), or "not ended or undated" (never finished).
 */
export type PhaseScope = SessionPhase | 'notEnded' | 'notFinished';

/** The instant a session ends: its end, else its start; null when it has no start. */
export function sessionEndMs(startMs: number | null, endMs: number | null): number | null {
  if (startMs === null || Number.isNaN(startMs)) return null;
  return endMs === null || Number.isNaN(endMs) ? startMs : endMs;
}

/** The phase of a session at `nowMs` (null: undated). Ended wins over upcoming for an end before the start. */
export function sessionPhase(startMs: number | null, endMs: number | null, nowMs: number): SessionPhase | null {
  const end = sessionEndMs(startMs, endMs);
  if (end === null) return null;
  if (nowMs >= end) return 'ended';
  return nowMs < startMs! ? 'upcoming' : 'ongoing';
}

/** Whether a session's phase at `nowMs` is in a list scope. */
export function inPhaseScope(scope: PhaseScope, startMs: number | null, endMs: number | null, nowMs: number): boolean {
  const phase = sessionPhase(startMs, endMs, nowMs);
  switch (scope) {
    case 'notEnded':
      return phase === 'upcoming' || phase === 'ongoing';
    case 'notFinished':
      return phase !== 'ended';
    default:
      return phase === scope;
  }
}

/**
 * "Upcoming first": the group of a session in that order: 0 not ended (under way or to come:
 * soonest start first), 1 ended (most recent start first), 2 undated. Ties end with the id (asc).
 */
export function upcomingFirstGroup(startMs: number | null, endMs: number | null, nowMs: number): 0 | 1 | 2 {
  const phase = sessionPhase(startMs, endMs, nowMs);
  return phase === null ? 2 : phase === 'ended' ? 1 : 0;
}

/** Compares two sessions in the "upcoming first" order (negative: a first); ties broken by id ascending. */
export function compareUpcomingFirst(
  a: { id: number; startMs: number | null; endMs: number | null },
  b: { id: number; startMs: number | null; endMs: number | null },
  nowMs: number,
): number {
  const ga = upcomingFirstGroup(a.startMs, a.endMs, nowMs);
  const gb = upcomingFirstGroup(b.startMs, b.endMs, nowMs);
  if (ga !== gb) return ga - gb;
  if (ga === 0 && a.startMs !== b.startMs) return a.startMs! - b.startMs!;
  if (ga === 1 && a.startMs !== b.startMs) return b.startMs! - a.startMs!;
  return a.id - b.id;
}
