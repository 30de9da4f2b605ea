/**
 * The category filter of the area's lists (webcams, the downtown directory): the chips (links to
 * the filtered URL) and, when the URL named a category that does not exist, a note saying so.
 */
import { CategoryChips } from '@estes/shared/ui/category-chips';
import { categoryFilterSearch } from '../domain/category-filter';
import { UnknownCategoryNotice } from './unknown-category-notice';

/** What a list's filter shows: its chips' landmark name, the labels, and the note's wording. */
export interface CategoryFilterText<Filter extends string> {
  /** The chips' landmark name ("Camera categories"). */
  label: string;
  /** Each filter's label, in the chips' order. */
  labels: Readonly<Record<Filter, string>>;
  /** The note for a category that does not exist: what the page shows instead. */
  unknownNote: (category: string) => string;
}

export function CategoryFilter<Filter extends string>({
  text: { label, labels, unknownNote },
  path,
  current,
  unknown,
  hrefOf,
  className,
}: {
  text: CategoryFilterText<Filter>;
  /** The list's page, which the filter's query is added to. */
  path: string;
  current: Filter;
  /** The category the URL named, when it does not exist. */
  unknown: string | undefined;
  /** Where a chip leads, when the list keeps more in its query than the category. */
  hrefOf?: (filter: Filter) => string;
  className?: string;
}) {
  const filters = Object.keys(labels) as Filter[];
  return (
    <>
      <CategoryChips
        className={className}
        label={label}
        chips={filters.map((option) => ({
          key: option,
          label: labels[option],
          to: hrefOf ? hrefOf(option) : `${path}${categoryFilterSearch(option)}`,
          current: option === current,
        }))}
      />
      {unknown ? <UnknownCategoryNotice role="status">{unknownNote(unknown)}</UnknownCategoryNotice> : null}
    </>
  );
}
