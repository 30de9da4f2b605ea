/**
 * An event's dates as every screen says them (docs/rules/planning.md#event-sources): the
 * calendar's words and, for an event whose dates have no recorded source, one label on the same
 * line. Said once here, so an event's card and page on /events, the home teaser and /downtown
 * (which gets the flag from GET /api/planning/downtown-events) read the same. No dependencies:
 * every page that shows an event loads it.
 */

/** What an event whose dates have no recorded source says beside them. */
export const unconfirmedDatesLabel = 'dates not confirmed';

/** The date line as text (a page title, a search result): "Jul 7 – 12, 2027 · dates not confirmed". */
export const eventDatesText = (dateText: string, datesConfirmed: boolean): string =>
  datesConfirmed ? dateText : `${dateText} · ${unconfirmedDatesLabel}`;

/** The date line in a page: the dates as a `<time>`, then the label when they are not confirmed. */
export function EventDates({
  date,
  dateText,
  datesConfirmed,
}: {
  date: string;
  dateText: string;
  datesConfirmed: boolean;
}) {
  return (
    <>
      <time dateTime={date}>{dateText}</time>
      {datesConfirmed ? null : ` · ${unconfirmedDatesLabel}`}
    </>
  );
}
