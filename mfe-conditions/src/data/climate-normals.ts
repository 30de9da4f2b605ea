/**
 * Approximate monthly climate normals for Estes Park, CO: the average daily high and low (°F)
 * of each month. Source: NOAA NCEI 1991–2020 U.S. Climate Normals, station Estes Park, CO
 * (https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals). Rounded to whole
 * degrees. They say what a day of the month is usually like, never what it is like now.
 */
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

/** January first. */
export const estesParkMonthlyNormals: readonly MonthlyNormal[] = [
  { high: 39, low: 16 },
  { high: 40, low: 16 },
  { high: 47, low: 22 },
  { high: 53, low: 27 },
  { high: 62, low: 35 },
  { high: 72, low: 43 },
  { high: 78, low: 49 },
  { high: 76, low: 47 },
  { high: 69, low: 40 },
  { high: 58, low: 31 },
  { high: 46, low: 22 },
  { high: 39, low: 16 },
];
