/**
 * The bootcamp lecture (issue 21): an enrolled student's sessions, joins (attendance), assignment
 * submissions and certificate; the mentor's queue and review.
 */
export { default } from './routes.js';
