/** The students domain's public surface: the plugin. */
export { default } from './routes.js';
