/** Articles: an article, its meta and similar articles, the article list, banners, categories and related contents. */
export { default } from './routes.js';
