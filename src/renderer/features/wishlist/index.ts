/** What other features may use of wishlist: the accessor of its store (made on first use). */
export { wishlistOf } from './store';
