export { default } from './routes.js';
