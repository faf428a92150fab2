/**
 * Reads V8 .cpuprofile files (BENCH_CPU_PROFILE of bench/checkout.ts, or node --cpu-prof) and
 * prints where the time went: by area (our code, Fastify/ajv/serialisation, pg driver, kysely,
 * crypto, the sandbox gateway, the HTTP client, Node's HTTP/net, GC, idle) and the top functions
 * by self and by inclusive time. Several files are summed.
 *
 *   npx tsx bench/cpuprofile.ts /tmp/prof/orders-r*.cpuprofile [--top=25] [--grep=fastify]
 *
 * Area of a sample: the first frame from the leaf up whose script is not Node's own (node:…,
 * native); a sample with none is "node internals" (or GC / idle / program). Inclusive time of an
 * async function counts only its synchronous slices (a continuation after an await is a new stack).
 */
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
/** --grep=text: the top tables list only functions whose name or script contains it. */
const grep = process.argv.find((a) => a.startsWith('--grep='))?.slice(7);
const listed = (k: string) => !grep || k.includes(grep);

/** The area a script belongs to; null for Node's own and native frames. */
function areaOf(url: string, name: string): string | null {
  if (name === '(garbage collector)') return 'GC';
  if (name === '(idle)') return 'idle';
  if (name === '(program)') return 'program (V8/native, unattributed)';
  if (!url || url.startsWith('node:')) return null;
  if (/\/src\/server\/sandbox-gateway\//.test(url)) return 'sandbox gateway (our code, the fake Midtrans)';
  if (/\/src\/server\/payments\/gateway\//.test(url)) return 'gateway adapter (our code)';
  if (/\/src\/server\/security\//.test(url)) return 'our code: security (tokens, keys)';
  if (/\/src\/server\/http\//.test(url)) return 'our code: http (hooks, validation, envelope)';
  if (/\/src\/server\/modules\//.test(url)) return 'our code: modules (services, routes)';
  if (/\/src\/|\/bench\//.test(url)) return 'our code: other (db, app, common, bench)';
  if (/node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-[a-z]+|pgpass|buffer-writer|packet-reader)\//.test(url)) return 'pg driver';
  if (/node_modules\/kysely\//.test(url)) return 'kysely (query builder/compiler)';
  if (/node_modules\/(jose|argon2|@node-rs)\//.test(url)) return 'crypto libs (jose JWT, argon2)';
  if (
    /node_modules\/(fastify|@fastify|avvio|find-my-way|light-my-request|fast-json-stringify|fast-uri|ajv|ajv-formats|fast-querystring|secure-json-parse|fast-content-type-parse|process-warning|abstract-logging|pino|toad-cache|fast-decode-uri-component|rfdc|json-schema-ref-resolver|helmet)\//.test(
      url,
    )
  )
    return 'fastify/ajv/serialisation';
  if (/node_modules\/undici\//.test(url)) return 'HTTP client (undici)';
  if (/node_modules\/(tsx|esbuild|get-tsconfig)\//.test(url)) return 'tsx loader';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  return m ? `other package: ${m[1]}` : `other: ${url}`;
}

/** Node's own scripts, named by the part they play. */
function nodeAreaOf(url: string): string {
  if (/undici|internal\/deps\/undici|fetch/.test(url)) return 'HTTP client (Node fetch/undici)';
  if (/_http_|node:http|internal\/http/.test(url)) return 'Node http server/client';
  if (/net|stream|internal\/streams|tcp|dns/.test(url)) return 'Node net/streams';
  if (/crypto/.test(url)) return 'Node crypto';
  if (/async_hooks|timers|process\/task_queues|promise/.test(url)) return 'Node async machinery (timers, microtasks, ALS)';
  if (/buffer|util|string_decoder/.test(url)) return 'Node buffer/util';
  return url ? 'Node internals' : 'native (JSON, RegExp, builtins)';
}

const key = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^file:\/\/\/work\/[^/]+\//, '').replace(/^.*node_modules\//, '~/')}:${f.lineNumber + 1}`;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const areas = new Map<string, number>();
const leafAreas = new Map<string, number>();
let totalUs = 0;
let wallUs = 0;

for (const file of files) {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  wallUs += p.endTime - p.startTime;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Per node: its stack's keys (unique), its area, computed once.
  const memo = new Map<number, { keys: string[]; area: string; leafArea: string }>();
  const info = (id: number) => {
    const hit = memo.get(id);
    if (hit) return hit;
    const keys = new Set<string>();
    let area: string | null = null;
    const leaf = byId.get(id)!.callFrame;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      if (f.functionName === '(root)') break;
      keys.add(key(f));
      area ??= areaOf(f.url, f.functionName);
    }
    const leafArea = areaOf(leaf.url, leaf.functionName) ?? nodeAreaOf(leaf.url);
    const out = { keys: [...keys], area: area ?? nodeAreaOf(leaf.url), leafArea };
    memo.set(id, out);
    return out;
  };
  p.samples.forEach((id, i) => {
    const us = p.timeDeltas[i + 1] ?? p.timeDeltas[i] ?? 0;
    const n = byId.get(id)!;
    const { keys, area, leafArea } = info(id);
    totalUs += us;
    self.set(key(n.callFrame), (self.get(key(n.callFrame)) ?? 0) + us);
    for (const k of keys) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    areas.set(area, (areas.get(area) ?? 0) + us);
    leafAreas.set(leafArea, (leafAreas.get(leafArea) ?? 0) + us);
  });
}

const idle = (areas.get('idle') ?? 0) / 1000;
const busyMs = totalUs / 1000 - idle;
const pct = (us: number) => `${((us / 1000 / busyMs) * 100).toFixed(1)}%`;
console.log(`${files.length} profile(s): ${(wallUs / 1000).toFixed(0)} ms wall, ${busyMs.toFixed(0)} ms busy (not idle), ${idle.toFixed(0)} ms idle; % below are of busy time\n`);
console.log('| area (first non-Node frame from the leaf up) | ms | % | | area of the leaf frame itself | ms | % |\n|---|---|---|---|---|---|---|');
const a = [...areas].filter(([k]) => k !== 'idle').sort((x, y) => y[1] - x[1]);
const l = [...leafAreas].filter(([k]) => k !== 'idle').sort((x, y) => y[1] - x[1]);
for (let i = 0; i < Math.max(a.length, l.length); i++) {
  const x = a[i];
  const y = l[i];
  console.log(`| ${x ? `${x[0]} | ${(x[1] / 1000).toFixed(0)} | ${pct(x[1])}` : ' | | '} | | ${y ? `${y[0]} | ${(y[1] / 1000).toFixed(0)} | ${pct(y[1])}` : ' | | '} |`);
}
console.log(`\n| top ${top} by self time | ms | % |\n|---|---|---|`);
for (const [k, us] of [...self]
  .filter(([k]) => !k.startsWith('(idle)') && listed(k))
  .sort((x, y) => y[1] - x[1])
  .slice(0, top))
  console.log(`| \`${k}\` | ${(us / 1000).toFixed(0)} | ${pct(us)} |`);
console.log(`\n| top ${top} by inclusive time (synchronous slices) | ms | % |\n|---|---|---|`);
for (const [k, us] of [...inclusive]
  .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)') && listed(k))
  .sort((x, y) => y[1] - x[1])
  .slice(0, top))
  console.log(`| \`${k}\` | ${(us / 1000).toFixed(0)} | ${pct(us)} |`);
