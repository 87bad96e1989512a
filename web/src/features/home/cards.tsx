import type { ComponentType } from 'react';
import type { ConfigSearchState } from '../catalogue/manual-search';
import { LatestFavoritesCard } from '../favorites/latest-favorites-card';
import { AnnouncementsCard } from './announcements-card';
import type { HomeCardKey } from './card-rules';
import { AccountCard, ContactCard, ExternalDownloadCard } from './info-cards';
import { ManualSearchCard, ModelSelectionCard, VinQueryCard } from './search-cards';
import { SwiperCard } from './swiper-card';

/** What every card is given: the configuration search the model selection card and the tiles share. */
export interface HomeCardProps { configSearch: ConfigSearchState }

/**
 * The component of each dashboard card; who sees it is card-rules.ts. The download card is the
 * download area's own card where it exists: replace ExternalDownloadCard here.
 */
export const HOME_CARDS: Record<HomeCardKey, ComponentType<HomeCardProps>> = {
  vinQuery: VinQueryCard,
  modelSelection: ModelSelectionCard,
  swiper: SwiperCard,
  manualSearch: ManualSearchCard,
  announcements: AnnouncementsCard,
  favorites: LatestFavoritesCard,
  download: ExternalDownloadCard,
  account: AccountCard,
  contact: ContactCard,
};
