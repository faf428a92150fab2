/** Route loaders of /courses/:url/lecture[/:materialId] (see stores/loader.ts). */
import { all, type LoaderArgs, type PageLoader } from '../../stores/loader';
import { lectureOf } from './store';

/** The lesson of `:materialId`, or null (the page opens the summary's "continue" lesson). */
export function materialIdOf(params: LoaderArgs['params']): number | null {
  const n = Number(params.materialId);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

export const lectureLoader: PageLoader = async (root, { params }) => {
  const url = params.url;
  if (!url || !root.session.isSignedIn) return;
  // Desktop: a course kept offline opens from its saved copy when the API cannot be reached.
  lectureOf(root).useOffline(root.platform.offline ?? null);
  const id = materialIdOf(params);
  await all([lectureOf(root).open(url), id !== null && lectureOf(root).material(url, id)]);
  if (id === null) {
    const first = lectureOf(root).summaryInfo.data?.continueMaterialId;
    if (first) await lectureOf(root).material(url, first);
  }
};
