/* The dictionaries module's public face: what other modules may use (decision 029). */
export { assertOffered, dictionaryItems, dictionaryNamer, ensureDictionaries } from './dictionaries.service.js';
export { dictionaryEntries } from './dictionaries.tables.js';
