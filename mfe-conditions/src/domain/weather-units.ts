/** Unit conversions and scales (docs/rules/conditions.md#weather-units). */

const compassPoints = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** Degrees to one of 8 compass points in 45° steps, each centred on its point (N is 337.5–22.5). */
export function windCompass(degrees: number): CompassPoint {
  const normalised = ((degrees % 360) + 360) % 360;
  return compassPoints[Math.round(normalised / 45) % 8] ?? 'N';
}

export const metersPerMile = 1609.34;

/** Provider visibility (meters) to miles, one decimal. */
export function metersToMiles(meters: number): number {
  return Math.round((meters / metersPerMile) * 10) / 10;
}

export type UvLevel = 'Low' | 'Moderate' | 'High' | 'Very High' | 'Extreme';

/** Up to 2 Low, up to 5 Moderate, up to 7 High, up to 10 Very High, above 10 Extreme. */
export function uvLevel(index: number): UvLevel {
  if (index <= 2) return 'Low';
  if (index <= 5) return 'Moderate';
  if (index <= 7) return 'High';
  if (index <= 10) return 'Very High';
  return 'Extreme';
}

/**
 * The chance of precipitation is shown only above 20 % (forecast, hourly, outlook): null means
 * "do not show". Its kind names it (precipitation.ts).
 */
export function shownPrecipitationChance(percent: number): number | null {
  return percent > 20 ? Math.round(percent) : null;
}
