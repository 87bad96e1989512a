/* The catalogue module's public face: what other modules may use (decision 029). */
export { partByCode } from './catalogue.parts.js';
export { applicOf, drawingUrl, presentPrice } from './catalogue.presenters.js';
export { catalogueRoutes } from './catalogue.routes.js';
export { bomStars } from './catalogue.service.js';
export { bomGroups, manualModules, modelNodes, partlistItems, partlists, type PartPackaging, parts, serialNumbers, substitutions, vehicles } from './catalogue.tables.js';
export { assertMay, findVehicle, optionalVehicle } from './catalogue.vehicles.js';
export { labourTimeRoutes } from './labour-times.routes.js';
export { type LabourDirectoryEntry, type LabourTimeInput, writeLabourDirectory, writeLabourTimes } from './labour-times.service.js';
export { labourTimes } from './labour-times.tables.js';
export { specialToolRoutes } from './special-tools.routes.js';
export { type SpecialToolInput, writeSpecialTools } from './special-tools.service.js';
export { specialTools } from './special-tools.tables.js';
