/** Courses and course packages (learning paths): lists, details, reviews, promo terms, next-level classes. */
export { default } from './routes.js';
