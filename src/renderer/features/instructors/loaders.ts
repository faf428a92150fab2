/** Route loaders of the instructor pages (see stores/loader.ts). */
import { ContentType, isContentTypeId } from '../../../common/enums';
import type { InstructorPage } from '../../../common/discovery';
import { INSTRUCTOR_KEYWORD_MAX } from '../../../common/contract/instructors';
import { all, type PageLoader } from '../../stores/loader';
import type { InstructorListInput, InstructorListParams } from './store';
import { instructorsOf } from './store';

/** Deepest page the list asks for (the server's PAGE_MAX): a bigger ?page= is page 1. */
const PAGE_MAX = 100_000;

/**
 * The list's keyword and page of the URL: `?q=` with its spaces collapsed, at most as long as the
 * server takes (a longer one is cut, never a 400), and `?page=` (1 unless a whole number above 1).
 */
export function instructorListInput(search: URLSearchParams): InstructorListInput {
  const keyword = (search.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, INSTRUCTOR_KEYWORD_MAX).trim();
  const n = Number(search.get('page'));
  return { keyword, page: Number.isInteger(n) && n > 1 && n <= PAGE_MAX ? n : 1 };
}

/** /instructor: the page of the list the URL asks for. */
export const instructorsLoader: PageLoader = async (root, { search }) => {
  await instructorsOf(root).list.ensure(instructorListInput(search));
};

/** Types whose items are dated sessions: they get the upcoming / finished switch. */
export const LIVE_TYPES: ReadonlySet<number> = new Set([ContentType.WEBINAR, ContentType.EVENT, ContentType.BOOTCAMP]);

/**
 * The contents list of the URL: ?type= among the instructor's types (the first by default) and,
 * for dated types, ?status=upcoming|finished. Null when the instructor has no contents.
 */
export function instructorList(data: InstructorPage, search: URLSearchParams): (InstructorListParams & { live: boolean }) | null {
  const types = data.contentTypes.filter((c) => c.count > 0);
  const asked = Number(search.get('type'));
  const type = isContentTypeId(asked) && types.some((c) => c.type === asked) ? asked : (types[0]?.type ?? null);
  if (type === null) return null;
  const live = LIVE_TYPES.has(type);
  const status = live ? search.get('status') : null;
  const isFinished = status === 'finished' ? true : status === 'upcoming' ? false : undefined;
  return { instructorId: data.id, type, live, ...(isFinished !== undefined ? { isFinished } : {}) };
}

/** /instructor/{url}: the profile, then its contents list, webinars and reviews. */
export const instructorLoader: PageLoader = async (root, { params, search }) => {
  const instructors = instructorsOf(root);
  const data = await instructors.profile.ensure(params.url ?? '');
  if (!data) return;
  const list = instructorList(data, search);
  await all([
    list && instructors.contents.get(list).load(search),
    instructors.webinars.ensure({ instructorId: data.id, when: 'upcoming' }),
    instructors.webinars.ensure({ instructorId: data.id, when: 'past' }),
    instructors.reviews(data.id).ensure(),
  ]);
};
