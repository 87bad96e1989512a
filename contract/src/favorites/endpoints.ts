import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import { ZTopicFavorite, ZTopicFavoriteListQuery, ZTopicFavoriteRequest, ZTopicIdParams } from '../manuals/schemas.js';
import { ZFavorite, ZFavoriteAddRequest, ZFavoriteLatestQuery, ZFavoriteListQuery, ZFavoriteTopRequest } from './schemas.js';

/**
 * Favourites (spec §7 Favourites): parts and handbooks in one model. The topic calls are the ones
 * the manuals screens make (/rest/topic/favorite*, selectByTopicId).
 */
export const favoritesEndpoints = defineEndpoints('favorites', {
  list: { method: 'GET', path: '/rest/base/favorite/list/', access: 'PER_FAVORITE_VIEW', summary: 'One tab of my favourites (objectRef PartMaster or Handbook; the tab\'s permission), pinned first, then newest first', query: ZFavoriteListQuery, response: page(ZFavorite) },
  get: { method: 'GET', path: '/rest/base/favorite/:id', access: 'PER_FAVORITE_VIEW', summary: 'My favourite with this id, or of the part, topic or manual with this id; null when none', params: ZIdParams, response: ZFavorite.nullable() },
  remove: { method: 'DELETE', path: '/rest/base/favorite/:id', access: 'PER_FAVORITE_CANCEL', objectRef: 'Favorite', summary: 'Remove one of my favourites', params: ZIdParams, response: z.null() },
  add: { method: 'POST', path: '/rest/base/favorite/', access: 'PER_FAVORITE_ADD', objectRef: 'Favorite', summary: 'Add a part, topic or manual to my favourites (again: the same favourite)', body: ZFavoriteAddRequest, response: ZFavorite },
  top: { method: 'POST', path: '/rest/favorites/top', access: 'PER_FAVORITE_VIEW', objectRef: 'Favorite', summary: 'Pin one of my favourites on top of its tab (top: false unpins)', body: ZFavoriteTopRequest, response: ZFavorite },
  latest: { method: 'GET', path: '/rest/log/favorites', access: 'PER_FAVORITE_VIEW', summary: 'My latest favourites of the tabs I may see, newest first (home card)', query: ZFavoriteLatestQuery, response: z.array(ZFavorite) },
  addTopic: { method: 'POST', path: '/rest/topic/favorite', access: 'PER_FAVORITE_ADD', objectRef: 'ManualTopic', summary: 'Add a topic to my favourites (again: the same favourite)', body: ZTopicFavoriteRequest, response: ZTopicFavorite },
  removeTopic: { method: 'DELETE', path: '/rest/topic/favorite/:id', access: 'PER_FAVORITE_CANCEL', objectRef: 'ManualTopic', summary: 'Remove a topic (by the topic\'s id) from my favourites', params: ZTopicIdParams, response: z.null() },
  listTopics: { method: 'GET', path: '/rest/topic/favorite/list', access: 'PER_FAVORITE_MANUAL_VIEW', summary: 'My favourite topics, pinned first, then newest first', query: ZTopicFavoriteListQuery, response: page(ZTopicFavorite) },
  topicFavorite: { method: 'GET', path: '/rest/base/favorite/selectByTopicId/:id', access: 'PER_MANUAL_VIEW', summary: 'My favourite of a topic, or null', params: ZTopicIdParams, response: ZTopicFavorite.nullable() },
});
