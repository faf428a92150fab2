import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.cjs (npm run lint:imports) against small trees written
 * here: a new runtime import cycle must fail the check, and the loops that never run at load time
 * (type-only imports, a lazy chunk's import()) must not. The commerce layers are checked the same way.
 */

const config = createRequire(import.meta.url)(path.resolve('.dependency-cruiser.cjs')) as { forbidden: unknown[] };
let root: string;

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

const home = process.cwd();

/** The rule names violated in one case's tree (cruised from inside it, so its paths start with src/). */
async function violations(name: string): Promise<string[]> {
  process.chdir(path.join(root, name));
  try {
    const result = await cruise(['src'], { ruleSet: { forbidden: config.forbidden } as never, tsPreCompilationDeps: true, validate: true });
    return (result.output as { summary: { violations: { rule: { name: string } }[] } }).summary.violations.map((v) => v.rule.name);
  } finally {
    process.chdir(home);
  }
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-import-rules-'));
  // The rules' paths start with src/: each case is a tree of its own under <case>/src.
  write({
    'runtime/src/server/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
    'runtime/src/server/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    'typeonly/src/server/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\nexport const a = 1;\n",
    'typeonly/src/server/b.ts': "import { a } from './a';\nexport interface B { n: number }\nexport const b = a;\n",
    'lazy/src/renderer/menu.ts': "export const load = () => import('./menus');\n",
    'lazy/src/renderer/menus.ts': "import { load } from './menu';\nexport const again = load;\n",
    'layers/src/server/modules/commerce/records/r.ts': "import { w } from '../workflow/w';\nexport const r = w;\n",
    'layers/src/server/modules/commerce/workflow/w.ts': 'export const w = 1;\n',
  });
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('import rules', () => {
  it('fail on a runtime import cycle', async () => {
    expect(await violations('runtime')).toContain('no-circular');
  });

  it('let a type-only import or a lazy import() close a loop', async () => {
    expect(await violations('typeonly')).not.toContain('no-circular');
    expect(await violations('lazy')).not.toContain('no-circular');
  });

  it('keep the commerce records below the workflow', async () => {
    expect(await violations('layers')).toContain('commerce-records-are-the-bottom');
  });
});
