/** Webinars: list, details (with form ids), promo terms, meta, reviews, similar webinars, webinar programmes, forms. */
export { default } from './routes.js';
