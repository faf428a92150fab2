/** Web push device tokens and the Firebase web configuration (issue 20; src/server/messaging/push sends). */
export { default } from './routes.js';
