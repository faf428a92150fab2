/** Site settings: the maintenance switch (read by everyone, set by the admin module and CLI). */
export { default } from './routes.js';
export { getMaintenance, setMaintenance } from './service.js';
