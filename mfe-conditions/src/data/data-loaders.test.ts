import downtownBusinessesJson from './downtown-businesses.json';
import { downtownBusinesses, parseDowntownBusinesses } from './downtown-businesses';
import webcamsJson from './webcams.json';
import { parseWebcams, webcams } from './webcams';

describe('the downtown directory file', () => {
  it('loads every place of the file with its fields', () => {
    expect(downtownBusinesses).toHaveLength(downtownBusinessesJson.length);
    expect(downtownBusinesses.find((place) => place.id === 'wheel-bar')).toMatchObject({
      name: 'The Wheel Bar',
      category: 'restaurant',
      openingHours: { opens: 10, closes: 26 },
      coordinates: { lat: 40.37705, lng: -105.52255 },
    });
  });

  it('refuses a place of an unknown category, and one without a name', () => {
    const [first] = downtownBusinessesJson;
    expect(() => parseDowntownBusinesses([{ ...first, category: 'casino' }])).toThrow(/category/);
    expect(() => parseDowntownBusinesses([{ ...first, name: '' }])).toThrow(/name/);
  });

  it('refuses opening hours closed on a day that does not exist', () => {
    const [first] = downtownBusinessesJson;
    const openingHours = { opens: 9, closes: 17, closedOn: [7] };
    expect(() => parseDowntownBusinesses([{ ...first, openingHours }])).toThrow(/closedOn/);
  });
});

describe('the webcams file', () => {
  it('loads every camera of the file', () => {
    expect(webcams.map((camera) => camera.id)).toEqual(webcamsJson.map((camera) => camera.id));
  });

  it('refuses a camera whose picture is not a JPEG file name', () => {
    const [first] = webcamsJson;
    expect(() => parseWebcams([{ ...first, imageFile: '../secrets.txt' }])).toThrow(/imageFile/);
  });
});
