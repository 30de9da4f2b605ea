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

export function parseActivityQuery(input: URLSearchParams | string): ActivityQuery {
  const params = toParams(input);
  const query: ActivityQuery = {
    q: normalizeSearch(params.get('q')),
    sort: pick(directorySorts, params.get('sort')) ?? defaultActivityQuery.sort,
  };
  const category = pick(activityCategories, params.get('category'));
  if (category) query.category = category;
  const difficulty = pick(difficulties, params.get('difficulty'));
  if (difficulty) query.difficulty = difficulty;
  const price = pick(activityPrices, params.get('price'));
  if (price) query.price = price;
  return query;
}

export function parseRestaurantQuery(input: URLSearchParams | string): RestaurantQuery {
  const params = toParams(input);
  const query: RestaurantQuery = {
    q: normalizeSearch(params.get('q')),
    sort: pick(directorySorts, params.get('sort')) ?? defaultRestaurantQuery.sort,
  };
  const cuisine = pick(cuisines, params.get('cuisine'));
  if (cuisine) query.cuisine = cuisine;
  const price = pick(restaurantPrices, params.get('price'));
  if (price) query.price = price;
  return query;
}

const search = (entries: [string, string | undefined][]): string => {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value) params.append(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

/** '' for the defaults, else '?…' with keys in a fixed order. */
export const activityQuerySearch = (query: ActivityQuery): string =>
  search([
    ['q', normalizeSearch(query.q)],
    ['category', pick(activityCategories, query.category ?? null)],
    ['difficulty', pick(difficulties, query.difficulty ?? null)],
    ['price', pick(activityPrices, query.price ?? null)],
    ['sort', query.sort === defaultActivityQuery.sort ? undefined : pick(directorySorts, query.sort)],
  ]);

export const restaurantQuerySearch = (query: RestaurantQuery): string =>
  search([
    ['q', normalizeSearch(query.q)],
    ['cuisine', pick(cuisines, query.cuisine ?? null)],
    ['price', pick(restaurantPrices, query.price ?? null)],
    ['sort', query.sort === defaultRestaurantQuery.sort ? undefined : pick(directorySorts, query.sort)],
  ]);

/** Whether any filter or search narrows the list (sort does not). */
export const isActivityQueryNarrowed = (query: ActivityQuery): boolean =>
  query.q !== '' || query.category !== undefined || query.difficulty !== undefined || query.price !== undefined;

export const isRestaurantQueryNarrowed = (query: RestaurantQuery): boolean =>
  query.q !== '' || query.cuisine !== undefined || query.price !== undefined;
