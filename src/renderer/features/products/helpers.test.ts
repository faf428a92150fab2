import { describe, expect, it } from 'vitest';
import {
  agendaOf,
  agendaTime,
  bannerLinkName,
  daysUntil,
  lessonTypeKey,
  liveState,
  normaliseSchedule,
  paragraphs,
  playlistNeighbours,
  priceView,
  progressWidth,
  ratingRows,
  sessionLabel,
  signInPath,
  stringList,
  syllabusTotals,
  timeOfDay,
  webinarTab,
} from './helpers';

describe('timeOfDay / sessionLabel (Asia/Jakarta)', () => {
  it('shows Jakarta clock time with the locale separator', () => {
    expect(timeOfDay('2026-11-24T12:00:00.000Z', 'id')).toBe('19.00');
    expect(timeOfDay('2026-11-24T12:05:00.000Z', 'en')).toBe('19:05');
    expect(timeOfDay('nope', 'en')).toBe('');
  });

  it('same-day session: date, start–end time, WIB', () => {
    expect(sessionLabel('2026-11-24T12:00:00.000Z', '2026-11-24T14:00:00.000Z', 'id')).toBe('24 November 2026, 19.00–21.00 WIB');
    expect(sessionLabel('2026-08-21T12:00:00.000Z', '2026-08-21T14:30:00.000Z', 'en')).toBe('21 August 2026, 19:00–21:30 WIB');
    expect(sessionLabel('2026-08-21T12:00:00.000Z', '2026-08-21T14:30:00.000Z', 'id')).toBe('21 Agustus 2026, 19.00–21.30 WIB');
  });

  it('uses the Jakarta day, not the UTC day', () => {
    // 18:00 UTC is 01:00 the next day in Jakarta; start and end are both on 25 November there.
    expect(sessionLabel('2026-11-24T18:00:00.000Z', '2026-11-24T20:00:00.000Z', 'en')).toBe('25 November 2026, 01:00–03:00 WIB');
  });

  it('a session past midnight keeps both times; it is not taken for a period of days', () => {
    // 21.18–00.18 WIB: three hours across the Jakarta midnight.
    expect(sessionLabel('2026-11-27T14:18:00.000Z', '2026-11-27T17:18:00.000Z', 'id')).toBe('27 November 2026, 21.18 – 28 November 2026, 00.18 WIB');
    expect(sessionLabel('2026-11-27T14:18:00.000Z', '2026-11-27T17:18:00.000Z', 'en')).toBe('27 November 2026, 21:18 – 28 November 2026, 00:18 WIB');
  });

  it('several days: a date range; no or bad end: start only', () => {
    expect(sessionLabel('2026-12-05T12:00:00.000Z', '2027-02-24T14:00:00.000Z', 'id')).toBe('5 Desember 2026 – 24 Februari 2027');
    expect(sessionLabel('2026-12-05T12:00:00.000Z', null, 'en')).toBe('5 December 2026, 19:00 WIB');
    expect(sessionLabel('2026-12-05T12:00:00.000Z', '2026-12-05T11:00:00.000Z', 'en')).toBe('5 December 2026, 19:00 WIB');
    expect(sessionLabel(null, '2026-12-05T11:00:00.000Z', 'en')).toBe('');
  });
});

describe('normaliseSchedule', () => {
  it('reads webinar sessions, sorted, dropping invalid ones', () => {
    const s = normaliseSchedule([{ startAt: '2026-11-28T12:00:00.000Z', endAt: '2026-11-28T14:00:00.000Z' }, { startAt: 'bad' }, { startAt: '2026-11-24T12:00:00.000Z', endAt: 'bad' }]);
    expect(s.plan).toBeNull();
    expect(s.sessions).toEqual([
      { startAt: '2026-11-24T12:00:00.000Z', endAt: null },
      { startAt: '2026-11-28T12:00:00.000Z', endAt: '2026-11-28T14:00:00.000Z' },
    ]);
  });

  it('reads a bootcamp plan', () => {
    const s = normaliseSchedule({ time: '19.00–21.00 WIB', endAt: '2027-02-24T14:00:00.000Z', weeks: 12, days: 'Senin, Rabu', startAt: '2026-12-05T12:00:00.000Z', sessionsPerWeek: 3 });
    expect(s.sessions).toEqual([]);
    expect(s.plan).toEqual({ startAt: '2026-12-05T12:00:00.000Z', endAt: '2027-02-24T14:00:00.000Z', weeks: 12, days: 'Senin, Rabu', time: '19.00–21.00 WIB', sessionsPerWeek: 3 });
  });

  it('null, strings and empty objects give nothing', () => {
    for (const v of [null, undefined, 'x', 3, {}]) expect(normaliseSchedule(v)).toEqual({ sessions: [], plan: null });
  });
});

describe('liveState and daysUntil', () => {
  const start = '2026-11-24T12:00:00.000Z';
  const end = '2026-11-24T14:00:00.000Z';
  it('upcoming before the start, live between, past after the end', () => {
    expect(liveState(start, end, false, new Date('2026-11-24T11:59:00Z'))).toBe('upcoming');
    expect(liveState(start, end, false, new Date('2026-11-24T13:00:00Z'))).toBe('live');
    expect(liveState(start, end, true, new Date('2026-11-24T14:00:01Z'))).toBe('past');
  });
  it('without an end it is over at its start; without dates isPast decides', () => {
    expect(liveState(start, null, false, new Date('2026-11-24T12:00:01Z'))).toBe('past');
    expect(liveState(null, null, true)).toBe('past');
    expect(liveState(null, null, undefined)).toBe('upcoming');
  });
  it('counts Jakarta calendar days', () => {
    const now = new Date('2026-11-21T16:30:00Z'); // 21 Nov 23:30 WIB
    expect(daysUntil('2026-11-21T17:30:00Z', now)).toBe(1); // 22 Nov 00:30 WIB
    expect(daysUntil('2026-11-21T10:00:00Z', now)).toBe(0);
    expect(daysUntil('2026-11-19T10:00:00Z', now)).toBe(-2);
    expect(daysUntil('bad', now)).toBeNull();
  });
});

describe('ratingRows', () => {
  it('5 stars first, percentages adding up to 100', () => {
    const rows = ratingRows({ distribution: { 1: 1, 2: 1, 3: 1, 4: 0, 5: 0 } });
    expect(rows.map((r) => r.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(rows.map((r) => r.percent)).toEqual([0, 0, 34, 33, 33]);
    expect(rows.reduce((a, r) => a + r.percent, 0)).toBe(100);
  });
  it('a real summary', () => {
    const rows = ratingRows({ distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 10 } });
    expect(rows).toEqual([
      { stars: 5, count: 10, percent: 83 },
      { stars: 4, count: 2, percent: 17 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });
  it('no reviews, missing or bad counts: all zero', () => {
    expect(ratingRows(null).every((r) => r.count === 0 && r.percent === 0)).toBe(true);
    expect(ratingRows({ distribution: { 1: -3, 2: Number.NaN, 3: 0, 4: 0, 5: 0 } }).every((r) => r.percent === 0)).toBe(true);
  });
  it('never gives a share to an empty row', () => {
    const rows = ratingRows({ distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 } });
    expect(rows.find((r) => r.stars === 1)!.percent).toBe(0);
    expect(rows.reduce((a, r) => a + r.percent, 0)).toBe(100);
  });
});

describe('syllabusTotals and lessonTypeKey', () => {
  it('counts modules, lessons, quizzes and minutes', () => {
    const totals = syllabusTotals([
      {
        title: 'A',
        lessons: [
          { title: 'a', durationMinutes: 4, type: 5 },
          { title: 'q', durationMinutes: 10, type: 6 },
        ],
      },
      {
        title: 'B',
        lessons: [
          { title: 'b', durationMinutes: 12, type: 5 },
          { title: 'bad', durationMinutes: Number.NaN, type: 29 },
        ],
      },
    ]);
    expect(totals).toEqual({ modules: 2, lessons: 4, quizzes: 1, minutes: 26 });
    // A self-paced course's syllabus is its curriculum: lengths in seconds, summed before rounding.
    const curriculum = syllabusTotals([
      {
        title: 'A',
        lessons: [
          { title: 'v', durationMinutes: 1, durationSeconds: 24, type: 5 },
          { title: 'r', durationMinutes: 3, durationSeconds: 180, type: 1 },
          { title: 'v2', durationMinutes: 1, durationSeconds: 36, type: 5 },
          { title: 'q', durationMinutes: 10, durationSeconds: 600, type: 6 },
        ],
      },
    ]);
    expect(curriculum).toEqual({ modules: 1, lessons: 4, quizzes: 1, minutes: 14 });
    expect(syllabusTotals(undefined)).toEqual({ modules: 0, lessons: 0, quizzes: 0, minutes: 0 });
  });
  it('maps lesson item types', () => {
    expect([5, 1, 6, 10, 29, 30, 31, 99].map(lessonTypeKey)).toEqual(['video', 'reading', 'quiz', 'webinar', 'link', 'certificate', 'zoom', 'lesson']);
  });
});

describe('priceView', () => {
  it('free', () => {
    expect(priceView({ price: 0, finalPrice: 0, isFree: true })).toEqual({ isFree: true, finalPrice: 0, listPrice: null, discountPercent: null });
    expect(priceView({ price: 100000, finalPrice: 0 })).toMatchObject({ isFree: true });
  });
  it('discounted: list price and percent (server percent first)', () => {
    expect(priceView({ price: 299000, finalPrice: 149500, discountPercent: 50 })).toEqual({ isFree: false, finalPrice: 149500, listPrice: 299000, discountPercent: 50 });
    expect(priceView({ price: 6800000, finalPrice: 5440000 })).toEqual({ isFree: false, finalPrice: 5440000, listPrice: 6800000, discountPercent: 20 });
  });
  it('no discount', () => {
    expect(priceView({ price: 49000, finalPrice: 49000, discountPercent: 0 })).toEqual({ isFree: false, finalPrice: 49000, listPrice: null, discountPercent: null });
  });
});

describe('small helpers', () => {
  it('progressWidth clamps to 0–100', () => {
    expect(progressWidth(94325000, 150000000)).toBe(62.9);
    expect(progressWidth(200, 100)).toBe(100);
    expect(progressWidth(5, 0)).toBe(0);
    expect(progressWidth(-5, 10)).toBe(0);
  });
  it('playlistNeighbours', () => {
    expect(playlistNeighbours(['a', 'b', 'c'], 1)).toEqual({ previous: 'a', next: 'c' });
    expect(playlistNeighbours(['a', 'b', 'c'], 0)).toEqual({ previous: null, next: 'b' });
    expect(playlistNeighbours(['a', 'b', 'c'], 2)).toEqual({ previous: 'b', next: null });
    expect(playlistNeighbours(['a'], -1)).toEqual({ previous: null, next: null });
  });
  it('paragraphs split at blank lines', () => {
    expect(paragraphs('One\ntwo.\n\n  Three  \r\n\r\nFour')).toEqual(['One\ntwo.', 'Three', 'Four']);
    expect(paragraphs(null)).toEqual([]);
  });
  it('signInPath keeps same-site paths only', () => {
    expect(signInPath('/courses/excel?x=1')).toBe('/signin?from=%2Fcourses%2Fexcel%3Fx%3D1');
    expect(signInPath('//evil.example')).toBe('/signin?from=%2F');
    expect(signInPath('https://evil.example')).toBe('/signin?from=%2F');
  });
  it('stringList and agendaOf read loose server fields', () => {
    expect(stringList(['a', '', 3, 'b'])).toEqual(['a', 'b']);
    expect(stringList('a')).toEqual([]);
    expect(agendaOf([{ time: '19:00', title: 'Opening', durationMinutes: 10 }, { time: '19:10' }, null])).toEqual([{ time: '19:00', title: 'Opening', durationMinutes: 10 }]);
    expect(agendaTime('19:00', 'id')).toBe('19.00');
    expect(agendaTime('19:00', 'en')).toBe('19:00');
  });
});

describe('webinarTab', () => {
  it('reads ?status= with upcoming as the default', () => {
    expect(webinarTab('past')).toBe('past');
    expect(webinarTab('all')).toBe('all');
    expect(webinarTab(null)).toBe('upcoming');
    expect(webinarTab('ongoing')).toBe('upcoming');
  });
});

describe('bannerLinkName', () => {
  const fallback = { subscription: 'Lihat paket langganan', other: 'Lihat promo' };

  it("names the link with the banner's own words", () => {
    expect(bannerLinkName({ title: 'Akses Semua Kursus Setahun Penuh', subtitle: 'Belajar Premium Tahunan, hemat 30%.', linkUrl: '/user/subscription' }, fallback)).toBe(
      'Akses Semua Kursus Setahun Penuh. Belajar Premium Tahunan, hemat 30%.',
    );
    expect(bannerLinkName({ title: 'Hemat 45%', subtitle: ' ', linkUrl: '/paket/x' }, fallback)).toBe('Hemat 45%');
  });

  it('names an image-only banner by where it leads, never with nothing', () => {
    expect(bannerLinkName({ title: '', subtitle: '', linkUrl: '/user/subscription' }, fallback)).toBe('Lihat paket langganan');
    expect(bannerLinkName({ title: ' ', subtitle: '', linkUrl: '/en/subscription/premium-tahunan' }, fallback)).toBe('Lihat paket langganan');
    expect(bannerLinkName({ title: '', subtitle: '', linkUrl: 'https://example.com/subscriptions?x=1' }, fallback)).toBe('Lihat paket langganan');
    expect(bannerLinkName({ title: '', subtitle: 'Hemat 30%.', linkUrl: '/user/subscription' }, fallback)).toBe('Lihat paket langganan. Hemat 30%.');
    expect(bannerLinkName({ title: '', subtitle: '', linkUrl: '/courses/excel' }, fallback)).toBe('Lihat promo');
    expect(bannerLinkName({ title: '', subtitle: '', linkUrl: '' }, fallback)).toBe('Lihat promo');
    expect(bannerLinkName({ title: '', subtitle: '', linkUrl: '/subscriptionsx' }, fallback)).toBe('Lihat promo');
  });
});
