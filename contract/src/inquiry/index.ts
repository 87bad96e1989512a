export * from './schemas.js';
export * from './errors.js';
export * from './responsible-persons.js';
export * from './endpoints.js';
export * from './responsible-persons.endpoints.js';
