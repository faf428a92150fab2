import type { FastifyInstance } from 'fastify';
import type { ProgramPage } from '../../../common/catalog.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import type { Database } from '../../db/index.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { NOT_FOUND, notFoundOf } from '../catalog/messages.js';
import { contentListRoute, masterSortRoute } from '../catalog/routes.js';
import { list, params, programSchema, query, slug } from '../catalog/schemas.js';
import { c } from '../discovery/list.js';

/** A programme by url (optionally only of one programme type), or a 404 in the request's language. */
export async function programByUrl(
  db: Database,
  url: string,
  locale: Locale,
  only?: { programType: string; missing: keyof typeof NOT_FOUND },
): Promise<ProgramPage['program']> {
  let q = db.selectFrom('programs').selectAll().where('url', '=', url);
  if (only) q = q.where('program_type', '=', only.programType);
  const row = await q.executeTakeFirst();
  if (!row) throw notFoundOf(only?.missing ?? 'program', locale);
  const en = locale === 'en';
  return {
    id: row.id,
    url: row.url,
    shortName: row.short_name,
    name: en ? row.name_en : row.name_id,
    programType: row.program_type,
    description: en ? row.description_en : row.description_id,
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
    categories: rows.map((r) => ({ id: r.id, url: r.url, name: locale === 'en' ? r.name_en : r.name_id, totalContents: Number(r.n) })),
  };
}

export default async function programsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['programs'];
  const doc = (summary: string) => ({ tags, summary });

  masterSortRoute(app, `${WEB}/programs/master-sort`, 'programs', doc('Sorts of a programme’s content list, with labels'));
  app.get(`${WEB}/programs/:url`, {
    config: { auth: 'both' },
    schema: {
      ...doc('A programme with the categories of its contents'),
      params: params.url,
      querystring: query(),
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: {
            program: programSchema,
            totalContents: { type: 'integer' },
            categories: list({ type: 'object', properties: { id: { type: 'integer' }, url: { type: 'string' }, name: { type: 'string' }, totalContents: { type: 'integer' } } }),
          },
        }),
      },
    },
    handler: async (req) => ok(await programPage(ctx.db, (req.params as { url: string }).url, req.locale)),
  });
  contentListRoute(app, ctx, {
    method: 'POST',
    path: `${WEB}/programs/:url/program-categories/:catUrl/contents`,
    param: { type: 'object', additionalProperties: false, required: ['url', 'catUrl'], properties: { url: slug, catUrl: slug } },
    kind: 'programs',
    scope: async (req) => {
      const p = req.params as { url: string; catUrl: string };
      const [program, category] = await Promise.all([
        programByUrl(ctx.db, p.url, req.locale),
        ctx.db.selectFrom('categories').select('id').where('url', '=', p.catUrl).executeTakeFirst(),
      ]);
      if (!category) throw notFoundOf('category', req.locale);
      return { where: [c('contents.program_id', '=', program.id), c('contents.category_id', '=', category.id)] };
    },
    doc: doc('A page of a programme’s contents in one category: body { page, pageSize, sort, filters }'),
  });
}
