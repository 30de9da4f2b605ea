/**
 * The weather result our API answers with (docs/rules/conditions.md#weather-provider) and the
 * places it knows. The answer's schema is in weather-result-schema.ts, loaded only by code that
 * reads an answer (decision 079).
 */
export type {
  LiveWeather,
  UnavailableWeather,
  WeatherAlert,
  WeatherCurrent,
  WeatherForecastDay,
  WeatherHour,
  WeatherResult,
} from './weather-result-schema';

export const weatherPlaces = ['estes-park', 'alpine-visitor-center'] as const;
export type WeatherPlace = (typeof weatherPlaces)[number];

export const isWeatherPlace = (value: string): value is WeatherPlace =>
  (weatherPlaces as readonly string[]).includes(value);

export interface WeatherPlaceInfo {
  /** What a visitor reads: "Estes Park, CO". */
  location: string;
  /** Short name for toggles and comparisons. */
  shortName: string;
  elevationFeet: number;
  latitude: number;
  longitude: number;
}

/** docs/rules/conditions.md#weather-places: town 7,522 ft, visitor center 11,796 ft. */
export const weatherPlaceInfo: Record<WeatherPlace, WeatherPlaceInfo> = {
  'estes-park': {
    location: 'Estes Park, CO',
    shortName: 'Estes Park',
    elevationFeet: 7522,
    latitude: 40.3772,
    longitude: -105.5217,
  },
  'alpine-visitor-center': {
    location: 'Alpine Visitor Center, Rocky Mountain National Park',
    shortName: 'Alpine Visitor Center',
    elevationFeet: 11796,
    latitude: 40.4414,
    longitude: -105.7539,
  },
};

/** The National Weather Service's point forecast for a place: where to go when we have no live reading. */
export const nwsForecastUrl = (place: WeatherPlace): string => {
  const { latitude, longitude } = weatherPlaceInfo[place];
  return `https://forecast.weather.gov/MapClick.php?lat=${latitude}&lon=${longitude}`;
};
