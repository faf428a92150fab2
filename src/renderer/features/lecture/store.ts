/**
 * The "course lecture" store area (spec 3): summaryInfo, chapters, materialsDetail, testResult,
 * courseDetail, courseReview, comments — each a Resource filled by the lecture page's loader
 * (loaders.ts) or its tabs. Spec 4: a failed load clears its data ("a chapters failure clears
 * chapters": Resource does that). Progress is the server's: the player reports positions, and
 * the chapters are asked again when a lesson's status changes.
 */
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import { OFFLINE_MEDIA_PATH, type DesktopBridge } from '../../../common/bridge';
import type { OfflineCourse } from '../../../common/offline';
import { lecture, type Chapter, type LectureSummary, type MaterialDetail, type MaterialItem, type MaterialProgress, type Note, type NextClick } from '../../../common/contract/lecture';
import type { ContentDetail } from '../../../common/contract/catalogue';
import { courses } from '../../../common/contract/courses';
import { search } from '../../../common/contract/search';
import type { ContentItem } from '../../../common/types';
import type { ContractClient } from '../../api/contract';
import { errorMessage, Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';
import { ClassProgress, LessonProgress } from '../../../common/enums';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** The desktop app's offline lessons (DesktopBridge.offline); absent on the website. */
export type OfflineApi = DesktopBridge['offline'];

/** True for a failure to reach the API at all (connection refused or reset, no network, timeout), not for an answer like 401/403. */
export function isUnreachable(err: unknown): boolean {
  const status = err && typeof err === 'object' && 'status' in err ? (err as { status?: unknown }).status : undefined;
  return status === 502 || status === 408 || status === 0;
}

export class LectureStore {
  /** The course whose lecture is open (its url). */
  courseUrl: string | null = null;
  readonly summaryInfo = new Resource<LectureSummary>();
  readonly chapters = new Resource<Chapter[]>();
  /** One lesson's detail by id, in the current language. */
  readonly materialsDetail: ResourceMap<{ url: string; id: number }, MaterialDetail>;
  /** The last quiz result shown (H5's quiz view fills it through setTestResult). */
  readonly testResult = new Resource<unknown>();
  readonly courseDetail = new Resource<ContentDetail>();
  /** The own review and the comments live in H6's tabs; the area keeps their last answers. */
  readonly courseReview = new Resource<unknown>();
  readonly comments = new Resource<unknown>();
  readonly notes = new Resource<Note[]>();
  /**
   * The completion panel is shown (issue 25): opened when the server's summary turns FINISHED while
   * the student learns, or at the end of the course; closed to go back to the lessons.
   */
  completionOpen = false;
  /** What to learn next after this course: its next-level classes, else similar ones. */
  readonly nextCourses = new Resource<ContentItem[]>();
  /** Desktop only: the saved copies of courses kept offline (issue 22); null on the website. */
  offline: OfflineApi | null = null;
  /** The lecture shown comes from the saved copy because the API cannot be reached. */
  offlineMode = false;
  private offlineSynced = false;
  /** Completions already shown in this session (localStorage keeps them across sessions). */
  private readonly seen = new Set<string>();
  private readonly disposer: () => void;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
    private readonly baseURL: () => string,
  ) {
    this.materialsDetail = new ResourceMap({
      scope: locale,
      key: (i) => `${i.url}#${i.id}`,
      fetch: (i) =>
        this.whenOnline(this.client.call(lecture.material, { params: { url: i.url, id: i.id } }))
          .then((d) => {
            void this.noteOpened(i.url, d.progress);
            return d;
          })
          .catch((err: unknown) => this.fromOffline(err, i.url, (c) => c.lessons[String(i.id)]?.detail)),
      max: 12,
    });
    makeObservable<LectureStore, 'setOfflineMode' | 'patchChapters'>(this, {
      courseUrl: observable,
      offlineMode: observable,
      completionOpen: observable,
      openCompletion: action,
      closeCompletion: action,
      open: action,
      reset: action,
      patchProgress: action,
      patchChapters: action,
      completed: computed,
      setOfflineMode: action,
    });
    const signedOut = reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
    // The first time the server's summary says a course is complete (just now, or finished
    // elsewhere), the completion panel opens by itself, once per student, course and device; after
    // that the header's "See your certificate" opens it. Which response arrives first (the lesson
    // that finished it, or the summary) does not matter.
    const completion = reaction(
      () => (this.completed ? (this.summaryInfo.data?.contentId ?? null) : null),
      (contentId) => {
        if (contentId === null) return;
        const key = `completion-seen:${this.session.userId ?? ''}:${contentId}`;
        if (this.seenCompletion(key)) return;
        this.openCompletion();
      },
    );
    this.disposer = () => {
      signedOut();
      completion();
    };
  }

  /** Whether the completion was shown before (remembered on this device), and remembers it now. */
  private seenCompletion(key: string): boolean {
    if (this.seen.has(key)) return true;
    this.seen.add(key);
    try {
      if (globalThis.localStorage?.getItem(key)) return true;
      globalThis.localStorage?.setItem(key, '1');
    } catch {
      /* storage refused (private mode): remembered for this session only */
    }
    return false;
  }

  /** G courses/{url}/lecture/summary and chapters (the page's loader). */
  open(url: string): Promise<unknown> {
    if (this.courseUrl !== url) {
      this.reset();
      this.courseUrl = url;
    }
    const key = `${this.locale()}:${url}`;
    return Promise.all([
      this.summaryInfo.ensureFor(key, () => this.whenOnline(this.client.call(lecture.summary, { params: { url } })).catch((err: unknown) => this.fromOffline(err, url, (c) => c.summary))),
      this.chapters.ensureFor(key, () => this.whenOnline(this.client.call(lecture.chapters, { params: { url } })).catch((err: unknown) => this.fromOffline(err, url, (c) => c.chapters))),
    ]);
  }

  // ── Offline lessons (desktop, issue 22) ───────────────────────────────
  /** The desktop app's offline lessons (the route loader hands them over); the first time, queued reports are sent. */
  useOffline(api: OfflineApi | null): void {
    this.offline = api;
    if (api && !this.offlineSynced) {
      this.offlineSynced = true;
      void this.syncOffline();
    }
  }

  /** Sends the reports recorded offline and re-checks access (never throws). */
  async syncOffline(): Promise<void> {
    const token = this.session.accessToken;
    if (!this.offline || !token) return;
    await this.offline.sync(token).catch(() => undefined);
  }

  private setOfflineMode(on: boolean): void {
    this.offlineMode = on;
  }

  /** A request that succeeded: when the lecture was offline, it is online again and the queue is sent. */
  private whenOnline<T>(request: Promise<T>): Promise<T> {
    return request.then((value) => {
      if (this.offlineMode) {
        this.setOfflineMode(false);
        void this.syncOffline();
      }
      return value;
    });
  }

  /** The API cannot be reached and the course is kept offline: the saved copy answers instead. */
  private async fromOffline<T>(err: unknown, url: string, pick: (course: OfflineCourse) => T | null | undefined): Promise<T> {
    if (!this.offline || !isUnreachable(err)) throw err;
    const course = (await this.offline.course(url).catch(() => null)) as OfflineCourse | null;
    const value = course ? pick(course) : undefined;
    if (value === null || value === undefined) throw err;
    this.setOfflineMode(true);
    return value;
  }

  /** Keeps a report for the next sync (a course not kept offline refuses it: the report is lost as online). */
  private async recordOffline(materialId: number, positionSecond: number, watchedSeconds: number): Promise<void> {
    const courseId = this.courseUrl;
    if (!this.offline || !courseId) return;
    await this.offline.record({ courseId, lectureId: String(materialId), position: positionSecond, watchedSeconds, at: new Date().toISOString() }).catch(() => undefined);
  }

  /** G courses/{url}/lecture/materials/{id}. */
  material(url: string, id: number): Promise<MaterialDetail | null> {
    return this.materialsDetail.ensure({ url, id });
  }

  /** Every lesson finished, by the server's summary (never guessed from the sidebar). */
  get completed(): boolean {
    return this.summaryInfo.data?.classProgress === ClassProgress.FINISHED;
  }

  /** The lessons still to finish (the chapters' order), for "what is left". */
  remaining(): MaterialItem[] {
    return (this.chapters.data ?? []).flatMap((c) => c.materials.filter((m) => m.status !== LessonProgress.FINISHED));
  }

  openCompletion(): void {
    this.completionOpen = true;
  }

  closeCompletion(): void {
    this.completionOpen = false;
  }

  /** G contents/{id}/similar-contents-kelas-lanjutan, or similar contents when there is no next level. */
  loadNextCourses(contentId: number): Promise<ContentItem[] | null> {
    return this.nextCourses.ensureFor(`${this.locale()}:${contentId}`, async () => {
      const next = await this.client.call(courses.nextLevel, { params: { id: contentId } });
      const picks = next.filter((c) => c.contentId !== contentId);
      if (picks.length > 0) return picks.slice(0, 6);
      const similar = await this.client.call(search.similarContents, { params: { id: contentId }, query: { pageSize: 6 } });
      return similar.filter((c) => c.contentId !== contentId).slice(0, 6);
    });
  }

  /** Asks summary and chapters again (after a lesson's status changed), keeping them on screen meanwhile. */
  refreshProgress(): Promise<unknown> {
    const url = this.courseUrl;
    if (!url) return Promise.resolve();
    return Promise.all([
      this.summaryInfo.load(
        () => this.whenOnline(this.client.call(lecture.summary, { params: { url } })).catch((err: unknown) => this.fromOffline(err, url, (c) => c.summary)),
        this.summaryInfo.key,
      ),
      this.chapters.load(
        () => this.whenOnline(this.client.call(lecture.chapters, { params: { url } })).catch((err: unknown) => this.fromOffline(err, url, (c) => c.chapters)),
        this.chapters.key,
      ),
    ]);
  }

  /**
   * Opening a lesson started it on the server (a reading also finished): the sidebar shows that at
   * once, as a played video's report does. Waits for chapters asked at the same time (they may have
   * been read before the opening); asks the summary again only when a lesson finished.
   */
  private async noteOpened(url: string, p: MaterialProgress): Promise<void> {
    await this.chapters.settled();
    if (this.courseUrl !== url) return;
    const before = this.statusOf(p.materialId);
    if (before === undefined || before === p.status) return;
    this.patchChapters(p);
    if (p.status === LessonProgress.FINISHED) void this.refreshProgress();
  }

  /** The new progress of a lesson into its kept detail and the chapter list (no request). */
  patchProgress(p: MaterialProgress): void {
    const url = this.courseUrl;
    if (!url) return;
    const detail = this.materialsDetail.get({ url, id: p.materialId });
    if (detail.data) detail.set({ ...detail.data, progress: p });
    this.patchChapters(p);
  }

  private patchChapters(p: MaterialProgress): void {
    const chapters = this.chapters.data;
    if (chapters) {
      this.chapters.set(chapters.map((c) => ({ ...c, materials: c.materials.map((m) => (m.id === p.materialId ? { ...m, status: p.status, positionSecond: p.positionSecond } : m)) })));
    }
  }

  /** PUT lecture/materials/{id}/position. Never throws (a failed report is simply sent again next time). */
  async reportPosition(materialId: number, positionSecond: number, watchedSeconds: number): Promise<MaterialProgress | null> {
    const body = { positionSecond: Math.max(0, Math.min(positionSecond, 86_400)), watchedSeconds: Math.max(0, Math.min(watchedSeconds, 600)) };
    if (this.offlineMode) {
      await this.recordOffline(materialId, body.positionSecond, body.watchedSeconds);
      return null;
    }
    try {
      const p = await this.whenOnline(this.client.call(lecture.position, { params: { id: materialId }, body }));
      const before = this.statusOf(materialId);
      this.patchProgress(p);
      if (before !== p.status) void this.refreshProgress();
      return p;
    } catch (err) {
      // The network went away mid-lesson: a course kept offline keeps the report for later.
      if (isUnreachable(err)) await this.recordOffline(materialId, body.positionSecond, body.watchedSeconds);
      return null;
    }
  }

  /** PUT lecture/materials/{id}/visit (an external link opened). */
  async visit(materialId: number): Promise<void> {
    try {
      const p = await this.client.call(lecture.visit, { params: { id: materialId } });
      this.patchProgress(p);
      void this.refreshProgress();
    } catch {
      /* the link opened anyway; the lesson stays ONGOING */
    }
  }

  /** U courses/by-url/{url}/lecture/materials/{id}/on-button-next-click. */
  async next(materialId: number): Promise<Outcome<NextClick>> {
    const url = this.courseUrl;
    if (!url) return { ok: false, message: '' };
    const saved = this.materialsDetail.get({ url, id: materialId }).data;
    if (this.offlineMode && saved) return { ok: true, value: { nextMaterialId: saved.nextMaterialId, nextUnlocked: true, progress: saved.progress } };
    try {
      return { ok: true, value: await this.client.call(lecture.nextClick, { params: { url, id: materialId } }) };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    }
  }

  statusOf(materialId: number): number | undefined {
    for (const c of this.chapters.data ?? []) for (const m of c.materials) if (m.id === materialId) return m.status;
    return undefined;
  }

  /** Absolute URL of a media path the server signed (the app may be served from elsewhere than the API). */
  mediaUrl(path: string): string {
    // Offline media is served by the desktop app on its own origin (app://belajar/offline/…).
    if (path.startsWith(OFFLINE_MEDIA_PATH)) return path;
    const base = this.baseURL();
    return base ? `${base.replace(/\/$/, '')}${path}` : path;
  }

  // ── Notes ─────────────────────────────────────────────────────────────
  loadNotes(): Promise<Note[] | null> {
    const url = this.courseUrl;
    if (!url) return Promise.resolve(null);
    return this.notes.ensureFor(`${this.locale()}:${url}`, () => this.client.call(lecture.notes, { params: { url } }));
  }

  async addNote(materialId: number, second: number, body: string): Promise<Outcome<Note>> {
    try {
      const note = await this.client.call(lecture.addNote, { body: { materialId, second: Math.max(0, second), body } });
      runInAction(() => this.notes.set([...(this.notes.data ?? []), note].sort(byPlace)));
      return { ok: true, value: note };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    }
  }

  async editNote(id: number, body: string): Promise<Outcome<Note>> {
    try {
      const note = await this.client.call(lecture.editNote, { params: { id }, body: { body } });
      runInAction(() => this.notes.set((this.notes.data ?? []).map((n) => (n.id === id ? note : n))));
      return { ok: true, value: note };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    }
  }

  async deleteNote(id: number): Promise<Outcome<number>> {
    try {
      await this.client.call(lecture.deleteNote, { params: { id } });
      runInAction(() => this.notes.set((this.notes.data ?? []).filter((n) => n.id !== id)));
      return { ok: true, value: id };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    }
  }

  reset(): void {
    this.courseUrl = null;
    this.completionOpen = false;
    this.nextCourses.reset();
    this.summaryInfo.reset();
    this.chapters.reset();
    this.testResult.reset();
    this.courseDetail.reset();
    this.courseReview.reset();
    this.comments.reset();
    this.notes.reset();
  }

  dispose(): void {
    this.disposer();
  }
}

/** Notes in lesson order then by second (the server's order; lesson ids follow the curriculum). */
function byPlace(a: Note, b: Note): number {
  return a.materialId - b.materialId || a.second - b.second || a.id - b.id;
}

/** The lecture store of a RootStore, made on first use (stores/feature.ts). */
export const lectureOf = featureStore((root) => new LectureStore(root.client, root.session, root.locale, root.baseURL));
