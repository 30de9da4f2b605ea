/**
 * "Today" for stays in Estes Park is the town's calendar date (America/Denver), whoever is
 * asking and wherever the server runs, so the server's HTML and the browser agree on the
 * dates a visitor may pick.
 *
 * The formatter is made on first use: a page hydrating with the server's data never needs it,
 * and a time-zone formatter costs milliseconds of ICU set-up when the page's code loads.
 */
let townDate: Intl.DateTimeFormat | undefined;

/** The town's date as YYYY-MM-DD. */
export function townToday(now: Date = new Date()): string {
  townDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return townDate.format(now);
}
