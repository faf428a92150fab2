/** Donation campaigns: a campaign with its donors, its meta, classes recommended beside it. */
export { default } from './routes.js';
