import type { PublicSiteSettings } from '../site-settings';

/** A site path as an absolute URL of the site (absolute URLs pass through). */
export const absoluteUrl = (settings: PublicSiteSettings, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${settings.siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
