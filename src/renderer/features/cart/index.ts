/** What other features may use of the cart (the store's accessor and types). */
export { cartOf } from './store';
export type { CartLineView, CartStore } from './store';
