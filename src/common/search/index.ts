/**
 * The pure matching rules of search (issue 24, docs/plans/issue-24.md Q1 and Q3), shared by the
 * server's index and anything that shows how a query was read.
 */
export { isTypoOf, osaDistance, typoBudget } from './distance.js';
export { dropOrder } from './dropOrder.js';
export { intentOf, type ContentTypeIntent, type QueryIntent } from './intent.js';
export { spellingVariants } from './spelling.js';
export { joinedForms, normaliseWords, wordVariants } from './words.js';
