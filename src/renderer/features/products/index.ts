/** What other features may use of the product pages (no page code): the buy-box actions of a content (buy, cart, a pending order). */
export { useProductActions, type ProductRef, type ProductActions } from './hooks';
export { ownershipOf } from './ownership';
