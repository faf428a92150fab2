import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../schema.js';

/** Kysely table types of the server's own bookkeeping (migration 007_rate_limits). */
export interface RateLimitsTable {
  /** The limiter's key: route or limit name and the client address. */
  key: string;
  /** Requests counted in the current window. */
  hits: number;
  /** End of the current window. */
  reset_at: ColumnType<Date, Date | string, Date | string>;
}

/** A live event for one student's open pages (migration 011_live_events; src/server/live/). */
export interface LiveEventsTable {
  /** bigserial: also the SSE event id a page resumes from (below 2^53 for a very long time). */
  id: Generated<number>;
  student_id: number;
  topic: string;
  payload: Json;
  created_at: Generated<Date>;
}

export interface InfrastructureTables {
  rate_limits: RateLimitsTable;
  live_events: LiveEventsTable;
}
