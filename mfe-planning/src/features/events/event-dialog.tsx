/**
 * An event's own detail (Learn More): a modal <dialog> with the full description, every fact,
 * the organizer's site and 'Add to calendar' (an .ics from GET /api/planning/events/:id.ics,
 * with Google Calendar and Outlook links beside it; a weekly walk stays weekly in all three).
 * The browser's modal dialog keeps focus inside and closes on Escape; closing takes the
 * event out of the URL and puts focus back on the card's Learn More. Rendered open on the
 * server too, so /events?event=… shows the detail before (or without) any script.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { getSiteSettings, theme } from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import { calendarLinks } from '../../domain/events-ics';
import { eventDetailPath, formatEventDate } from '../../domain/events-rules';
import type { CalendarEvent } from '../../domain/events-types';
import { eventTripItem } from '../../domain/trip-items';
import { CategoryBadge, Facts } from './event-card';

export const icsPath = (id: string) => `/api/planning/events/${encodeURIComponent(id)}.ics`;

export function EventDialog({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The server's HTML has it open but not modal; reopen it as a modal.
    if (element.open) element.close();
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Reopening queues a 'close' event for the non-modal dialog; only a dialog that is still
    // closed when the event arrives was closed by the visitor.
    const onCloseEvent = () => {
      if (!element.open) close.current();
    };
    element.addEventListener('close', onCloseEvent);
    return () => element.removeEventListener('close', onCloseEvent);
  }, [event.id]);

  const titleId = `event-dialog-title-${event.id}`;
  const links = calendarLinks(event, new URL(eventDetailPath(event.id), getSiteSettings().siteUrl).toString());
  return (
    <Dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      onClick={(click) => {
        if (click.target === click.currentTarget) dialog.current?.close();
      }}
    >
      <Panel>
        <Head>
          <CategoryBadge category={event.category} />
          <form method="dialog">
            <Close type="submit" aria-label={`Close ${event.title}`} data-autofocus>
              ×
            </Close>
          </form>
        </Head>
        <h2 id={titleId}>{event.title}</h2>
        <Facts>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={event.date}>{formatEventDate(event.date, event.endDate)}</time>
            </dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{event.time}</dd>
          </div>
          <div>
            <dt>Venue</dt>
            <dd>{event.venue}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{event.location}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{event.price}</dd>
          </div>
          <div>
            <dt>Organizer</dt>
            <dd>{event.organizer}</dd>
          </div>
          {event.capacity ? (
            <div>
              <dt>Attending</dt>
              <dd>
                {event.attendees ?? 0}/{event.capacity} attending
              </dd>
            </div>
          ) : null}
        </Facts>
        <FullText>{event.description}</FullText>
        {event.tags.length > 0 ? <TagLine>{event.tags.join(' · ')}</TagLine> : null}
        <Actions>
          <SaveToTripButton item={eventTripItem(event)} />
          <Download href={icsPath(event.id)} download>
            Add to calendar (.ics)
          </Download>
          <External href={links.google} target="_blank" rel="noopener noreferrer">
            Google Calendar<span className="hidden"> (opens in a new tab)</span>
          </External>
          <External href={links.outlook} target="_blank" rel="noopener noreferrer">
            Outlook<span className="hidden"> (opens in a new tab)</span>
          </External>
          {event.website ? (
            <External href={event.website} target="_blank" rel="noopener noreferrer">
              Event website<span className="hidden"> (opens in a new tab)</span>
            </External>
          ) : null}
        </Actions>
      </Panel>
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: min(40rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0;
  border: none;
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.raised};
  color: ${theme.color.body};
  &::backdrop {
    background: rgba(15, 23, 42, 0.6);
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1.25rem 1.5rem 1.5rem;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  form {
    margin: 0;
  }
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.white};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${theme.color.ink};
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
  .hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.125rem;
  border-radius: ${theme.radius.small};
  background: ${theme.color.teal};
  color: ${theme.color.white};
  font-weight: 700;
  text-decoration: none;
`;

const External = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.125rem;
  border: 2px solid ${theme.color.teal};
  border-radius: ${theme.radius.small};
  color: ${theme.color.teal};
  font-weight: 700;
  text-decoration: none;
`;
