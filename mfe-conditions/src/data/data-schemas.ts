/**
 * The shapes of the conditions area's data files (decision 034), written with zod/mini: each
 * file is read against its schema by the data tests (`data-loaders.test.ts`) and by the area's
 * server when a version starts (`checkDataFiles`), so a mistyped entry fails the build's tests
 * and the deploy, never a visitor's page. The pages import the files through their loaders
 * (`webcams.ts`, …) without these schemas: the files are part of the build, checked
 * before it ships, and zod would cost /downtown and /webcams 9 KB gzip of first load.
 */
import * as z from 'zod/mini';
import { webcamCategories, type Webcam } from '../domain/webcams';
import type { MonthlyNormal } from './climate-normals';
import climateNormalsJson from './climate-normals.json' with { type: 'json' };
import downtownGuideJson from './downtown-guide.json' with { type: 'json' };
import webcamsGuideJson from './webcams-guide.json' with { type: 'json' };
import webcamsJson from './webcams.json' with { type: 'json' };

const text = z.string().check(z.minLength(1));

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

const titledText = z.object({ title: text, text });

const downtownGuideSchema = z.object({
  historicStreet: z.object({
    heading: text,
    paragraphs: z.array(text),
    facts: z.array(z.object({ label: text, value: text })),
  }),
  parkingGuide: z.array(z.object({ name: text, where: text, note: text })),
  insiderTips: z.array(text),
  walkingTour: z.array(z.object({ stop: text, text, minutes: z.number().check(z.gte(0)) })),
  gettingThere: z.array(titledText),
});

export type DowntownGuide = z.infer<typeof downtownGuideSchema>;

/** Reads a guide file; throws, naming the part and field, when it does not have the shape. */
export function parseDowntownGuide(value: unknown): DowntownGuide {
  return z.parse(downtownGuideSchema, value);
}

const webcamsGuideSchema = z.object({
  viewingTips: z.array(z.object({ title: text, text })),
  conditionsSummary: z.array(z.object({ place: text, note: text })),
  wildlife: z.array(z.object({ animal: text, where: text, when: text })),
});

export type WebcamsGuide = z.infer<typeof webcamsGuideSchema>;

/** Reads a guidance file; throws, naming the part and field, when it does not have the shape. */
export function parseWebcamsGuide(value: unknown): WebcamsGuide {
  return z.parse(webcamsGuideSchema, value);
}

/** Reads the climate normals: twelve months, January first. */
export function parseClimateNormals(value: unknown): readonly MonthlyNormal[] {
  return z.parse(z.array(z.object({ high: z.number(), low: z.number() })).check(z.length(12)), value);
}

/** Reads every data file of the area against its shape; throws, naming the file's field, on the first that does not fit. */
export function checkDataFiles(): void {
  parseWebcams(webcamsJson);
  parseDowntownGuide(downtownGuideJson);
  parseWebcamsGuide(webcamsGuideJson);
  parseClimateNormals(climateNormalsJson);
}
