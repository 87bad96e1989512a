export * from './schemas.js';
export * from './errors.js';
export * from './endpoints.js';
export * from './names.js';
