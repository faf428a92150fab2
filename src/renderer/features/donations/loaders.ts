/** Route loader of /donations/:id/result (the id is the donation's order id). Guests are sent to sign in by the shell. */
import type { LoaderArgs, PageLoader } from '../../stores/loader';
import { donationsOf } from './store';

const MAX_ID = 2_147_483_647;

/** The order id of /donations/:id/result, or null when it is not one (the page then says not found). */
export function donationOrderIdOf(params: LoaderArgs['params']): number | null {
  const raw = params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_ID ? n : null;
}

export const donationResultLoader: PageLoader = async (root, { params }) => {
  const id = donationOrderIdOf(params);
  if (id !== null && root.session.isSignedIn) await donationsOf(root).results.ensure(id);
};
