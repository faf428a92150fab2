/** Joins plain (CSS module) class names, skipping the false ones: `cx(styles.a, on && styles.b)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
