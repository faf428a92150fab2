/**
 * Hooks attached to a route when it is registered (an onRoute hook) instead of to every request
 * (issue 23): a route's hooks of one kind as a new array. Never the route's own array, which the
 * HEAD twin of a GET route shares.
 */
export function hooksOf<H>(hooks: H | readonly H[] | undefined): H[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? [...(hooks as readonly H[])] : [hooks as H];
}
