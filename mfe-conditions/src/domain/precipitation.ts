/**
 * Precipitation by its kind (docs/rules/conditions.md#precipitation-kind): rain, snow or a
 * wintry mix, read from what the weather provider forecasts for the hour or the day (its rain
 * and snow amounts, else its condition codes), never guessed from the temperature. When the
 * provider says neither, the chance is of "precipitation".
 */

export const precipitationKinds = ['rain', 'snow', 'mixed', 'unknown'] as const;
export type PrecipitationKind = (typeof precipitationKinds)[number];

/** What the provider forecasts for one hour or one day. */
export interface PrecipitationForecast {
  /** Rain and snow amounts (mm), when the provider gives them. */
  rainMm?: number | undefined;
  snowMm?: number | undefined;
  /** The provider's condition codes for the hour or day (One Call `weather[].id`). */
  conditionIds?: readonly (number | undefined)[];
}

/**
 * One Call condition codes: 2xx thunderstorm, 3xx drizzle and 5xx rain are rain; 511 (freezing
 * rain) and 611–616 (sleet, rain and snow) a wintry mix; the other 6xx snow; the rest (mist,
 * clear, clouds) says nothing of a kind.
 */
function kindOfCondition(id: number): PrecipitationKind {
  if (id === 511 || (id >= 611 && id <= 616)) return 'mixed';
  if (id >= 600 && id < 700) return 'snow';
  if (id >= 200 && id < 600) return 'rain';
  return 'unknown';
}

/** Both rain and snow make a mix; one of them is that kind; neither is unknown. */
function kindOf(rain: boolean, snow: boolean): PrecipitationKind {
  if (rain && snow) return 'mixed';
  if (snow) return 'snow';
  return rain ? 'rain' : 'unknown';
}

/** The kind of the hour's or day's precipitation: from the amounts first, else the condition codes. */
export function precipitationKind({ rainMm, snowMm, conditionIds = [] }: PrecipitationForecast): PrecipitationKind {
  const byAmount = kindOf((rainMm ?? 0) > 0, (snowMm ?? 0) > 0);
  if (byAmount !== 'unknown') return byAmount;
  const kinds = new Set(conditionIds.flatMap((id) => (id === undefined ? [] : [kindOfCondition(id)])));
  if (kinds.has('mixed')) return 'mixed';
  return kindOf(kinds.has('rain'), kinds.has('snow'));
}

const nouns: Record<PrecipitationKind, string> = {
  rain: 'rain',
  snow: 'snow',
  mixed: 'wintry mix',
  unknown: 'precipitation',
};

/** "rain", "snow", "wintry mix", "precipitation": after a percentage ("80% snow"). */
export const precipitationNoun = (kind: PrecipitationKind): string => nouns[kind];

/** "Snow chance", "Wintry mix chance": the label of today's chance among the current conditions. */
export const precipitationChanceLabel = (kind: PrecipitationKind): string =>
  `${nouns[kind].charAt(0).toUpperCase()}${nouns[kind].slice(1)} chance`;

/** "80% chance of snow", "80% chance of a wintry mix". */
export function precipitationChanceText(percent: number, kind: PrecipitationKind): string {
  return `${Math.round(percent)}% chance of ${kind === 'mixed' ? 'a ' : ''}${nouns[kind]}`;
}
