/** Subscriptions: details and the plans of a subscription. */
export { default } from './routes.js';
