/** The signed-in student's cart. Orders read its lines (`cartOf`) and clear bought ones (`removeFromCart`); the cart asks the orders module which contents are in a pending order. */
export { default } from './routes.js';
export { cartOf, removeFromCart } from './service.js';
