import { sql } from 'kysely';
import type { FormDefinition, FormField } from '../../../common/catalog.js';
import { WEBINAR_STATUSES } from '../../../common/contract/webinars.js';
import { ContentType, type Locale } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import { badRequest } from '../../http/envelope.js';
import { localize } from '../../catalogue/detail.js';
import { scopeIn, scopePhase, type ListScope } from '../../catalogue/scopes.js';
import { notFoundOf } from '../../catalogue/messages.js';
import { inLanguage } from '../../http/locale.js';

export function statusScope(status: string | undefined): ListScope {
  const value = status ?? 'all';
  if (!(WEBINAR_STATUSES as readonly string[]).includes(value)) {
    throw badRequest(`Unknown status "${value}". Allowed values: ${WEBINAR_STATUSES.join(', ')}`);
  }
  // By the session's end, the one time rule (src/common/liveStatus.ts): a webinar under way is still
  // joinable and buyable, so it is listed with the upcoming ones ('notEnded'), never as past.
  if (value === 'upcoming') return [scopePhase('notEnded')];
  if (value === 'past') return [scopePhase('ended')];
  return [];
}

/** The registration and feedback forms of a webinar: its own, else the default form of the kind. */
export async function formIds(db: Database, contentId: number) {
  const rows = await db
    .selectFrom('forms')
    .select(['id', 'kind', 'content_id'])
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('content_id', '=', contentId), eb('content_id', 'is', null)]))
    .orderBy(sql`content_id is null`)
    .orderBy('id')
    .execute();
  const first = (kind: string) => rows.find((r) => r.kind === kind)?.id ?? null;
  return { registrationFormId: first('registration'), feedbackFormId: first('feedback') };
}

export async function formDefinition(db: Database, id: number, locale: Locale): Promise<FormDefinition> {
  const row = await db.selectFrom('forms').selectAll().where('id', '=', id).where('is_active', '=', true).executeTakeFirst();
  if (!row) throw notFoundOf(locale, 'form');
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    contentId: row.content_id,
    title: inLanguage(row, 'title', locale),
    description: inLanguage(row, 'description', locale),
    fields: localize<FormField[]>(row.fields, locale),
  };
}

/** Webinars of a programme. */
export const programWebinars = (programId: number): ListScope => [scopeIn('content_type', ContentType.WEBINAR), scopeIn('program_id', programId)];
