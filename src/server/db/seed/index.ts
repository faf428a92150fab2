/**
 * Demo catalogue seed: what a new user sees on first start. Data lives in ./data (plain TS
 * modules shared with scripts/generate-media.ts), rows are built by ./build.ts.
 */
import type { Insertable, Kysely } from 'kysely';
import { ContentType } from '../../../common/enums.js';
import type { DB } from '../schema.js';
import { buildContentRow, type IdMaps } from './build.js';
import { CATEGORIES } from './data/categories.js';
import { contentPath } from '../../catalogue/site.js';
import { CONTENTS, avatarPath, bannerPath, findContent, logoPath, programCoverPath } from './data/contents.js';
import { INFO_PAGES } from './data/info-pages.js';
import { INSTRUCTORS } from './data/instructors.js';
import { PROGRAMS } from './data/programs.js';
import { ABOUT, BANNERS, CONTACT, FEATURE_VIDEO, HOME_SECTIONS, MENU_V1, MENU_V2, PARTNERS, SUGGESTION_FILTERS, TESTIMONIALS, type MenuDef } from './data/site.js';
import { must } from '../../../common/must.js';

/** Bump when the demo catalogue changes shape; stored in settings 'seed.version'. */
export const SEED_VERSION = 1;
export const SEED_SETTING_KEY = 'seed.version';
const CHUNK = 100;

/**
 * Seeds the demo catalogue when the database has never been seeded: returns false (and does
 * nothing) if `contents` already has rows or the 'seed.version' marker exists; otherwise inserts
 * everything in one transaction and returns true.
 */
export async function seedIfEmpty(db: Kysely<DB>): Promise<boolean> {
  if (await alreadySeeded(db)) return false;
  await db.transaction().execute((trx) => seedAll(trx, new Date()));
  return true;
}

async function alreadySeeded(db: Kysely<DB>): Promise<boolean> {
  const anyContent = await db.selectFrom('contents').select('id').limit(1).executeTakeFirst();
  if (anyContent) return true;
  const marker = await db.selectFrom('settings').select('key').where('key', '=', SEED_SETTING_KEY).executeTakeFirst();
  return marker !== undefined;
}

/**
 * The same catalogue as a seeder for src/server/db/seeder.ts (structurally a `Seeder`): it runs
 * inside the caller's seeding transaction and skips itself when the catalogue is already there.
 */
export const demoCatalogueSeeder = {
  name: 'demo-catalogue',
  async run(db: Kysely<DB>): Promise<void> {
    if (await alreadySeeded(db)) return;
    await seedAll(db, new Date());
  },
};

async function insertChunked<T extends keyof DB & string>(trx: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

async function seedAll(trx: Kysely<DB>, now: Date): Promise<void> {
  // The marker goes first: a concurrent seeder fails on its primary key and rolls back.
  await trx
    .insertInto('settings')
    .values({ key: SEED_SETTING_KEY, value: JSON.stringify({ version: SEED_VERSION, seededAt: now.toISOString() }), updated_at: now })
    .execute();

  const programs = await trx
    .insertInto('programs')
    .values(
      PROGRAMS.map((p, i) => ({
        url: p.url,
        program_type: p.programType,
        short_name: p.shortName,
        name_id: p.name[0],
        name_en: p.name[1],
        description_id: p.description[0],
        description_en: p.description[1],
        image_url: programCoverPath(p.url),
        sort_order: i + 1,
      })),
    )
    .returning(['id', 'url'])
    .execute();

  const categories = await trx
    .insertInto('categories')
    .values(
      CATEGORIES.map((c, i) => ({
        url: c.url,
        name_id: c.name[0],
        name_en: c.name[1],
        description_id: c.description[0],
        description_en: c.description[1],
        icon: c.icon,
        color_index: c.colorIndex,
        is_main: c.isMain,
        sort_order: i + 1,
      })),
    )
    .returning(['id', 'url'])
    .execute();

  const instructors = await trx
    .insertInto('instructors')
    .values(
      INSTRUCTORS.map((ins, i) => ({
        url: ins.url,
        name: ins.name,
        headline_id: ins.headline[0],
        headline_en: ins.headline[1],
        bio_id: ins.bio[0],
        bio_en: ins.bio[1],
        avatar_url: avatarPath(ins.url),
        company: ins.company,
        created_at: new Date(now.getTime() - (900 - i * 37) * 86_400_000),
      })),
    )
    .returning(['id', 'url'])
    .execute();

  const maps: IdMaps = {
    programs: new Map(programs.map((r) => [r.url, r.id])),
    categories: new Map(categories.map((r) => [r.url, r.id])),
    instructors: new Map(instructors.map((r) => [r.url, r.id])),
  };

  // Contents: everything except bundles first, then packages and learning paths with course ids.
  const isBundle = (type: number) => type === ContentType.PACKAGE || type === ContentType.JALURBELAJAR;
  const contentIds = new Map<string, number>();
  const plain = CONTENTS.filter((c) => !isBundle(c.type)).map((c) => buildContentRow(c, now, maps));
  for (let i = 0; i < plain.length; i += CHUNK) {
    const rows = await trx
      .insertInto('contents')
      .values(plain.slice(i, i + CHUNK))
      .returning(['id', 'url'])
      .execute();
    for (const r of rows) contentIds.set(r.url, r.id);
  }
  const bundles = CONTENTS.filter((c) => isBundle(c.type)).map((c) => {
    const row = buildContentRow(c, now, maps);
    const details = JSON.parse(row.details as string) as Record<string, unknown>;
    details.courseIds = (c.courses ?? []).map((url) => {
      const id = contentIds.get(url);
      if (id === undefined) throw new Error(`seed: bundle ${c.url} includes unknown course ${url}`);
      return id;
    });
    return { ...row, details: JSON.stringify(details) };
  });
  const bundleRows = await trx.insertInto('contents').values(bundles).returning(['id', 'url']).execute();
  for (const r of bundleRows) contentIds.set(r.url, r.id);

  const contentId = (url: string): number => {
    const id = contentIds.get(url);
    if (id === undefined) throw new Error(`seed: unknown content ${url}`);
    return id;
  };

  // Banners.
  await insertChunked(
    trx,
    'banners',
    BANNERS.map((b, i) => {
      const linked = b.linkContent ? findContent(b.linkContent) : null;
      const link = linked ? contentPath(linked.type, linked.url) : (b.link ?? '/');
      const onDetail = b.placement === 'content_detail';
      const ctxContent = onDetail ? (b.onContent ? findContent(b.onContent) : null) : linked;
      return {
        placement: b.placement,
        title_id: b.title[0],
        title_en: b.title[1],
        subtitle_id: b.subtitle[0],
        subtitle_en: b.subtitle[1],
        image_url: bannerPath(b.key),
        link_url: link,
        content_type: onDetail ? (b.onContentType ?? ctxContent?.type ?? null) : (linked?.type ?? null),
        content_id: ctxContent ? contentId(ctxContent.url) : null,
        category_id: onDetail && b.onCategory ? (maps.categories.get(b.onCategory) ?? null) : null,
        sort_order: i + 1,
        is_active: true,
      };
    }),
  );

  // Menus: parents first (returning ids), then children. The Categories entry has no child rows:
  // the menus service lists the categories table under it (every category, issue 25).
  const menuTree = (defs: readonly MenuDef[]) => defs.map((m) => ({ ...m, children: m.children ?? [] }));
  for (const [version, defs] of [
    [2, menuTree(MENU_V2)],
    [1, menuTree(MENU_V1)],
  ] as const) {
    const parents = await trx
      .insertInto('menus')
      .values(
        defs.map((m, i) => ({
          version,
          parent_id: null,
          label_id: m.label[0],
          label_en: m.label[1],
          url: m.url,
          icon: m.icon ?? null,
          sort_order: i + 1,
        })),
      )
      .returning(['id', 'url'])
      .execute();
    const children = defs.flatMap((m, i) =>
      m.children.map((child, j) => ({
        version,
        parent_id: must(parents[i], `menu ${m.url}`).id, // returned in the order inserted
        label_id: child.label[0],
        label_en: child.label[1],
        url: child.url,
        icon: child.icon ?? null,
        sort_order: j + 1,
      })),
    );
    if (children.length) await trx.insertInto('menus').values(children).execute();
  }

  await trx
    .insertInto('home_sections')
    .values(
      HOME_SECTIONS.map((s) => ({
        key: s.key,
        title_id: s.title[0],
        title_en: s.title[1],
        subtitle_id: s.subtitle[0],
        subtitle_en: s.subtitle[1],
        sort_order: s.sortOrder,
        is_active: true,
      })),
    )
    .execute();

  await trx
    .insertInto('suggestion_filters')
    .values(
      SUGGESTION_FILTERS.map((f, i) => ({
        key: f.key,
        label_id: f.label[0],
        label_en: f.label[1],
        query: JSON.stringify(f.query),
        sort_order: i + 1,
      })),
    )
    .execute();

  await trx
    .insertInto('testimonials')
    .values(
      TESTIMONIALS.map((t, i) => ({
        name: t.name,
        role_id: t.role[0],
        role_en: t.role[1],
        quote_id: t.quote[0],
        quote_en: t.quote[1],
        avatar_url: avatarPath(`testimonial-${i + 1}`),
        rating: t.rating,
        content_id: contentId(t.content),
        sort_order: i + 1,
      })),
    )
    .execute();

  await trx
    .insertInto('partners')
    .values(PARTNERS.map((p, i) => ({ name: p.name, logo_url: logoPath(p.key), link_url: null, sort_order: i + 1 })))
    .execute();

  await trx
    .insertInto('info_pages')
    .values(
      INFO_PAGES.map((p) => ({
        slug: p.slug,
        title_id: p.title[0],
        title_en: p.title[1],
        body_id: p.body[0],
        body_en: p.body[1],
        updated_at: now,
      })),
    )
    .execute();

  const settings: Record<string, unknown> = {
    maintenance: { isMaintenance: false },
    feature_video: FEATURE_VIDEO,
    about: {
      ...ABOUT,
      stats: {
        learners: 1_250_000,
        instructors: INSTRUCTORS.length,
        contents: CONTENTS.length,
        partners: PARTNERS.length,
      },
    },
    contact: CONTACT,
  };
  await trx
    .insertInto('settings')
    .values(Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now })))
    .execute();
}
