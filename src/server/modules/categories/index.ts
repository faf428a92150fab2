/** Categories: a category page, its contents list and filter panel. Articles read categories through here. */
export { default } from './routes.js';
export { categoryByUrl, requireCategory } from './service.js';
