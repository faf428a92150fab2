/** Information calls beside the info pages: contact, sign-up promo, short links, landing pages, apps, popups, careers. */
export { default } from './routes.js';
