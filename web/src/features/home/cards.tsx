import type { ComponentType } from 'react';
import type { ConfigSearchState } from '../catalogue/manual-search';
import { LatestFavoritesCard } from '../favorites/latest-favorites-card';
import { AnnouncementsCard } from './announcements-card';
import type { HomeCardKey } from './card-rules';
import { DownloadAreaCard } from '../downloads';
import { AccountCard, ContactCard } from './info-cards';
import { ManualSearchCard, ModelSelectionCard, VinQueryCard } from './search-cards';
import { SwiperCard } from './swiper-card';

/** What every card is given: the configuration search the model selection card and the tiles share. */
export interface HomeCardProps { configSearch: ConfigSearchState }

/**
 * The component of each dashboard card; who sees it is card-rules.ts.
 */
export const HOME_CARDS: Record<HomeCardKey, ComponentType<HomeCardProps>> = {
  vinQuery: VinQueryCard,
  modelSelection: ModelSelectionCard,
  swiper: SwiperCard,
  manualSearch: ManualSearchCard,
  announcements: AnnouncementsCard,
  favorites: LatestFavoritesCard,
  download: HomeDownloadCard,
  account: AccountCard,
  contact: ContactCard,
};

/** The download area's card (for REGISTER accounts the only one, spec §1). */
function HomeDownloadCard() {
  return (
    <div data-testid="home-download">
      <DownloadAreaCard className="home-card home-download-card" limit={5} />
    </div>
  );
}
