/**
 * A page's loader: a plain function that fills the stores a page reads, through the typed client
 * (`root.client.call(endpoint, input)`). No React and no window, so the server can run the same
 * loader to render a public page. Declared in the page's feature (features/<x>/loaders.ts) and
 * attached to its route in routes.tsx; the router runs it on every navigation to the page (and
 * again after a language change), in parallel with the download of the page's chunk. It never
 * rejects: a failed call leaves its Resource rejected, and the page shows the error.
 */
import type { RootStore } from './RootStore';

export interface LoaderArgs {
  /** The route's path parameters (`:url`, `:id` …). */
  params: Readonly<Record<string, string | undefined>>;
  /** The page URL's query string. */
  search: URLSearchParams;
}

export type PageLoader = (root: RootStore, args: LoaderArgs) => Promise<void>;

/** Settles every load; loaders wait for all of them (each failure is kept in its own Resource). */
export async function all(loads: ReadonlyArray<Promise<unknown> | null | undefined | false>): Promise<void> {
  await Promise.allSettled(loads.filter((p): p is Promise<unknown> => !!p));
}
