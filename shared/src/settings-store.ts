/**
 * The settings of this page. Only the browser entry of the package exports it, so there is
 * exactly one copy: every app shares that entry as a federation singleton.
 */
import { defaultSiteSettings, type PublicSiteSettings } from './site-settings';

let activeSettings: PublicSiteSettings = defaultSiteSettings;

/**
 * Called once at start by whichever bundle boots the page (the shell, or a remote running
 * alone). Every app shares one copy of this package, so remotes see the same values.
 */
export function configureSiteSettings(settings: PublicSiteSettings): void {
  activeSettings = settings;
}

export function getSiteSettings(): PublicSiteSettings {
  return activeSettings;
}

/** Settings never change after start, so a plain read is safe in render. */
export function useSiteSettings(): PublicSiteSettings {
  return activeSettings;
}
