/**
 * /restaurants and /dining (one screen): the restaurant directory, searched, filtered and
 * sorted as the URL query says, rendered complete on the server, with Restaurant markup for
 * the listed entries in the head (restaurant-seo.ts).
 */
import { useMemo } from 'react';
import {
  Container,
  PageHero,
  matchRoute,
  paths,
  useAreaPageData,
  useLocation,
  type LoaderFunctionArgs,
} from '@estes/shared';
import { restaurants } from '../../data/restaurants';
import { parseRestaurantQuery, restaurantQuerySearch } from '../../domain/directory-query';
import { applyRestaurantQuery } from '../../domain/directory-rules';
import { cuisines, restaurantPrices, type RestaurantQuery } from '../../domain/directory-types';
import { DirectoryFilters, filterSelect, sortSelect } from '../../components/directory-filters';
import { DirectoryResults } from '../../components/directory-results';
import { RestaurantCard } from './restaurant-card';
import { restaurantSeoOf, type RestaurantSeo } from './restaurant-seo';

export interface RestaurantsPageData {
  query: RestaurantQuery;
  /** The listed restaurants, for the head's markup. */
  seo: RestaurantSeo[];
}

export function loader({ request }: LoaderFunctionArgs): RestaurantsPageData {
  const query = parseRestaurantQuery(new URL(request.url).searchParams);
  return { query, seo: applyRestaurantQuery(restaurants, query).map(restaurantSeoOf) };
}

// The page keeps the path it was reached by (/dining stays /dining).
const urlOf = (path: string, query: RestaurantQuery): string => `${path}${restaurantQuerySearch(query)}`;

export default function RestaurantsPage() {
  const { query } = useAreaPageData<RestaurantsPageData>();
  const results = useMemo(() => applyRestaurantQuery(restaurants, query), [query]);
  const path = useCurrentPath();
  const clearHref = urlOf(path, { q: '', sort: query.sort });

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
            sortSelect(query.sort),
          ]}
          urlOf={(params) => urlOf(path, parseRestaurantQuery(params))}
          clearHref={clearHref}
        />
        <DirectoryResults
          id="restaurants-count"
          noun={['restaurant', 'restaurants']}
          label="Restaurants"
          items={results}
          clearHref={clearHref}
          renderItem={(restaurant) => <RestaurantCard key={restaurant.id} restaurant={restaurant} />}
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
