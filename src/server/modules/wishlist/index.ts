/** The signed-in student's wishlist. */
export { default } from './routes.js';
