/** The signed-in student's cart. Orders read its lines (`cartOf`), clear bought ones (`removeFromCart`), and fill the pending orders `pendingOrderContentIds` reads. */
export { default } from './routes.js';
export { cartOf, pendingOrderContentIds, removeFromCart } from './service.js';
