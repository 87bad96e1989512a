import { dictionariesEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { watchChanges } from '../../platform/read-cache.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as dictionaries from './dictionaries.service.js';

/**
 * Dictionaries (decision 038): the entries every screen reads, and their management. This
 * process's cache of entries is live while it hears DICTIONARIES_CHANNEL, so an edit made on any
 * process is read everywhere once its notification arrives.
 */
export const dictionariesRoutes: RoutesPlugin = async (app, ctx) => {
  // Ready once listening (as the catalogue's cache in app.ts): a started instance caches at once.
  const stopWatching = await watchChanges(ctx.listen, dictionaries.DICTIONARIES_CHANNEL, [dictionaries.dictionaryCache(ctx)]);
  app.addHook('onClose', async () => stopWatching());

  mount(app, E, {
    items: async (req) => ok(await dictionaries.dictionaryItems(ctx, req.params.code, req.lang)),
    list: async () => ok(await dictionaries.listDictionaries(ctx)),
    entries: async (req) => ok(await dictionaries.listEntries(ctx, req.params.dictionary)),
    create: async (req) => ok(await dictionaries.createEntry(ctx, userOf(req), req.params.dictionary, req.body)),
    update: async (req) => ok(await dictionaries.updateEntry(ctx, userOf(req), req.params.dictionary, req.params.code, req.body.names)),
    enable: async (req) => ok(await dictionaries.setEnabled(ctx, userOf(req), req.params.dictionary, req.params.code, req.body.enabled)),
    remove: async (req) => ok(await dictionaries.removeEntry(ctx, req.params.dictionary, req.params.code)),
    reorder: async (req) => ok(await dictionaries.reorder(ctx, userOf(req), req.params.dictionary, req.body.codes)),
  });
};
