/* The outbox module's public face (decision 029): the signed callbacks' raw-body reader. */
export { keepRawBody } from './outbox.routes.js';
