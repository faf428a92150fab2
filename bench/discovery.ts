/**
 * Discovery section of `npm run bench`: full-text search (keyword with filters) and a filtered
 * listing, requests/s and p99, on the seeded catalogue or on a generated one.
 *
 *   npm run bench -- --discovery                      only this section, seeded demo catalogue
 *   npm run bench -- --discovery --contents=100000    100,000 contents generated first (or BENCH_CONTENTS)
 *   DATABASE_URL=postgres://… npm run bench -- --discovery --contents=100000
 *
 * It runs its own server on a scratch database (a fresh PGlite folder, or a database created on
 * the DATABASE_URL server and dropped afterwards), so the generated rows never stay behind.
 * Target (issue 24): lists and searches p99 < 30 ms at 100,000 contents with 32 concurrent clients on PostgreSQL.
 */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import type { DB } from '../src/server/db/schema.js';
import { must } from '../src/common/must.js';
import { compiledScript, scratchDatabase, whileProfiled } from './support.js';

// ── Catalogue generator (runs inside bench/server.ts) ───────────────────────
const TOPICS: [string, string][] = [
  ['Digital Marketing', 'Digital Marketing'],
  ['Analisis Data', 'Data Analysis'],
  ['Microsoft Excel', 'Microsoft Excel'],
  ['Python', 'Python'],
  ['Public Speaking', 'Public Speaking'],
  ['Manajemen Proyek', 'Project Management'],
  ['Desain UI/UX', 'UI/UX Design'],
  ['Keuangan Pribadi', 'Personal Finance'],
  ['Copywriting', 'Copywriting'],
  ['Bahasa Inggris Bisnis', 'Business English'],
  ['Rekrutmen dan Seleksi', 'Recruitment and Selection'],
  ['Negosiasi', 'Negotiation'],
  ['Akuntansi Dasar', 'Basic Accounting'],
  ['Optimasi SEO', 'SEO Optimisation'],
  ['Media Sosial', 'Social Media'],
  ['Kepemimpinan', 'Leadership'],
  ['Teknik Penjualan', 'Sales Techniques'],
  ['Fotografi Produk', 'Product Photography'],
  ['Pemrograman Web', 'Web Programming'],
  ['Machine Learning', 'Machine Learning'],
  ['Perpajakan UMKM', 'Small Business Tax'],
  ['Layanan Pelanggan', 'Customer Service'],
  ['Manajemen Waktu', 'Time Management'],
];
const PREFIXES: [string, string][] = [
  ['Belajar', 'Learn'],
  ['Dasar-Dasar', 'Fundamentals of'],
  ['Kelas Intensif', 'Intensive'],
  ['Panduan Lengkap', 'Complete Guide to'],
  ['Strategi', 'Strategies for'],
  ['Teknik Praktis', 'Practical'],
  ['Pembelajaran', 'Learning'],
  ['Menguasai', 'Mastering'],
  ['Workshop', 'Workshop:'],
  ['Rahasia', 'Secrets of'],
  ['Pengantar', 'Introduction to'],
];
const SUFFIXES: [string, string][] = [
  ['untuk Pemula', 'for Beginners'],
  ['untuk UMKM', 'for Small Businesses'],
  ['Tingkat Lanjut', 'Advanced'],
  ['di Tempat Kerja', 'at Work'],
  ['dalam 30 Hari', 'in 30 Days'],
  ['untuk Mahasiswa', 'for Students'],
  ['bagi Profesional', 'for Professionals'],
  ['dengan Studi Kasus', 'with Case Studies'],
  ['Langkah demi Langkah', 'Step by Step'],
];
const SENTENCES: [string, string][] = [
  ['Materi disusun oleh praktisi berpengalaman dari perusahaan ternama.', 'The material is written by experienced practitioners from leading companies.'],
  ['Setiap modul dilengkapi video, latihan, dan kuis.', 'Every module comes with videos, exercises and a quiz.'],
  ['Cocok untuk karyawan yang ingin naik jabatan.', 'A good fit for employees aiming for a promotion.'],
  ['Anda akan membuat proyek nyata untuk portofolio.', 'You will build a real project for your portfolio.'],
  ['Sertifikat digital diberikan setelah kelas selesai.', 'A digital certificate is awarded when you finish.'],
  ['Belajar kapan saja dari ponsel atau laptop.', 'Learn any time from your phone or laptop.'],
  ['Contoh kasus diambil dari bisnis di Indonesia.', 'Case studies come from Indonesian businesses.'],
  ['Sesi tanya jawab langsung bersama mentor setiap minggu.', 'Live Q&A with a mentor every week.'],
  ['Templat dan lembar kerja siap pakai disertakan.', 'Ready-to-use templates and worksheets are included.'],
  ['Kelas ini membantu Anda bekerja lebih cepat dan rapi.', 'This class helps you work faster and more neatly.'],
  ['Pembahasan dimulai dari konsep dasar hingga praktik lanjutan.', 'It goes from the basic concepts to advanced practice.'],
  ['Latihan mandiri membantu memperkuat pemahaman.', 'Self-practice helps strengthen your understanding.'],
  ['Komunitas alumni aktif berbagi lowongan kerja.', 'An active alumni community shares job openings.'],
];
const TYPES = [1, 1, 1, 1, 1, 3, 3, 26, 2, 2, 10, 10, 37, 5];
const PRICES = [0, 49000, 99000, 149000, 199000, 249000, 499000, 1500000, 7500000];

const textArray = (xs: string[]) => sql`array[${sql.join(xs.map((x) => sql`${x}`))}]::text[]`;
const intArray = (xs: number[]) => sql`array[${sql.join(xs.map((x) => sql`${x}`))}]::int[]`;

/**
 * Adds contents until the catalogue holds `total` (fast: INSERT … SELECT generate_series in
 * batches; the search trigger fills the vectors). Titles, summaries and descriptions combine real
 * words in both languages, so keywords match realistic shares of the catalogue.
 */
export async function generateCatalogue(db: Kysely<DB>, total: number): Promise<number> {
  const existing = Number(
    (
      await db
        .selectFrom('contents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const wanted = total - existing;
  if (wanted <= 0) return 0;
  const pick = (pairs: [string, string][], lang: 0 | 1, index: ReturnType<typeof sql>) => sql`(${textArray(pairs.map((p) => p[lang]))})[1 + (${index})::int % ${pairs.length}]`;
  const g = sql`g`;
  const title = (lang: 0 | 1) =>
    sql`${pick(PREFIXES, lang, sql`${g} / ${TOPICS.length}`)} || ' ' || ${pick(TOPICS, lang, g)} || ' ' || ${pick(SUFFIXES, lang, sql`${g} / ${TOPICS.length * PREFIXES.length}`)}`;
  const sentence = (lang: 0 | 1, k: number) => pick(SENTENCES, lang, sql`${g} * ${k} + ${k}`);
  const batch = 20_000;
  for (let from = existing + 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await sql`
      with ids as (
        select (select array_agg(id order by id) from categories) as cats,
               (select array_agg(id order by id) from instructors) as teachers,
               (select array_agg(id order by id) from programs) as programs
      )
      insert into contents (
        content_type, url, product_type, title_id, title_en, summary_id, summary_en, description_id, description_en,
        image_url, category_id, program_id, instructor_id, learning_method, is_certificate, price, discount_type,
        discount_value, final_price, skill_level, duration_minutes, rating, rating_count, total_students, popularity,
        start_at, end_at, details, created_at, updated_at
      )
      select
        t.type, 'bench-' || g, 'COURSES', ${title(0)}, ${title(1)},
        ${sentence(0, 3)}, ${sentence(1, 3)},
        ${pick(TOPICS, 0, g)} || '. ' || ${sentence(0, 5)} || ' ' || ${sentence(0, 7)} || ' ' || ${sentence(0, 11)},
        ${pick(TOPICS, 1, g)} || '. ' || ${sentence(1, 5)} || ' ' || ${sentence(1, 7)} || ' ' || ${sentence(1, 11)},
        null, ids.cats[1 + (g * 7) % array_length(ids.cats, 1)], ids.programs[1 + (g * 5) % array_length(ids.programs, 1)],
        ids.teachers[1 + (g * 3) % array_length(ids.teachers, 1)],
        case when t.type in (3, 37) then 2 else 1 end, g % 3 <> 0,
        p.price, case when p.price > 0 and g % 4 > 0 then 1 end, case when p.price > 0 then (g % 4) * 10 else 0 end,
        p.price - case when p.price > 0 then p.price * ((g % 4) * 10) / 100 else 0 end,
        1 + g % 3, 30 + (g * 11) % 600, round((3 + ((g * 37) % 200) / 100.0)::numeric, 2), (g * 13) % 900,
        (g * 17) % 5000, (g * 7919) % 100000,
        case when t.type in (3, 37, 26) then now() + ((g % 120) - 60) * interval '1 day' end,
        case when t.type in (3, 37, 26) then now() + ((g % 120) - 60) * interval '1 day' + interval '2 hours' end,
        '{}'::jsonb, now() - (g % 700) * interval '1 day', now() - (g % 300) * interval '1 hour'
      from generate_series(${from}::int, ${to}::int) as g
      cross join ids
      cross join lateral (select (${intArray(TYPES)})[1 + g % ${TYPES.length}] as type) t
      cross join lateral (select (${intArray(PRICES)})[1 + (g / 3) % ${PRICES.length}] as price) p
      on conflict (url) do nothing
    `.execute(db);
  }
  // Fresh rows: set the visibility map too, so the covering list indexes answer without the table.
  await sql`vacuum analyze contents`.execute(db);
  return wanted;
}

// ── Measurement ─────────────────────────────────────────────────────────
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

function contentsFlag(): number {
  const arg = process.argv.find((a) => a.startsWith('--contents='));
  return Number(arg?.split('=')[1] ?? process.env.BENCH_CONTENTS ?? 0);
}

async function scratchBenchDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? scratchDatabase(serverUrl, 'lm_bench') : { drop: async () => {} };
}

async function startServer(dataDir: string, databaseUrl: string | undefined, contents: number) {
  const child = fork(await compiledScript('bench/server.ts'), [], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl ?? '',
      BENCH_GENERATE_CONTENTS: String(contents),
      ...(process.env.BENCH_PROFILE ? { BENCH_INSTRUMENT: 'profile' } : {}),
      // The default, pinned so runs compare whatever the shell sets.
      CACHE_SECONDS: '5',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { port: number }) => resolve(m.port));
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/**
 * Search bodies: 14 keywords (Indonesian and English, broad and narrow, three typos: a dropped
 * letter and a transposition, issue 24) × 4 filter mixes × 2 pages = 112 distinct searches, asked
 * round-robin.
 */
const KEYWORDS = [
  'digital marketing',
  'pembelajaran excel',
  'python',
  'analisis data',
  'public speaking',
  'negotiation for beginners',
  'keuangan pribadi',
  'leadership',
  'belajar',
  'ui ux design',
  'markting',
  'rekrutmen karyawan',
  'keuanagn',
  'leadrship skills',
];
const FILTER_MIXES: object[] = [
  { filters: [{ kind: 'RATING', values: [4] }] },
  { filters: [{ kind: 'PRICE', range: { min: 0, max: 200000 } }], sort: 'popular' },
  { filters: [{ kind: 'SKILL_LEVEL', values: [1, 2] }], contentTypes: [1, 26] },
  {
    filters: [
      { kind: 'DURATION', range: { max: 240 } },
      { kind: 'RATING', values: [3.5] },
    ],
    sort: 'rating',
  },
];
const SEARCHES: object[] = KEYWORDS.flatMap((keyword) => FILTER_MIXES.flatMap((mix) => [1, 2].map((page) => ({ keyword, page, ...mix }))));

async function measure(base: string, connections: number, seconds: number, label: string, requests: { path: string; method: 'GET' | 'POST'; body?: object }[]) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const r = must(requests[next++ % requests.length], 'a request to send');
          return { ...req, path: r.path, method: r.method, headers: { authorization: basic, 'content-type': 'application/json' }, body: r.body ? JSON.stringify(r.body) : undefined };
        },
      },
    ],
  });
  if (result.non2xx > 0) console.warn(`  ! ${label}: ${result.non2xx} non-2xx answers`);
  return { name: label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Searches that never repeat within a run: every prefix word × topic of the generated titles, in
 * both languages (506 keywords), × 4 filter mixes × 2 sorts × 3 pages = 12,144 distinct bodies in
 * a shuffled order, so no answer of an earlier request can be reused.
 */
export function distinctSearches(): object[] {
  const keywords = PREFIXES.flatMap((p) => TOPICS.flatMap((t) => [0, 1].map((lang) => `${p[lang as 0 | 1].split(' ')[0]} ${t[lang as 0 | 1]}`.toLowerCase())));
  const all = keywords.flatMap((keyword) =>
    FILTER_MIXES.flatMap((mix) => ['relevance', 'popular'].flatMap((sort) => [1, 2, 3].map((page) => ({ ...mix, keyword, sort, page, pageSize: 12 })))),
  );
  // Deterministic shuffle (Park–Miller), so runs compare.
  let seed = 42;
  for (let i = all.length - 1; i > 0; i--) {
    seed = (seed * 16807) % 2147483647;
    const j = seed % (i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!]; // 0 ≤ j ≤ i < all.length
  }
  return all;
}

export async function discoveryBench(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const connections = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 32);
  const contents = contentsFlag();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-bench-discovery-'));
  const scratch = await scratchBenchDatabase();
  const rows: { name: string; rps: number; p50: number; p99: number }[] = [];
  let total = 0;
  try {
    const started = Date.now();
    const { child, base } = await startServer(dataDir, scratch.url, contents);
    try {
      const get = async <T>(url: string) => ((await (await fetch(base + url, { headers: { authorization: basic } })).json()) as { result: T }).result;
      total = (await get<{ totalItems: number }>('/web/v2/contents?pageSize=1')).totalItems;
      // The first search waits for the search index if it is still being built.
      const first = Date.now();
      await fetch(`${base}/web/v2/contents/search`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: '{"keyword":"belajar"}' });
      console.log(
        `\ndiscovery bench: ${total} contents (server up in ${((first - started) / 1000).toFixed(1)} s, first search after ${((Date.now() - first) / 1000).toFixed(1)} s more), ${connections} connections, ${seconds}s each, database ${scratch.url ? 'PostgreSQL' : 'PGlite'}`,
      );
      const categories = (await get<{ id: number }[]>('/web/v2/home/categories')).map((c) => c.id);
      const search = SEARCHES.map((body) => ({ path: '/web/v2/contents/search', method: 'POST' as const, body: { pageSize: 12, ...body } }));
      const distinct = distinctSearches().map((body) => ({ path: '/web/v2/contents/search', method: 'POST' as const, body }));
      const listing = categories.flatMap((id, i) => [
        {
          path: `/web/v2/categories/${id}/contents`,
          method: 'POST' as const,
          body: {
            page: 1 + (i % 3),
            pageSize: 12,
            sort: 'popular',
            filters: [
              { kind: 'RATING', values: [4] },
              { kind: 'PRICE', range: { max: 500000 } },
            ],
          },
        },
        {
          path: `/web/v2/categories/${id}/contents`,
          method: 'POST' as const,
          body: { pageSize: 12, sort: 'price-asc', contentTypes: [1], filters: [{ kind: 'SKILL_LEVEL', values: [1, 2] }] },
        },
      ]);
      // The product families' lists (issue 24: answered from the search index), in their sorts and filters.
      const filters = [[], [{ kind: 'RATING', values: [4] }], [{ kind: 'PRICE', range: { max: 250000 } }]];
      const families = [0, 1, 2].flatMap((i) => [
        { path: `/web/v2/courses?pageSize=12&page=${1 + i}&sort=${['popular', 'newest', 'price-asc'][i]}`, method: 'GET' as const },
        { path: '/web/v2/bootcamps', method: 'POST' as const, body: { page: 1 + i, pageSize: 12, sort: ['upcoming', 'rating', 'popular'][i], filters: filters[i] } },
        { path: '/web/v2/webinars', method: 'POST' as const, body: { page: 1 + i, pageSize: 12, status: ['upcoming', 'past', 'all'][i], filters: filters[i] } },
        { path: `/web/v2/microlearnings/list?pageSize=12&page=${1 + i}&sort=${['popular', 'rating', 'newest'][i]}`, method: 'GET' as const },
        { path: `/web/v2/articles?pageSize=12&page=${1 + i}&sort=${['newest', 'popular', 'oldest'][i]}`, method: 'GET' as const },
        { path: `/web/v2/instructors/${1 + i}/contents`, method: 'POST' as const, body: { pageSize: 12, sort: ['popular', 'newest', 'rating'][i], filters: filters[i] } },
        { path: `/web/v2/instructors/${1 + i}/upcoming-webinars`, method: 'POST' as const, body: { pageSize: 12 } },
      ]);
      // Warm up JIT and the database's caches (on other searches than the measured distinct ones).
      await measure(base, connections, 2, 'warm-up', [...search, ...listing, ...families]);
      // BENCH_PROFILE=<prefix>: a V8 CPU profile of the server per measure, <prefix>.<n>.cpuprofile.
      const prefix = process.env.BENCH_PROFILE;
      const profiled = (n: number, run: () => Promise<(typeof rows)[number]>) => whileProfiled(child, prefix && `${prefix}.${n}.cpuprofile`, run);
      rows.push(await profiled(0, () => measure(base, connections, seconds, 'plain Fastify route (ceiling)', [{ path: '/bench/plain', method: 'GET' }])));
      rows.push(await profiled(1, () => measure(base, connections, seconds, `P contents/search, ${SEARCHES.length} keyword+filter mixes asked in turn`, search)));
      rows.push(await profiled(2, () => measure(base, connections, seconds, `P contents/search, ${distinct.length} distinct searches, none repeated`, distinct)));
      rows.push(await profiled(3, () => measure(base, connections, seconds, 'P categories/{id}/contents (filters + sort)', listing)));
      rows.push(
        await profiled(4, () =>
          measure(base, connections, seconds, `family lists (courses, bootcamps, webinars, microlearning, articles, instructors), ${families.length} in turn`, families),
        ),
      );
      // The server's memory after the runs (the index, its kept item rows and answers), for the record.
      const rss = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)], { encoding: 'utf8' }).trim());
      console.log(`\nbench server's resident memory after the runs: ${Math.round(rss / 1024)} MB`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    const ceiling = must(rows[0], 'the ceiling row').rps;
    console.log('\n| measure | contents | requests/s | share of ceiling | p50 ms | p99 ms |\n|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${total} | ${Math.round(r.rps)} | ${Math.round((100 * r.rps) / ceiling)}% | ${r.p50} | ${r.p99} |`);
  } finally {
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
