import { describe, expect, it } from 'vitest';
import type { MyClasses } from '../../../common/contract/lecture';
import { ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { classesLoader, classState, classType } from './loaders';
import { classesOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });

describe('ClassesStore (classqu)', () => {
  it('asks my classes of the state in the URL and continue, every time', async () => {
    const page: MyClasses = {
      items: [],
      page: 1,
      pageSize: 12,
      totalItems: 0,
      totalPages: 0,
      counts: { ALL: 0, NOTSTARTED: 0, ONGOING: 0, FINISHED: 0 },
      typeCounts: { ALL: 0, course: 0, webinar: 0, event: 0, package: 0, 'learning-path': 0, bootcamp: 0, microlearning: 0 },
      serverTime: '2026-01-01T00:00:00.000Z',
    };
    const { store, calls } = testRoot((c) => (c.url.endsWith('/continue') ? ok(null) : ok(page)), signedIn());
    await store.boot();
    await classesLoader(store, loaderArgs({}, 'state=ONGOING'));
    expect(calls.find((c) => c.url.endsWith('/my-classes'))?.params).toMatchObject({ state: 'ONGOING', page: 1, pageSize: 12 });
    await classesLoader(store, loaderArgs({}, 'state=ONGOING'));
    expect(calls.length).toBe(4);
    expect(classState(new URLSearchParams('state=DONE'))).toBeNull();
  });

  it('passes the type filter, keys the page by state, type and page, and keeps the server clock offset', async () => {
    const serverTime = new Date(Date.now() + 3_600_000).toISOString();
    const webinar = {
      contentId: 7,
      url: 'webinar-a',
      contentType: 3,
      title: 'Webinar A',
      imageUrl: null,
      instructorName: null,
      totalMaterials: 0,
      finishedMaterials: 0,
      progressPercent: 0,
      classProgress: 'NOTSTARTED' as const,
      continueMaterialId: null,
      lastLearnedAt: null,
      enrolledAt: '2026-01-01T00:00:00.000Z',
      kind: 'session' as const,
      classType: 'webinar' as const,
      href: '/webinars/webinar-a#session',
      startAt: serverTime,
      endAt: serverTime,
      session: { state: 'ENROLLED' as const, nextAction: 'wait' as const, startAt: serverTime, endAt: serverTime, opensAt: serverTime, certificateNumber: null },
      certificate: null,
      courses: [],
    };
    const page: MyClasses = {
      items: [webinar],
      page: 2,
      pageSize: 12,
      totalItems: 13,
      totalPages: 2,
      counts: { ALL: 13, NOTSTARTED: 13, ONGOING: 0, FINISHED: 0 },
      typeCounts: { ALL: 13, course: 0, webinar: 13, event: 0, package: 0, 'learning-path': 0, bootcamp: 0, microlearning: 0 },
      serverTime,
    };
    const { store, calls } = testRoot((c) => (c.url.endsWith('/continue') ? ok(null) : ok(page)), signedIn());
    await store.boot();
    await classesLoader(store, loaderArgs({}, 'type=webinar&page=2'));
    expect(calls.find((c) => c.url.endsWith('/my-classes'))?.params).toMatchObject({ type: 'webinar', page: 2, pageSize: 12 });
    expect(calls.find((c) => c.url.endsWith('/my-classes'))?.params).not.toHaveProperty('state');
    expect(classesOf(store).list.key).toMatch(/:all:webinar:2$/);
    expect(classesOf(store).list.data?.items[0]?.session?.state).toBe('ENROLLED');
    // The server runs an hour ahead of this device: "now" follows the server.
    expect(Math.abs(classesOf(store).now().getTime() - Date.parse(serverTime))).toBeLessThan(5_000);
    expect(classType(new URLSearchParams('type=learning-path'))).toBe('learning-path');
    expect(classType(new URLSearchParams('type=article'))).toBeNull();
    // Signing out forgets the list.
    classesOf(store).reset();
    expect(classesOf(store).list.data).toBeFalsy();
  });
});
