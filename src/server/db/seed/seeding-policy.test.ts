import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, demoSeedWanted } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openTestDatabase } from '../../testing/test-app.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('demo data is seeded only where asked', () => {
  it('npm start seeds the embedded database outside production, never DATABASE_URL or production', () => {
    expect(demoSeedWanted(loadConfig({}))).toBe(true);
    expect(demoSeedWanted(loadConfig({ DATABASE_URL: 'postgres://db/x' }))).toBe(false);
    expect(demoSeedWanted(loadConfig({ NODE_ENV: 'production', MESSAGING: 'outbox' }))).toBe(false);
  });

  it('an app built without asking has no demo student and no demo catalogue', async () => {
    const { handle, drop } = await openTestDatabase(2, 'migrated');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-seedpolicy-'));
    dirs.push(dataDir);
    const app = await buildApp({ database: handle, config: { dataDir, webRoot: path.join(dataDir, 'none') } });
    await app.ready();
    const student = await handle.db.selectFrom('students').select('id').where('email', '=', 'demo@belajar.local').executeTakeFirst();
    const contents = await handle.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(student).toBeUndefined();
    expect(Number(contents.n)).toBe(0);
    await app.close();
    await handle.close();
    await drop();
  });
});
