import { activities } from './activities';
import { downtownPlaceRowSchema } from './downtown-place-rows';
import { downtownDirectoryPlaces, downtownPlaceRows } from './downtown-places';
import { restaurants } from './restaurants';

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
