/**
 * One event on the calendar (docs/rules/planning.md#events-calendar): every field of the card, and
 * Learn More.
 */
import styled from 'styled-components';
import { Link, VisuallyHidden, buttonStyles, theme, type ButtonTone } from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import { Card, CardBody, CardTitle } from '@estes/shared/ui/card';
import type { CalendarEvent } from '../../domain/events-types';
import { eventTripItem } from '../../domain/trip-items';
import { CategoryBadge, EventPicture } from '../../components/event-card-frame';
import { TagList } from '../../components/tag-list';
import { EventFacts } from './event-facts';

export function EventCard({ event, learnMoreHref }: { event: CalendarEvent; learnMoreHref: string }) {
  const headingId = `event-${event.id}`;
  return (
    <Card as="li" aria-labelledby={headingId} data-event-id={event.id}>
      <EventPicture image={event.image} featured={event.featured} />
      <CardBody>
        <CategoryBadge category={event.category} />
        <CardTitle id={headingId}>{event.title}</CardTitle>
        <EventFacts event={event} />
        <Description>{event.description}</Description>
        {event.tags.length > 0 ? <TagList items={event.tags} label={`Tags for ${event.title}`} /> : null}
        <SaveToTripButton item={eventTripItem(event)} />
        <Footer>
          <div>
            <Price>{event.price}</Price>
            <Organizer>By {event.organizer}</Organizer>
          </div>
          <LearnMore to={learnMoreHref} preventScrollReset data-learn-more={event.id}>
            Learn More<VisuallyHidden> about {event.title}</VisuallyHidden>
          </LearnMore>
        </Footer>
      </CardBody>
    </Card>
  );
}

/**
 * Three lines at most. Only the prefixed form: every browser supports it, none the plain
 * `line-clamp` yet, and the HTML checker's CSS rules reject that (issue 28).
 */
const Description = styled.p`
  margin: 0;
  color: ${theme.color.body};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.75rem;
  padding-top: 0.5rem;
  border-top: 1px solid ${theme.color.line};
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.color.ink};
`;

const Organizer = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
`;

const LearnMore = styled(Link)<{ $tone?: ButtonTone }>`
  ${buttonStyles}
  flex-shrink: 0;
`;
