/**
 * "Downtown events" on the downtown guide (issue 30): the calendar's events still to come at a
 * downtown venue, as the planning area answers them (GET /api/planning/downtown-events), never a
 * copy here, so their dates (with the calendar's label when no source confirms them), times and
 * places read as on /events. Each opens its page on the
 * calendar. When the calendar cannot be read the section says so and links to it.
 */
import styled from 'styled-components';
import { Link, paths, theme } from '@estes/shared';
import type { DowntownEventsAnswer } from '@estes/shared/api/planning/downtown-events';
import { EventDates } from '@estes/shared/planning/event-dates';
import { PageSection } from '@estes/shared/ui/section';
import { TileGrid } from '../../components/lists';

export function DowntownEvents({ answer }: { answer: DowntownEventsAnswer | undefined }) {
  const calendarPath = answer?.calendarPath ?? paths.events();
  return (
    <PageSection id="events" heading="Downtown events">
      {answer && answer.events.length > 0 ? (
        <>
          <Tiles>
            {answer.events.map((event) => (
              <li key={event.id} data-testid="downtown-event" data-event-id={event.id}>
                <Tag>
                  {event.category}
                  {event.recurring ? ' · Every year' : ''}
                </Tag>
                <h3>
                  <Link to={event.path}>{event.title}</Link>
                </h3>
                <Small>
                  <span data-testid="downtown-event-date">
                    <EventDates date={event.date} dateText={event.dateText} datesConfirmed={event.datesConfirmed} />
                  </span>{' '}
                  · <span data-testid="downtown-event-time">{event.time}</span>
                </Small>
                <Small data-testid="downtown-event-venue">{event.venue}</Small>
                <p>{event.description}</p>
              </li>
            ))}
          </Tiles>
          <p>
            <Link to={calendarPath}>See the full calendar</Link>
          </p>
        </>
      ) : (
        <p data-testid="downtown-events-unavailable">
          {answer
            ? 'No events downtown are on the calendar for the coming weeks.'
            : 'The events calendar could not be read just now.'}{' '}
          <Link to={calendarPath}>See the events calendar</Link>
        </p>
      )}
    </PageSection>
  );
}

const Tiles = styled(TileGrid)`
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.375rem;
    padding: 1.125rem;
    background: ${theme.color.white};
  }
  h3 {
    font-size: 1.0625rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0.25rem 0 0.75rem;
    color: ${theme.color.body};
  }
`;

const Small = styled.p`
  && {
    margin: 0;
    font-size: 0.875rem;
    color: ${theme.color.muted};
  }
`;

const Tag = styled.span`
  padding: 0.125rem 0.5rem;
  margin-bottom: 0.5rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tealMist};
  color: ${theme.color.pine};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
`;
