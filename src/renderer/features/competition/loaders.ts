/** Route loader of /competition/:id (public: guests see the competition and a sign-in prompt). */
import type { PageLoader } from '../../stores/loader';

export const competitionLoader: PageLoader = async (root, { params }) => {
  const id = params.id ?? '';
  if (!/^([0-9]{1,9}|[a-z0-9][a-z0-9-]{0,199})$/.test(id)) return;
  await root.competition.load(id);
};
