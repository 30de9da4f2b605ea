import { legacyStayParams, listingQueryParams, stayQueryParams } from '../../domain/listing-query';
import { areaRoutes, stayQuery } from '../../routes';

describe('the lodging routes’ declared query parameters', () => {
  it('name the stay as the pages read it, and its names of before issue 29', () => {
    expect(stayQuery).toEqual([...stayQueryParams, ...Object.keys(legacyStayParams)]);
    for (const route of Object.values(areaRoutes)) expect(route.query).toEqual(expect.arrayContaining(stayQuery));
  });

  it('name every parameter of the list’s query, and its page', () => {
    expect(areaRoutes['lodging.listing'].query).toEqual(expect.arrayContaining([...listingQueryParams, 'page']));
  });
});
