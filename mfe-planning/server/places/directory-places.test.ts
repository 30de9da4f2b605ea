/**
 * The one directory of places (docs/rules/planning.md#downtown-places): every place has one id
 * across restaurants, things to do and the downtown guide, so a place's facts are asked for,
 * kept and shown once.
 */
import { activities } from '../../src/data/activities';
import { downtownDirectoryPlaces } from '../../src/data/downtown-places';
import { restaurants } from '../../src/data/restaurants';
import { directoryPlaces } from './index';
import { nameWords, streetNumberOf } from './place-match';

const places = [
  ...restaurants.map(({ id, name, location }) => ({ id, name, location })),
  ...activities.map(({ id, name, location }) => ({ id, name, location })),
  ...downtownDirectoryPlaces
    .filter((place) => place.listedIn === null)
    .map(({ id, name, address }) => ({ id, name, location: address })),
];

describe('the one directory of places', () => {
  it('uses no id twice', () => {
    const ids = places.map((place) => place.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('keeps no place under two ids (the same name at the same street number)', () => {
    const keys = places.map((place) => `${nameWords(place.name).join(' ')} @ ${streetNumberOf(place.location) ?? ''}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('asks the provider for every place of the directory, the guide’s own included', () => {
    expect([...directoryPlaces.keys()].sort()).toEqual(places.map((place) => place.id).sort());
    for (const place of downtownDirectoryPlaces) expect(directoryPlaces.has(place.id)).toBe(true);
  });
});
