/** Route loader of /competition/:id (public: guests see the competition and a sign-in prompt). */
import type { LoaderArgs, PageLoader } from '../../stores/loader';
import { competitionOf } from './store';

/** The id or url of /competition/:id as the API takes it (ID_OR_SLUG_PATTERN), or null when it is not one (the page says not found). */
export function competitionIdOf(params: LoaderArgs['params']): string | null {
  const raw = params.id ?? '';
  return /^([0-9]{1,9}|[a-z0-9][a-z0-9-]{0,199})$/.test(raw) ? raw : null;
}

export const competitionLoader: PageLoader = async (root, { params }) => {
  const id = competitionIdOf(params);
  if (id !== null) await competitionOf(root).load(id);
};
