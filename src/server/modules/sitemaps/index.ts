/** Sitemaps: the JSON calls for the client and the XML files crawlers read at the site root. */
export { default } from './routes.js';
