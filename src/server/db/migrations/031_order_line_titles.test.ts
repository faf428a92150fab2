import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../../../common/must.js';
import type { DatabaseHandle } from '../index.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { migrationProvider } from './index.js';

/** Order lines written before 031_order_line_titles (one title, the purchase's language) get both titles from it. */
let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

/** Untyped: the tables as they stand between migrations, not as schema.ts has them now. */
const db = () => handle.db as unknown as Kysely<any>;

describe('031_order_line_titles on a database with orders', () => {
  let orderId: number;
  let ids: Record<'excel' | 'design' | 'renamed' | 'noEnglish' | 'gone', number>;

  it('backfills both titles from the contents the lines refer to; a line without its content keeps its one title in both', async () => {
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider, allowUnorderedMigrations: true });
    expect((await migrator.migrateTo('030_search_synonyms')).error).toBeUndefined();

    const cat = await db().insertInto('categories').values({ url: 'data', name_id: 'Data', name_en: 'Data' }).returning('id').executeTakeFirstOrThrow();
    const content = async (url: string, titleId: string, titleEn: string) =>
      Number(
        must(
          (
            await sql<{ id: number }>`insert into contents (content_type, url, product_type, title_id, title_en, category_id)
              values (1, ${url}, 'COURSES', ${titleId}, ${titleEn}, ${cat.id}) returning id`.execute(db())
          ).rows[0],
          url,
        ).id,
      );
    ids = {
      excel: await content('excel', 'Excel untuk Analisis Data', 'Excel for Data Analysis'),
      design: await content('desain', 'Dasar Desain Grafis', 'Graphic Design Basics'),
      renamed: await content('ekspor', 'Ekspor untuk UMKM', 'Exports for Small Businesses'),
      noEnglish: await content('batik', 'Membatik Tulis', ''),
      gone: await content('hilang', 'Kelas Lama', 'An Old Class'),
    };
    const student = await db().insertInto('students').values({ full_name: 'Rina', email: 'rina@example.com' }).returning('id').executeTakeFirstOrThrow();
    // An order placed in English before 031, as 019's place_order wrote it.
    const placed = await sql<{ placed: { id: number } }>`
      select place_order(${student.id}, 'before-031', 'hash', 400000, 0, 0, 400000, 1, 2, now() + interval '1 day', 1::smallint,
        ${[ids.excel, ids.design, ids.renamed, ids.noEnglish, ids.gone]}::int[],
        ${JSON.stringify([
          {
            content_id: ids.excel,
            package_id: null,
            title: 'Excel for Data Analysis',
            content_type: 1,
            price: 100000,
            final_price: 100000,
            voucher_id: null,
            voucher_code: null,
            voucher_discount: 0,
            total: 100000,
            point_score: 0,
          },
          {
            content_id: ids.design,
            package_id: null,
            title: 'Graphic Design Basics',
            content_type: 1,
            price: 100000,
            final_price: 100000,
            voucher_id: null,
            voucher_code: null,
            voucher_discount: 0,
            total: 100000,
            point_score: 0,
          },
          {
            content_id: ids.renamed,
            package_id: null,
            title: 'Export Class for SMEs',
            content_type: 1,
            price: 100000,
            final_price: 100000,
            voucher_id: null,
            voucher_code: null,
            voucher_discount: 0,
            total: 100000,
            point_score: 0,
          },
          {
            content_id: ids.noEnglish,
            package_id: null,
            title: 'Membatik Tulis',
            content_type: 1,
            price: 50000,
            final_price: 50000,
            voucher_id: null,
            voucher_code: null,
            voucher_discount: 0,
            total: 50000,
            point_score: 0,
          },
          {
            content_id: ids.gone,
            package_id: null,
            title: 'An Old Class',
            content_type: 1,
            price: 50000,
            final_price: 50000,
            voucher_id: null,
            voucher_code: null,
            voucher_discount: 0,
            total: 50000,
            point_score: 0,
          },
        ])}::jsonb) as placed`.execute(db());
    orderId = Number(must(placed.rows[0], 'the order').placed.id);
    // A content row gone from under its line: only possible with the foreign key bypassed (as a restore or a manual fix could).
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await sql`delete from contents where id = ${ids.gone}`.execute(trx);
      });

    expect((await migrator.migrateTo('031_order_line_titles')).error).toBeUndefined();
    const lines = await db().selectFrom('order_items').select(['content_id', 'title_id', 'title_en']).where('order_id', '=', orderId).orderBy('content_id').execute();
    expect(lines).toEqual([
      { content_id: ids.excel, title_id: 'Excel untuk Analisis Data', title_en: 'Excel for Data Analysis' },
      { content_id: ids.design, title_id: 'Dasar Desain Grafis', title_en: 'Graphic Design Basics' },
      // Renamed since the purchase: today's titles (the stored one's language is not known).
      { content_id: ids.renamed, title_id: 'Ekspor untuk UMKM', title_en: 'Exports for Small Businesses' },
      // No English title: the Indonesian one stands in.
      { content_id: ids.noEnglish, title_id: 'Membatik Tulis', title_en: 'Membatik Tulis' },
      { content_id: ids.gone, title_id: 'An Old Class', title_en: 'An Old Class' },
    ]);
    const columns = await sql<{ column_name: string; is_nullable: string }>`
      select column_name, is_nullable from information_schema.columns where table_name = 'order_items' and column_name like 'title%' order by column_name`.execute(db());
    expect(columns.rows).toEqual([
      { column_name: 'title_en', is_nullable: 'NO' },
      { column_name: 'title_id', is_nullable: 'NO' },
    ]);
  });

  it('place_order writes both titles, and still takes an item with one title (the previous release) into both', async () => {
    const student = await db().insertInto('students').values({ full_name: 'Budi', email: 'budi@example.com' }).returning('id').executeTakeFirstOrThrow();
    const item = { package_id: null, content_type: 1, price: 100000, final_price: 100000, voucher_id: null, voucher_code: null, voucher_discount: 0, total: 100000, point_score: 0 };
    const placed = await sql<{ placed: { id: number; found: boolean } }>`
      select place_order(${student.id}, 'after-031', 'hash', 200000, 0, 0, 200000, 1, 2, now() + interval '1 day', 1::smallint, ${[ids.excel, ids.design]}::int[],
        ${JSON.stringify([
          { ...item, content_id: ids.excel, title_id: 'Excel untuk Analisis Data', title_en: 'Excel for Data Analysis' },
          { ...item, content_id: ids.design, title: 'Graphic Design Basics' },
        ])}::jsonb) as placed`.execute(db());
    const order = must(placed.rows[0], 'the order').placed;
    expect(order.found).toBe(false);
    expect(await db().selectFrom('order_items').select(['content_id', 'title_id', 'title_en']).where('order_id', '=', order.id).orderBy('content_id').execute()).toEqual([
      { content_id: ids.excel, title_id: 'Excel untuk Analisis Data', title_en: 'Excel for Data Analysis' },
      { content_id: ids.design, title_id: 'Graphic Design Basics', title_en: 'Graphic Design Basics' },
    ]);
  });

  it('goes down to one (Indonesian) title per line and up again, backfilling from the contents as before', async () => {
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider, allowUnorderedMigrations: true });
    expect((await migrator.migrateTo('030_search_synonyms')).error).toBeUndefined();
    expect(await db().selectFrom('order_items').select(['content_id', 'title']).where('order_id', '=', orderId).where('content_id', '=', ids.excel).execute()).toEqual([
      { content_id: ids.excel, title: 'Excel untuk Analisis Data' },
    ]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db().selectFrom('order_items').select(['title_id', 'title_en']).where('order_id', '=', orderId).where('content_id', '=', ids.excel).execute()).toEqual([
      { title_id: 'Excel untuk Analisis Data', title_en: 'Excel for Data Analysis' },
    ]);
  });
});
