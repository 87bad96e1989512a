/* The special-tools module's public face: what the seed and the app may use (decision 029). */
export { type SpecialToolInput, writeSpecialTools } from './special-tools.service.js';
export { specialTools } from './special-tools.tables.js';
