import { ManualSearch } from '../catalogue/manual-search';

/**
 * Content of the home page's "Manual search" card (spec §2 Home): the universal search, the VIN
 * and configuration searches and the manual module tiles of the parts catalogue.
 */
export function HomeSearchCard() {
  return <ManualSearch />;
}
