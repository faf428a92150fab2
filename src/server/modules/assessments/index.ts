/** Standalone assessments by url. */
export { default } from './routes.js';
