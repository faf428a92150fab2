/** Test helper (not used by the app): a bootcamp lecture around the server's `now`, times in minutes. */
import type { Assignment, BootcampLecture, BootcampSession, Submission } from '../../../common/contract/bootcamp-lecture';

const MINUTE = 60_000;
const at = (now: Date, minutes: number) => new Date(now.getTime() + minutes * MINUTE).toISOString();

export function lectureSession(now: Date, id: number, startInMinutes: number, overrides: Partial<BootcampSession> = {}): BootcampSession {
  return {
    id,
    itemType: 31,
    title: `Session ${id}`,
    startAt: at(now, startInMinutes),
    endAt: at(now, startInMinutes + 120),
    required: true,
    state: startInMinutes + 120 <= 0 ? 'ended' : startInMinutes <= 30 ? 'open' : 'upcoming',
    joinOpensAt: at(now, startInMinutes - 30),
    attended: false,
    recordingUrl: null,
    ...overrides,
  };
}

export function submission(now: Date, overrides: Partial<Submission> = {}): Submission {
  return {
    id: 70,
    status: 'submitted',
    submittedAt: at(now, -60),
    late: false,
    file: { name: 'essay.pdf', bytes: 120_000, contentType: 'application/pdf', url: '/web/v2/files/private/a/essay.pdf?v=1&e=2&sig=x' },
    link: null,
    review: null,
    ...overrides,
  };
}

export function assignment(now: Date, id: number, overrides: Partial<Assignment> = {}): Assignment {
  return { id, title: `Assignment ${id}`, instructions: 'Write a one-page plan.', dueAt: at(now, 24 * 60), kind: 'file', submission: null, ...overrides };
}

export function lecture(now: Date, overrides: Partial<BootcampLecture> = {}): BootcampLecture {
  return {
    bootcamp: { id: 26, url: 'bootcamp-web', title: 'Bootcamp Web', imageUrl: null, packageName: 'Pro', mentor: { name: 'Budi Mentor', imageUrl: null } },
    serverTime: now.toISOString(),
    sessions: [lectureSession(now, 1, -300), lectureSession(now, 2, 10), lectureSession(now, 3, 3 * 24 * 60)],
    assignments: [assignment(now, 7), assignment(now, 8, { kind: 'link' })],
    certificate: { itemType: 30, state: 'locked', requiredSessions: { attended: 1, total: 3 }, assignments: { accepted: 0, total: 2 }, certificate: null },
    ...overrides,
  };
}
