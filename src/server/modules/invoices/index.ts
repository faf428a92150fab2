/** Invoices: the PDF of a student's order (issue 11). Nothing here is used by other modules. */
export { default } from './routes.js';
