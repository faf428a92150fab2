/** The Prakerja landing page and Prakerja class pages. */
export { default } from './routes.js';
