/**
 * A stand-in for the API in the offline tests: the lecture calls of one course, signed media and
 * captions, and the position call, with switches for failures. Test-only (imported by *.test.ts).
 */
import type { FetchLike } from './service';

export interface FakeApiOptions {
  video: Buffer;
  /** Which material ids are videos (the others are readings). */
  videos?: number[];
}

export function fakeApi({ video, videos = [11, 12] }: FakeApiOptions) {
  const state = {
    online: true,
    /** Status the summary answers (403: enrolment ended). */
    summaryStatus: 200,
    /** Status the position call answers for a material id, when set. */
    positionStatus: new Map<number, number>(),
    /** Fail the video stream after this many bytes (simulates a dropped connection). */
    cutVideoAt: null as number | null,
    positions: [] as { id: number; body: unknown; auth: string | null }[],
    requests: [] as { url: string; auth: string | null; method: string }[],
  };
  const envelope = (result: unknown, status = 200) =>
    new Response(JSON.stringify(status < 400 ? { statusCode: status, message: 'success', result } : { statusCode: status, message: result }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const materials = [11, 12, 13].map((id, i) => ({
    id,
    position: i + 1,
    itemType: videos.includes(id) ? 1 : 2,
    title: `Lesson ${id}`,
    durationSeconds: 60,
    isPreview: false,
    status: 0,
    locked: false,
    positionSecond: 0,
  }));
  const detail = (id: number) => ({
    id,
    contentId: 7,
    chapterId: 1,
    chapterTitle: 'One',
    itemType: videos.includes(id) ? 1 : 2,
    title: `Lesson ${id}`,
    durationSeconds: 60,
    isPreview: false,
    body: videos.includes(id) ? null : `Reading ${id}`,
    externalUrl: null,
    video: videos.includes(id)
      ? {
          src: `/web/v2/lecture/media/${id}?s=1&e=9&sig=x`,
          mime: 'video/mp4',
          expiresAt: '2030-01-01T00:00:00Z',
          captions: [{ lang: 'id', label: 'Bahasa Indonesia', src: `/web/v2/lecture/media/${id}/captions/id?s=1` }],
        }
      : null,
    progress: { materialId: id, status: 1, furthestSecond: 0, positionSecond: 0, watchedSeconds: 0, secondsToFinish: 54 },
    prevMaterialId: null,
    nextMaterialId: null,
  });
  const fetch: FetchLike = async (url, init = {}) => {
    const auth = new Headers(init.headers).get('authorization');
    const method = init.method ?? 'GET';
    state.requests.push({ url, auth, method });
    if (!state.online) throw new TypeError('fetch failed');
    const { pathname } = new URL(url);
    let m: RegExpExecArray | null;
    if (pathname === '/web/v2/courses/course-a/lecture/summary') {
      return state.summaryStatus === 200
        ? envelope({ contentId: 7, url: 'course-a', title: 'Course A', totalMaterials: 3 })
        : envelope('Kamu tidak lagi terdaftar di kelas ini.', state.summaryStatus);
    }
    if (pathname === '/web/v2/courses/course-a/lecture/chapters') return envelope([{ id: 1, position: 1, title: 'One', materials }]);
    if ((m = /^\/web\/v2\/courses\/course-a\/lecture\/materials\/(\d+)$/.exec(pathname))) return envelope(detail(Number(m[1])));
    if ((m = /^\/web\/v2\/lecture\/media\/(\d+)\/captions\/id$/.exec(pathname))) return new Response(`WEBVTT\n\n00:00.000 --> 00:02.000\nHalo ${m[1]}\n`);
    if (/^\/web\/v2\/lecture\/media\/\d+$/.exec(pathname)) {
      if (method === 'HEAD') return new Response(null, { headers: { 'Content-Length': String(video.length) } });
      const cut = state.cutVideoAt;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < video.length; at += 50_000) {
            if (cut !== null && at >= cut) {
              controller.error(new TypeError('connection reset'));
              return;
            }
            controller.enqueue(new Uint8Array(video.subarray(at, at + 50_000)));
          }
          controller.close();
        },
      });
      return new Response(body, { headers: { 'Content-Length': String(video.length), 'Content-Type': 'video/mp4' } });
    }
    if ((m = /^\/web\/v2\/lecture\/materials\/(\d+)\/position$/.exec(pathname)) && method === 'PUT') {
      const id = Number(m[1]);
      const status = state.positionStatus.get(id);
      if (status) return envelope('refused', status);
      state.positions.push({ id, body: JSON.parse(String(init.body)), auth });
      return envelope({ materialId: id, status: 1, furthestSecond: 0, positionSecond: 0, watchedSeconds: 0, secondsToFinish: 54 });
    }
    return envelope('Not found', 404);
  };
  return { fetch, state };
}
