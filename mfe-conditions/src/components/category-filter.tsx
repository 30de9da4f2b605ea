/**
 * The category filter of the area's lists (webcams, the downtown directory): the chips (links to
 * the filtered URL) and, when the URL named a category that does not exist, a note saying so.
 */
import { CategoryChips } from '@estes/shared/ui/category-chips';
import { categoryFilterSearch } from '../domain/category-filter';
import { UnknownCategoryNotice } from './unknown-category-notice';

export function CategoryFilter<Filter extends string>({
  label,
  filters,
  labels,
  path,
  current,
  unknown,
  kind,
  fallback,
  className,
}: {
  /** The chips' landmark name ("Camera categories"). */
  label: string;
  filters: readonly Filter[];
  labels: Readonly<Record<Filter, string>>;
  /** The list's page, which the filter's query is added to. */
  path: string;
  current: Filter;
  /** The category the URL named, when it does not exist. */
  unknown: string | undefined;
  /** What the list's categories are called ("camera"), and what the page shows instead. */
  kind: string;
  fallback: string;
  className?: string;
}) {
  return (
    <>
      <CategoryChips
        className={className}
        label={label}
        chips={filters.map((option) => ({
          key: option,
          label: labels[option],
          to: `${path}${categoryFilterSearch(option)}`,
          current: option === current,
        }))}
      />
      {unknown ? (
        <UnknownCategoryNotice role="status">
          There is no {kind} category called ‘{unknown}’. {fallback}
        </UnknownCategoryNotice>
      ) : null}
    </>
  );
}
