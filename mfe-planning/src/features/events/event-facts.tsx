/**
 * An event's facts (docs/rules/planning.md#events-calendar), the same list on its card and in its
 * detail: date, time and venue; the detail adds the address, the price and the organizer. No
 * attendance figure: the site counts no RSVPs (issue 30).
 */
import { FactsList } from '@estes/shared/ui/facts-list';
import { formatEventDate } from '../../domain/events-rules';
import type { CalendarEvent, EventSource } from '../../domain/events-types';

/** The dates' source as the detail says it (docs/rules/planning.md#event-sources). */
const sourceText = (source: EventSource): string =>
  'none' in source ? source.none : `${source.name} (${source.url}), recorded ${source.recorded}`;

export function EventFacts({ event, detail = false }: { event: CalendarEvent; detail?: boolean }) {
  return (
    <FactsList
      facts={[
        { label: 'Date', value: <time dateTime={event.date}>{formatEventDate(event.date, event.endDate)}</time> },
        { label: 'Time', value: event.time },
        { label: 'Venue', value: event.venue },
        detail && { label: 'Address', value: event.location },
        detail && { label: 'Price', value: event.price },
        detail && { label: 'Organizer', value: event.organizer },
        detail && event.source && { label: 'Source', value: sourceText(event.source) },
      ]}
    />
  );
}
