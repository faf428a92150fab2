/** Microlearning: lists, details, meta, the playlist of a category, related microlearnings. */
export { default } from './routes.js';
