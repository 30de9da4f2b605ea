/**
 * Exposed as `mfe_lodging/widgets`: the lodging pieces of the home page
 * (docs/rules/lodging.md#home-widgets), each loaded on demand. The shell places them; they link
 * into the area's own pages.
 */
import type { AreaWidgets } from '@estes/shared';

export const area = 'lodging';

export const areaWidgets: AreaWidgets<'lodging'> = {
  'lodging.staySearch': () => import(/* webpackChunkName: "widget-lodging.staySearch" */ './widgets/stay-search'),
  'lodging.popularDestinations': () =>
    import(/* webpackChunkName: "widget-lodging.popularDestinations" */ './widgets/popular-destinations'),
  'lodging.featuredStays': () =>
    import(/* webpackChunkName: "widget-lodging.featuredStays" */ './widgets/featured-stays'),
  'lodging.browseByType': () =>
    import(/* webpackChunkName: "widget-lodging.browseByType" */ './widgets/browse-by-type'),
};
