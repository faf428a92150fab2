/** Instructor pages: the list (with its page head), profile, contents, reviews, content types, filter panels, webinars. */
export { default } from './routes.js';
