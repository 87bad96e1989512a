export * from './schemas.js';
export * from './errors.js';
export * from './responsible-persons.js';
