/**
 * What the server hands the page at start, in a JSON block (not executed, so no inline
 * script is needed under the Content-Security-Policy): the public settings and the remote
 * pointer of the moment the page was served.
 *
 * The server validated every value before writing it, so the browser only checks the shape
 * (by hand: a schema library here would cost the first load 25 KB, see decision 010).
 */
import type { SerializedHydration } from './app/hydration';
import { areaNames, publicSiteSettingKeys, type PublicSiteSettings, type RemotePointer } from '@estes/shared';

export const bootDataElementId = 'boot-data';

export interface BootData {
  settings: PublicSiteSettings;
  remotes: RemotePointer;
  /** The server-rendered router state, when the page came rendered. */
  hydration?: SerializedHydration;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a remote pointer, or nothing. */
export function remotePointerProblems(value: unknown, at = 'remotes'): string[] {
  if (!isRecord(value)) return [`${at}: must be an object`];
  return Object.entries(value).flatMap(([area, entry]) => {
    if (!(areaNames as readonly string[]).includes(area)) return [`${at}.${area}: is not an area of the site`];
    if (!isRecord(entry)) return [`${at}.${area}: must be an object`];
    return (['name', 'version', 'manifest', 'entry'] as const)
      .filter((key) => typeof entry[key] !== 'string')
      .map((key) => `${at}.${area}.${key}: must be a string`);
  });
}

/** What is wrong with the boot data, or nothing. */
export function bootDataProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['boot data: must be an object'];
  const { settings, hydration } = value;
  const problems = isRecord(settings)
    ? publicSiteSettingKeys
        .filter((key) => typeof settings[key] !== 'string' || settings[key] === '')
        .map((key) => `settings.${key}: must be a non-empty string`)
    : ['settings: must be an object'];
  problems.push(...remotePointerProblems(value.remotes));
  if (hydration !== undefined) {
    if (!isRecord(hydration) || !isRecord(hydration.loaderData)) {
      problems.push('hydration.loaderData: must be an object');
    } else if (hydration.errors !== null && !isRecord(hydration.errors)) {
      problems.push('hydration.errors: must be an object or null');
    }
  }
  return problems;
}

/** Returns undefined when the page was not served by the site server (e.g. a static host). */
export function readBootData(document: Document): BootData | undefined {
  const text = document.getElementById(bootDataElementId)?.textContent;
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    console.error('The page boot data is not JSON; using defaults.', error);
    return undefined;
  }
  const problems = bootDataProblems(data);
  if (problems.length > 0) {
    console.error('The page boot data is invalid; using defaults.', problems);
    return undefined;
  }
  return data as BootData;
}

/** The same pointer the server inlines, for pages served without it. */
export async function fetchRemotePointer(): Promise<RemotePointer> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  const pointer: unknown = await response.json();
  const problems = remotePointerProblems(pointer);
  if (problems.length > 0) throw new Error(`GET /remotes.json is invalid: ${problems.join('; ')}`);
  return pointer as RemotePointer;
}
