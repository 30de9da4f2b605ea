/**
 * The `?category=` filter of the area's lists (webcams, the downtown directory): missing means
 * all; an unknown value falls back to all and is reported, so the page can say so.
 */
export interface CategoryFilterResult<Category extends string> {
  filter: 'all' | Category;
  /** Set when the query named a category that does not exist. */
  unknown?: string;
}

export function parseCategoryFilter<Category extends string>(
  search: URLSearchParams,
  categories: readonly Category[],
): CategoryFilterResult<Category> {
  const value = search.get('category');
  if (value === null || value === '' || value === 'all') return { filter: 'all' };
  const normalised = value.trim().toLowerCase();
  const known = categories.find((category) => category === normalised);
  return known === undefined ? { filter: 'all', unknown: value } : { filter: known };
}

/** The query string that selects the filter (none for all). */
export const categoryFilterSearch = (filter: string): string => (filter === 'all' ? '' : `?category=${filter}`);

/** The items of the filter's category (all of them for all), as a new array. */
export function filterByCategory<Item extends { category: string }>(
  items: readonly Item[],
  filter: 'all' | Item['category'],
): Item[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}
