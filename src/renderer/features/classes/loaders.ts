/** Route loader of /user/classqu and /my-class (see stores/loader.ts): `?state=` is the class state filter, `?type=` the type filter, `?page=` the page. */
import { CLASS_TYPES, type ClassTypeId } from '../../../common/classes';
import type { ClassProgressId } from '../../../common/lecture';
import type { LoaderArgs, PageLoader } from '../../stores/loader';
import { classesOf } from './store';

const STATES: readonly ClassProgressId[] = ['NOTSTARTED', 'ONGOING', 'FINISHED'];

export function classState(search: URLSearchParams): ClassProgressId | null {
  const s = search.get('state');
  return STATES.find((x) => x === s) ?? null;
}

export function classType(search: URLSearchParams): ClassTypeId | null {
  const s = search.get('type');
  return CLASS_TYPES.find((x) => x === s) ?? null;
}

export function classPage(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

export const classesLoader: PageLoader = async (root, { search }: LoaderArgs) => {
  if (root.session.isSignedIn) await classesOf(root).load(classState(search), classType(search), classPage(search));
};
