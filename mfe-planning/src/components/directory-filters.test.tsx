import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CurrentLocation } from '../testing/render-in-router';
import { DirectoryFilters, filterSelect, sortSelect, openNowSelect } from './directory-filters';

/** The filters as a page uses them: values from the URL. */
function Harness({ search }: { search?: string }) {
  const params = new URLSearchParams(useLocation().search);
  return (
    <DirectoryFilters
      action="/things-to-do"
      heading="Find activities"
      searchLabel="Search activities"
      searchPlaceholder="Lake…"
      search={search ?? params.get('q') ?? ''}
      selects={[
        {
          name: 'category',
          label: 'Category',
          value: params.get('category') ?? '',
          options: [
            { value: '', label: 'All' },
            { value: 'Outdoor', label: 'Outdoor' },
          ],
        },
      ]}
      urlOf={(next) => `/things-to-do${next.size ? `?${next.toString()}` : ''}`}
      clearHref="/things-to-do"
    />
  );
}

const filters = (search?: string) => (
  <MemoryRouter initialEntries={['/things-to-do']}>
    <Harness {...(search === undefined ? {} : { search })} />
    <CurrentLocation />
  </MemoryRouter>
);

describe('directory filters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a labelled GET form with an Apply button, for use without JavaScript', () => {
    render(filters());
    const form = screen.getByRole('search', { name: 'Find activities' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/things-to-do');
    expect(screen.getByLabelText('Search activities')).toHaveAttribute('name', 'q');
    expect(screen.getByLabelText('Category')).toHaveAttribute('name', 'category');
    expect(within(form).getByRole('button', { name: 'Apply filters' })).toHaveAttribute('type', 'submit');
  });

  it('applies a select at once and the search after a pause in typing', () => {
    render(filters());
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Outdoor' } });
    expect(screen.getByLabelText('location')).toHaveTextContent('/things-to-do?category=Outdoor');

    fireEvent.change(screen.getByLabelText('Search activities'), { target: { value: 'bear' } });
    expect(screen.getByLabelText('location')).toHaveTextContent('/things-to-do?category=Outdoor');
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(screen.getByLabelText('location')).toHaveTextContent('/things-to-do?q=bear&category=Outdoor');
    expect(screen.getByLabelText('Search activities')).toHaveValue('bear');
  });

  it('takes the URL’s search text when it changes from outside', () => {
    const { rerender } = render(filters('elk'));
    expect(screen.getByLabelText('Search activities')).toHaveValue('elk');
    rerender(filters('lake'));
    expect(screen.getByLabelText('Search activities')).toHaveValue('lake');
  });
});

describe('the directories’ selects', () => {
  it('start with the no-filter option and hold the URL’s value (empty when the URL has none)', () => {
    expect(filterSelect('price', 'Price', undefined, ['$', '$$'], 'Any Price')).toEqual({
      name: 'price',
      label: 'Price',
      value: '',
      options: [
        { value: '', label: 'Any Price' },
        { value: '$', label: '$' },
        { value: '$$', label: '$$' },
      ],
    });
    expect(filterSelect('price', 'Price', '$$', ['$', '$$'], 'All').value).toBe('$$');
  });

  it('end with the sort, featured first', () => {
    const sort = sortSelect('rating', true);
    expect(sort).toMatchObject({ name: 'sort', label: 'Sort by', value: 'rating' });
    expect(sort.options.map((option) => option.value)).toEqual(['featured', 'rating', 'reviews', 'name']);
  });

  it('offer the rating sorts only with live facts; a URL asking for one shows featured', () => {
    const sort = sortSelect('rating', false);
    expect(sort.value).toBe('featured');
    expect(sort.options.map((option) => option.value)).toEqual(['featured', 'name']);
    expect(sortSelect('name', false).value).toBe('name');
  });

  it('offer open now as ?open=now', () => {
    expect(openNowSelect(undefined)).toMatchObject({ name: 'open', value: '' });
    expect(openNowSelect('now').value).toBe('now');
    expect(openNowSelect('now').options.map((option) => option.value)).toEqual(['', 'now']);
  });
});
