/**
 * The planning area's stand-ins for outside providers, declared for other packages
 * (`@estes/mfe-planning/stand-ins`): Google's Places API (New) and the newsletter provider, each
 * speaking its documented wire format, which `npm run dev`, the fuzz run and the tools' tests
 * start in place of the real services (decision 046). Tests and tools only: no area code imports
 * this folder, so it never reaches the area's deployed build or a browser.
 */
export { standInPlacesKey, startPlacesStandIn, type PlacesStandIn } from './places-stand-in';
export { NewsletterProviderStandIn } from './newsletter-provider-standin';
