/** Instructor pages: profile, contents, reviews, content types, filter panels, webinars. */
export { default } from './routes.js';
