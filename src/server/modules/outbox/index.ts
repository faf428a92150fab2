/** The dev outbox page: messages the default messenger "sent" (never in production; loopback only). */
export { default } from './routes.js';
