/**
 * Pure rules of the bootcamp lecture page (no React, no store): a session's state on the server's
 * clock, the timeline's order, and the client-side check of an assignment file before it is sent.
 * The join window itself is src/common/sessions.ts (the server answers from the same rule).
 */
import type { BootcampSession } from '../../../common/contract/bootcamp-lecture';
import { ASSIGNMENT_UPLOAD_MAX_BYTES } from '../../../common/contract/bootcamp-lecture';
import { hasEnded, isInJoinWindow } from '../../../common/sessions';

export type SessionState = BootcampSession['state'];

/** upcoming (before the join window), open (inside it), ended: from the server's time now. */
export function sessionStateAt(s: Pick<BootcampSession, 'startAt' | 'endAt'>, now: Date): SessionState {
  if (hasEnded(s, now)) return 'ended';
  return isInJoinWindow(s, now) ? 'open' : 'upcoming';
}

/** Open and upcoming sessions first (soonest first), then ended ones (latest first). */
export function orderSessions<T extends Pick<BootcampSession, 'id' | 'startAt' | 'endAt'>>(sessions: readonly T[], now: Date): T[] {
  const ended = (s: T) => hasEnded(s, now);
  const start = (s: T) => Date.parse(s.startAt);
  return [...sessions].sort((a, b) => {
    const ea = ended(a);
    const eb = ended(b);
    if (ea !== eb) return ea ? 1 : -1;
    const d = ea ? start(b) - start(a) : start(a) - start(b);
    return d !== 0 ? d : a.id - b.id;
  });
}

/** The next session to show first: an open one, else the soonest upcoming one (null when all ended). */
export function nextSession<T extends Pick<BootcampSession, 'id' | 'startAt' | 'endAt'>>(sessions: readonly T[], now: Date): T | null {
  return orderSessions(sessions, now).find((s) => !hasEnded(s, now)) ?? null;
}

/** What a file input offers (the server decides by the bytes: PDF, images, Office documents, zip). */
export const ASSIGNMENT_ACCEPT = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.zip',
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/zip',
].join(',');

const ACCEPTED_EXTENSIONS = new Set(['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip']);

export type FileProblem = 'empty' | 'too-large' | 'wrong-type';

/** Checks a chosen file before it is sent (size and name only: the server reads the bytes). */
export function assignmentFileProblem(file: { name: string; size: number }): FileProblem | null {
  if (file.size <= 0) return 'empty';
  if (file.size > ASSIGNMENT_UPLOAD_MAX_BYTES) return 'too-large';
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!ACCEPTED_EXTENSIONS.has(ext)) return 'wrong-type';
  return null;
}

/** An http(s) address as the contract takes it (SubmissionLinkBodySchema: 8..2000 characters, no spaces). */
export function linkProblem(link: string, max: number): 'required' | 'invalid' | 'too-long' | null {
  const v = link.trim();
  if (!v) return 'required';
  if (v.length > max) return 'too-long';
  if (v.length < 8 || !/^https?:\/\/[^\s]+$/.test(v)) return 'invalid';
  return null;
}

/** "12.5 MB" (decimal megabytes, as the 20 MB limit is written). */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(bytes >= 10_000_000 ? 0 : 1)} MB`;
}
