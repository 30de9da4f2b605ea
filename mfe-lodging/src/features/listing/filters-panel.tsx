/**
 * The list's filters (docs/rules/lodging.md#property-types to
 * docs/rules/lodging.md#amenity-filters): property type, price per night, guest rating, amenities
 * (all must match) and area. Price, rating and amenities need the partner's live offers: without
 * them they are not offered, and one sentence says why. A GET form over the same query the URL
 * carries, so it works before the code has loaded ("Apply filters"); after that every change
 * applies at once, as a new history entry, so back and forward step through the visitor's
 * choices. Below the large breakpoint it folds into a panel opened with the "Filters" button.
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Link, mediaDown, mediaUp, paths, theme, useNavigate } from '@estes/shared';
import {
  amenitySlugs,
  clearFilters,
  listingQuerySearch,
  listingQueryToSearchParams,
  parseListingQuery,
} from '../../domain/listing-query';
import { panelSurface } from '@estes/shared/ui/card';
import { FilterGroup, optionsOf } from './filter-group';
import { areaPreferenceLabels, priceBandLabels, ratingMinimumLabel } from '../../domain/lodging-rules';
import {
  amenityFilters,
  areaPreferences,
  priceBands,
  propertyTypes,
  ratingMinimums,
  type ListingQuery,
} from '../../domain/lodging-types';

const listingUrl = (query: ListingQuery) => `${paths.accommodations()}${listingQuerySearch(query)}`;

/** Each filter's choices, with what the query has checked ('' is "all" or "any": no parameter). */
function filterOptions(query: ListingQuery) {
  return {
    type: [
      { value: '', label: 'All', checked: !query.type },
      ...optionsOf(propertyTypes, String, (type) => query.type === type),
    ],
    price: optionsOf(
      priceBands,
      (band) => priceBandLabels[band],
      (band) => query.priceBands.includes(band),
    ),
    rating: [
      { value: '', label: 'Any', checked: !query.minRating },
      ...optionsOf(ratingMinimums, ratingMinimumLabel, (minimum) => query.minRating === minimum),
    ],
    amenity: optionsOf(
      amenityFilters,
      String,
      (amenity) => query.amenities.includes(amenity),
      (amenity) => amenitySlugs[amenity],
    ),
    area: optionsOf(
      areaPreferences,
      (area) => areaPreferenceLabels[area],
      (area) => query.area === area,
      (area) => (area === 'any' ? '' : area),
    ),
  };
}

export function FiltersPanel({
  query,
  activeCount,
  live,
}: {
  query: ListingQuery;
  activeCount: number;
  /** The list shows the partner's live offers (prices, ratings and facilities to filter by). */
  live: boolean;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);

  const applyForm = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) params.append(name, value);
    navigate(listingUrl(parseListingQuery(params)), { preventScrollReset: true });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyForm(event.currentTarget);
    setOpen(false);
  };

  // What this form does not show but the list keeps: the stay, the sort and the layout.
  const cleared = clearFilters(query);
  const keptParams = [...listingQueryToSearchParams(cleared)];

  const options = filterOptions(query);

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <ToggleButton
        type="button"
        $tone="outline"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? 'Hide filters' : 'Filters'}
        {activeCount > 0 ? ` (${activeCount})` : ''}
      </ToggleButton>
      <Form
        // Uncontrolled: a change shows at once and is read by applyForm; the URL then drives a
        // fresh form (key), so back and forward show the filters of that entry.
        key={listingQuerySearch(query)}
        id={`${id}-form`}
        method="get"
        action={paths.accommodations()}
        onSubmit={submit}
        onChange={(event) => applyForm(event.currentTarget)}
        $open={open}
      >
        <PanelHeading id={`${id}-heading`}>Filter stays</PanelHeading>
        {keptParams.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}

        <FilterGroup legend="Property type" type="radio" name="type" options={options.type} />
        {live ? (
          <>
            <FilterGroup legend="Price per night" type="checkbox" name="price" options={options.price} />
            <FilterGroup legend="Guest rating" type="radio" name="rating" options={options.rating} />
            <FilterGroup legend="Amenities" type="checkbox" name="amenity" options={options.amenity} />
          </>
        ) : (
          <PartnerOnly>
            Prices, guest ratings and facilities come from our booking partner, so they can be filtered by only when its
            offers are shown.
          </PartnerOnly>
        )}
        <FilterGroup legend="Area" type="radio" name="area" options={options.area} />

        <FormActions>
          <Button type="submit">Apply filters</Button>
          <Link to={listingUrl(cleared)} preventScrollReset>
            Clear filters
          </Link>
        </FormActions>
      </Form>
    </Panel>
  );
}

// Sticky beside the list; a panel taller than the window scrolls on its own, or its last
// filters and the Apply button would stay out of reach until the end of the list.
const Panel = styled.aside`
  ${mediaUp('large')} {
    position: sticky;
    /* Below the site's sticky header (68 px). */
    top: calc(68px + 1rem);
    align-self: start;
    max-height: calc(100vh - 68px - 2rem);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

const ToggleButton = styled(Button)`
  width: 100%;
  ${mediaUp('large')} {
    display: none;
  }
`;

const Form = styled.form<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  ${panelSurface}
  ${mediaDown('large')} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    margin-top: 0.75rem;
  }
`;

const PartnerOnly = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const PanelHeading = styled.h2`
  font-size: 1.125rem;
  margin: 0;
`;

const FormActions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  a {
    font-weight: 700;
  }
`;
