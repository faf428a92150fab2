/**
 * Message files: src/renderer/i18n/{en,id}.json holds the shell's and the shared components'
 * messages (the "shell" part), features/<name>/messages/{en,id}.json each feature's own (the
 * part named after the feature). Every file owns whole top-level namespaces ("products",
 * "search" …). Each part of each language is its own chunk: the browser loads the shell part
 * before the first render and a feature's part with the pages that use it (index.ts,
 * pageMessages.ts); the server render merges every part of the language (allMessages).
 */
export type Messages = { [key: string]: string | Messages };

/**
 * Records that `file` owns its namespaces in `owner` (namespace → file); a namespace owned by
 * another file is a mistake.
 */
export function claimNamespaces(owner: Map<string, string>, file: string, messages: Messages): void {
  for (const namespace of Object.keys(messages)) {
    const first = owner.get(namespace);
    if (first !== undefined && first !== file) throw new Error(`i18n: "${namespace}" is in ${first} and in ${file}`);
    owner.set(namespace, file);
  }
}

/** Merges the files of one language; a namespace owned by two files is a mistake. */
export function mergeMessages(files: Record<string, Messages>): Messages {
  const out: Messages = {};
  const owner = new Map<string, string>();
  for (const [file, messages] of Object.entries(files)) {
    claimNamespaces(owner, file, messages);
    Object.assign(out, messages);
  }
  return out;
}
