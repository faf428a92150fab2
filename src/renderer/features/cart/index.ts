/** What other features may use of the cart (types only: the store itself lives on the RootStore). */
export type { CartLineView, CartStore } from './store';
