/**
 * What the site's query parameters are, beyond what each page reads (decision 035): those a
 * page never reads (campaign and ad-click tags), those that carry what one visitor just sent,
 * and those every page hosting the newsletter form reads. Each route declares the parameters
 * it reads (`AreaRouteDefinition.query`); the site server renders and caches a page with those
 * only.
 */

/**
 * Tags a link carries for analytics (`utm_source`, an ad click's id): analytics read them in
 * the browser, no page reads them on the server. Dropped whatever a route declares.
 */
const trackingNames = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

export const isTrackingParameter = (name: string): boolean => {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || trackingNames.has(lower);
};

/**
 * What one visitor just sent, brought back to a page after a plain form post: its submission
 * id, the address typed into a sign-up that failed, photos left out. A page rendered with one
 * of them is that visitor's alone: never kept, here or in a CDN.
 */
export const perVisitorQueryParameters = ['sent', 'email', 'dropped'] as const;

/**
 * What a newsletter sign-up without JavaScript brings back to the form's page
 * (`?newsletter=<code>&placement=<placement>`, and the address when it failed the check):
 * every page that hosts the form reads them.
 */
export const newsletterQueryParameters = ['newsletter', 'placement', 'email'] as const;
