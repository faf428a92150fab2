import type { Locale } from '../../../common/enums.js';
import type { InfoPage } from '../../../common/types.js';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/envelope.js';
import { inLanguage } from '../../http/locale.js';
import { say } from './messages.js';

export async function infoPage(db: Database, slug: string, locale: Locale): Promise<InfoPage> {
  const row = await db.selectFrom('info_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw notFound(say(locale, 'pageNotFound', { slug }));
  return {
    slug: row.slug,
    title: inLanguage(row, 'title', locale),
    body: inLanguage(row, 'body', locale),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A page URL such as "/terms/privacy" or "aboutus" names the page by its last segment. */
export function slugOfUrl(url: string): string {
  const [path = ''] = url.split(/[?#]/); // split gives at least one part
  return path.split('/').filter(Boolean).at(-1) ?? '';
}
