/** @jest-environment node */
import {
  clothingAdvice,
  clothingLevel,
  diningAdvice,
  effectiveTemperature,
  elevationComparison,
  estimateLabel,
  hikingAdvice,
  outlookPrecipitationNote,
  photographyAdvice,
  rightNowAdvice,
} from './weather-advice';

describe('clothing advice by effective temperature (temperature − 0.7 × wind)', () => {
  it('computes the effective temperature', () => {
    expect(effectiveTemperature(40, 10)).toBeCloseTo(33);
  });
  it.each([
    [31.9, 0, 'winter'],
    [32, 0, 'layers'],
    [45, 20, 'winter'], // effective 31
    [46, 20, 'layers'], // effective 32
    [44.9, 0, 'layers'],
    [45, 0, 'light-jacket'],
    [59, 20, 'light-jacket'], // effective exactly 45 is not under 45: plain 59 decides
    [58, 20, 'layers'], // effective 44
    [59.9, 0, 'light-jacket'],
    [60, 0, 't-shirt-layer'],
    [74.9, 0, 't-shirt-layer'],
    [75, 0, 't-shirt-shorts'],
    [84.9, 0, 't-shirt-shorts'],
    [85, 0, 'stay-cool'],
    [95, 10, 'stay-cool'],
  ])('%s °F, %s mph: %s', (temperature, wind, level) => {
    expect(clothingLevel(temperature, wind)).toBe(level);
  });
  it('gives the matching text', () => {
    expect(clothingAdvice(10, 5)).toMatch(/^Heavy winter gear/);
    expect(clothingAdvice(40, 0)).toMatch(/^Dress in layers/);
    expect(clothingAdvice(50, 0)).toMatch(/^A light jacket/);
    expect(clothingAdvice(70, 0)).toMatch(/^T-shirt weather, but bring a layer/);
    expect(clothingAdvice(80, 0)).toMatch(/^T-shirt and shorts/);
    expect(clothingAdvice(90, 0)).toMatch(/^Stay cool/);
  });
});

describe("'Right Now' advice, in priority order", () => {
  const mild = { temperature: 65, condition: 'Clear', windSpeed: 5 };
  it('puts storms first, whatever else is true', () => {
    expect(rightNowAdvice({ temperature: 10, condition: 'Thunderstorm', windSpeed: 40 }, 7)).toMatch(/stay indoors/);
    expect(rightNowAdvice({ ...mild, condition: 'Storm' }, 7)).toMatch(/stay indoors/);
  });
  it('then rain or snow', () => {
    expect(rightNowAdvice({ temperature: 10, condition: 'Snow', windSpeed: 40 }, 7)).toMatch(/indoor activities/);
    expect(rightNowAdvice({ ...mild, condition: 'Rain' }, 7)).toMatch(/indoor activities/);
    expect(rightNowAdvice({ ...mild, condition: 'Drizzle' }, 7)).toMatch(/indoor activities/);
  });
  it('then very cold under 20 °F', () => {
    expect(rightNowAdvice({ ...mild, temperature: 19.9, windSpeed: 40 }, 7)).toMatch(/^Very cold/);
    expect(rightNowAdvice({ ...mild, temperature: 20 }, 7)).not.toMatch(/^Very cold/);
  });
  it('then very hot over 90 °F', () => {
    expect(rightNowAdvice({ ...mild, temperature: 90.1, windSpeed: 40 }, 7)).toMatch(/^Very hot/);
    expect(rightNowAdvice({ ...mild, temperature: 90 }, 7)).not.toMatch(/^Very hot/);
  });
  it('then very windy over 25 mph', () => {
    expect(rightNowAdvice({ ...mild, windSpeed: 25.1 }, 7)).toMatch(/^Very windy/);
    expect(rightNowAdvice({ ...mild, windSpeed: 25 }, 7)).not.toMatch(/^Very windy/);
  });
  it.each([
    [5, /generally good/],
    [6, /^Early morning/],
    [8, /^Early morning/],
    [9, /^Mid-morning/],
    [11, /^Mid-morning/],
    [12, /^Afternoon/],
    [15, /^Afternoon/],
    [16, /^Late afternoon/],
    [18, /^Late afternoon/],
    [19, /pleasant night/],
    [21, /pleasant night/],
    [22, /generally good/],
    [0, /generally good/],
  ])('at %s:00 on a mild day', (hour, text) => {
    expect(rightNowAdvice(mild, hour)).toMatch(text);
  });
  it('uses the heat threshold of 80 °F from 12 to 15', () => {
    expect(rightNowAdvice({ ...mild, temperature: 80.5 }, 13)).toMatch(/^Hot afternoon/);
    expect(rightNowAdvice({ ...mild, temperature: 80 }, 13)).toMatch(/^Afternoon/);
  });
  it('uses the 60 °F threshold from 19 to 21', () => {
    expect(rightNowAdvice({ ...mild, temperature: 59 }, 20)).toMatch(/cools quickly after sunset/);
    expect(rightNowAdvice({ ...mild, temperature: 60 }, 20)).toMatch(/pleasant night/);
  });
});

describe('activity planning cards', () => {
  it.each([
    [60, 14.9, 'Perfect hiking weather'],
    [80, 0, 'Perfect hiking weather'],
    [59.9, 5, 'Good with preparation'],
    [80.1, 5, 'Good with preparation'],
    [70, 15, 'Good with preparation'],
    [39.9, 5, 'Cold for hiking'],
    [40, 5, 'Good with preparation'],
    [50, 20.1, 'Windy on the trails'],
    [50, 20, 'Good with preparation'],
    [30, 30, 'Cold for hiking'],
  ])('hiking at %s °F, %s mph: %s', (temperature, windSpeed, title) => {
    expect(hikingAdvice({ temperature, windSpeed }).title).toBe(title);
  });
  it.each([
    [60, 14.9, 'Patio dining weather'],
    [80, 0, 'Patio dining weather'],
    [80.1, 0, 'Patio with a jacket'],
    [70, 15, 'Patio with a jacket'],
    [49.9, 0, 'Indoor dining recommended'],
    [50, 0, 'Patio with a jacket'],
    [55, 20.1, 'Too windy for patios'],
    [55, 20, 'Patio with a jacket'],
  ])('dining at %s °F, %s mph: %s', (temperature, windSpeed, title) => {
    expect(diningAdvice({ temperature, windSpeed }).title).toBe(title);
  });
  it.each([
    [10, 'Excellent visibility'],
    [8, 'Excellent visibility'],
    [7.9, 'Good visibility'],
    [5, 'Good visibility'],
    [4.9, 'Limited visibility'],
    [0, 'Limited visibility'],
  ])('photography with %s miles: %s', (miles, title) => {
    expect(photographyAdvice(miles).title).toBe(title);
  });
});

describe('elevation comparison: 3.5 °F per 1,000 ft, 7,522 ft against 11,796 ft', () => {
  it('estimates the visitor center from town when it has no live reading, and says so', () => {
    const comparison = elevationComparison({ 'estes-park': 72 });
    expect(comparison?.elevationGainFeet).toBe(4274);
    expect(comparison?.temperatureDrop).toBe(15);
    expect(comparison?.town).toEqual({ name: 'Estes Park', elevationFeet: 7522, temperature: 72 });
    expect(comparison?.alpine).toEqual({
      name: 'Alpine Visitor Center',
      elevationFeet: 11796,
      temperature: 57,
      estimatedFrom: 'estes-park',
    });
    expect(estimateLabel('estes-park')).toBe('(estimated from the town’s reading)');
  });
  it('estimates town from the visitor center when town has no live reading', () => {
    const comparison = elevationComparison({ 'alpine-visitor-center': 58 });
    expect(comparison?.alpine).toEqual({ name: 'Alpine Visitor Center', elevationFeet: 11796, temperature: 58 });
    expect(comparison?.town).toMatchObject({ temperature: 73, estimatedFrom: 'alpine-visitor-center' });
    expect(estimateLabel('alpine-visitor-center')).toBe('(estimated from the Alpine Visitor Center’s reading)');
  });
  it('shows both live readings as they are, even where the lapse rate would say otherwise', () => {
    const comparison = elevationComparison({ 'estes-park': 20, 'alpine-visitor-center': 9 });
    expect(comparison?.town).toEqual({ name: 'Estes Park', elevationFeet: 7522, temperature: 20 });
    expect(comparison?.alpine).toEqual({ name: 'Alpine Visitor Center', elevationFeet: 11796, temperature: 9 });
  });
  it('has nothing to compare without a live reading at either place', () => {
    expect(elevationComparison({})).toBeUndefined();
  });
});

describe('3-day outlook note: only above 20 %, named by its kind, worded by day', () => {
  it('stays silent at 20 % and below', () => {
    expect(outlookPrecipitationNote(0, 'Mon', 20, 'rain')).toBeNull();
    expect(outlookPrecipitationNote(0, 'Mon', 20, 'snow')).toBeNull();
  });
  it('words today, tomorrow and later days differently', () => {
    expect(outlookPrecipitationNote(0, 'Mon', 21, 'rain')).toBe(
      '21% chance of rain today: plan outdoor time for the morning.',
    );
    expect(outlookPrecipitationNote(1, 'Tue', 40, 'rain')).toBe('40% chance of rain tomorrow: pack a rain shell.');
    expect(outlookPrecipitationNote(2, 'Wed', 65, 'rain')).toBe(
      '65% chance of rain on Wed: keep an indoor backup plan.',
    );
  });
  it('says snow or a wintry mix when that is what falls, with advice for it', () => {
    expect(outlookPrecipitationNote(0, 'Mon', 80, 'snow')).toBe(
      '80% chance of snow today: check road conditions before driving up.',
    );
    expect(outlookPrecipitationNote(1, 'Tue', 62, 'snow')).toBe(
      '62% chance of snow tomorrow: pack warm, waterproof layers.',
    );
    expect(outlookPrecipitationNote(1, 'Tue', 50, 'mixed')).toBe(
      '50% chance of a wintry mix tomorrow: pack warm, waterproof layers; roads may be icy.',
    );
    expect(outlookPrecipitationNote(2, 'Wed', 30, 'unknown')).toBe(
      '30% chance of precipitation on Wed: keep an indoor backup plan.',
    );
  });
});
