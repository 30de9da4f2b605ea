/**
 * /restaurants and /dining (one screen): the restaurant directory, searched, filtered and
 * sorted as the URL query says, with each place's live facts from the places provider (read by
 * the loader from the planning area's own API, decision 040), rendered complete on the server,
 * with Restaurant markup for the listed entries in the head (restaurant-seo.ts).
 */
import { useMemo } from 'react';
import {
  Container,
  PageHero,
  matchRoute,
  paths,
  useAreaPageData,
  useLocation,
  type AreaLoaderArgs,
} from '@estes/shared';
import { PlaceFactsNotice } from '@estes/shared/planning/place-facts-view';
import { restaurants } from '../../data/restaurants';
import type { PlaceFactsAnswer } from '../../domain/place-facts';
import { directoryFactsOf, listWithFacts, notAppliedNotes } from '../../domain/directory-facts';
import { parseRestaurantQuery, restaurantQuerySearch } from '../../domain/directory-query';
import { filterRestaurants } from '../../domain/directory-rules';
import { cuisines, restaurantPrices, type RestaurantQuery } from '../../domain/directory-types';
import { loadPlaceFacts } from '../../components/load-place-facts';
import { DirectoryFilters, filterSelect, openNowSelect, sortSelect } from '../../components/directory-filters';
import { DirectoryResults } from '../../components/directory-results';
import { RestaurantCard } from './restaurant-card';
import { restaurantSeoOf, type RestaurantSeo } from './restaurant-seo';

export interface RestaurantsPageData {
  query: RestaurantQuery;
  /** The provider's facts for the searched and filtered restaurants; undefined when they could not be read. */
  facts?: PlaceFactsAnswer;
  /** The listed restaurants, for the head's markup. */
  seo: RestaurantSeo[];
}

function listed(query: RestaurantQuery, answer: PlaceFactsAnswer | undefined) {
  const filtered = filterRestaurants(restaurants, query);
  const facts = directoryFactsOf(
    answer,
    filtered.map((restaurant) => restaurant.id),
  );
  return { facts, list: listWithFacts(filtered, query, facts) };
}

export async function loader({ request, api }: AreaLoaderArgs): Promise<RestaurantsPageData> {
  const query = parseRestaurantQuery(new URL(request.url).searchParams);
  const ids = filterRestaurants(restaurants, query).map((restaurant) => restaurant.id);
  const answer = await loadPlaceFacts(api, ids, request.signal);
  const { facts, list } = listed(query, answer);
  return {
    query,
    ...(answer ? { facts: answer } : {}),
    seo: list.items.map((restaurant) => restaurantSeoOf(restaurant, facts.byId.get(restaurant.id))),
  };
}

// The page keeps the path it was reached by (/dining stays /dining).
const urlOf = (path: string, query: RestaurantQuery): string => `${path}${restaurantQuerySearch(query)}`;

export default function RestaurantsPage() {
  const { query, facts: answer } = useAreaPageData<RestaurantsPageData>();
  const { facts, list } = useMemo(() => listed(query, answer), [query, answer]);
  const path = useCurrentPath();
  const clearHref = urlOf(path, { q: '', sort: query.sort });
  const providerName = facts.providerName ?? 'the places provider';

  return (
    <>
      <PageHero
        heading="Estes Park Restaurants"
        eyebrow="Where to eat"
        intro="Trailhead breakfasts, riverside patios, steakhouses, craft breweries and cozy cafés: where to eat in Estes Park."
        art="townRiver"
      />
      <Container>
        <DirectoryFilters
          action={path}
          heading="Find a restaurant"
          searchLabel="Search restaurants"
          searchPlaceholder="Pizza, patio, Elkhorn Ave…"
          search={query.q}
          selects={[
            filterSelect('cuisine', 'Cuisine', query.cuisine, cuisines, 'All'),
            filterSelect('price', 'Price', query.price, restaurantPrices, 'Any Price'),
            ...(facts.live ? [openNowSelect(query.open)] : []),
            sortSelect(query.sort, facts.live),
          ]}
          urlOf={(params) => urlOf(path, parseRestaurantQuery(params))}
          clearHref={clearHref}
          notes={notAppliedNotes(list, facts)}
        />
        {facts.notice ? <PlaceFactsNotice notice={facts.notice} providerName={providerName} /> : null}
        <DirectoryResults
          id="restaurants-count"
          noun={['restaurant', 'restaurants']}
          label="Restaurants"
          items={list.items}
          clearHref={clearHref}
          renderItem={(restaurant) => (
            <RestaurantCard
              key={restaurant.id}
              restaurant={restaurant}
              facts={facts.byId.get(restaurant.id)}
              providerName={providerName}
            />
          )}
        />
      </Container>
    </>
  );
}

/** /restaurants or /dining, whichever the route table matched. */
function useCurrentPath(): string {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.pattern ?? paths.restaurants();
}
