/**
 * Which words a search gives up first when all of them together find nothing (issue 24,
 * docs/plans/issue-24.md Q3): the server drops them one by one until there are results and shows
 * the dropped ones as ignored. Pure, so the order can be tested without an index.
 */

/**
 * The order in which to drop the words of a query: first the words that match nothing (postings
 * 0), then the most frequent ones (largest posting count first: they narrow the results least),
 * ties going to the later word (users put what matters most first). `postings(word)` is the
 * number of contents a word matches; it is called once per position. Every word is in the answer,
 * repeated words once per position.
 */
export function dropOrder(words: readonly string[], postings: (word: string) => number): string[] {
  const counts = words.map((word) => postings(word));
  const none = (i: number) => (counts[i] === 0 ? 1 : 0);
  return words
    .map((_, i) => i)
    .sort((x, y) => none(y) - none(x) || counts[y]! - counts[x]! || y - x)
    .map((i) => words[i]!);
}
