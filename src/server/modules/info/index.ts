/** Information pages (about us, terms, privacy, ...) by slug or site URL. */
export { default } from './routes.js';
