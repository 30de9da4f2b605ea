/**
 * @jest-environment node
 *
 * Google as the places provider: the requests it sends (Text Search restricted to the town's
 * rectangle with the match's field mask; Place Details with the pages' field mask), its reading
 * of the documented answers (every field, the hours with proto3's left-out zeros, dated hours,
 * statuses), what it leaves out or refuses (an unreadable place among good ones, an answer not in
 * the documented shape), and an id the API does not know.
 */
import { documentedDetailsAnswer, documentedPlaceId, documentedSearchAnswer } from '../testing/documented-examples';
import { standInPlacesKey, startPlacesStandIn, type PlacesStandIn } from '../../stand-ins/places-stand-in';
import { detailsFieldMask, GooglePlaces, searchFieldMask, townRectangle } from './google-places';

let standIn: PlacesStandIn;
let dropped: [string, number][];

beforeEach(async () => {
  standIn = await startPlacesStandIn(0, { now: () => new Date('2026-11-26T21:00:00Z') });
  dropped = [];
});
afterEach(() => standIn.close());

const google = (baseUrl = standIn.url) =>
  new GooglePlaces({
    baseUrl,
    apiKey: standInPlacesKey,
    onDropped: (what, count) => dropped.push([what, count]),
    sleep: async () => undefined,
  });

describe('Google Places: search', () => {
  it('asks Text Search for the name and place, within the town, five places, the match’s fields only', async () => {
    const candidates = await google().search({ name: 'Ben’s Tacos', location: '130 Moraine Ave, Estes Park' });
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/places:searchText',
      fieldMask: 'places.id,places.displayName,places.formattedAddress,places.businessStatus',
      body: {
        textQuery: 'Ben’s Tacos, 130 Moraine Ave, Estes Park',
        languageCode: 'en',
        regionCode: 'US',
        maxResultCount: 5,
        locationRestriction: { rectangle: townRectangle },
      },
    });
    expect(candidates.slice(0, 2)).toEqual([
      {
        providerId: 'standin-bens-tacos',
        name: 'Ben’s Tacos',
        address: '130 Stand-in Test Road, Estes Park, CO 80517, USA',
        status: 'operational',
      },
      {
        providerId: 'standin-bens-tacos-elsewhere',
        name: 'Ben’s Tacos',
        address: '999 Stand-in Test Road, Estes Park, CO 80517, USA',
        status: 'operational',
      },
    ]);
    expect(candidates.length).toBeLessThanOrEqual(5);
  });

  it('the town’s rectangle keeps out a namesake in Denver', async () => {
    const candidates = await google().search({ name: 'Bird & Jim', location: '915 Moraine Ave, Estes Park' });
    const ids = candidates.map((candidate) => candidate.providerId);
    expect(ids[0]).toBe('standin-bird-and-jim');
    expect(ids).not.toContain('standin-bird-and-jim-denver');
  });

  it('reads the documented answer, statuses included; nothing found is an empty list', async () => {
    standIn.queue('search', { kind: 'answer', body: documentedSearchAnswer }, { kind: 'answer', body: {} });
    expect(await google().search({ name: 'Bird & Jim', location: 'Estes Park' })).toEqual([
      {
        providerId: 'ChIJstandinExampleBirdJim01',
        name: 'Bird & Jim',
        address: '915 Stand-in Test Road, Estes Park, CO 80517, USA',
        status: 'operational',
      },
      {
        providerId: 'ChIJstandinExampleOther0002',
        name: 'Jim’s Stand-in Diner',
        address: '12 Stand-in Test Road, Estes Park, CO 80517, USA',
        status: 'closed-temporarily',
      },
    ]);
    expect(await google().search({ name: 'Nowhere at all', location: 'Estes Park' })).toEqual([]);
  });

  it('leaves out a place it cannot read and counts it; an answer not in the documented shape fails', async () => {
    const candidates = await google(standIn.urlWith('malformed-entries')).search({
      name: 'Kind Coffee',
      location: '470 E Elkhorn Ave, Estes Park',
    });
    expect(candidates[0]?.providerId).toBe('standin-kind-coffee');
    expect(dropped).toEqual([['search', 1]]);
    await expect(
      google(standIn.urlWith('malformed')).search({ name: 'Kind Coffee', location: '' }),
    ).rejects.toMatchObject({
      reason: 'failed',
      message: '/places:searchText: the answer is not the documented shape',
    });
  });
});

describe('Google Places: details', () => {
  it('asks for the pages’ fields by id, and reads every one of them', async () => {
    standIn.queue('details', { kind: 'answer', body: documentedDetailsAnswer });
    const place = await google().details(documentedPlaceId);
    expect(standIn.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v1/places/${documentedPlaceId}`,
      query: 'languageCode=en&regionCode=US',
      fieldMask: detailsFieldMask,
    });
    expect(detailsFieldMask).toBe(
      'id,displayName,formattedAddress,location,rating,userRatingCount,regularOpeningHours,currentOpeningHours,utcOffsetMinutes,nationalPhoneNumber,internationalPhoneNumber,websiteUri,googleMapsUri,businessStatus,attributions',
    );
    expect(place).toEqual({
      providerId: documentedPlaceId,
      name: 'Bird & Jim',
      address: '915 Stand-in Test Road, Estes Park, CO 80517, USA',
      coordinates: { latitude: 40.3671, longitude: -105.5412 },
      rating: { value: 4.4, count: 212 },
      regularHours: {
        periods: [
          { open: { day: 0, hour: 10, minute: 0 }, close: { day: 0, hour: 15, minute: 0 } },
          // The documented example leaves out minute 0: read as 0.
          ...[1, 2, 3, 4, 5, 6].map((day) => ({
            open: { day, hour: 11, minute: 0 },
            close: { day, hour: 21, minute: 0 },
          })),
        ],
        week: documentedDetailsAnswer.regularOpeningHours.weekdayDescriptions,
      },
      currentHours: {
        periods: [
          {
            open: { day: 3, hour: 11, minute: 0, date: { year: 2026, month: 11, day: 25 } },
            close: { day: 3, hour: 21, minute: 0, date: { year: 2026, month: 11, day: 25 } },
          },
          {
            open: { day: 5, hour: 11, minute: 0, date: { year: 2026, month: 11, day: 27 } },
            close: { day: 5, hour: 21, minute: 0, date: { year: 2026, month: 11, day: 27 }, truncated: false },
          },
        ],
      },
      utcOffsetMinutes: -420,
      phone: { national: '(970) 555-0107', international: '+1 970-555-0107' },
      website: 'https://bird-and-jim.stand-in.example/',
      mapsUrl: `https://maps.google.com/?cid=0&q=place_id:${documentedPlaceId}`,
      status: 'operational',
      attributions: [{ provider: 'Stand-in Test Data Co-op', url: 'https://co-op.stand-in.example/' }],
    });
  });

  it('says nothing it was not told: no rating without its count, no hours, no phone', async () => {
    standIn.queue('details', {
      kind: 'answer',
      body: { id: 'standin-x', displayName: { text: 'A trailhead' }, rating: 4.1, businessStatus: 'SOMETHING_NEW' },
    });
    expect(await google().details('standin-x')).toMatchObject({
      rating: null,
      regularHours: null,
      currentHours: null,
      phone: null,
      website: null,
      coordinates: null,
      status: null,
    });
  });

  it('reads the stand-in’s statuses: closed for good, closed for now with no dated period', async () => {
    expect(await google().details('standin-sweet-basilico')).toMatchObject({ status: 'closed-permanently' });
    expect(await google().details('standin-aerial-tramway')).toMatchObject({
      status: 'closed-temporarily',
      currentHours: { periods: [] },
    });
  });

  it('an id the API does not know is no place (404), not a failure', async () => {
    expect(await google().details('standin-no-such-place')).toBeNull();
  });

  it('a link that is not http(s), or an answer not in the documented shape, fails rather than being shown', async () => {
    standIn.queue('details', {
      kind: 'answer',
      body: { id: 'standin-x', displayName: { text: 'X' }, websiteUri: 'javascript:alert(1)' },
    });
    await expect(google().details('standin-x')).rejects.toMatchObject({ reason: 'failed' });
    await expect(google(standIn.urlWith('malformed')).details('standin-kind-coffee')).rejects.toMatchObject({
      reason: 'failed',
      message: '/places/{id}: the answer is not the documented shape',
    });
  });
});

it('the search’s field mask stays on the fields a match needs: no hours, rating or contact (decision 038)', () => {
  expect(searchFieldMask.split(',')).toEqual([
    'places.id',
    'places.displayName',
    'places.formattedAddress',
    'places.businessStatus',
  ]);
});
