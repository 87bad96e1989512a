import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import {
  ZDictEntry, ZDictEntryCreateRequest, ZDictEntryEnableRequest, ZDictEntryParams, ZDictEntryUpdateRequest, ZDictItem,
  ZDictionaryParams, ZDictionarySummary, ZDictParams, ZDictReorderRequest,
} from './schemas.js';

/**
 * Dictionaries (decision 038): every signed-in screen reads the entries (select options, labels);
 * administrators of the system menu (PER_SYSTEM_MANAGEMENT_VIEW) rename, reorder, add and disable
 * them. The dictionary and the entry are in the path, so the operation log names what changed.
 */
export const dictionariesEndpoints = defineEndpoints('dictionaries', {
  items: { method: 'GET', path: '/rest/base/dict/item/:code', access: 'authenticated', summary: 'A dictionary\'s entries (code, name in the request\'s language, whether forms offer it), in display order', params: ZDictParams, response: z.array(ZDictItem) },
  list: { method: 'GET', path: '/rest/base/dict/admin/list', access: 'PER_SYSTEM_MANAGEMENT_VIEW', summary: 'Every dictionary with whether it is fixed and its entry counts', response: z.array(ZDictionarySummary) },
  entries: { method: 'GET', path: '/rest/base/dict/admin/entries/:dictionary', access: 'PER_SYSTEM_MANAGEMENT_VIEW', summary: 'A dictionary\'s entries with their six names, order and enabled flag', params: ZDictionaryParams, response: z.array(ZDictEntry) },
  create: { method: 'POST', path: '/rest/base/dict/admin/entries/:dictionary', access: 'PER_SYSTEM_MANAGEMENT_VIEW', objectRef: 'DictionaryEntry', summary: 'Add an entry to an open dictionary, last in order', params: ZDictionaryParams, body: ZDictEntryCreateRequest, response: ZDictEntry },
  update: { method: 'PUT', path: '/rest/base/dict/admin/entries/:dictionary/:code', access: 'PER_SYSTEM_MANAGEMENT_VIEW', objectRef: 'DictionaryEntry', summary: 'Rename an entry in the six languages', params: ZDictEntryParams, body: ZDictEntryUpdateRequest, response: ZDictEntry },
  enable: { method: 'PUT', path: '/rest/base/dict/admin/entries/:dictionary/:code/enabled', access: 'PER_SYSTEM_MANAGEMENT_VIEW', objectRef: 'DictionaryEntry', summary: 'Offer an entry of an open dictionary in forms again, or no longer (old records keep its name)', params: ZDictEntryParams, body: ZDictEntryEnableRequest, response: ZDictEntry },
  remove: { method: 'DELETE', path: '/rest/base/dict/admin/entries/:dictionary/:code', access: 'PER_SYSTEM_MANAGEMENT_VIEW', objectRef: 'DictionaryEntry', summary: 'Delete an entry an administrator added to an open dictionary (built-in entries are disabled instead)', params: ZDictEntryParams, response: z.null() },
  reorder: { method: 'PUT', path: '/rest/base/dict/admin/order/:dictionary', access: 'PER_SYSTEM_MANAGEMENT_VIEW', objectRef: 'Dictionary', summary: 'Put a dictionary\'s entries in a new order (every code once)', params: ZDictionaryParams, body: ZDictReorderRequest, response: z.array(ZDictEntry) },
});
