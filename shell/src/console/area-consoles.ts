/**
 * The areas' console pages (decision 064): after sign-in the console asks the server for each
 * area's live version (`GET /console/api/areas`), registers those remotes with this host
 * (`shell_console`) and loads each one's `./console` module. An area whose version exposes no
 * `./console` (the server read its manifest: `exposesConsole: false`) has no console pages by
 * design and is neither loaded nor mentioned (decision 071). What one area's module offers is
 * checked before a page of it is listed: a path under /console/ that no other page has, a
 * title, a description, the roles, a component. An area whose module does not load (a failed
 * load, a wrong shape, nothing in time) is one sentence on the home page, never a blank
 * console; the other areas' pages load regardless.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { areas, type AreaName } from '@estes/shared';
import { consoleRoles, type AreaConsolePage, type ConsoleArea } from '@estes/shared/console';

/** Loads one area's `./console` module; tests give a stand-in. */
export type AreaConsoleLoader = (area: ConsoleArea) => Promise<unknown>;

export interface LoadedAreaPage extends AreaConsolePage {
  area: string;
  version: string;
}

export interface AreaConsoles {
  pages: LoadedAreaPage[];
  /** One sentence per area whose pages could not be loaded, or page that could not be listed. */
  problems: string[];
}

const isAreaName = (name: string): name is AreaName => Object.hasOwn(areas, name);

/**
 * Module Federation's loader: the area's console container (decision 075), by the entry and
 * name the server gave; a server from before it named only the area's own container.
 */
export const federationAreaConsoleLoader: AreaConsoleLoader = async ({ area, entry, container }) => {
  if (!isAreaName(area)) throw new Error('the site has no such area');
  const name = container ?? areas[area].container;
  registerRemotes([{ name, entry }], { force: false });
  return loadRemote(`${name}/console`);
};

/**
 * A reason a person can read, from whatever a failed load threw (bounded: it is shown on the
 * page). Module Federation's errors are several lines (the code, its arguments, a link): the
 * first says what failed.
 */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/does not exist in container/i.test(text)) return 'this version has no console module.';
  if (/RUNTIME-00[18]/.test(text)) return 'its files could not be loaded.';
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const sentence = firstLine
    .replace(/^\[ Federation Runtime \]:\s*/, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "Failed to get manifest. #RUNTIME-003" reads "Failed to get manifest (RUNTIME-003)."
    .replace(/\.? ?#(RUNTIME-\d+)$/, ' ($1)');
  if (sentence === '') return 'it gave no reason.';
  return `${sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence}${/[.!?…]$/.test(sentence) ? '' : '.'}`;
}

const couldNotLoad = ({ area, version }: ConsoleArea, reason: string) =>
  `The ${area} area's console pages could not be loaded (version ${version}): ${reason}`;

function isPage(value: unknown): value is AreaConsolePage {
  const page = value as Partial<AreaConsolePage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.path === 'string' &&
    typeof page.title === 'string' &&
    page.title.trim() !== '' &&
    typeof page.description === 'string' &&
    Array.isArray(page.roles) &&
    page.roles.length > 0 &&
    page.roles.every((role) => (consoleRoles as readonly string[]).includes(role)) &&
    (typeof page.Page === 'function' || (typeof page.Page === 'object' && page.Page !== null))
  );
}

/** The pages of one area's module, or why there are none (a module's default export, or the module itself). */
function pagesOf(module: unknown): AreaConsolePage[] | string {
  const candidate = (module as { default?: unknown } | null)?.default ?? module;
  const pages = (candidate as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return 'its console module lists no pages.';
  if (!pages.every(isPage)) return 'a page of its console module lacks a path, title, description, roles or component.';
  return pages;
}

/** A console address an area may take: under /console/, plain segments, no query or fragment. */
const isAreaPagePath = (path: string) => /^\/console(\/[a-z0-9][a-z0-9-]*)+$/.test(path);

/** How long one area's module may take: a file that never arrives is said, never waited on for ever. */
export const areaConsoleLoadTimeoutMs = 15_000;

/** The module, or a rejection once the time is up. */
function withinTime(loading: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`it did not arrive within ${areaConsoleLoadTimeoutMs / 1000} seconds.`)),
      areaConsoleLoadTimeoutMs,
    );
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

export async function loadAreaConsoles(
  live: readonly ConsoleArea[],
  load: AreaConsoleLoader,
  /** Addresses the shell's own pages hold; an area may not take them. */
  reserved: readonly string[],
): Promise<AreaConsoles> {
  const results = await Promise.all(
    // An area whose version has no `./console` is not asked for one: that is no failure.
    live
      .filter((area) => area.exposesConsole !== false)
      .map(async (area) => {
        try {
          return { area, pages: pagesOf(await withinTime(load(area))) };
        } catch (error) {
          return { area, pages: reasonOf(error) };
        }
      }),
  );
  const taken = new Set(reserved);
  const loaded: AreaConsoles = { pages: [], problems: [] };
  for (const { area, pages } of results) {
    if (typeof pages === 'string') {
      loaded.problems.push(couldNotLoad(area, pages));
      continue;
    }
    for (const page of pages) {
      if (!isAreaPagePath(page.path) || taken.has(page.path)) {
        loaded.problems.push(
          `The ${area.area} area's page “${page.title}” is not listed: its address ${page.path.slice(0, 80)} is ${
            taken.has(page.path) ? 'another page’s' : 'not a console address'
          }.`,
        );
        continue;
      }
      taken.add(page.path);
      loaded.pages.push({ ...page, area: area.area, version: area.version });
    }
  }
  return loaded;
}
