/**
 * /downtown: the guide to Elkhorn Avenue and the Riverwalk. The hero, a live strip (town time,
 * what is open now, the usual parking, ticking every minute), the season's banner, history,
 * parking, the directory (the planning area's places with their live facts, read from its API;
 * category and "open now" in the URL query; each card opens its detail),
 * the map of the places, events (the calendar's, read from the planning area's API), tips, the
 * walking tour, places to stay downtown (the lodging area's, read from its API) and getting there.
 */
import { useEffect, useState } from 'react';
import { PageHero, paths, useAreaPageData, type AreaLoaderArgs } from '@estes/shared';
import type { DowntownStaysAnswer } from '@estes/shared/api/lodging/downtown-stays';
import type { DowntownEventsAnswer } from '@estes/shared/api/planning/downtown-events';
import type { DowntownPlacesAnswer } from '@estes/shared/api/planning/downtown-places';
import { LinkCardGrid } from '@estes/shared/page-frame';
import { PageSection } from '@estes/shared/ui/section';
import { mountainClock } from '@estes/shared/mountain-time';
import { parseDirectoryQuery, type DirectoryQuery } from '../../domain/downtown';
import { seasonFromMonth } from '../../domain/season';
import { clockTickMs } from '../../domain/webcams';
import { DowntownDirectory } from './downtown-directory';
import { DowntownEvents } from './downtown-events';
import { DowntownNow } from './downtown-now';
import { DowntownStays } from './downtown-stays';
import { GettingThere, HistoricStreet, ParkingGuide, TipsAndTour } from './downtown-sections';

export interface DowntownPageData {
  query: DirectoryQuery;
  now: number;
  /** The planning area's directory of downtown places with live facts; undefined when unreadable. */
  places?: DowntownPlacesAnswer;
  /** The lodging area's places to stay downtown; undefined when its API could not be read. */
  stays?: DowntownStaysAnswer;
  /** The calendar's events downtown (planning's API); undefined when it could not be read. */
  events?: DowntownEventsAnswer;
}

export async function loader({ request, api }: AreaLoaderArgs): Promise<DowntownPageData> {
  const query = parseDirectoryQuery(new URL(request.url).searchParams);
  // The lodging API's contract (and its zod check) is fetched here: on the server at once, in the
  // browser only for a client-side navigation, never with the page's first load.
  const [stays, events, places] = await Promise.all([
    import(/* webpackChunkName: "conditions-downtown-stays" */ './downtown-stays-loader')
      .then(({ fetchDowntownStays }) => fetchDowntownStays(api, request.signal))
      .catch(() => undefined),
    import(/* webpackChunkName: "conditions-downtown-events" */ './downtown-events-loader')
      .then(({ fetchDowntownEvents }) => fetchDowntownEvents(api, request.signal))
      .catch(() => undefined),
    import(/* webpackChunkName: "conditions-downtown-places" */ './downtown-places-loader')
      .then(({ fetchDowntownPlaces }) => fetchDowntownPlaces(api, request.signal))
      .catch(() => undefined),
  ]);
  return {
    query,
    now: Date.now(),
    ...(places?.ok ? { places: places.data } : {}),
    ...(stays?.ok ? { stays: stays.data } : {}),
    ...(events?.ok ? { events: events.data } : {}),
  };
}

export default function DowntownPage() {
  const { query, now, stays, events, places } = useAreaPageData<DowntownPageData>();
  const [clock, setClock] = useState(now);

  useEffect(() => {
    const ticks = setInterval(() => setClock(Date.now()), clockTickMs);
    return () => clearInterval(ticks);
  }, []);

  const time = mountainClock(new Date(clock));
  const season = seasonFromMonth(time.month);

  return (
    <>
      <PageHero
        heading="Downtown Estes Park"
        eyebrow="Downtown guide"
        intro="Stroll the Riverwalk and Elkhorn Avenue: historic storefronts, shops, restaurants, parking tips and events in the heart of town."
        art="townRiver"
      />
      <DowntownNow clock={clock} time={time} season={season} places={places} />
      <HistoricStreet />
      <ParkingGuide />
      <DowntownDirectory query={query} answer={places} />
      <DowntownEvents answer={events} />
      <TipsAndTour />
      <DowntownStays answer={stays} />
      <GettingThere />
      <PageSection id="downtown-next" heading="Plan the rest of your trip">
        <LinkCardGrid
          links={[
            { title: 'Plan your trip', href: paths.tripPlanning(), text: 'Build your days around downtown.' },
            { title: 'Events', href: paths.events(), text: 'Festivals and concerts on the calendar.' },
            { title: 'Where to stay', href: paths.accommodations(), text: 'Stay within walking distance.' },
          ]}
        />
      </PageSection>
    </>
  );
}
