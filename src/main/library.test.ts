import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLibrary, LIBRARY_FILE } from './library';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lm-library-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function setup() {
  const shell = { openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() };
  let clock = Date.parse('2026-11-27T10:00:00Z');
  let ids = 0;
  const log = vi.fn();
  const library = createLibrary({ dir, shell, log, now: () => new Date((clock += 1000)), newId: () => `id${++ids}` });
  return { library, shell, log };
}

async function saved(name: string, content = 'pdf'): Promise<{ url: string; fileName: string; path: string; size: number }> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return { url: `http://localhost:3000/files/${name}`, fileName: name, path: file, size: content.length };
}

describe('the offline library index', () => {
  it('lists every entry newest first and says which files are still on disk', async () => {
    const { library } = setup();
    await library.record({ kind: 'invoice', ref: '1', title: 'Invoice 1' }, await saved('a.pdf'));
    await library.record({ kind: 'certificate', ref: 'C-1', title: 'Kelas A' }, { ...(await saved('b.pdf')), sha256: 'a'.repeat(64) });
    await rm(path.join(dir, 'a.pdf'));
    expect(JSON.parse(await readFile(path.join(dir, LIBRARY_FILE), 'utf8'))[1].sha256).toBe('a'.repeat(64));
    const list = await library.list();
    expect(list.map((e) => [e.id, e.kind, e.title, e.present])).toEqual([
      ['id2', 'certificate', 'Kelas A', true],
      ['id1', 'invoice', 'Invoice 1', false],
    ]);
    // The hash stays in the main process.
    expect(list.some((e) => 'sha256' in e)).toBe(false);
  });

  it('one entry per (kind, ref): recording it again replaces the row and keeps its id', async () => {
    const { library } = setup();
    const first = await library.record({ kind: 'invoice', ref: '1', title: 'Invoice 1' }, await saved('a.pdf'));
    const again = await library.record({ kind: 'invoice', ref: '1', title: 'Invoice INV-1' }, await saved('a.pdf', 'longer'));
    await library.record({ kind: 'certificate', ref: '1', title: 'Same ref, other kind' }, await saved('c.pdf'));
    expect(again.id).toBe(first.id);
    const list = await library.list();
    expect(list).toHaveLength(2);
    expect(list.find((e) => e.kind === 'invoice')).toMatchObject({ title: 'Invoice INV-1', size: 6 });
    expect(await library.find('invoice', '1')).toMatchObject({ id: first.id });
    expect(await library.find('invoice', '2')).toBeUndefined();
  });

  it('writes library.json atomically (no temp file left) and survives concurrent records', async () => {
    const { library } = setup();
    await Promise.all(['1', '2', '3', '4'].map(async (ref) => library.record({ kind: 'invoice', ref, title: ref }, await saved(`${ref}.pdf`))));
    expect((await library.list()).map((e) => e.ref).sort()).toEqual(['1', '2', '3', '4']);
    expect((await readdir(dir)).filter((f) => f.startsWith(LIBRARY_FILE))).toEqual([LIBRARY_FILE]);
    expect(JSON.parse(await readFile(path.join(dir, LIBRARY_FILE), 'utf8'))).toHaveLength(4);
  });

  it('starts empty on a missing or broken index and drops rows that are not entries', async () => {
    const { library, log } = setup();
    expect(await library.list()).toEqual([]);
    await writeFile(path.join(dir, LIBRARY_FILE), '{ not json');
    expect(await library.list()).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/not valid JSON/));
    const good = { id: 'ok', kind: 'invoice', ref: '1', title: 'T', url: 'http://x/a', fileName: 'a.pdf', path: path.join(dir, 'a.pdf'), size: 1, savedAt: '2026-01-01T00:00:00Z' };
    await writeFile(
      path.join(dir, LIBRARY_FILE),
      JSON.stringify([good, { ...good, id: 'bad', kind: 'video' }, { ...good, id: 'rel', path: 'a.pdf' }, { ...good, id: 'x'.repeat(65) }, null]),
    );
    expect((await library.list()).map((e) => e.id)).toEqual(['ok']);
  });

  it('opens and shows a present file; a missing file or unknown id answers false without calling the shell', async () => {
    const { library, shell } = setup();
    const entry = await library.record({ kind: 'invoice', ref: '1', title: 'Invoice 1' }, await saved('a.pdf'));
    expect(await library.open(entry.id)).toBe(true);
    expect(shell.openPath).toHaveBeenCalledWith(path.join(dir, 'a.pdf'));
    expect(await library.showInFolder(entry.id)).toBe(true);
    expect(shell.showItemInFolder).toHaveBeenCalledWith(path.join(dir, 'a.pdf'));
    shell.openPath.mockResolvedValueOnce('No application is registered');
    expect(await library.open(entry.id)).toBe(false);
    await rm(path.join(dir, 'a.pdf'));
    shell.openPath.mockClear();
    shell.showItemInFolder.mockClear();
    expect(await library.open(entry.id)).toBe(false);
    expect(await library.showInFolder(entry.id)).toBe(false);
    expect(await library.open('nope')).toBe(false);
    expect(shell.openPath).not.toHaveBeenCalled();
    expect(shell.showItemInFolder).not.toHaveBeenCalled();
  });
});
