/**
 * An event a person approved from the submission forms, as `GET /api/planning/events/approved`
 * answers it: the fields of a calendar event that a submission can fill
 * (docs/rules/planning.md#approved-events). The events calendar parses the answer with this schema
 * at its edge.
 */
import { z } from 'zod';

z.config({ jitless: true });

/** A photo of the event with its pixel size (every photo served is re-encoded, so has one). */
export const approvedEventPhotoSchema = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const approvedEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** '7:00 PM - 10:00 PM', '7:00 PM', or '' when the organizer gave no time. */
  time: z.string(),
  location: z.string(),
  venue: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.string(),
  organizer: z.string(),
  website: z.string().nullable(),
  registrationLink: z.string().nullable(),
  ageRequirements: z.string().nullable(),
  /** Site-relative URLs of the approved submission's photos. */
  images: z.array(z.string()),
  /** The same photos, each with its width and height, so a page can reserve their space. */
  photos: z.array(approvedEventPhotoSchema).default([]),
  tags: z.array(z.string()),
  featured: z.boolean(),
  recurring: z.boolean(),
});

export const approvedEventsResponseSchema = z.object({ events: z.array(approvedEventSchema) });

export type ApprovedEvent = z.infer<typeof approvedEventSchema>;
