import { describe, expect, it } from 'vitest';
import type { MyClasses } from '../../../common/contract/lecture';
import { ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { classesLoader, classState } from './loaders';

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
});
