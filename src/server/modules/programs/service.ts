import type { ProgramPage } from '../../../common/catalog.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { scopeIn, type ListScope } from '../../catalogue/scopes.js';
import { NOT_FOUND, notFoundOf } from '../../catalogue/messages.js';
import { inLanguage } from '../../http/locale.js';

/** A programme by url (optionally only of one programme type), or a 404 in the request's language. */
export async function programByUrl(db: Database, url: string, locale: Locale, only?: { programType: string; missing: keyof typeof NOT_FOUND }): Promise<ProgramPage['program']> {
  let q = db.selectFrom('programs').selectAll().where('url', '=', url);
  if (only) q = q.where('program_type', '=', only.programType);
  const row = await q.executeTakeFirst();
  if (!row) throw notFoundOf(locale, only?.missing ?? 'program');
  return {
    id: row.id,
    url: row.url,
    shortName: row.short_name,
    name: inLanguage(row, 'name', locale),
    programType: row.program_type,
    description: inLanguage(row, 'description', locale),
    imageUrl: row.image_url,
  };
}

/** A programme with the categories its published contents fall in (with counts). */
export async function programPage(db: Database, url: string, locale: Locale): Promise<ProgramPage> {
  const program = await programByUrl(db, url, locale);
  const rows = await db
    .selectFrom('contents')
    .innerJoin('categories', 'categories.id', 'contents.category_id')
    .select(['categories.id', 'categories.url', 'categories.name_id', 'categories.name_en', (eb) => eb.fn.countAll<number>().as('n')])
    .where('contents.program_id', '=', program.id)
    .where('contents.is_published', '=', true)
    .groupBy('categories.id')
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .execute();
  const total = await db
    .selectFrom('contents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('program_id', '=', program.id)
    .where('is_published', '=', true)
    .executeTakeFirstOrThrow();
  return {
    program,
    totalContents: Number(total.n),
    categories: rows.map((r) => ({ id: r.id, url: r.url, name: inLanguage(r, 'name', locale), totalContents: Number(r.n) })),
  };
}

/** A programme's contents in one category (404 for an unknown programme or category). */
export async function programCategoryScope(ctx: AppContext, programUrl: string, categoryUrl: string, locale: Locale): Promise<ListScope> {
  const [program, category] = await Promise.all([programByUrl(ctx.db, programUrl, locale), ctx.db.selectFrom('categories').select('id').where('url', '=', categoryUrl).executeTakeFirst()]);
  if (!category) throw notFoundOf(locale, 'category');
  return [scopeIn('program_id', program.id), scopeIn('category_id', category.id)];
}
