/**
 * An event's facts (docs/rules/planning.md#events-calendar), the same list on its card and in its
 * detail: date (labelled when its source is not recorded), time and venue; the detail adds the address, the price and the organizer. No
 * attendance figure: the site counts no RSVPs (issue 30).
 */
import { FactsList } from '@estes/shared/ui/facts-list';
import { EventDates } from '@estes/shared/planning/event-dates';
import { datesConfirmed, formatEventDate } from '../../domain/events-rules';
import type { CalendarEvent, EventSource } from '../../domain/events-types';

/** The dates' source as the detail says it (docs/rules/planning.md#event-sources). */
const sourceText = (source: EventSource): string =>
  'none' in source ? source.none : `${source.name} (${source.url}), recorded ${source.recorded}`;

export function EventFacts({ event, detail = false }: { event: CalendarEvent; detail?: boolean }) {
  return (
    <FactsList
      facts={[
        {
          label: 'Date',
          value: (
            <EventDates
              date={event.date}
              dateText={formatEventDate(event.date, event.endDate)}
              datesConfirmed={datesConfirmed(event)}
            />
          ),
        },
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
