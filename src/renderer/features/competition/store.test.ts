import { describe, expect, it } from 'vitest';
import type { Competition, CompetitionEntry } from '../../../common/contract/competition';
import { fail, ok } from '../../api/testAdapter';
import { memoryPlatform } from '../../stores/testPlatform';
import { loaderArgs, testRoot } from '../../testing/testRoot';
import { competitionIdOf, competitionLoader } from './loaders';
import { checkVideo } from './store';
import { competitionOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
const competition: Competition = {
  id: 4,
  url: 'lomba',
  title: 'Lomba',
  description: 'd',
  rules: 'r',
  opensAt: '2026-11-01T00:00:00.000Z',
  closesAt: '2026-12-01T00:00:00.000Z',
  imageUrl: null,
  open: true,
  serverTime: '2026-11-20T00:00:00.000Z',
  maxBytes: 200_000_000,
  entry: null,
};
const entry: CompetitionEntry = {
  submittedAt: '2026-11-20T01:00:00.000Z',
  bytes: 10,
  contentType: 'video/mp4',
  name: 'a.mp4',
  url: '/web/v2/files/private/x?v=1&e=2&sig=s',
  urlExpiresAt: '2026-11-20T02:00:00.000Z',
};
const video = () => new File([new Uint8Array(10)], 'a.mp4', { type: 'video/mp4' });

describe('checkVideo', () => {
  it('refuses empty, oversize and non-video files before sending; lets a typeless file go to the server', () => {
    expect(checkVideo({ size: 0, type: 'video/mp4' })).toBe('empty');
    expect(checkVideo({ size: 200_000_001, type: 'video/mp4' })).toBe('too-large');
    expect(checkVideo({ size: 200_000_000, type: 'video/mp4' })).toBeNull();
    expect(checkVideo({ size: 10, type: 'image/png' })).toBe('not-video');
    expect(checkVideo({ size: 10, type: 'video/quicktime' })).toBeNull();
    expect(checkVideo({ size: 10, type: '' })).toBeNull();
  });
});

describe('CompetitionStore', () => {
  it('loads the competition, uploads to it by id, and shows the new entry', async () => {
    const { store, calls } = testRoot((call) => (call.method === 'POST' ? ok(entry) : ok(competition)), signedIn());
    await store.boot();
    await competitionLoader(store, loaderArgs({ id: 'lomba' }));
    expect(competitionOf(store).detail.data?.entry).toBeNull();
    expect(await competitionOf(store).upload(video())).toEqual(entry);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toContain('/web/v2/competition/video/upload');
    expect(post.params).toEqual({ competitionId: 4 });
    expect(post.data).toBeInstanceOf(FormData);
    expect(competitionOf(store).state).toBe('done');
    expect(competitionOf(store).detail.data?.entry).toEqual(entry);
  });

  it("keeps the entry and shows the server's message when the upload is refused", async () => {
    const { store } = testRoot((call) => (call.method === 'POST' ? fail(400, 'Berkas harus berupa video MP4, WebM atau QuickTime (MOV).') : ok({ ...competition, entry })), signedIn());
    await store.boot();
    await competitionLoader(store, loaderArgs({ id: 'lomba' }));
    expect(await competitionOf(store).upload(video())).toBeNull();
    expect(competitionOf(store).state).toBe('failed');
    expect(competitionOf(store).error).toBe('Berkas harus berupa video MP4, WebM atau QuickTime (MOV).');
    expect(competitionOf(store).detail.data?.entry).toEqual(entry);
  });

  it('a cancelled upload is cancelled, not an error', async () => {
    let cancel = () => {};
    const { store } = testRoot((call) => {
      if (call.method !== 'POST') return ok(competition);
      cancel();
      return { fail: 'cancel' };
    }, signedIn());
    cancel = () => competitionOf(store).cancel();
    await store.boot();
    await competitionLoader(store, loaderArgs({ id: 'lomba' }));
    expect(await competitionOf(store).upload(video())).toBeNull();
    expect(competitionOf(store).state).toBe('cancelled');
    expect(competitionOf(store).error).toBeNull();
  });

  it('the loader asks nothing for an id that is not one', async () => {
    expect(competitionIdOf({ id: 'lomba-2026' })).toBe('lomba-2026');
    for (const bad of ['../x', 'A', '', '-x', undefined]) expect(competitionIdOf({ id: bad })).toBeNull();
    const { store, calls } = testRoot(() => ok(competition));
    await competitionLoader(store, loaderArgs({ id: '../x' }));
    expect(calls.filter((c) => c.url.includes('competition'))).toEqual([]);
  });
});
