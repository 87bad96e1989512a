/* The users module's public face: what other modules may use (decision 029). */
export { createUser } from './users.service.js';
export { resetTickets, users, verificationCodes } from './users.tables.js';
