/* The refdata module's public face: what other modules may use (decision 029). */
export { areaByCode, areaCodesNamed, areaName, findCity, findProvince, listAreas } from './refdata.areas.js';
export { faultCatalogue, faultNodeNames, isFaultPath } from './refdata.service.js';
export { faultCatalogueNodes, shops, workOrders } from './refdata.tables.js';
