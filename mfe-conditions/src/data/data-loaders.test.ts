import { estesParkMonthlyNormals } from './climate-normals';
import {
  checkDataFiles,
  parseDowntownBusinesses,
  parseDowntownGuide,
  parseWebcams,
  parseWebcamsGuide,
} from './data-schemas';
import downtownBusinessesJson from './downtown-businesses.json' with { type: 'json' };
import { downtownBusinesses } from './downtown-businesses';
import downtownGuideJson from './downtown-guide.json' with { type: 'json' };
import webcamsGuideJson from './webcams-guide.json' with { type: 'json' };
import webcamsJson from './webcams.json' with { type: 'json' };
import { webcams } from './webcams';

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

describe('the downtown guide file', () => {
  it('loads the guide, and no places to stay or events (those are the lodging and planning areas’)', () => {
    const guide = parseDowntownGuide(downtownGuideJson);
    expect(downtownGuideJson).not.toHaveProperty('hotels');
    expect(downtownGuideJson).not.toHaveProperty('events');
    expect(guide.walkingTour[0]).toEqual({
      stop: 'Estes Park Visitor Center',
      text: 'Pick up a map and park in the garage.',
      minutes: 0,
    });
  });
});

describe('the climate normals file', () => {
  it('holds twelve months, January first', () => {
    expect(estesParkMonthlyNormals).toHaveLength(12);
    expect(estesParkMonthlyNormals[0]).toEqual({ high: 39, low: 16 });
    expect(estesParkMonthlyNormals[6]).toEqual({ high: 78, low: 49 });
  });
});

describe('the webcams guidance file', () => {
  it('loads the tips, the conditions summary and the wildlife guide', () => {
    const guide = parseWebcamsGuide(webcamsGuideJson);
    expect(guide.viewingTips.map((tip) => tip.title)).toContain('Look early');
    expect(guide.wildlife.map((entry) => entry.animal)).toEqual(['Elk', 'Bighorn sheep', 'Moose', 'Mule deer']);
  });

  it('refuses a tip without text', () => {
    expect(() => parseWebcamsGuide({ ...webcamsGuideJson, viewingTips: [{ title: 'Look early', text: '' }] })).toThrow(
      /text/,
    );
  });
});

describe('every data file of the area', () => {
  it('has the shape its schema gives it', () => {
    expect(() => checkDataFiles()).not.toThrow();
  });
});
