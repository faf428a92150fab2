/** Payments (issue 11): the public surface of the domain. */
export { default } from './routes.js';
export { instructionOf } from './instructions.js';
