/**
 * `@estes/shared/console/partner-clicks` (decision 072): the page an area shows its `/go`
 * clicks with, and the shape of the answer its console API gives (the server half is
 * `partnerClickConsoleRoutes` in `@estes/shared/server`). Compiled into each area that uses it,
 * so an area's version carries its own page; the parts it draws with are the console's shared ones.
 */
export { PartnerClicksPage, type PartnerClickWords, type PartnerClicksPageProps } from './partner-clicks-page';
export {
  partnerClickPaths,
  partnerClickTables,
  type PartnerClickLink,
  type PartnerClickReport,
  type PartnerClickTable,
} from './partner-click-report';
