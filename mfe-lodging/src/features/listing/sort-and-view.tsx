/**
 * Sort order and grid/list layout. Both live in the URL; the sort is a GET form (a change
 * applies at once once the code runs, "Apply sort" before), the layouts are plain links. With no
 * sort to offer (the team's list has no prices or ratings) the list says it is by name.
 */
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { VisuallyHidden, paths, useNavigate } from '@estes/shared';
import { CategoryChips } from '@estes/shared/ui/category-chips';
import { fieldControl, fieldLabel } from '../../components/field-control';
import { listingQuerySearch, listingQueryToSearchParams } from '../../domain/listing-query';
import type { ListingQuery, SortKey, ViewMode } from '../../domain/lodging-types';

const urlOf = (query: ListingQuery) => `${paths.accommodations()}${listingQuerySearch(query)}`;

const viewNames: Record<ViewMode, string> = { grid: 'Grid', list: 'List' };

export function SortAndView({
  query,
  sortKeys,
  sortLabels,
  viewModes,
}: {
  query: ListingQuery;
  sortKeys: readonly SortKey[];
  sortLabels: Readonly<Record<SortKey, string>>;
  viewModes: readonly ViewMode[];
}) {
  const navigate = useNavigate();
  const id = useId();
  const apply = (sort: SortKey) => navigate(urlOf({ ...query, sort }), { preventScrollReset: true });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(new FormData(event.currentTarget).get('sort') as SortKey);
  };
  const kept = [...listingQueryToSearchParams({ ...query, sort: 'top-picks' })];

  return (
    <Controls>
      {sortKeys.length === 0 ? <ByName>Sorted by name</ByName> : null}
      {sortKeys.length === 0 ? null : (
        <form method="get" action={paths.accommodations()} onSubmit={submit}>
          {kept.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            name="sort"
            value={query.sort}
            onChange={(event) => apply(event.target.value as SortKey)}
          >
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {sortLabels[key]}
              </option>
            ))}
          </select>
          <VisuallyHidden as="button" type="submit">
            Apply sort
          </VisuallyHidden>
        </form>
      )}
      <CategoryChips
        label="Layout"
        currentMarker="true"
        chips={viewModes.map((view) => ({
          key: view,
          label: (
            <>
              {viewNames[view]}
              <VisuallyHidden> view</VisuallyHidden>
            </>
          ),
          to: urlOf({ ...query, view }),
          current: query.view === view,
        }))}
      />
    </Controls>
  );
}

const ByName = styled.p`
  margin: 0;
  ${fieldLabel}
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  form {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  label {
    ${fieldLabel}
  }
  select {
    ${fieldControl}
  }
`;
