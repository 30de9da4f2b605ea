/**
 * An event's own detail (Learn More): a modal <dialog> with the full description, every fact,
 * the organizer's site and 'Add to calendar' (an .ics from GET /api/planning/events/:id.ics,
 * with Google Calendar and Outlook links beside it; a weekly walk stays weekly in all three).
 * The site's one Dialog: focus stays inside and Escape closes it; closing takes the event out
 * of the URL and puts focus back on the card's Learn More. Rendered open on the server too,
 * so /events?event=… shows the detail before (or without) any script.
 */
import styled from 'styled-components';
import { buttonStyles, getSiteSettings, theme, VisuallyHidden, type ButtonTone } from '@estes/shared';
import { Dialog, DialogClose, DialogHead } from '@estes/shared/ui/dialog';
import { SaveToTripButton } from '@estes/shared/my-trip';
import { calendarLinks } from '../../domain/events-ics';
import { eventDetailPath } from '../../domain/events-rules';
import type { CalendarEvent } from '../../domain/events-types';
import { eventTripItem } from '../../domain/trip-items';
import { CategoryBadge } from '../../components/event-card-frame';
import { EventFacts } from './event-facts';

export const icsPath = (id: string) => `/api/planning/events/${encodeURIComponent(id)}.ics`;

export function EventDialog({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const titleId = `event-dialog-title-${event.id}`;
  const links = calendarLinks(event, new URL(eventDetailPath(event.id), getSiteSettings().siteUrl).toString());
  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      <Panel>
        <DialogHead>
          <CategoryBadge category={event.category} />
          <DialogClose label={`Close ${event.title}`} />
        </DialogHead>
        <h2 id={titleId}>{event.title}</h2>
        <EventFacts event={event} detail />
        <FullText>{event.description}</FullText>
        {event.tags.length > 0 ? <TagLine>{event.tags.join(' · ')}</TagLine> : null}
        <Actions>
          <SaveToTripButton item={eventTripItem(event)} />
          <Download href={icsPath(event.id)} download>
            Add to calendar (.ics)
          </Download>
          <External href={links.google} target="_blank" rel="noopener noreferrer">
            Google Calendar<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </External>
          <External href={links.outlook} target="_blank" rel="noopener noreferrer">
            Outlook<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </External>
          {event.website ? (
            <External href={event.website} target="_blank" rel="noopener noreferrer">
              Event website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </External>
          ) : null}
        </Actions>
      </Panel>
    </Dialog>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const FullText = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const TagLine = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The detail's actions: the calendar file a filled button, the outside links outlined. */
const Download = styled.a<{ $tone?: ButtonTone }>`
  ${buttonStyles}
`;

const External = styled.a.attrs<{ $tone?: ButtonTone }>({ $tone: 'outline' })`
  ${buttonStyles}
`;
