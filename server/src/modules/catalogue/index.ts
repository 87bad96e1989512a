/* The catalogue module's public face: what other modules may use (decision 029). */
export { catalogueEntitlement, requireEntitlement } from './catalogue.access.js';
export { partByCode, partLabourTimes } from './catalogue.parts.js';
export { applicOf, drawingUrl, presentPrice } from './catalogue.presenters.js';
export { bomStars } from './catalogue.service.js';
export { bomGroups, manualModules, modelNodes, partlistItems, partlists, type PartPackaging, type PartProperty, parts, serialNumbers, substitutions, vehicles } from './catalogue.tables.js';
export { assertMay, findVehicle, optionalVehicle } from './catalogue.vehicles.js';
