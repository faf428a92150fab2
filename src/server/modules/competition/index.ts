/** The competition (issue 21): detail, video upload into the private store, staff's entries. */
export { default } from './routes.js';
