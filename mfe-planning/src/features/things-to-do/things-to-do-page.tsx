/**
 * /things-to-do: the activities directory, searched, filtered and sorted as the URL query says
 * (so the header's ?category=Outdoor, shared links and back/forward work), with each place's
 * live facts from the places provider (read by the loader from the planning area's own API,
 * decision 040), rendered complete on the server. Places closed for the season (data/seasons.ts)
 * say so and, in the featured order, come after what is open; the day is the loader's, so server
 * and browser agree.
 */
import { useMemo } from 'react';
import { Container, PageHero, paths, useAreaPageData, type AreaLoaderArgs } from '@estes/shared';
import { PlaceFactsNotice } from '@estes/shared/planning/place-facts-view';
import { activities } from '../../data/activities';
import type { PlaceFactsAnswer } from '../../domain/place-facts';
import { directoryFactsOf, listWithFacts, notAppliedNotes } from '../../domain/directory-facts';
import { activityQuerySearch, parseActivityQuery } from '../../domain/directory-query';
import { filterActivities } from '../../domain/directory-rules';
import { activityCategories, activityPrices, difficulties, type ActivityQuery } from '../../domain/directory-types';
import { mountainDate } from '@estes/shared/mountain-time';
import { loadPlaceFacts } from '../../components/load-place-facts';
import { ActivityCard } from './activity-card';
import { activitySeason, openBeforeClosed } from './activity-seasons';
import { DirectoryFilters, filterSelect, openNowSelect, sortSelect } from '../../components/directory-filters';
import { DirectoryResults } from '../../components/directory-results';

export interface ThingsToDoPageData {
  query: ActivityQuery;
  /** Today in Estes Park, YYYY-MM-DD: what the season status is measured against. */
  today: string;
  /** The provider's facts for the searched and filtered activities; undefined when they could not be read. */
  facts?: PlaceFactsAnswer;
}

export async function loader({ request, api }: AreaLoaderArgs): Promise<ThingsToDoPageData> {
  const query = parseActivityQuery(new URL(request.url).searchParams);
  const ids = filterActivities(activities, query).map((activity) => activity.id);
  const answer = await loadPlaceFacts(api, ids, request.signal);
  return { query, today: mountainDate(new Date()), ...(answer ? { facts: answer } : {}) };
}

const urlOf = (query: ActivityQuery): string => `${paths.thingsToDo()}${activityQuerySearch(query)}`;

export default function ThingsToDoPage() {
  const { query, today, facts: answer } = useAreaPageData<ThingsToDoPageData>();
  const { facts, list } = useMemo(() => {
    const filtered = filterActivities(activities, query);
    const directoryFacts = directoryFactsOf(
      answer,
      filtered.map((activity) => activity.id),
    );
    const withFacts = listWithFacts(filtered, query, directoryFacts);
    const items = query.sort === 'featured' ? openBeforeClosed(withFacts.items, today) : withFacts.items;
    return { facts: directoryFacts, list: { ...withFacts, items } };
  }, [query, today, answer]);
  const clearHref = urlOf({ q: '', sort: query.sort });
  const providerName = facts.providerName ?? 'the places provider';

  return (
    <>
      <PageHero
        heading="Things to Do in Estes Park"
        eyebrow="Things to do"
        intro="Hike to alpine lakes, watch elk in the meadows, drive Trail Ridge Road, ride the aerial tramway or browse the shops on Elkhorn Avenue."
        art="elkMeadow"
      />
      <Container>
        <DirectoryFilters
          action={paths.thingsToDo()}
          heading="Find activities"
          searchLabel="Search activities"
          searchPlaceholder="Lake, waterfall, museum…"
          search={query.q}
          selects={[
            filterSelect('category', 'Category', query.category, activityCategories, 'All'),
            filterSelect('difficulty', 'Difficulty', query.difficulty, difficulties, 'All'),
            filterSelect('price', 'Price', query.price, activityPrices, 'All'),
            ...(facts.live ? [openNowSelect(query.open)] : []),
            sortSelect(query.sort, facts.live),
          ]}
          urlOf={(params) => urlOf(parseActivityQuery(params))}
          clearHref={clearHref}
          notes={notAppliedNotes(list, facts)}
        />
        {facts.notice ? <PlaceFactsNotice notice={facts.notice} providerName={providerName} /> : null}
        <DirectoryResults
          id="activities-count"
          noun={['activity', 'activities']}
          label="Activities"
          items={list.items}
          clearHref={clearHref}
          renderItem={(activity) => (
            <ActivityCard
              key={activity.id}
              activity={activity}
              season={activitySeason(activity.id, today)}
              facts={facts.byId.get(activity.id)}
              providerName={providerName}
            />
          )}
        />
      </Container>
    </>
  );
}
