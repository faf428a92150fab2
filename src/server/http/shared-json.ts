/**
 * Answers built from parts shared between requests (the search index makes each content item and
 * each filter panel once per language and never mutates them) are serialised with each shared
 * part's JSON made once: a result page then costs a join of kept strings, not a walk of twelve
 * items' forty fields (issue 24: serialisation was a fifth of a repeated search's time).
 *
 * Only routes that opt in (`route(…, { sharedJson: true })`) use it, and only for answers whose
 * every object is made by our own code from known columns: unlike the response schema's
 * serialiser, JSON.stringify does not drop properties the schema lacks.
 */
const made = new WeakMap<object, string>();

/** Marks a part as shared and never mutated from now on; its JSON is made now, once. */
export function sharedJson<T extends object>(part: T): T {
  if (!made.has(part)) made.set(part, JSON.stringify(part));
  return part;
}

/** JSON.stringify's text for `value`, taking each shared part's kept JSON. */
export function serializeShared(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const kept = made.get(value);
  if (kept !== undefined) return kept;
  if (Array.isArray(value)) return `[${value.map((v: unknown) => (v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 'null' : serializeShared(v))).join(',')}]`;
  // Dates and other objects with their own JSON form.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
  const fields: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    fields.push(`${JSON.stringify(key)}:${serializeShared(v)}`);
  }
  return `{${fields.join(',')}}`;
}
