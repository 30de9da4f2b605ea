/** @jest-environment node */
import { metersToMiles, shownPrecipitationChance, uvLevel, windCompass } from './weather-units';

describe('windCompass: 8 points in 45° steps', () => {
  it.each([
    [0, 'N'],
    [22.4, 'N'],
    [22.5, 'NE'],
    [45, 'NE'],
    [67.4, 'NE'],
    [67.5, 'E'],
    [90, 'E'],
    [135, 'SE'],
    [180, 'S'],
    [225, 'SW'],
    [270, 'W'],
    [315, 'NW'],
    [337.4, 'NW'],
    [337.5, 'N'],
    [359, 'N'],
    [360, 'N'],
    [-45, 'NW'],
    [405, 'NE'],
  ])('%s° is %s', (degrees, point) => {
    expect(windCompass(degrees)).toBe(point);
  });
});

describe('metersToMiles: meters / 1609.34', () => {
  it('converts the provider default of 10 km to 6.2 miles', () => {
    expect(metersToMiles(10000)).toBe(6.2);
  });
  it('converts one mile exactly and zero', () => {
    expect(metersToMiles(1609.34)).toBe(1);
    expect(metersToMiles(0)).toBe(0);
  });
});

describe('uvLevel', () => {
  it.each([
    [0, 'Low'],
    [2, 'Low'],
    [2.1, 'Moderate'],
    [5, 'Moderate'],
    [6, 'High'],
    [7, 'High'],
    [8, 'Very High'],
    [10, 'Very High'],
    [10.1, 'Extreme'],
    [11, 'Extreme'],
  ])('UV %s is %s', (index, level) => {
    expect(uvLevel(index)).toBe(level);
  });
});

describe('shownPrecipitationChance: only above 20 %', () => {
  it('hides 20 and below', () => {
    expect(shownPrecipitationChance(0)).toBeNull();
    expect(shownPrecipitationChance(20)).toBeNull();
  });
  it('shows above 20, rounded', () => {
    expect(shownPrecipitationChance(21)).toBe(21);
    expect(shownPrecipitationChance(20.6)).toBe(21);
    expect(shownPrecipitationChance(100)).toBe(100);
  });
});
