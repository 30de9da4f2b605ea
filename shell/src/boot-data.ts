/**
 * What the server hands the page at start, in a JSON block (not executed, so no inline
 * script is needed under the Content-Security-Policy): the public settings and the remote
 * pointer of the moment the page was served.
 */
import { z } from 'zod';
import type { SerializedHydration } from './app/hydration';
import { areaNames, publicSiteSettingsSchema, type PublicSiteSettings, type RemotePointer } from '@estes/shared';

export const bootDataElementId = 'boot-data';

const pointerEntrySchema = z.object({ name: z.string(), version: z.string(), manifest: z.string() });
export const remotePointerSchema = z.partialRecord(z.enum(areaNames), pointerEntrySchema);

const routeErrorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('response'), status: z.number(), statusText: z.string(), data: z.unknown() }),
  z.object({ kind: z.literal('error'), name: z.string(), message: z.string() }),
]);

export const bootDataSchema = z.object({
  settings: publicSiteSettingsSchema,
  remotes: remotePointerSchema,
  hydration: z
    .object({
      loaderData: z.record(z.string(), z.unknown()),
      errors: z.record(z.string(), routeErrorSchema).nullable(),
    })
    .optional(),
});

export interface BootData {
  settings: PublicSiteSettings;
  remotes: RemotePointer;
  /** The server-rendered router state, when the page came rendered. */
  hydration?: SerializedHydration;
}

/** Returns undefined when the page was not served by the site server (e.g. a static host). */
export function readBootData(document: Document): BootData | undefined {
  const text = document.getElementById(bootDataElementId)?.textContent;
  if (!text) return undefined;
  const parsed = bootDataSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    console.error('The page boot data is invalid; using defaults.', parsed.error.issues);
    return undefined;
  }
  return parsed.data;
}

/** The same pointer the server inlines, for pages served without it. */
export async function fetchRemotePointer(): Promise<RemotePointer> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return remotePointerSchema.parse(await response.json());
}
