/**
 * The planning area's stand-ins for outside providers, declared for other packages
 * (`@estes/mfe-planning/stand-ins`): Google's Places API (New) and the newsletter provider, each
 * speaking its documented wire format, which `npm run dev`, the fuzz run and the tools' tests
 * start in place of the real services (decision 046). Tests and tools only: no area code imports
 * this folder, so it never reaches the area's deployed build or a browser. The newsletter stand-in
 * has an entry of its own (`@estes/mfe-planning/stand-ins/newsletter`) for the e2e specs: Playwright's
 * loader cannot import the places stand-in's JSON data, which this entry brings with it.
 */
export { standInPlacesKey, startPlacesStandIn, type PlacesStandIn } from './places-stand-in';
export { NewsletterProviderStandIn } from './newsletter-provider-standin';
