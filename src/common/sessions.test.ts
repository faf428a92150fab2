import { describe, expect, it } from 'vitest';
import { type ActionFacts, eticketTokenFromText, hasEnded, hasStarted, icsCalendar, icsEscape, isInJoinWindow, joinWindow, liveSessionState, nextSessionAction } from './sessions.js';

const startAt = new Date('2026-11-27T03:00:00.000Z');
const endAt = new Date('2026-11-27T05:00:00.000Z');
const at = (iso: string) => new Date(iso);
const times = { startAt, endAt };
const base: ActionFacts = {
  ...times,
  enrolled: true,
  joinedAt: null,
  attendedAt: null,
  feedbackAt: null,
  feedbackRequired: true,
  hasJoinLink: true,
  hasRecording: false,
  isOffline: false,
  hasCertificate: false,
};

describe('join window', () => {
  it('opens exactly 30 minutes before the start and closes at the end (exclusive)', () => {
    expect(joinWindow(times)).toEqual({ opensAt: at('2026-11-27T02:30:00.000Z'), closesAt: endAt });
    expect(isInJoinWindow(times, at('2026-11-27T02:29:59.999Z'))).toBe(false);
    expect(isInJoinWindow(times, at('2026-11-27T02:30:00.000Z'))).toBe(true);
    expect(isInJoinWindow(times, at('2026-11-27T04:59:59.999Z'))).toBe(true);
    expect(isInJoinWindow(times, endAt)).toBe(false);
  });
  it('takes ISO strings as well as dates', () => {
    expect(isInJoinWindow({ startAt: startAt.toISOString(), endAt: endAt.toISOString() }, startAt)).toBe(true);
  });
  it('knows the start and the end', () => {
    expect(hasStarted(times, at('2026-11-27T02:59:59.999Z'))).toBe(false);
    expect(hasStarted(times, startAt)).toBe(true);
    expect(hasEnded(times, at('2026-11-27T04:59:59.999Z'))).toBe(false);
    expect(hasEnded(times, endAt)).toBe(true);
  });
});

describe('liveSessionState', () => {
  const before = at('2026-11-27T01:00:00.000Z');
  const during = at('2026-11-27T04:00:00.000Z');
  const after = at('2026-11-27T06:00:00.000Z');
  it('walks NOTENROLL → ENROLLED → JOINED → FEEDBACKREQUIRED → COMPLETED', () => {
    expect(liveSessionState({ ...base, enrolled: false }, before)).toBe('NOTENROLL');
    expect(liveSessionState(base, before)).toBe('ENROLLED');
    expect(liveSessionState(base, during)).toBe('ENROLLED');
    const joined = { ...base, joinedAt: during };
    expect(liveSessionState(joined, during)).toBe('JOINED');
    expect(liveSessionState(joined, endAt)).toBe('FEEDBACKREQUIRED');
    expect(liveSessionState({ ...joined, feedbackAt: during }, during)).toBe('COMPLETED');
  });
  it('ENROLLED → NOTJOINED when the session ends without the participant', () => {
    expect(liveSessionState(base, at('2026-11-27T04:59:59.999Z'))).toBe('ENROLLED');
    expect(liveSessionState(base, endAt)).toBe('NOTJOINED');
  });
  it('an attendance at the venue counts as joined; an event without feedback completes at the end', () => {
    const attended = { ...base, attendedAt: during, feedbackRequired: false };
    expect(liveSessionState(attended, during)).toBe('JOINED');
    expect(liveSessionState(attended, after)).toBe('COMPLETED');
  });
});

describe('nextSessionAction', () => {
  const before = at('2026-11-27T01:00:00.000Z');
  const inWindow = at('2026-11-27T02:45:00.000Z');
  const during = at('2026-11-27T04:00:00.000Z');
  const after = at('2026-11-27T06:00:00.000Z');
  it('NOTENROLL: register until the end, then none', () => {
    expect(nextSessionAction('NOTENROLL', base, before)).toBe('register');
    expect(nextSessionAction('NOTENROLL', base, after)).toBe('none');
  });
  it('ENROLLED: wait, then join in the window; e-ticket when offline', () => {
    expect(nextSessionAction('ENROLLED', base, before)).toBe('wait');
    expect(nextSessionAction('ENROLLED', base, inWindow)).toBe('join');
    expect(nextSessionAction('ENROLLED', { ...base, isOffline: true }, inWindow)).toBe('eticket');
  });
  it('JOINED: join before the start, feedback from the start; certificate or none without feedback', () => {
    expect(nextSessionAction('JOINED', base, inWindow)).toBe('join');
    expect(nextSessionAction('JOINED', base, during)).toBe('feedback');
    expect(nextSessionAction('JOINED', { ...base, feedbackRequired: false }, during)).toBe('join');
    expect(nextSessionAction('JOINED', { ...base, feedbackRequired: false, hasJoinLink: false, hasCertificate: true }, during)).toBe('certificate');
    expect(nextSessionAction('JOINED', { ...base, feedbackRequired: false, hasJoinLink: false }, during)).toBe('none');
  });
  it('FEEDBACKREQUIRED, COMPLETED and NOTJOINED', () => {
    expect(nextSessionAction('FEEDBACKREQUIRED', base, after)).toBe('feedback');
    expect(nextSessionAction('COMPLETED', { ...base, hasCertificate: true }, after)).toBe('certificate');
    expect(nextSessionAction('COMPLETED', { ...base, hasRecording: true }, after)).toBe('recording');
    expect(nextSessionAction('COMPLETED', base, after)).toBe('none');
    expect(nextSessionAction('NOTJOINED', { ...base, hasRecording: true }, after)).toBe('recording');
    expect(nextSessionAction('NOTJOINED', base, after)).toBe('none');
  });
});

describe('eticketTokenFromText', () => {
  const token = 'ET1.42.1795000000.abcdefghijklmnopqrstuvwxyzABCDEF0123456789_-';
  it('takes a raw token or the token parameter of an absolute or relative URL', () => {
    expect(eticketTokenFromText(`  ${token}\n`)).toBe(token);
    expect(eticketTokenFromText(`https://belajar.local/webinars/scan/event?token=${token}`)).toBe(token);
    expect(eticketTokenFromText(`/webinars/scan/event?x=1&token=${encodeURIComponent(token)}#top`)).toBe(token);
  });
  it('refuses garbage', () => {
    expect(eticketTokenFromText('')).toBeNull();
    expect(eticketTokenFromText('hello')).toBeNull();
    expect(eticketTokenFromText('https://x/?token=ET1.1.2.short')).toBeNull();
    expect(eticketTokenFromText('https://x/?token=%E0%A4%A')).toBeNull();
    expect(eticketTokenFromText('https://x/?other=1')).toBeNull();
  });
});

describe('icsCalendar', () => {
  it('escapes text and writes UTC times with CRLF', () => {
    expect(icsEscape('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const ics = icsCalendar({
      uid: 'session-7@belajar',
      title: 'Webinar: A, B; C',
      description: 'Line 1\nLine 2',
      url: 'https://belajar.local/webinars/x',
      location: null,
      startAt,
      endAt,
      now: at('2026-11-26T00:00:00.000Z'),
    });
    expect(ics).toContain('\r\nDTSTART:20261127T030000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261127T050000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Webinar: A\\, B\\; C\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Line 1\\nLine 2\r\n');
    expect(ics).not.toContain('LOCATION');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
  it('folds long lines', () => {
    const ics = icsCalendar({ uid: 'u', title: 'x'.repeat(200), description: '', url: 'u', location: 'Jl. Sudirman, Jakarta', startAt, endAt, now: startAt });
    expect(ics).toContain('\r\n x');
    expect(ics).toContain('LOCATION:Jl. Sudirman\\, Jakarta');
  });
});
