export * from './schemas.js';
export * from './errors.js';
