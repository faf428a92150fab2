/** The special event's live chat (issue 21): messages on a room of the live-event service. */
export { default } from './routes.js';
