/** A full-page load of another address (the welcome page loads fresh, as the spec asks). */
export function loadPage(url: string): void {
  window.location.assign(url);
}
