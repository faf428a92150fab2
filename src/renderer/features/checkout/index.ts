/** What other features may use of checkout (no page code): the checkout URL of a selection. */
export { checkoutHref, parseCheckoutSearch, type CheckoutSelection } from './links';
