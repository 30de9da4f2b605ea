/**
 * The home page's trip-planner teaser links here with `duration` and `style`: the package whose
 * length fits and the interests that match the style are chosen before the visitor starts.
 * Unknown values choose nothing, so any link still opens the page.
 */
import { optionValues } from '../../domain/form-options';
import { tripPackages, type TripPackage } from './trip-data';

type Interest = (typeof optionValues.tripInterest)[number];

const styleInterests: Record<string, readonly Interest[]> = {
  adventure: ['adventure', 'hiking'],
  adventurous: ['adventure', 'hiking'],
  active: ['hiking', 'adventure'],
  outdoor: ['hiking', 'wildlife'],
  hiking: ['hiking'],
  family: ['family', 'wildlife'],
  'family-friendly': ['family', 'wildlife'],
  relaxation: ['relaxation', 'dining'],
  relaxed: ['relaxation', 'dining'],
  relaxing: ['relaxation', 'dining'],
  romantic: ['relaxation', 'dining', 'scenic-drives'],
  wildlife: ['wildlife', 'photography'],
  photography: ['photography', 'scenic-drives'],
  scenic: ['scenic-drives', 'photography'],
  foodie: ['dining'],
  dining: ['dining'],
};

/** Days from `3`, `3-days`, `3 days`, `weekend` (3) or `week` (5); the package of that length or the nearest. */
export function packageForDuration(duration: string | null): TripPackage['id'] | undefined {
  if (!duration) return undefined;
  const text = duration.trim().toLowerCase();
  const days = /\d+/.exec(text)?.[0]
    ? Number(/\d+/.exec(text)?.[0])
    : text.includes('weekend')
      ? 3
      : text.includes('week')
        ? 5
        : NaN;
  if (!Number.isFinite(days) || days < 1) return undefined;
  const nearest = [...tripPackages].sort((a, b) => Math.abs(a.days - days) - Math.abs(b.days - days))[0];
  return nearest?.id;
}

export function interestsForStyle(style: string | null): Interest[] {
  if (!style) return [];
  const wanted = style
    .toLowerCase()
    .split(/[\s,]+/)
    .flatMap(
      (word) =>
        styleInterests[word] ??
        ((optionValues.tripInterest as readonly string[]).includes(word) ? [word as Interest] : []),
    );
  return [...new Set(wanted)];
}

export interface TripPreselection {
  packageId: TripPackage['id'] | undefined;
  interests: Interest[];
}

export function tripPreselection(search: URLSearchParams): TripPreselection {
  return { packageId: packageForDuration(search.get('duration')), interests: interestsForStyle(search.get('style')) };
}
