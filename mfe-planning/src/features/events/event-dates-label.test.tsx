/**
 * An event's dates without a recorded source are labelled on their line, the same on its card
 * and its own page (docs/rules/planning.md#event-sources); a sourced event's and an approved
 * submission's are not.
 */
import { screen, within } from '@testing-library/react';
import { unconfirmedDatesLabel } from '@estes/shared/planning/event-dates';
import type { CalendarEvent } from '../../domain/events-types';
import { renderInRouter } from '../../testing/render-in-router';
import { siteEvents } from './events-catalogue';
import { EventCard } from './event-card';
import { EventDialog } from './event-dialog';

const rodeo = siteEvents.find((event) => event.id === 'rooftop-rodeo-2027') as CalendarEvent;
const sourced: CalendarEvent = {
  ...rodeo,
  source: { name: 'Town of Estes Park events calendar', url: 'https://example.org/rodeo', recorded: '2026-11-26' },
};
/** An approved submission carries no source field: its dates are its organizer's. */
const approved: CalendarEvent = { ...rodeo };
delete approved.source;

/** The Date line's value, as a FactsList shows it. */
const dateLine = (container: HTMLElement) =>
  within(container).getByText('Date', { selector: 'dt' }).nextElementSibling as HTMLElement;

function card(event: CalendarEvent): HTMLElement {
  const { container } = renderInRouter(
    <ul>
      <EventCard event={event} learnMoreHref={`/events?event=${event.id}`} />
    </ul>,
  );
  return container;
}

describe('the date line of an event', () => {
  it('says the dates are not confirmed, on the card and on its own page, when no source is recorded', () => {
    expect(rodeo.source).toEqual({ none: expect.any(String) });
    const onCard = dateLine(card(rodeo));
    expect(onCard).toHaveTextContent(/^Jul 7 – 12, 2027 · dates not confirmed$/);
    // The dates stay machine-readable on their own; the label sits beside them.
    expect(onCard.querySelector('time')).toHaveAttribute('datetime', '2027-07-07');
    expect(onCard.querySelector('time')).toHaveTextContent(/^Jul 7 – 12, 2027$/);

    renderInRouter(<EventDialog event={rodeo} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dateLine(dialog).textContent).toBe(onCard.textContent);
    expect(dialog).toHaveTextContent(/Source.*No source recorded/);
  });

  it('says nothing more for an event with a recorded source or an approved submission', () => {
    expect(dateLine(card(sourced))).toHaveTextContent(/^Jul 7 – 12, 2027$/);
    expect(dateLine(card(approved))).toHaveTextContent(/^Jul 7 – 12, 2027$/);
    expect(document.body).not.toHaveTextContent(unconfirmedDatesLabel);
  });
});
