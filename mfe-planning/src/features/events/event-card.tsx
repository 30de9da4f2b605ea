/**
 * One event on the calendar (docs/rules/planning.md#events-calendar): every field of the card, and
 * Learn More.
 */
import styled from 'styled-components';
import { Link, VisuallyHidden, theme } from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import { badgeColourOf, formatEventDate, tagPreview } from '../../domain/events-rules';
import type { CalendarEvent } from '../../domain/events-types';
import { eventTripItem } from '../../domain/trip-items';
import { EventCardFrame, EventPicture, FeaturedBadge } from './event-card-frame';

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let countFormat: Intl.NumberFormat | undefined;
const count = (value: number): string => (countFormat ??= new Intl.NumberFormat('en-US')).format(value);

export function CategoryBadge({ category }: { category: string }) {
  const colour = badgeColourOf(category);
  return (
    <Badge $background={colour.background} $text={colour.text} data-category={category}>
      {category}
    </Badge>
  );
}

export function EventCard({ event, learnMoreHref }: { event: CalendarEvent; learnMoreHref: string }) {
  const headingId = `event-${event.id}`;
  const { shown, more } = tagPreview(event.tags);
  return (
    <EventCardFrame aria-labelledby={headingId} data-event-id={event.id}>
      <EventPicture>
        <img
          src={event.image.src}
          alt={event.image.alt}
          width={event.image.width}
          height={event.image.height}
          loading="lazy"
          decoding="async"
        />
        {event.featured ? <FeaturedBadge>Featured</FeaturedBadge> : null}
      </EventPicture>
      <Body>
        <CategoryBadge category={event.category} />
        <h3 id={headingId}>{event.title}</h3>
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
          {event.capacity ? (
            <div>
              <dt>Attending</dt>
              <dd>
                {count(event.attendees ?? 0)}/{count(event.capacity)} attending
              </dd>
            </div>
          ) : null}
        </Facts>
        <Description>{event.description}</Description>
        {shown.length > 0 ? (
          <Tags aria-label={`Tags for ${event.title}`}>
            {shown.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
            {more ? (
              <li className="more" title={event.tags.slice(3).join(', ')}>
                {more}
              </li>
            ) : null}
          </Tags>
        ) : null}
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
      </Body>
    </EventCardFrame>
  );
}

export const Badge = styled.span<{ $background: string; $text: string }>`
  align-self: flex-start;
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radius.pill};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1rem 1.125rem 1.25rem;
  flex: 1;
  h3 {
    font-size: 1.125rem;
    margin: 0;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;
  font-size: 0.875rem;
  > div {
    display: contents;
  }
  dt {
    font-weight: 700;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    color: ${theme.color.body};
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.color.body};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    font-size: 0.8125rem;
    padding: 0.125rem 0.5rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.tealWash};
    color: ${theme.color.pine};
  }
  li.more {
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    font-weight: 700;
  }
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

const LearnMore = styled(Link)`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border-radius: ${theme.radius.small};
  background: ${theme.color.teal};
  color: ${theme.color.white};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.color.pine};
  }
`;
