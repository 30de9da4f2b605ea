/**
 * The directories' state in the URL query, so the header's /things-to-do?category=Outdoor
 * works, lists can be shared and reloaded, back/forward step through choices and the server
 * renders the same list. Reading is forgiving (any case; unknown values, 'all' and 'any' mean
 * no filter; nothing throws); writing leaves defaults out and keeps one key order, so one
 * state has one URL.
 *
 * | param        | /things-to-do                          | /restaurants                  |
 * |--------------|----------------------------------------|-------------------------------|
 * | `q`          | search text                            | search text                   |
 * | `category`   | Outdoor, Indoor, Dining, …             | —                             |
 * | `difficulty` | Easy, Moderate, Difficult              | —                             |
 * | `cuisine`    | —                                      | American, Mexican, …          |
 * | `price`      | Free, $, $$, $$$                       | $, $$, $$$, $$$$              |
 * | `open`       | now: open now by the live hours (directory-facts.ts)                   |
 * | `sort`       | featured (default), rating, reviews, name                              |
 */
import {
  activityCategories,
  activityPrices,
  cuisines,
  defaultActivityQuery,
  defaultRestaurantQuery,
  difficulties,
  directorySorts,
  maxSearchLength,
  restaurantPrices,
  type ActivityQuery,
  type RestaurantQuery,
} from './directory-types';

const simplify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, '');

/**
 * A loose value as the vocabulary's spelling: any case, accents, spaces and punctuation
 * ignored (?cuisine=italian-pizza reads as 'Italian & Pizza'); a price may also be written
 * as its number of dollar signs (?price=2 is $$).
 */
function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  if (value === null) return undefined;
  const wanted = simplify(value);
  if (wanted === '') return undefined;
  const dollars = /^[1-4]$/.test(wanted) ? '$'.repeat(Number(wanted)) : wanted;
  return allowed.find((candidate) => simplify(candidate) === dollars);
}

/** Search text: spaces collapsed, cut to the maximum length. */
export const normalizeSearch = (value: string | null | undefined): string =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, maxSearchLength).trim();

const toParams = (params: URLSearchParams | string): URLSearchParams =>
  typeof params === 'string' ? new URLSearchParams(params) : params;

const search = (entries: [string, string | undefined][]): string => {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value) params.append(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

/** Each directory's filters, in the URL's key order, with the values each one accepts. */
const openNow = ['now'] as const;
const activityFilters = {
  category: activityCategories,
  difficulty: difficulties,
  price: activityPrices,
  open: openNow,
};
const restaurantFilters = { cuisine: cuisines, price: restaurantPrices, open: openNow };

type Filters = Record<string, readonly string[]>;
type LooseQuery = { q: string; sort: string } & Partial<Record<string, string>>;

function parseQuery(filters: Filters, defaultSort: string, input: URLSearchParams | string): LooseQuery {
  const params = toParams(input);
  const query: LooseQuery = {
    q: normalizeSearch(params.get('q')),
    sort: pick(directorySorts, params.get('sort')) ?? defaultSort,
  };
  for (const [name, allowed] of Object.entries(filters)) {
    const value = pick(allowed, params.get(name));
    if (value) query[name] = value;
  }
  return query;
}

const querySearch = (filters: Filters, defaultSort: string, query: LooseQuery): string =>
  search([
    ['q', normalizeSearch(query.q)],
    ...Object.entries(filters).map(([name, allowed]): [string, string | undefined] => [
      name,
      pick(allowed, query[name] ?? null),
    ]),
    ['sort', query.sort === defaultSort ? undefined : pick(directorySorts, query.sort)],
  ]);

const isNarrowed = (filters: Filters, query: LooseQuery): boolean =>
  query.q !== '' || Object.keys(filters).some((name) => query[name] !== undefined);

export const parseActivityQuery = (input: URLSearchParams | string): ActivityQuery =>
  parseQuery(activityFilters, defaultActivityQuery.sort, input) as ActivityQuery;

export const parseRestaurantQuery = (input: URLSearchParams | string): RestaurantQuery =>
  parseQuery(restaurantFilters, defaultRestaurantQuery.sort, input) as RestaurantQuery;

/** '' for the defaults, else '?…' with keys in a fixed order. */
export const activityQuerySearch = (query: ActivityQuery): string =>
  querySearch(activityFilters, defaultActivityQuery.sort, { ...query });

export const restaurantQuerySearch = (query: RestaurantQuery): string =>
  querySearch(restaurantFilters, defaultRestaurantQuery.sort, { ...query });

/** Whether any filter or search narrows the list (sort does not). */
export const isActivityQueryNarrowed = (query: ActivityQuery): boolean => isNarrowed(activityFilters, { ...query });

export const isRestaurantQueryNarrowed = (query: RestaurantQuery): boolean =>
  isNarrowed(restaurantFilters, { ...query });
