/* The auth module's public face: what other modules may use (decision 029). */
export { countOnlineUsers, pendingWork, revokeUserTokens, ssoRoles } from './auth.service.js';
export { SWEEP_BATCH } from './auth.sweep.js';
export { findLoginAttempts, loginAttemptBatches, type LoginAttemptRow } from './auth.login-log.js';
