import { listingPageOf, listingsPerPage, parseListingPage, withListingPage } from './listing-pages';

const hundredAndOne = Array.from({ length: 101 }, (_, index) => index + 1);

describe('listing pages', () => {
  it(`shows ${listingsPerPage} a page and says which ones`, () => {
    expect(listingPageOf(hundredAndOne, 1)).toMatchObject({ page: 1, pageCount: 5, first: 1, last: 24 });
    expect(listingPageOf(hundredAndOne, 2).items[0]).toBe(25);
    const lastPage = listingPageOf(hundredAndOne, 5);
    expect(lastPage).toMatchObject({ page: 5, first: 97, last: 101 });
    expect(lastPage.items).toHaveLength(5);
  });

  it('answers the last page for a page beyond the end, and one empty page for no results', () => {
    expect(listingPageOf(hundredAndOne, 99).page).toBe(5);
    expect(listingPageOf([], 3)).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, items: [] });
  });

  it.each([
    [null, 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999', 1],
  ])('reads page %j as %i', (value, page) => {
    expect(parseListingPage(value)).toBe(page);
  });

  it('adds the page to a link, and leaves page 1 out', () => {
    expect(withListingPage('', 1)).toBe('');
    expect(withListingPage('', 3)).toBe('?page=3');
    expect(withListingPage('?type=Cabin', 2)).toBe('?type=Cabin&page=2');
  });
});
