import type { ColumnType } from 'kysely';

/** Kysely table types of the server's own bookkeeping (migration 007_rate_limits). */
export interface RateLimitsTable {
  /** The limiter's key: route or limit name and the client address. */
  key: string;
  /** Requests counted in the current window. */
  hits: number;
  /** End of the current window. */
  reset_at: ColumnType<Date, Date | string, Date | string>;
}

export interface InfrastructureTables {
  rate_limits: RateLimitsTable;
}
