/** What other features may use of home: the accessor of its store (made on first use). */
export { homeOf } from './store';
