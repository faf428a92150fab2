/**
 * The behaviour snapshot of the API (src/server/gates/behaviour-snapshot.ts), for proving that a
 * refactor changes nothing a client sees.
 *
 *   npx tsx scripts/behaviour-snapshot.ts record /tmp/before.json     # OpenAPI + answers, as JSON
 *   npx tsx scripts/behaviour-snapshot.ts compare /tmp/before.json /tmp/after.json
 *   npx tsx scripts/behaviour-snapshot.ts check /tmp/before.json      # record now, compare with it
 *
 * On PGlite by default; with DATABASE_URL on a throwaway database of that PostgreSQL server.
 * compare/check print every difference (a field lost, a status changed, an operation gone) and
 * exit 1 when there is one outside the excluded routes (auth, students: listed apart).
 */
import fs from 'node:fs';
import { compareSnapshots, formatDifference, recordBehaviour, type BehaviourSnapshot } from '../src/server/gates/behaviour-snapshot.js';

const usage = 'usage: tsx scripts/behaviour-snapshot.ts record <out.json> | compare <before.json> <after.json> | check <before.json>';

async function record(): Promise<BehaviourSnapshot> {
  const snapshot = await recordBehaviour({ log: (line) => console.error(line) });
  if (snapshot.uncovered.length) console.error(`operations without a request (excluded or new): ${snapshot.uncovered.join(', ')}`);
  return snapshot;
}

function read(file: string): BehaviourSnapshot {
  const s = JSON.parse(fs.readFileSync(file, 'utf8')) as BehaviourSnapshot;
  if (s.format !== 'behaviour-snapshot/1') throw new Error(`${file} is not a behaviour snapshot`);
  return s;
}

function report(before: BehaviourSnapshot, after: BehaviourSnapshot): number {
  const diffs = compareSnapshots(before, after);
  const real = diffs.filter((d) => !d.expected);
  const expected = diffs.filter((d) => d.expected);
  for (const d of real) console.log(formatDifference(d));
  if (expected.length) {
    console.log(`\nexpected (excluded routes: auth, students; request schemas tightened; response schemas only added to), ${expected.length}:`);
    for (const d of expected) console.log(`  ${formatDifference(d)}`);
  }
  const answers = Object.keys(before.answers).length;
  console.log(
    `\n${before.operations.length} → ${after.operations.length} operations, ${answers} answers compared: ${real.length} differences${expected.length ? ` (+${expected.length} expected)` : ''}`,
  );
  return real.length ? 1 : 0;
}

const [mode, a, b] = process.argv.slice(2);
if (mode === 'record' && a) {
  fs.writeFileSync(a, JSON.stringify(await record(), null, 1));
  console.error(`written ${a}`);
} else if (mode === 'compare' && a && b) {
  process.exitCode = report(read(a), read(b));
} else if (mode === 'check' && a) {
  process.exitCode = report(read(a), await record());
} else {
  console.error(usage);
  process.exitCode = 2;
}
