/**
 * /things-to-do: the activities directory, searched, filtered and sorted as the URL query says
 * (so the header's ?category=Outdoor, shared links and back/forward work), rendered complete
 * on the server. Places closed for the season (data/seasons.ts) say so and, in the featured
 * order, come after what is open; the day is the loader's, so server and browser agree.
 */
import { useMemo } from 'react';
import { Container, PageHero, paths, useAreaPageData, type LoaderFunctionArgs } from '@estes/shared';
import { activities } from '../../data/activities';
import { activityQuerySearch, parseActivityQuery } from '../../domain/directory-query';
import { applyActivityQuery } from '../../domain/directory-rules';
import { activityCategories, activityPrices, difficulties, type ActivityQuery } from '../../domain/directory-types';
import { mountainDate } from '@estes/shared/mountain-time';
import { ActivityCard } from './activity-card';
import { activitySeason, openBeforeClosed } from './activity-seasons';
import { DirectoryFilters, filterSelect, sortSelect } from '../../components/directory-filters';
import { DirectoryResults } from '../../components/directory-results';

export interface ThingsToDoPageData {
  query: ActivityQuery;
  /** Today in Estes Park, YYYY-MM-DD: what the season status is measured against. */
  today: string;
}

export function loader({ request }: LoaderFunctionArgs): ThingsToDoPageData {
  return { query: parseActivityQuery(new URL(request.url).searchParams), today: mountainDate(new Date()) };
}

const urlOf = (query: ActivityQuery): string => `${paths.thingsToDo()}${activityQuerySearch(query)}`;

export default function ThingsToDoPage() {
  const { query, today } = useAreaPageData<ThingsToDoPageData>();
  const results = useMemo(() => {
    const sorted = applyActivityQuery(activities, query);
    return query.sort === 'featured' ? openBeforeClosed(sorted, today) : sorted;
  }, [query, today]);
  const clearHref = urlOf({ q: '', sort: query.sort });

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
            sortSelect(query.sort),
          ]}
          urlOf={(params) => urlOf(parseActivityQuery(params))}
          clearHref={clearHref}
        />
        <DirectoryResults
          id="activities-count"
          noun={['activity', 'activities']}
          label="Activities"
          items={results}
          clearHref={clearHref}
          renderItem={(activity) => (
            <ActivityCard key={activity.id} activity={activity} season={activitySeason(activity.id, today)} />
          )}
        />
      </Container>
    </>
  );
}
