/**
 * The pieces of the home page that areas provide ("widgets"), like the route table for
 * pages: which area owns each, how the shell wakes it in the browser, and where its compact
 * fallback points when the area is down. The home page (the shell's) decides where each goes.
 */
import type { AreaName } from './route-table';

/**
 * When a server-rendered widget's code loads in the browser. Until then its HTML is shown as
 * the server sent it (links and plain forms work), so the first load carries none of it.
 * - interaction: when the pointer, a touch or the keyboard focus comes into it;
 * - visible: when it scrolls into view (widgets that refresh themselves).
 */
export type WidgetWake = 'interaction' | 'visible';

export const widgetTable = [
  {
    id: 'lodging.staySearch',
    owner: 'lodging',
    wake: 'interaction',
    fallback: { label: 'Browse places to stay', href: '/accommodations' },
  },
  {
    id: 'lodging.popularDestinations',
    owner: 'lodging',
    wake: 'interaction',
    fallback: { label: 'Browse places to stay', href: '/accommodations' },
  },
  {
    id: 'lodging.featuredStays',
    owner: 'lodging',
    wake: 'interaction',
    fallback: { label: 'Browse places to stay', href: '/accommodations' },
  },
  {
    id: 'lodging.browseByType',
    owner: 'lodging',
    wake: 'interaction',
    fallback: { label: 'Browse places to stay', href: '/accommodations' },
  },
  {
    id: 'content.blogTeaser',
    owner: 'content',
    wake: 'interaction',
    fallback: { label: 'Read Local Intel', href: '/blog' },
  },
  {
    id: 'planning.tripPlannerTeaser',
    owner: 'planning',
    wake: 'interaction',
    fallback: { label: 'Plan your trip', href: '/plan-your-trip' },
  },
  {
    id: 'planning.eventsTeaser',
    owner: 'planning',
    wake: 'interaction',
    fallback: { label: 'See upcoming events', href: '/events' },
  },
  {
    id: 'conditions.weatherCard',
    owner: 'conditions',
    wake: 'visible',
    fallback: { label: 'See the weather', href: '/weather' },
  },
] as const satisfies readonly {
  id: `${AreaName}.${string}`;
  owner: AreaName;
  wake: WidgetWake;
  fallback: { label: string; href: string };
}[];

export type WidgetEntry = (typeof widgetTable)[number];
export type WidgetId = WidgetEntry['id'];
/** The widget ids one area must provide. */
export type AreaWidgetId<Area extends AreaName> = Extract<WidgetEntry, { owner: Area }>['id'];

export function widgetEntry(id: WidgetId): WidgetEntry {
  const entry = widgetTable.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Unknown widget ${id}`);
  return entry;
}
