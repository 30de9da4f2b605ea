/**
 * An event's facts (docs/rules/planning.md#events-calendar), the same list on its card and in its
 * detail: date, time and venue, who is attending when the event counts places; the detail adds
 * the address, the price and the organizer.
 */
import { FactsList } from '@estes/shared/ui/facts-list';
import { formatEventDate } from '../../domain/events-rules';
import type { CalendarEvent } from '../../domain/events-types';

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let countFormat: Intl.NumberFormat | undefined;
const count = (value: number): string => (countFormat ??= new Intl.NumberFormat('en-US')).format(value);

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
        Boolean(event.capacity) && {
          label: 'Attending',
          value: `${count(event.attendees ?? 0)}/${count(event.capacity ?? 0)} attending`,
        },
      ]}
    />
  );
}
