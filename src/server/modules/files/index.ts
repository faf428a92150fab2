/** Private files served by signed, expiring URLs with Range (issue 21). */
export { default } from './routes.js';
export { privateTypeOf } from './serve.js';
