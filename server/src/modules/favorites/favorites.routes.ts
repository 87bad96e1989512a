import { z } from 'zod';
import {
  envelope, page, ZFavorite, ZFavoriteAddRequest, ZFavoriteLatestQuery, ZFavoriteListQuery, ZFavoriteTopRequest, ZIdParams,
  ZTopicFavorite, ZTopicFavoriteListQuery, ZTopicFavoriteRequest, ZTopicIdParams,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as favorites from './favorites.service.js';

const tags = ['favorites'];

/**
 * Favourites (spec §7 Favourites): parts and handbooks in one model. The topic calls the manuals
 * screens make (/rest/topic/favorite*, selectByTopicId) answer from the same service. Ownership is
 * in every query: a foreign favourite looks like a missing one.
 */
export const favoritesRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.get('/rest/base/favorite/list/', {
    config: { permission: 'PER_FAVORITE_VIEW' },
    schema: {
      tags, summary: 'One tab of my favourites (objectRef PartMaster or Handbook; the tab\'s permission), pinned first, then newest first',
      querystring: ZFavoriteListQuery, response: { 200: envelope(page(ZFavorite)) },
    },
  }, async (req) => ok(await favorites.listFavorites(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/base/favorite/:id', {
    config: { permission: 'PER_FAVORITE_VIEW' },
    schema: { tags, summary: 'My favourite with this id, or of the part, topic or manual with this id; null when none', params: ZIdParams, response: { 200: envelope(ZFavorite.nullable()) } },
  }, async (req) => ok(await favorites.getFavorite(ctx, userOf(req), req.params.id, req.lang)));

  r.delete('/rest/base/favorite/:id', {
    config: { permission: 'PER_FAVORITE_CANCEL', objectRef: 'Favorite' },
    schema: { tags, summary: 'Remove one of my favourites', params: ZIdParams, response: { 200: envelope(z.null()) } },
  }, async (req) => ok(await favorites.removeFavorite(ctx, userOf(req), req.params.id)));

  r.post('/rest/base/favorite/', {
    config: { permission: 'PER_FAVORITE_ADD', objectRef: 'Favorite' },
    schema: { tags, summary: 'Add a part, topic or manual to my favourites (again: the same favourite)', body: ZFavoriteAddRequest, response: { 200: envelope(ZFavorite) } },
  }, async (req) => ok(await favorites.addFavorite(ctx, userOf(req), req.body, req.lang)));

  r.post('/rest/favorites/top', {
    config: { permission: 'PER_FAVORITE_VIEW', objectRef: 'Favorite' },
    schema: { tags, summary: 'Pin one of my favourites on top of its tab (top: false unpins)', body: ZFavoriteTopRequest, response: { 200: envelope(ZFavorite) } },
  }, async (req) => ok(await favorites.setTop(ctx, userOf(req), req.body, req.lang)));

  r.get('/rest/log/favorites', {
    config: { permission: 'PER_FAVORITE_VIEW' },
    schema: { tags, summary: 'My latest favourites of the tabs I may see, newest first (home card)', querystring: ZFavoriteLatestQuery, response: { 200: envelope(z.array(ZFavorite)) } },
  }, async (req) => ok(await favorites.latestFavorites(ctx, userOf(req), req.query.limit, req.lang)));

  // ------------------------------------------------------------ the manuals screens' topic calls

  r.post('/rest/topic/favorite', {
    config: { permission: 'PER_FAVORITE_ADD', objectRef: 'ManualTopic' },
    schema: { tags, summary: 'Add a topic to my favourites (again: the same favourite)', body: ZTopicFavoriteRequest, response: { 200: envelope(ZTopicFavorite) } },
  }, async (req) => ok(await favorites.addTopicFavorite(ctx, userOf(req), req.body.topicId, req.lang)));

  r.delete('/rest/topic/favorite/:id', {
    config: { permission: 'PER_FAVORITE_CANCEL', objectRef: 'ManualTopic' },
    schema: { tags, summary: 'Remove a topic (by the topic\'s id) from my favourites', params: ZTopicIdParams, response: { 200: envelope(z.null()) } },
  }, async (req) => ok(await favorites.removeTopicFavorite(ctx, userOf(req), req.params.id)));

  r.get('/rest/topic/favorite/list', {
    config: { permission: 'PER_FAVORITE_MANUAL_VIEW' },
    schema: { tags, summary: 'My favourite topics, pinned first, then newest first', querystring: ZTopicFavoriteListQuery, response: { 200: envelope(page(ZTopicFavorite)) } },
  }, async (req) => ok(await favorites.listTopicFavorites(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/base/favorite/selectByTopicId/:id', {
    config: { permission: 'PER_MANUAL_VIEW' },
    schema: { tags, summary: 'My favourite of a topic, or null', params: ZTopicIdParams, response: { 200: envelope(ZTopicFavorite.nullable()) } },
  }, async (req) => ok(await favorites.getTopicFavorite(ctx, userOf(req), req.params.id, req.lang)));
};
