/**
 * The part of the One Call answer we read, parsed at the edge. Only what the weather result
 * cannot do without is required (current temperature and sky); every other field may be missing
 * in a real answer and gets a default in the mapping, so a thinner answer still serves visitors.
 */
import { z } from 'zod';

const skySchema = z.object({
  /** The condition code: 2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow, 7xx mist and the like, 80x sky. */
  id: z.number().int().optional(),
  main: z.string(),
  description: z.string(),
  icon: z.string(),
});

const number = z.number().finite();

/** Rain or snow of the hour (mm), sent only when some is forecast. */
const hourAmountSchema = z.object({ '1h': number.nonnegative().optional() }).optional();

const currentSchema = z.object({
  dt: number,
  temp: number,
  feels_like: number.optional(),
  pressure: number.optional(),
  humidity: number.optional(),
  dew_point: number.optional(),
  uvi: number.optional(),
  clouds: number.optional(),
  /** Meters; the provider leaves it out when it has no reading. */
  visibility: number.optional(),
  wind_speed: number.optional(),
  wind_deg: number.optional(),
  weather: z.array(skySchema).min(1),
});

const hourSchema = z.object({
  dt: number,
  temp: number,
  wind_speed: number.optional(),
  /** Probability of precipitation, 0–1. */
  pop: number.optional(),
  rain: hourAmountSchema,
  snow: hourAmountSchema,
  weather: z.array(skySchema).default([]),
});

const daySchema = z.object({
  dt: number,
  sunrise: number.optional(),
  sunset: number.optional(),
  temp: z.object({ min: number, max: number }),
  humidity: number.optional(),
  wind_speed: number.optional(),
  pop: number.optional(),
  /** Rain and snow of the day (mm), sent only when some is forecast. */
  rain: number.nonnegative().optional(),
  snow: number.nonnegative().optional(),
  uvi: number.optional(),
  weather: z.array(skySchema).default([]),
});

const alertSchema = z.object({
  sender_name: z.string().default(''),
  event: z.string(),
  start: number,
  end: number,
  description: z.string().default(''),
  tags: z.array(z.string()).default([]),
});

export const oneCallAnswerSchema = z.object({
  current: currentSchema,
  hourly: z.array(hourSchema).default([]),
  daily: z.array(daySchema).default([]),
  alerts: z.array(alertSchema).default([]),
});

export type OneCallAnswer = z.infer<typeof oneCallAnswerSchema>;
export type OneCallSky = z.infer<typeof skySchema>;
