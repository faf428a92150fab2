/**
 * Discovery: search (the in-memory search index), keyword suggestions, popular keywords and search
 * clicks, the generic contents list, similar contents, filter panels, detail banners, and the
 * website's head tags for detail pages.
 */
export { default } from './contents/routes.js';
/** The curated search synonyms (issue 24), for the admin routes. */
export { addSynonym, listSynonyms, removeSynonym, SynonymError } from './synonyms.js';
