/** @jest-environment node */
import {
  precipitationChanceLabel,
  precipitationChanceText,
  precipitationKind,
  precipitationNoun,
  type PrecipitationKind,
} from './precipitation';

describe('the kind of precipitation, from the provider’s forecast', () => {
  it.each<[string, Parameters<typeof precipitationKind>[0], PrecipitationKind]>([
    ['snow amount only', { snowMm: 3.2, conditionIds: [804] }, 'snow'],
    ['rain amount only', { rainMm: 0.4, conditionIds: [800] }, 'rain'],
    ['rain and snow amounts', { rainMm: 0.5, snowMm: 1.1, conditionIds: [600] }, 'mixed'],
    // The amounts decide over the condition code.
    ['a snow amount under a rain code', { snowMm: 2, conditionIds: [500] }, 'snow'],
    ['zero amounts, light snow', { rainMm: 0, snowMm: 0, conditionIds: [600] }, 'snow'],
    ['light snow (600)', { conditionIds: [600] }, 'snow'],
    ['shower snow (621)', { conditionIds: [621] }, 'snow'],
    ['light rain (500)', { conditionIds: [500] }, 'rain'],
    ['drizzle (300)', { conditionIds: [300] }, 'rain'],
    ['thunderstorm with rain (201)', { conditionIds: [201] }, 'rain'],
    ['freezing rain (511)', { conditionIds: [511] }, 'mixed'],
    ['sleet (611)', { conditionIds: [611] }, 'mixed'],
    ['rain and snow (616)', { conditionIds: [616] }, 'mixed'],
    ['a rain code and a snow code', { conditionIds: [500, 600] }, 'mixed'],
    ['clouds only', { conditionIds: [804] }, 'unknown'],
    ['mist', { conditionIds: [701] }, 'unknown'],
    ['nothing at all', {}, 'unknown'],
    ['a code the provider left out', { conditionIds: [undefined] }, 'unknown'],
  ])('%s', (_name, forecast, kind) => {
    expect(precipitationKind(forecast)).toBe(kind);
  });
});

describe('the words for it', () => {
  it('names the chance by its kind, and says "precipitation" when the provider does not say which', () => {
    expect(precipitationChanceText(80, 'snow')).toBe('80% chance of snow');
    expect(precipitationChanceText(62.4, 'rain')).toBe('62% chance of rain');
    expect(precipitationChanceText(45, 'mixed')).toBe('45% chance of a wintry mix');
    expect(precipitationChanceText(30, 'unknown')).toBe('30% chance of precipitation');
    expect(['rain', 'snow', 'mixed', 'unknown'].map((kind) => precipitationNoun(kind as PrecipitationKind))).toEqual([
      'rain',
      'snow',
      'wintry mix',
      'precipitation',
    ]);
    expect(precipitationChanceLabel('snow')).toBe('Snow chance');
    expect(precipitationChanceLabel('unknown')).toBe('Precipitation chance');
  });
});
