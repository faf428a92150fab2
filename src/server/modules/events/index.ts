/** Event pages (content type 37); lists of events are the discovery module's contents?type=37. */
export { default } from './routes.js';
