/* The users module's public face: what other modules may use (decision 029). */
export { createUser } from './users.service.js';
export { accountGroups, accountRoles, ensureCompanies, grantAccount, setAccountGroups, type AccountGrant, type NewCompany } from './users.admin.js';
export { companies, resetTickets, users, verificationCodes } from './users.tables.js';
