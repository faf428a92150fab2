import { sql, type SqlBool } from 'kysely';
import type { LiveStatus } from '../../common/contract/search.js';
import { CONTENT_TYPE_IDS } from '../../common/enums.js';
import { badRequest } from '../http/envelope.js';
import { c, type Where } from './list.js';

/** Conditions that several lists share: content types and the status of live sessions. */

/** 400 naming the allowed values unless `type` is a content type (or absent). */
export function checkContentType(type: number | undefined): void {
  if (type !== undefined && !(CONTENT_TYPE_IDS as number[]).includes(type)) {
    throw badRequest(`Unknown content type ${type}. Allowed values: ${CONTENT_TYPE_IDS.join(', ')}`);
  }
}

/** Live-session status of events and webinars (G contents?type=37&status=upcoming; values in the contract). */
export function liveStatusWhere(status: LiveStatus): Where {
  switch (status) {
    case 'upcoming':
      return sql<SqlBool>`contents.start_at > now()`;
    case 'ongoing':
      return sql<SqlBool>`contents.start_at <= now() and coalesce(contents.end_at, contents.start_at) >= now()`;
    case 'past':
      return sql<SqlBool>`coalesce(contents.end_at, contents.start_at) < now()`;
  }
}

/** The condition of a list request's `contentTypes` (none when absent or empty). */
export function contentTypesWhere(types: number[] | undefined): Where[] {
  if (!types?.length) return [];
  for (const t of types) checkContentType(t);
  return [c('contents.content_type', 'in', types)];
}
