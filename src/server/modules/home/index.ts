/** The home page: banners, categories, sections, suggestions, feature blocks, partners. */
export { default } from './routes.js';
