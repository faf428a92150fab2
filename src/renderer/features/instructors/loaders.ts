/** Route loaders of the instructor pages (see stores/loader.ts). */
import { ContentType, isContentTypeId } from '../../../common/enums';
import type { InstructorPage } from '../../../common/discovery';
import { all, type PageLoader } from '../../stores/loader';
import type { InstructorListParams } from './store';
import { instructorsOf } from './store';

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
