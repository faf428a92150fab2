import { sql, type Kysely } from 'kysely';

/**
 * Curated search synonyms (issue 24, Q2; modules/discovery/synonyms.ts): pairs of terms a search
 * treats as the same, per language. A term is lower-case, trimmed, words separated by single
 * spaces, 1..64 characters, never equal to its equivalent. A pair is stored once whichever way
 * round it was given (unique on the ordered pair), so adding it twice, or reversed, adds nothing.
 * Equivalence is symmetric and transitive within a language (a = b and b = c make one group);
 * the service bounds a group to SYNONYM_GROUP_MAX terms.
 *
 * The change log of the search index (migration 006) gets a `kind`: 'content' (every row so far
 * and every row the triggers write: the default) or 'synonyms' (one row per synonym change, so
 * each instance reloads its synonym map with its next freshness look). A synonyms row names no
 * content: its content_id is -1, which no content has (0 stays "rebuild everything"); a reader
 * that does not look at `kind` yet reloads content -1, which is nothing.
 *
 * The curated list below is product data every install needs (not demo data), so it is inserted
 * here; later changes go through the admin routes. Written out here, never imported: a migration
 * is permanent.
 */

/** [term, equivalent] pairs of true equivalents, per language. */
const SEED: Record<'id' | 'en', [string, string][]> = {
  id: [
    ['kecerdasan buatan', 'ai'],
    ['artificial intelligence', 'ai'],
    ['pembelajaran mesin', 'machine learning'],
    ['machine learning', 'ml'],
    ['pemasaran', 'marketing'],
    ['pemasaran digital', 'digital marketing'],
    ['keuangan', 'finance'],
    ['akuntansi', 'accounting'],
    ['sumber daya manusia', 'sdm'],
    ['sdm', 'hrd'],
    ['sumber daya manusia', 'human resources'],
    ['antarmuka pengguna', 'user interface'],
    ['ui', 'user interface'],
    ['pengalaman pengguna', 'user experience'],
    ['ux', 'user experience'],
    ['ilmu data', 'data science'],
    ['analisis data', 'data analysis'],
    ['basis data', 'database'],
    ['pemrograman', 'programming'],
    ['pengembangan web', 'web development'],
    ['desain grafis', 'graphic design'],
    ['kewirausahaan', 'entrepreneurship'],
    ['manajemen proyek', 'project management'],
    ['keamanan siber', 'cyber security'],
    ['cyber security', 'cybersecurity'],
    ['komputasi awan', 'cloud computing'],
    ['media sosial', 'medsos'],
    ['media sosial', 'social media'],
    ['kepemimpinan', 'leadership'],
    ['perpajakan', 'taxation'],
    ['fotografi', 'photography'],
    ['berbicara di depan umum', 'public speaking'],
    ['umkm', 'usaha mikro kecil dan menengah'],
    ['k3', 'keselamatan dan kesehatan kerja'],
    ['seo', 'search engine optimization'],
  ],
  en: [
    ['ai', 'artificial intelligence'],
    ['ml', 'machine learning'],
    ['hr', 'human resources'],
    ['hrm', 'human resource management'],
    ['ui', 'user interface'],
    ['ux', 'user experience'],
    ['seo', 'search engine optimization'],
    ['search engine optimization', 'search engine optimisation'],
    ['smm', 'social media marketing'],
    ['crm', 'customer relationship management'],
    ['kpi', 'key performance indicator'],
    ['okr', 'objectives and key results'],
    ['roi', 'return on investment'],
    ['sql', 'structured query language'],
    ['api', 'application programming interface'],
    ['iot', 'internet of things'],
    ['vr', 'virtual reality'],
    ['ar', 'augmented reality'],
    ['cv', 'curriculum vitae'],
    ['cv', 'resume'],
    ['cyber security', 'cybersecurity'],
    ['js', 'javascript'],
    ['ms excel', 'microsoft excel'],
    ['ppc', 'pay per click'],
    ['b2b', 'business to business'],
    ['b2c', 'business to consumer'],
    ['online store', 'online shop'],
    ['accounting', 'accountancy'],
    ['colour', 'color'],
    ['optimisation', 'optimization'],
  ],
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_synonyms (
      id serial primary key,
      locale text not null check (locale in ('id', 'en')),
      term text not null check (char_length(term) between 1 and 64 and term = lower(term) and term ~ '^[^[:space:]]+( [^[:space:]]+)*$'),
      equivalent text not null check (char_length(equivalent) between 1 and 64 and equivalent = lower(equivalent) and equivalent ~ '^[^[:space:]]+( [^[:space:]]+)*$'),
      created_at timestamptz not null default now(),
      constraint search_synonyms_distinct check (term <> equivalent)
    );
    create unique index search_synonyms_pair_key on search_synonyms (locale, least(term, equivalent), greatest(term, equivalent));

    alter table search_changes add column kind text not null default 'content';
    alter table search_changes add constraint search_changes_kind_check check (kind in ('content', 'synonyms'));
    alter table search_changes add constraint search_changes_synonyms_no_content check (kind = 'content' or content_id = -1);
  `.execute(db);
  const rows = Object.entries(SEED).flatMap(([locale, pairs]) => pairs.map(([term, equivalent]) => sql`(${locale}, ${term}, ${equivalent})`));
  await sql`insert into search_synonyms (locale, term, equivalent) values ${sql.join(rows)} on conflict do nothing`.execute(db);
  await sql`insert into search_changes (content_id, kind) values (-1, 'synonyms')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    delete from search_changes where kind <> 'content';
    alter table search_changes drop constraint search_changes_synonyms_no_content;
    alter table search_changes drop constraint search_changes_kind_check;
    alter table search_changes drop column kind;
    drop table search_synonyms;
  `.execute(db);
}
