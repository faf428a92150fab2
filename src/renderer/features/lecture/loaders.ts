/** Route loaders of /courses/:url/lecture[/:materialId] (see stores/loader.ts). */
import { all, type LoaderArgs, type PageLoader } from '../../stores/loader';

/** The lesson of `:materialId`, or null (the page opens the summary's "continue" lesson). */
export function materialIdOf(params: LoaderArgs['params']): number | null {
  const n = Number(params.materialId);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

export const lectureLoader: PageLoader = async (root, { params }) => {
  const url = params.url;
  if (!url || !root.session.isSignedIn) return;
  // Desktop: a course kept offline opens from its saved copy when the API cannot be reached.
  root.lecture.useOffline(root.platform.offline ?? null);
  const id = materialIdOf(params);
  await all([root.lecture.open(url), id !== null && root.lecture.material(url, id)]);
  if (id === null) {
    const first = root.lecture.summaryInfo.data?.continueMaterialId;
    if (first) await root.lecture.material(url, first);
  }
};
