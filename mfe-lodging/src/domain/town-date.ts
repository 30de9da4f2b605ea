/**
 * "Today" for stays in Estes Park is the town's calendar date (America/Denver), whoever is
 * asking and wherever the server runs, so the server's HTML and the browser agree on the
 * dates a visitor may pick.
 */
const townDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Denver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The town's date as YYYY-MM-DD. */
export function townToday(now: Date = new Date()): string {
  return townDate.format(now);
}
