import { estesParkMonthlyNormals } from './climate-normals';
import { checkDataFiles, parseDowntownGuide, parseWebcams, parseWebcamsGuide } from './data-schemas';
import downtownGuideJson from './downtown-guide.json' with { type: 'json' };
import webcamsGuideJson from './webcams-guide.json' with { type: 'json' };
import webcamsJson from './webcams.json' with { type: 'json' };
import { webcams } from './webcams';

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
