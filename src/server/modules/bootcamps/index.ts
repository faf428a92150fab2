/** Bootcamps: list, sales page, details, meta, price tiers, similar bootcamps. */
export { default } from './routes.js';
