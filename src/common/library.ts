/**
 * Rules of the desktop app's offline library shared by the main process (which checks every
 * filing and entry id that crosses IPC) and the renderer (which builds the filings).
 */
import type { LibraryKind } from './bridge.js';

/** Every kind of document the library files. */
export const LIBRARY_KINDS: readonly LibraryKind[] = ['invoice', 'certificate'];

/** Upper bounds of what crosses IPC: an entry id, a filing's ref and title. */
export const LIBRARY_LIMITS = { id: 64, ref: 128, title: 256 } as const;

/** Entry ids are opaque: letters, digits, '-' and '_' only (base64url of random bytes). */
export const LIBRARY_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export function isLibraryKind(value: unknown): value is LibraryKind {
  return typeof value === 'string' && (LIBRARY_KINDS as readonly string[]).includes(value);
}

/** A title the library can show within its bound (longer ones are cut with an ellipsis). */
export function libraryTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean.length <= LIBRARY_LIMITS.title ? clean : `${clean.slice(0, LIBRARY_LIMITS.title - 1)}…`;
}
