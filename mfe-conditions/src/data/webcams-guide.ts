/**
 * The webcams page's guidance (viewing tips, a summary of the usual conditions, where and when
 * to see wildlife): prose kept as data in `webcams-guide.json`, checked when the module loads.
 */
import * as z from 'zod/mini';
import webcamsGuideJson from './webcams-guide.json' with { type: 'json' };

const text = z.string().check(z.minLength(1));

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

export const { viewingTips, conditionsSummary, wildlife } = parseWebcamsGuide(webcamsGuideJson);
