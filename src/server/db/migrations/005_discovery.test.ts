import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../index.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { migrationProvider } from './index.js';

/** Rows that exist before 005_discovery runs get their search vectors and title words from it. */
let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

describe('005_discovery on a database with contents', () => {
  it('backfills the search vectors and the title words of existing rows', async () => {
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider, allowUnorderedMigrations: true });
    const before = await migrator.migrateTo('003_reviews');
    expect(before.error).toBeUndefined();
    const cat = await handle.db.insertInto('categories').values({ url: 'kuliner', name_id: 'Kuliner', name_en: 'Culinary' }).returning('id').executeTakeFirstOrThrow();
    await sql`insert into contents (content_type, url, product_type, title_id, title_en, summary_id, summary_en, category_id)
              values (1, 'pembelajaran-memasak', 'COURSES', 'Pembelajaran Memasak Rendang', 'Learning to Cook Rendang', 'Resep keluarga', 'A family recipe', ${cat.id})`.execute(handle.db);
    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    const {
      rows: [row],
    } = await sql<{ id: string; en: string }>`select search_id::text as id, search_en::text as en from contents where url = 'pembelajaran-memasak'`.execute(handle.db);
    expect(row?.id).toContain("'ajar':1A");
    expect(row?.id).toContain("'kuliner':4B");
    expect(row?.en).toContain("'cook':3A");
    expect(row?.en).toContain("'culinari':5B");
    const found = await sql<{ url: string }>`select url from contents where search_id @@ websearch_to_tsquery('indonesian', 'belajar')`.execute(handle.db);
    expect(found.rows.map((r) => r.url)).toEqual(['pembelajaran-memasak']);
    const words = await handle.db.selectFrom('search_words').select('word').orderBy('word').execute();
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['cook', 'learning', 'memasak', 'pembelajaran', 'rendang']));
  });
});
