/**
 * The offline library's index: one row per saved document (invoice, certificate), kept as
 * `library.json` in the app's user-data folder and written atomically (a temp file renamed over
 * it), so the library opens with no network and survives a crash mid-write. Rows hold what the
 * library shows and where the file is; never a token. `list()` stats each file so the renderer
 * can mark the ones moved or deleted since ("Missing from disk") and fetch them again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LibraryEntry, LibraryFiling, LibraryKind } from '../common/bridge';
import { isLibraryKind, LIBRARY_LIMITS } from '../common/library';

export const LIBRARY_FILE = 'library.json';

/** A row as stored: the entry without `present` (asked of the disk each time), with the file's SHA-256. */
export type StoredEntry = Omit<LibraryEntry, 'present'> & { sha256?: string };

/** What a finished download adds to its filing. */
export interface SavedFile {
  url: string;
  fileName: string;
  path: string;
  size: number;
  /** Hex SHA-256 of the content: a later save replaces the file only while it still holds this. */
  sha256?: string;
}

export interface ShellLike {
  /** electron's shell.openPath: resolves '' on success, an error message otherwise. */
  openPath(file: string): Promise<string>;
  showItemInFolder(file: string): void;
}

export interface LibraryDeps {
  /** app.getPath('userData'). */
  dir: string;
  shell: ShellLike;
  now?: () => Date;
  newId?: () => string;
  log?: (message: string) => void;
}

export interface Library {
  /** Every entry, newest first, with whether its file is still on disk. */
  list(): Promise<LibraryEntry[]>;
  /** The entry filed under (kind, ref), if any. */
  find(kind: LibraryKind, ref: string): Promise<StoredEntry | undefined>;
  /** Files a saved document: replaces the row of the same (kind, ref), keeping its id. */
  record(filing: LibraryFiling, file: SavedFile): Promise<StoredEntry>;
  /** Paths the index points at (taken names: a new download never reuses one). */
  paths(): Promise<Set<string>>;
  /** Opens the file with the OS's default app; false when the entry or its file is missing. */
  open(id: string): Promise<boolean>;
  /** Shows the file in the OS file manager; false when the entry or its file is missing. */
  showInFolder(id: string): Promise<boolean>;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A stored row as read back from disk, or null when it is not one (a hand-edited or old file). */
function parseRow(value: unknown): StoredEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (!isText(row.id, LIBRARY_LIMITS.id) || !isLibraryKind(row.kind) || !isText(row.ref, LIBRARY_LIMITS.ref) || !isText(row.title, LIBRARY_LIMITS.title)) return null;
  if (!isText(row.url, 4096) || !isText(row.fileName, 255) || !isText(row.path, 4096) || !path.isAbsolute(row.path)) return null;
  if (typeof row.size !== 'number' || !Number.isFinite(row.size) || row.size < 0 || !isText(row.savedAt, 64)) return null;
  const sha256 = typeof row.sha256 === 'string' && /^[0-9a-f]{64}$/.test(row.sha256) ? row.sha256 : undefined;
  return {
    id: row.id,
    kind: row.kind,
    ref: row.ref,
    title: row.title,
    url: row.url,
    fileName: row.fileName,
    path: row.path,
    size: row.size,
    savedAt: row.savedAt,
    ...(sha256 ? { sha256 } : {}),
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function createLibrary(deps: LibraryDeps): Library {
  const file = path.join(deps.dir, LIBRARY_FILE);
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => randomBytes(12).toString('base64url'));
  const log = deps.log ?? ((message: string) => console.warn(message));
  // Writes run one after another so two downloads finishing together cannot lose a row.
  let queue: Promise<unknown> = Promise.resolve();

  async function read(): Promise<StoredEntry[]> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return [];
    }
    try {
      const parsed: unknown = JSON.parse(text);
      const rows = Array.isArray(parsed) ? parsed : [];
      return rows.map(parseRow).filter((row): row is StoredEntry => row !== null);
    } catch {
      log(`[desktop] ${LIBRARY_FILE} is not valid JSON; starting an empty library`);
      return [];
    }
  }

  async function write(rows: StoredEntry[]): Promise<void> {
    await mkdir(deps.dir, { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, JSON.stringify(rows, null, 2), { mode: 0o600 });
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  async function byId(id: string): Promise<StoredEntry | undefined> {
    return (await read()).find((row) => row.id === id);
  }

  return {
    async list() {
      const rows = await read();
      // The hash stays in the main process: the renderer gets LibraryEntry's fields only.
      const entries = await Promise.all(rows.map(async ({ sha256: _hash, ...row }) => ({ ...row, present: await isFile(row.path) })));
      return entries.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },
    async find(kind, ref) {
      return (await read()).find((row) => row.kind === kind && row.ref === ref);
    },
    record(filing, saved) {
      return serial(async () => {
        const rows = await read();
        const index = rows.findIndex((row) => row.kind === filing.kind && row.ref === filing.ref);
        const entry: StoredEntry = {
          id: index >= 0 ? rows[index]!.id : newId(),
          kind: filing.kind,
          ref: filing.ref,
          title: filing.title,
          url: saved.url,
          fileName: saved.fileName,
          path: saved.path,
          size: saved.size,
          savedAt: now().toISOString(),
          ...(saved.sha256 ? { sha256: saved.sha256 } : {}),
        };
        if (index >= 0) rows[index] = entry;
        else rows.push(entry);
        await write(rows);
        return entry;
      });
    },
    async paths() {
      return new Set((await read()).map((row) => row.path));
    },
    async open(id) {
      const entry = await byId(id);
      if (!entry || !(await isFile(entry.path))) return false;
      return (await deps.shell.openPath(entry.path)) === '';
    },
    async showInFolder(id) {
      const entry = await byId(id);
      if (!entry || !(await isFile(entry.path))) return false;
      deps.shell.showItemInFolder(entry.path);
      return true;
    },
  };
}
