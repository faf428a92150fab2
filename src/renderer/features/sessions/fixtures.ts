/** Test helper (not used by the app): a MySession around the server's `now`, in minutes. */
import type { MySession } from '../../../common/contract/sessions';

const MINUTE = 60_000;

export function mySession(now: Date, startInMinutes: number, overrides: Partial<MySession> = {}): MySession {
  const start = new Date(now.getTime() + startInMinutes * MINUTE);
  const end = new Date(start.getTime() + 120 * MINUTE);
  return {
    contentId: 5,
    contentType: 3,
    url: 'webinar-live',
    title: 'Webinar Live',
    serverTime: now.toISOString(),
    startAt: start.toISOString(),
    endAt: end.toISOString(),
    opensAt: new Date(start.getTime() - 30 * MINUTE).toISOString(),
    venueType: 1,
    isOfflineEvent: false,
    isCertificate: true,
    feedbackRequired: true,
    enrolled: true,
    state: 'ENROLLED',
    nextAction: 'wait',
    joinedAt: null,
    attendedAt: null,
    feedbackAt: null,
    hasJoinLink: true,
    hasRecording: false,
    ticket: null,
    certificate: null,
    ...overrides,
  };
}
