// @ts-check
/**
 * Stands in for stylis' vendor prefixer (`stylis/src/Prefixer.js`) in the browser builds
 * (decision 010). styled-components 6 prefixes only under a StyleSheetManager with
 * `enableVendorPrefixes`, which the site never sets, so the prefixer's tables (1.2 KB gzip
 * of every first load) never ran. Setting it would now fail loudly here rather than ship
 * styles that differ from the server's.
 * @returns {never}
 */
export function prefix() {
  throw new Error('Vendor prefixing is left out of the browser build (decision 010): do not set enableVendorPrefixes.');
}
