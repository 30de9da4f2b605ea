import { interestsForStyle, packageForDuration, tripPreselection } from './trip-preselect';

describe('trip preselection from the teaser link', () => {
  it('chooses the package of the asked length, or the nearest', () => {
    expect(packageForDuration('3')).toBe('rocky-mountain-explorer');
    expect(packageForDuration('4-days')).toBe('family-mountain-getaway');
    expect(packageForDuration('5 days')).toBe('backcountry-adventure');
    expect(packageForDuration('7')).toBe('backcountry-adventure');
    expect(packageForDuration('weekend')).toBe('rocky-mountain-explorer');
    expect(packageForDuration('week')).toBe('backcountry-adventure');
    expect(packageForDuration('someday')).toBeUndefined();
    expect(packageForDuration(null)).toBeUndefined();
  });

  it('maps a style to interests, ignoring words it does not know', () => {
    expect(interestsForStyle('family')).toEqual(['family', 'wildlife']);
    expect(interestsForStyle('Adventure')).toEqual(['adventure', 'hiking']);
    expect(interestsForStyle('photography, dining')).toEqual(['photography', 'scenic-drives', 'dining']);
    expect(interestsForStyle('luxury')).toEqual([]);
  });

  it('reads both from the query', () => {
    expect(tripPreselection(new URLSearchParams('duration=4&style=relaxed'))).toEqual({
      packageId: 'family-mountain-getaway',
      interests: ['relaxation', 'dining'],
    });
    expect(tripPreselection(new URLSearchParams(''))).toEqual({ packageId: undefined, interests: [] });
  });
});
