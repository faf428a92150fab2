/** Everything shared by server, preload, main and renderer. */
export * from './enums.js';
export * from './constants.js';
export * from './bridge.js';
export * from './pricing.js';
export * from './masking.js';
export * from './format.js';
export * from './upload.js';
export * from './site.js';
export * from './colors.js';
export * from './types.js';
export * from './filters.js';
export * from './discovery.js';
