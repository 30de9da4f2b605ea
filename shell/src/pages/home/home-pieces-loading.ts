/**
 * Loading the home page's pieces (home-widgets.tsx): an area's widget through its `./widgets`
 * module, or one of the shell's own static sections; and, for the home page's loader, every
 * piece's code and data at once, each within a time limit so one slow area cannot hold the
 * page back. Only needed when the loader runs or a piece wakes: not part of the first load.
 */
import { getSiteSettings, type LoadedWidgetModule, type SiteApi, type WidgetId } from '@estes/shared';
import { widgetEntry, widgetTable } from '@estes/shared/widget-table';
import type { AreaWidgetsLoader, HomePieceId, HomePieceState, HomePieceStates } from './home-widgets';

const shellSections = {
  'home.planYourTrip': () =>
    import(/* webpackChunkName: "home-sections" */ './home-sections').then((m) => m.planYourTrip),
  'home.whyBook': () => import(/* webpackChunkName: "home-sections" */ './home-sections').then((m) => m.whyBook),
  'home.stayBand': () => import(/* webpackChunkName: "home-sections" */ './home-sections').then((m) => m.stayBand),
  'home.newsletterSignup': () =>
    import(/* webpackChunkName: "home-sections" */ './home-sections').then((m) => m.newsletterSignup),
} satisfies Record<`home.${string}`, () => Promise<LoadedWidgetModule>>;

export type ShellSectionId = keyof typeof shellSections;

const homePieceIds: readonly HomePieceId[] = [
  ...widgetTable.map((entry) => entry.id),
  ...(Object.keys(shellSections) as ShellSectionId[]),
];

export async function loadPieceModule(
  id: HomePieceId,
  loadAreaWidgets: AreaWidgetsLoader,
): Promise<LoadedWidgetModule> {
  if (id in shellSections) return shellSections[id as ShellSectionId]();
  const { owner } = widgetEntry(id as WidgetId);
  const widgets: Partial<Record<HomePieceId, () => Promise<LoadedWidgetModule>>> = await loadAreaWidgets(owner);
  const load = widgets[id];
  if (!load) throw new Error(`the ${owner} area's live version has no ${id} widget`);
  return load();
}

/** A widget's data must not hold the whole page back. */
const pieceTimeoutMs = 3_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${pieceTimeoutMs} ms`)), pieceTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Every piece's code and data; a piece whose area is down, or too slow, is 'unavailable'. */
export async function loadPieces(
  request: Request,
  api: SiteApi,
  moduleOf: (id: HomePieceId) => Promise<LoadedWidgetModule>,
): Promise<HomePieceStates> {
  const settings = getSiteSettings();
  const states = await Promise.all(
    homePieceIds.map(async (id): Promise<[HomePieceId, HomePieceState]> => {
      try {
        const module = await withTimeout(moduleOf(id), `the ${id} code`);
        const data = module.loader
          ? await withTimeout(Promise.resolve(module.loader({ request, settings, api })), `the ${id} data`)
          : null;
        return [id, { status: 'ready', data }];
      } catch (error) {
        console.warn(`[home] ${id} is unavailable: ${error instanceof Error ? error.message : String(error)}`);
        return [id, { status: 'unavailable' }];
      }
    }),
  );
  return Object.fromEntries(states);
}
