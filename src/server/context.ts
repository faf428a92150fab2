import type { ServerConfig } from './config.js';
import type { Database } from './db/index.js';
import type { FileSigner, FileStore } from './files/index.js';
import type { TtlCache } from './http/cache.js';
import type { LiveHub } from './live/hub.js';
import type { RoomHub } from './live/rooms.js';
import type { Messenger } from './messaging/index.js';
import type { TokenService } from './security/tokens.js';
import type { ServerSecrets } from './security/keys.js';

/** What every domain module receives: the database, configuration, token service and read cache. */
export interface AppContext {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  config: ServerConfig;
  tokens: TokenService;
  /** Token-signing and code-HMAC keys (environment or data folder; never the database). */
  secrets: ServerSecrets;
  cache: TtlCache;
  /** Uploaded files (avatars, …): a folder under dataDir served at /files/. */
  files: FileStore;
  /** Private uploads (assignments, competition videos): never served as is, read only through `fileSigner` URLs. */
  privateFiles: FileStore;
  /** Signed, expiring URLs of private files, made by a route after its own access check. */
  fileSigner: FileSigner;
  /** Queues a plain e-mail or SMS outside any transaction (the outbox queue; event code uses queueMessage in its transaction). */
  messenger: Messenger;
  /** Live events to students' open pages (Server-Sent Events), across instances. */
  live: LiveHub;
  /** Live events of rooms (pages open to everyone, e.g. an event's chat): one row per message per room, across instances. */
  rooms: RoomHub;
  /** The time of day (tests pass a manual clock: src/server/testing/clock.ts). Session code reads it, never SQL now(). */
  clock: () => Date;
}

/** URL prefixes of the three API bases. */
export const WEB = '/web/v2';
export const V2 = '/v2';
export const STUDENT = '/student-api/v1';
export const ADMIN = '/admin';
