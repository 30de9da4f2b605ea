/**
 * Approximate monthly climate normals for Estes Park, CO: the average daily high and low (°F)
 * of each month. Source: NOAA NCEI 1991–2020 U.S. Climate Normals, station Estes Park, CO
 * (https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals). Rounded to whole
 * degrees. They say what a day of the month is usually like, never what it is like now.
 */
import monthlyNormalsJson from './climate-normals.json' with { type: 'json' };

export interface MonthlyNormal {
  /** Average daily high, °F. */
  high: number;
  /** Average daily low, °F. */
  low: number;
}

export const climateNormalsSource = {
  name: 'NOAA NCEI 1991–2020 U.S. Climate Normals, station Estes Park, CO',
  url: 'https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals',
} as const;

/** January first: the table is data, in `climate-normals.json`, checked by `data-schemas.ts`. */
export const estesParkMonthlyNormals = monthlyNormalsJson as readonly MonthlyNormal[];
