import { activities } from './activities';
import { downtownPlaceRowSchema } from './downtown-place-rows';
import { downtownDirectoryPlaces, downtownPlaceRows } from './downtown-places';
import { restaurants } from './restaurants';

/** A name's words, case, accents and punctuation aside ("The Wheel Bar" → "the wheel bar"). */
const nameWords = (name: string): string[] =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const directoryIds = new Set([...restaurants, ...activities].map((entry) => entry.id));

describe('the downtown guide’s places', () => {
  it('match the row schema, which refuses ratings, hours, phones and websites', () => {
    for (const row of downtownPlaceRows) expect(downtownPlaceRowSchema.safeParse(row).error).toBeUndefined();
    const [first] = downtownPlaceRows;
    for (const typical of [
      { rating: 4.5, reviews: 1240 },
      { hours: '10 AM – 2 AM daily' },
      { phone: '(970) 586-9381' },
    ]) {
      expect(downtownPlaceRowSchema.safeParse({ ...first, ...typical }).success).toBe(false);
    }
  });

  it('name a directory entry by its id or are a guide-only place, never both', () => {
    for (const row of downtownPlaceRows) {
      const ownName = 'name' in row;
      expect({ id: row.id, ownName }).toEqual({ id: row.id, ownName: !directoryIds.has(row.id) });
    }
  });

  it('give every place one id: no id twice, and no two ids for one name at one street number', () => {
    const places = [
      ...restaurants.map(({ id, name, location }) => ({ id, name, address: location })),
      ...activities.map(({ id, name, location }) => ({ id, name, address: location })),
      ...downtownDirectoryPlaces.filter((place) => place.listedIn === null),
    ];
    const ids = places.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = places.map((place) => `${nameWords(place.name).join(' ')} @ ${/^\d+/.exec(place.address)?.[0] ?? ''}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('read a listed place’s name, address and description from the entry that owns it', () => {
    const cantina = downtownDirectoryPlaces.find((place) => place.id === 'eds-cantina');
    const owner = restaurants.find((entry) => entry.id === 'eds-cantina');
    expect(cantina).toMatchObject({
      name: owner?.name,
      address: owner?.location,
      description: owner?.description,
      listedIn: 'restaurants',
    });
    expect(downtownDirectoryPlaces.find((place) => place.id === 'estes-park-museum')?.listedIn).toBe('things-to-do');
  });

  it('covers each of the guide’s categories', () => {
    for (const category of ['restaurant', 'shop', 'attraction', 'service'])
      expect(downtownDirectoryPlaces.some((place) => place.category === category)).toBe(true);
  });
});
