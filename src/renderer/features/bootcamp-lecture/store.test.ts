import { describe, expect, it } from 'vitest';
import { CanceledError, type AxiosAdapter, type AxiosProgressEvent } from 'axios';
import { ASSIGNMENT_UPLOAD_MAX_BYTES } from '../../../common/contract/bootcamp-lecture';
import { fail, ok, scriptedAdapter, type RecordedCall, type Scripted } from '../../api/testAdapter';
import { RootStore } from '../../stores/RootStore';
import { memoryPlatform } from '../../stores/testPlatform';
import { testRoot } from '../../testing/testRoot';
import { lecture, lectureSession, submission } from './fixtures';
import { assignmentFileProblem, linkProblem, nextSession, orderSessions, sessionStateAt } from './lecture';
import type { UploadState } from './store';
import { bootcampLectureOf } from './store';

const signedIn = () => memoryPlatform({ accessToken: 'AT', refreshToken: 'RT' });
const MINUTE = 60_000;

describe('the lecture rules', () => {
  it('orders open and upcoming sessions soonest first, then ended ones latest first, as the server clock moves', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    const s = [lectureSession(now, 1, -600), lectureSession(now, 2, 3 * 24 * 60), lectureSession(now, 3, -300), lectureSession(now, 4, 10), lectureSession(now, 5, 24 * 60)];
    expect(orderSessions(s, now).map((x) => x.id)).toEqual([4, 5, 2, 3, 1]);
    expect(nextSession(s, now)?.id).toBe(4);
    // Three hours later session 4 has ended: it moves to the top of the ended ones, and 5 is next.
    const later = new Date(now.getTime() + 180 * MINUTE);
    expect(orderSessions(s, later).map((x) => x.id)).toEqual([5, 2, 4, 3, 1]);
    expect(nextSession(s, later)?.id).toBe(5);
    expect(nextSession([lectureSession(now, 1, -600)], now)).toBeNull();
  });

  it('derives a session state from the server time: upcoming, open 30 minutes before the start until the end, ended', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    const s = lectureSession(now, 1, 31);
    expect(sessionStateAt(s, now)).toBe('upcoming');
    expect(sessionStateAt(s, new Date(now.getTime() + MINUTE))).toBe('open');
    expect(sessionStateAt(s, new Date(now.getTime() + 150 * MINUTE))).toBe('open');
    expect(sessionStateAt(s, new Date(now.getTime() + 151 * MINUTE))).toBe('ended');
  });

  it('checks a chosen file before sending it: empty, over 20 MB, or not a document type', () => {
    expect(assignmentFileProblem({ name: 'plan.pdf', size: 1000 })).toBeNull();
    expect(assignmentFileProblem({ name: 'slides.PPTX', size: ASSIGNMENT_UPLOAD_MAX_BYTES })).toBeNull();
    expect(assignmentFileProblem({ name: 'plan.pdf', size: ASSIGNMENT_UPLOAD_MAX_BYTES + 1 })).toBe('too-large');
    expect(assignmentFileProblem({ name: 'plan.pdf', size: 0 })).toBe('empty');
    expect(assignmentFileProblem({ name: 'movie.mp4', size: 1000 })).toBe('wrong-type');
    expect(assignmentFileProblem({ name: 'README', size: 1000 })).toBe('wrong-type');
  });

  it('checks a link as the server does: required, http(s), no spaces, at most the limit', () => {
    expect(linkProblem('https://github.com/me/plan', 2000)).toBeNull();
    expect(linkProblem('  ', 2000)).toBe('required');
    expect(linkProblem('github.com/me', 2000)).toBe('invalid');
    expect(linkProblem('https://a b.com', 2000)).toBe('invalid');
    expect(linkProblem(`https://x.com/${'a'.repeat(2000)}`, 2000)).toBe('too-long');
  });
});

describe('BootcampLectureStore', () => {
  it('keeps the server clock of the lecture, answers per student, and keeps a 403 as not enrolled', async () => {
    const server = new Date(Date.now() + 2 * 3_600_000);
    let enrolled = true;
    const { store, calls } = testRoot(() => (enrolled ? ok(lecture(server)) : fail(403, 'You are not enrolled in this bootcamp.')), signedIn());
    await store.boot();
    const answer = await bootcampLectureOf(store).load('bootcamp-web');
    expect(calls[0]?.url).toContain('/bootcamps/bootcamp-web/lecture');
    expect(calls[0]?.headers.authorization).toBe('Bearer AT');
    expect(answer?.bootcamp.mentor.name).toBe('Budi Mentor');
    expect(Math.abs(bootcampLectureOf(store).now().getTime() - server.getTime())).toBeLessThan(5_000);
    enrolled = false;
    await bootcampLectureOf(store).load('other');
    expect(bootcampLectureOf(store).of('other').errorStatus).toBe(403);
    expect(bootcampLectureOf(store).of('other').error).toBe('You are not enrolled in this bootcamp.');
    // Signing out: another account never sees the answer.
    store.session.clear();
    expect(bootcampLectureOf(store).of('bootcamp-web').data).toBeNull();
  });

  it('joins inside the window (opens Zoom), and returns the reason of a 409 outside it', async () => {
    const now = new Date();
    let refuse = true;
    const { store } = testRoot((c) => {
      if (c.url.includes('/join')) {
        if (refuse) return { status: 409, data: { statusCode: 409, message: 'The room is not open yet.', errors: [{ description: 'x' }], data: { reason: 'notOpenYet' } } };
        return ok({ zoomJoinUrl: 'https://zoom.us/j/999', attendanceRecorded: true, serverTime: now.toISOString() });
      }
      return ok(lecture(now));
    }, signedIn());
    await store.boot();
    const opened: string[] = [];
    bootcampLectureOf(store).open = (url) => opened.push(url);
    expect(await bootcampLectureOf(store).join('bootcamp-web', 3)).toMatchObject({ ok: false, status: 409, reason: 'notOpenYet', message: 'The room is not open yet.' });
    expect(opened).toEqual([]);
    refuse = false;
    expect(await bootcampLectureOf(store).join('bootcamp-web', 2)).toMatchObject({ ok: true, url: 'https://zoom.us/j/999', attendanceRecorded: true });
    expect(opened).toEqual(['https://zoom.us/j/999']);
    expect(bootcampLectureOf(store).busy.size).toBe(0);
  });

  /** A RootStore whose adapter reports upload progress (25% then 75%) before answering. */
  function uploadRoot(handler: (call: RecordedCall) => Scripted | 'hang') {
    const seen: (UploadState | undefined)[] = [];
    let root: RootStore | null = null;
    const { adapter: scripted, calls } = scriptedAdapter((c) => {
      const step = handler(c);
      return step === 'hang' ? ok(null) : step;
    });
    const adapter: AxiosAdapter = async (config) => {
      const isUpload = config.url?.includes('/submission') && config.data instanceof FormData;
      if (isUpload && config.onUploadProgress) {
        for (const loaded of [250, 750]) {
          config.onUploadProgress({ loaded, total: 1000, bytes: 250, lengthComputable: true } as AxiosProgressEvent);
          seen.push(root ? bootcampLectureOf(root).uploads.get(7) : undefined);
        }
        const step = handler({ url: config.url ?? '', method: 'POST', headers: {}, data: config.data });
        if (step === 'hang')
          return new Promise((_, reject) => {
            config.signal?.addEventListener?.('abort', () => reject(new CanceledError()));
          });
      }
      return scripted(config);
    };
    root = new RootStore({ platform: signedIn().platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined, setTimer: () => 0, clearTimer: () => undefined });
    return { store: root, calls, seen };
  }

  const pdf = () => new File([new Uint8Array(1000).fill(0x25)], 'plan.pdf', { type: 'application/pdf' });

  it('sends a file as multipart with progress, then shows the answer as submitted', async () => {
    const now = new Date();
    let handedIn = false;
    const { store, calls, seen } = uploadRoot((c) => {
      if (c.url.includes('/submission')) {
        handedIn = true;
        return ok(submission(now, { file: { name: 'plan.pdf', bytes: 1000, contentType: 'application/pdf', url: '/f' } }));
      }
      return ok(lecture(now, handedIn ? { assignments: [{ ...lecture(now).assignments[0]!, submission: submission(now) }] } : {}));
    });
    await store.boot();
    await bootcampLectureOf(store).load('bootcamp-web');
    const outcome = await bootcampLectureOf(store).submitFile('bootcamp-web', 7, pdf());
    expect(outcome).toMatchObject({ ok: true, submission: { status: 'submitted' } });
    expect(seen.map((s) => [s?.status, s?.loaded, s?.total])).toEqual([
      ['uploading', 250, 1000],
      ['uploading', 750, 1000],
    ]);
    expect(bootcampLectureOf(store).uploads.get(7)).toMatchObject({ status: 'done', loaded: 1000 });
    const upload = calls.find((c) => c.url.includes('/assignments/7/submission'));
    expect(upload?.method).toBe('POST');
    expect((upload?.data as FormData).get('file')).toBeInstanceOf(Blob);
    expect(
      bootcampLectureOf(store)
        .of('bootcamp-web')
        .data?.assignments.find((a) => a.id === 7)?.submission?.status,
    ).toBe('submitted');
  });

  it('keeps the server message of a refused upload, and a cancel ends the upload as cancelled', async () => {
    let answer: Scripted | 'hang' = fail(415, 'This file type is not accepted.');
    const { store } = uploadRoot((c) => (c.url.includes('/submission') ? answer : ok(lecture(new Date()))));
    await store.boot();
    const refusedUpload = await bootcampLectureOf(store).submitFile('bootcamp-web', 7, pdf());
    expect(refusedUpload).toMatchObject({ ok: false, status: 415, message: 'This file type is not accepted.' });
    expect(bootcampLectureOf(store).uploads.get(7)).toMatchObject({ status: 'failed', message: 'This file type is not accepted.' });

    answer = 'hang';
    const pending = bootcampLectureOf(store).submitFile('bootcamp-web', 7, pdf());
    await new Promise((r) => setTimeout(r, 10));
    expect(bootcampLectureOf(store).uploads.get(7)?.status).toBe('uploading');
    bootcampLectureOf(store).cancelUpload(7);
    expect(await pending).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(bootcampLectureOf(store).uploads.get(7)?.status).toBe('cancelled');
  });

  it('hands in a link as JSON and shows the server message of a 400', async () => {
    const now = new Date();
    const { store, calls } = testRoot((c) => {
      if (c.url.includes('/submission')) {
        const body = c.data as { link: string };
        if (body.link.includes('bad')) return fail(400, 'This assignment takes a file.');
        return ok(submission(now, { file: null, link: body.link }));
      }
      return ok(lecture(now));
    }, signedIn());
    await store.boot();
    await bootcampLectureOf(store).load('bootcamp-web');
    expect(await bootcampLectureOf(store).submitLink('bootcamp-web', 8, 'https://github.com/me/plan')).toMatchObject({ ok: true, submission: { link: 'https://github.com/me/plan' } });
    expect(calls.find((c) => c.url.includes('/assignments/8/submission'))?.data).toEqual({ link: 'https://github.com/me/plan' });
    expect(await bootcampLectureOf(store).submitLink('bootcamp-web', 8, 'https://bad.example')).toMatchObject({ ok: false, status: 400, message: 'This assignment takes a file.' });
  });
});
