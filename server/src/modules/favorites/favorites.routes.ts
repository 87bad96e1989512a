import { favoritesEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as favorites from './favorites.service.js';
import { bomStars } from '../catalogue/index.js';
import { topicStar } from '../manuals/index.js';

/**
 * Favourites: parts and handbooks in one model; the manuals screens' topic calls answer from the
 * same service. Ownership is in every query: a foreign favourite looks like a missing one.
 */
export const favoritesRoutes: RoutesPlugin = (app, ctx) => {
  // the stars of BOM rows and topics are the favourites' (composition above, decision 029)
  bomStars.fill(favorites.favoriteIdsOfParts);
  topicStar.fill(favorites.favoriteIdOfNode);
  mount(app, E, {
    list: async (req) => ok(await favorites.listFavorites(ctx, userOf(req), req.query, req.lang)),
    get: async (req) => ok(await favorites.getFavorite(ctx, userOf(req), req.params.id, req.lang)),
    remove: async (req) => ok(await favorites.removeFavorite(ctx, userOf(req), req.params.id)),
    add: async (req) => ok(await favorites.addFavorite(ctx, userOf(req), req.body, req.lang)),
    top: async (req) => ok(await favorites.setTop(ctx, userOf(req), req.body, req.lang)),
    latest: async (req) => ok(await favorites.latestFavorites(ctx, userOf(req), req.query.limit, req.lang)),
    addTopic: async (req) => ok(await favorites.addTopicFavorite(ctx, userOf(req), req.body.topicId, req.lang)),
    removeTopic: async (req) => ok(await favorites.removeTopicFavorite(ctx, userOf(req), req.params.id)),
    listTopics: async (req) => ok(await favorites.listTopicFavorites(ctx, userOf(req), req.query, req.lang)),
    topicFavorite: async (req) => ok(await favorites.getTopicFavorite(ctx, userOf(req), req.params.id, req.lang)),
  });
};
