/** Header menus (v2 current, v1 older/mobile). */
export { default } from './routes.js';
