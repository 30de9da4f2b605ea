/**
 * The Rocky Mountain National Park cameras the page shows: the ones the National Park Service
 * publishes on its webcams page (https://www.nps.gov/romo/learn/photosmultimedia/webcams.htm),
 * each with its public image file in the park's webcam folder
 * (https://www.nps.gov/webcams-romo/{file}). The server fetches and caches those images and
 * serves them from our origin (server/places/webcam-images.ts); `liveUrl` is the operator's page.
 * Cameras without a public image the site may fetch are not listed.
 *
 * The cameras are data, kept in `webcams.json` (decision 034); this loader checks every entry
 * against the camera's shape when the module loads.
 */
import * as z from 'zod/mini';
import { webcamCategories, type Webcam } from '../domain/webcams';
import webcamsJson from './webcams.json' with { type: 'json' };

const webcamSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string().check(z.minLength(1)),
  location: z.string(),
  description: z.string(),
  category: z.enum(webcamCategories),
  liveUrl: z.optional(z.url()),
  operator: z.string(),
  imageFile: z.string().check(z.regex(/^[\w.-]+\.jpg$/)),
  bestViewingTimes: z.array(z.string()),
  elevation: z.optional(z.number()),
  direction: z.string(),
  features: z.array(z.string()),
});

/** Reads a cameras file; throws, naming the entry and field, when one does not have the shape. */
export function parseWebcams(value: unknown): readonly Webcam[] {
  return z.parse(z.array(webcamSchema), value);
}

export const webcams: readonly Webcam[] = parseWebcams(webcamsJson);
