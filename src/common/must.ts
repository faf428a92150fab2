/**
 * `value` when it is there, else an error naming what is missing. For a lookup the code knows
 * cannot miss (an index or key checked elsewhere) and for tests that say it must not, so the
 * failure names the thing instead of "cannot read properties of undefined" a line later.
 */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what}: missing`);
  return value;
}
