/**
 * /events (docs/rules/planning.md#events-calendar): the calendar by category chip and page, both in
 * the URL query (?category=music&page=2) so the list is shareable and the server renders the same
 * page; ?event=<id> opens that event's detail. The loader merges the site's events with approved
 * visitor submissions, keeps those not yet over, and returns only the page shown (plus the open
 * event), so the HTML and hydration data stay small.
 */
import { useCallback } from 'react';
import styled from 'styled-components';
import { mountainDate } from '@estes/shared/mountain-time';
import { CategoryChips } from '@estes/shared/ui/category-chips';
import { PageLinks } from '@estes/shared/ui/page-links';
import {
  CardGrid,
  Container,
  Link,
  PageHero,
  paths,
  useAreaPageData,
  useNavigate,
  type AreaLoaderArgs,
} from '@estes/shared';
import { FormSection } from '../../components/form-section';
import { contactBlocks } from '../../data/contact-blocks';
import { EmptyResult } from '../../components/empty-result';
import {
  chipCounts,
  eventsQuerySearch,
  pageOfEvents,
  parseEventsQuery,
  upcoming,
  withCategory,
} from '../../domain/events-rules';
import type { CalendarEvent, EventsQuery, FilterChip } from '../../domain/events-types';
import { EventCard } from './event-card';
import { EventDialog } from './event-dialog';
import { EventListingForm } from './event-listing-form';
import { EventsNewsletterBar } from './events-newsletter-bar';

export interface EventsPageData {
  query: EventsQuery;
  chips: FilterChip[];
  events: CalendarEvent[];
  total: number;
  pageCount: number;
  /** The event whose detail is open (?event=…), if it exists. */
  selected: CalendarEvent | null;
  /** A plain form post came back accepted (?sent=<id>). */
  sent: boolean;
}

export async function loader({ request, api }: AreaLoaderArgs): Promise<EventsPageData> {
  const url = new URL(request.url);
  // The calendar's data (the site's events, the approved submissions' parser) is fetched with
  // the loader: on the server at once, in the browser only for a client-side navigation, so
  // the page's first load carries neither (its data comes with the HTML).
  const { loadApprovedEvents, siteEvents } = await import(
    /* webpackChunkName: "planning-events-catalogue" */ './events-catalogue'
  );
  const approved = await loadApprovedEvents(api);
  const calendar = upcoming([...siteEvents, ...approved], mountainDate(new Date()));
  const asked = parseEventsQuery(url.searchParams);
  const page = pageOfEvents(calendar, asked);
  const selectedId = url.searchParams.get('event');
  return {
    query: { category: asked.category, page: page.page },
    chips: chipCounts(calendar),
    events: page.items,
    total: page.total,
    pageCount: page.pageCount,
    selected: (selectedId && calendar.find((event) => event.id === selectedId)) || null,
    sent: /^s[0-9a-f]{10}$/.test(url.searchParams.get('sent') ?? ''),
  };
}

const urlOf = (query: EventsQuery, event?: string) => `${paths.events()}${eventsQuerySearch(query, event)}`;

export default function EventsPage() {
  const { query, chips, events, total, pageCount, selected, sent } = useAreaPageData<EventsPageData>();
  const navigate = useNavigate();
  const closeDetail = useCallback(() => {
    const id = selected?.id;
    navigate(urlOf(query), { replace: true, preventScrollReset: true });
    if (id)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-learn-more="${CSS.escape(id)}"]`)?.focus(),
      );
  }, [navigate, query, selected]);

  return (
    <>
      <PageHero
        heading="Upcoming Events & Experiences"
        eyebrow="Events calendar"
        intro="Elk Fest, the Scottish-Irish Highland Festival, the Rooftop Rodeo, summer concerts and holiday parades: what’s on in Estes Park this year."
        art="townRiver"
      />
      <EventsNewsletterBar />
      <Container>
        <Filters
          label="Event categories"
          currentMarker="true"
          chips={chips.map((chip) => ({
            key: chip.id,
            label: chip.name,
            to: urlOf(withCategory(chip.id)),
            count: chip.count,
            current: chip.id === query.category,
          }))}
        />
        <section aria-labelledby="events-count">
          <Count id="events-count" aria-live="polite">
            {total} {total === 1 ? 'Event' : 'Events'} Found
          </Count>
          {events.length === 0 ? (
            <EmptyResult role="status">
              <h3>No events found</h3>
              <p>Try selecting a different filter to find more events.</p>
              <Link to={urlOf(withCategory('all'))} preventScrollReset>
                Show All Events
              </Link>
            </EmptyResult>
          ) : (
            <>
              <Grid aria-label="Events">
                {events.map((event) => (
                  <EventCard key={event.id} event={event} learnMoreHref={urlOf(query, event.id)} />
                ))}
              </Grid>
              {pageCount > 1 ? (
                <PageLinks
                  label="Events pages"
                  page={query.page}
                  pageCount={pageCount}
                  hrefOf={(page) => urlOf({ ...query, page })}
                  ends="disabled"
                  preventScrollReset
                />
              ) : null}
            </>
          )}
        </section>
      </Container>
      <FormSection
        id="submit-event"
        tone="plain"
        heading="Submit Your Event"
        lead={
          <>
            Hosting something in Estes Park? Tell us about it: listing is free, and a person reviews every event within
            48 hours. For photos and more details use the <Link to={paths.submitEvent()}>full submission form</Link>.
          </>
        }
        contact={contactBlocks.events}
      >
        <EventListingForm sent={sent} />
      </FormSection>
      {selected ? <EventDialog key={selected.id} event={selected} onClose={closeDetail} /> : null}
    </>
  );
}

const Count = styled.h2`
  font-size: 1.375rem;
  margin: 1.5rem 0 0;
`;

const Filters = styled(CategoryChips)`
  margin-top: 2rem;
`;

const Grid = styled(CardGrid)`
  margin: 1rem 0 2rem;
`;
