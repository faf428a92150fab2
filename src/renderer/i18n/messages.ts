/**
 * Message catalogues: src/renderer/i18n/{en,id}.json holds the shell's and the shared
 * components' messages, features/<name>/messages/{en,id}.json each feature's own. Every file
 * owns whole top-level namespaces ("products", "search" …); a language's catalogue is all of its
 * files merged (catalog.en.ts, catalog.id.ts: one chunk per language, loaded on demand).
 */
export type Messages = { [key: string]: string | Messages };

/** Merges the files of one language; a namespace owned by two files is a mistake. */
export function mergeMessages(files: Record<string, Messages>): Messages {
  const out: Messages = {};
  const owner = new Map<string, string>();
  for (const [file, messages] of Object.entries(files)) {
    for (const [namespace, value] of Object.entries(messages)) {
      const first = owner.get(namespace);
      if (first) throw new Error(`i18n: "${namespace}" is in ${first} and in ${file}`);
      owner.set(namespace, file);
      out[namespace] = value;
    }
  }
  return out;
}
