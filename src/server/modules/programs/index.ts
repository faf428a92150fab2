/** Programmes: a programme page and its contents per category. Webinars read programmes through here. */
export { default } from './routes.js';
export { programByUrl } from './service.js';
