/* The labour-times module's public face: what other modules, the seed and the app may use (decision 029). */
export { type LabourDirectoryEntry, type LabourTimeInput, modelOptions, modelScopeByCode, writeLabourDirectory, writeLabourTimes } from './labour-times.service.js';
export { labourEntitlement } from './labour-times.access.js';
export { labourTimes } from './labour-times.tables.js';
