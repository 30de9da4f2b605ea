/**
 * A full-page load of another address (the welcome page loads fresh:
 * docs/rules/planning.md#newsletter-placements).
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}
