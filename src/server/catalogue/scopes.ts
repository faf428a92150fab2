import { sql, type SqlBool } from 'kysely';
import type { LiveStatus } from '../../common/contract/search.js';
import { CONTENT_TYPE_IDS } from '../../common/enums.js';
import type { PhaseScope } from '../../common/liveStatus.js';
import { badRequest } from '../http/envelope.js';
import type { FilterColumn } from './filters.js';
import { c, type Where } from './list.js';

/**
 * The conditions of the content lists (their scope: a family's types, a category, an instructor,
 * Prakerja, a session phase), as data rather than SQL: the SQL lists turn them into WHERE
 * conditions (`scopeWhere`), the search index tests them on its own columns (issue 24, lists on
 * the index), so both read one meaning. The session phases follow the one time rule of
 * src/common/liveStatus.ts at an instant the caller passes (ctx.clock), never SQL now().
 */

/** Content columns a list scope tests (booleans as 0 / 1). */
export type ScopeColumn = FilterColumn | 'content_type' | 'instructor_id' | 'learning_method' | 'venue_type' | 'is_prakerja' | 'is_offline_event';
const BOOLEAN_COLUMNS: ReadonlySet<ScopeColumn> = new Set(['is_prakerja', 'is_offline_event']);

export type ScopeCondition =
  | { column: ScopeColumn; op: 'in'; values: readonly number[] }
  | { column: ScopeColumn; op: '>=' | '<=' | '>'; value: number }
  /** The session phase at the list's instant (liveStatus.ts). */
  | { phase: PhaseScope };
export type ListScope = readonly ScopeCondition[];

/** `column in values` (a boolean column: values 0 / 1). */
export const scopeIn = (column: ScopeColumn, ...values: number[]): ScopeCondition => ({ column, op: 'in', values });
export const scopeFlag = (column: 'is_prakerja' | 'is_offline_event', value: boolean): ScopeCondition => scopeIn(column, value ? 1 : 0);
export const scopePhase = (phase: PhaseScope): ScopeCondition => ({ phase });

/** The WHERE condition of one scope condition; a phase needs the list's instant. */
export function conditionWhere(cond: ScopeCondition, now?: Date): Where {
  if ('phase' in cond) {
    if (!now) throw new Error(`the phase "${cond.phase}" needs the list's instant (ctx.clock)`);
    return phaseWhere(cond.phase, now);
  }
  const col = `contents.${cond.column}` as const;
  if (cond.op !== 'in') return c(col, cond.op, cond.value);
  if (BOOLEAN_COLUMNS.has(cond.column)) {
    const flags = [...new Set(cond.values.map((v) => v === 1))];
    return flags.length === 1 ? c(col, '=', flags[0]!) : flags.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${sql.ref(col)} is not null`;
  }
  return cond.values.length ? c(col, 'in', [...cond.values]) : sql<SqlBool>`false`;
}

/** The WHERE conditions of a list scope at `now` (needed only when the scope names a phase). */
export function scopeWhere(scope: ListScope, now?: Date): Where[] {
  return scope.map((cond) => conditionWhere(cond, now));
}

/**
 * A phase in SQL, as liveStatus.ts sessionPhase decides it: a session ends at `coalesce(end_at,
 * start_at)` and has ended from that instant on; upcoming before its start; ongoing between.
 */
export function phaseWhere(phase: PhaseScope, now: Date): Where {
  const last = sql`coalesce(contents.end_at, contents.start_at)`;
  switch (phase) {
    case 'ended':
      return sql<SqlBool>`${last} <= ${now}`;
    case 'upcoming':
      return sql<SqlBool>`(contents.start_at > ${now} and ${last} > ${now})`;
    case 'ongoing':
      return sql<SqlBool>`(contents.start_at <= ${now} and ${last} > ${now})`;
    case 'notEnded':
      return sql<SqlBool>`${last} > ${now}`;
    case 'notFinished':
      return sql<SqlBool>`(contents.start_at is null or ${last} > ${now})`;
  }
}

/** 400 naming the allowed values unless `type` is a content type (or absent). */
export function checkContentType(type: number | undefined): void {
  if (type !== undefined && !(CONTENT_TYPE_IDS as number[]).includes(type)) {
    throw badRequest(`Unknown content type ${type}. Allowed values: ${CONTENT_TYPE_IDS.join(', ')}`);
  }
}

/** The phase a live status of the contract names (G contents?type=37&status=upcoming): 'past' is ended. */
export const phaseOfStatus = (status: LiveStatus): PhaseScope => (status === 'past' ? 'ended' : status);

/** Live-session status of events and webinars at `now` (ctx.clock), as a WHERE condition. */
export function liveStatusWhere(status: LiveStatus, now: Date): Where {
  return phaseWhere(phaseOfStatus(status), now);
}

/** The scope condition of a list request's `contentTypes` (none when absent or empty; 400 for an unknown type). */
export function contentTypesScope(types: number[] | undefined): ScopeCondition[] {
  if (!types?.length) return [];
  for (const t of types) checkContentType(t);
  return [scopeIn('content_type', ...types)];
}

/** The condition of a list request's `contentTypes` (none when absent or empty). */
export function contentTypesWhere(types: number[] | undefined): Where[] {
  return scopeWhere(contentTypesScope(types));
}
