/**
 * The home page's events teaser ('Upcoming Events & Experiences', docs/rules/site.md#home-page):
 * the next four events on the calendar, 'Featured' on the first, each Learn More opening that
 * event's detail on /events (/events?event=<id>), and 'View Full Calendar'. The loader picks the
 * events on the server, so both sides render the same cards.
 */
import styled from 'styled-components';
import { mountainDate } from '@estes/shared/mountain-time';
import { Card, CardBody, CardTitle } from '@estes/shared/ui/card';
import { FactsList } from '@estes/shared/ui/facts-list';
import { ButtonLink, Link, VisuallyHidden, mediaUp, paths, theme, type WidgetLoaderArgs } from '@estes/shared';
import { loadApprovedEvents, siteEvents } from '../features/events/events-catalogue';
import { EventDates } from '@estes/shared/planning/event-dates';
import { datesConfirmed, eventDetailPath, formatEventDate, sortByDate, upcoming } from '../domain/events-rules';
import type { CalendarEvent } from '../domain/events-types';
import { CategoryBadge, EventPicture } from '../components/event-card-frame';

/**
 * A teaser card: title, date (and whether a source confirms it), time, location (the venue),
 * category, image, featured.
 */
export type TeaserEvent = Pick<
  CalendarEvent,
  'id' | 'title' | 'date' | 'endDate' | 'time' | 'category' | 'image' | 'featured'
> & { location: string; datesConfirmed: boolean };

export interface EventsTeaserData {
  events: TeaserEvent[];
}

export const teaserEventCount = 4;

export function nextEvents(events: readonly CalendarEvent[], today: string, count = teaserEventCount): TeaserEvent[] {
  return sortByDate(upcoming(events, today))
    .slice(0, count)
    .map((event, index) => ({
      id: event.id,
      title: event.title,
      date: event.date,
      ...(event.endDate ? { endDate: event.endDate } : {}),
      datesConfirmed: datesConfirmed(event),
      time: event.time,
      location: event.venue,
      category: event.category,
      image: event.image,
      featured: index === 0,
    }));
}

export async function loader({ api }: WidgetLoaderArgs): Promise<EventsTeaserData> {
  const approved = await loadApprovedEvents(api, 1500);
  return { events: nextEvents([...siteEvents, ...approved], mountainDate(new Date())) };
}

export default function EventsTeaserWidget({ data }: { data: EventsTeaserData }) {
  return (
    <section aria-labelledby="events-teaser-heading">
      <Header>
        <h2 id="events-teaser-heading">Upcoming Events &amp; Experiences</h2>
        <ButtonLink to={paths.events()} tone="outline">
          View Full Calendar
        </ButtonLink>
      </Header>
      <Cards>
        {data.events.map((event) => (
          <Card as="li" key={event.id} aria-labelledby={`teaser-${event.id}`}>
            <EventPicture image={event.image} featured={event.featured} />
            <Body>
              <CategoryBadge category={event.category} />
              <CardTitle id={`teaser-${event.id}`}>{event.title}</CardTitle>
              <FactsList
                layout="inline"
                labels="hidden"
                facts={[
                  {
                    label: 'Date',
                    value: (
                      <EventDates
                        date={event.date}
                        dateText={formatEventDate(event.date, event.endDate)}
                        datesConfirmed={event.datesConfirmed}
                      />
                    ),
                  },
                  { label: 'Time', value: event.time },
                  { label: 'Venue', value: event.location },
                ]}
              />
              <More to={eventDetailPath(event.id)}>
                Learn More<VisuallyHidden> about {event.title}</VisuallyHidden>
              </More>
            </Body>
          </Card>
        ))}
      </Cards>
    </section>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  h2 {
    margin: 0;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  ${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Body = styled(CardBody)`
  padding: 1rem;
  dl {
    color: ${theme.color.muted};
  }
`;

const More = styled(Link)`
  margin-top: auto;
  font-weight: 700;
  color: ${theme.color.teal};
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;
