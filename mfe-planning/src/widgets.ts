/** Exposed as `mfe_planning/widgets`: the planning pieces of the home page, each loaded on demand. */
import type { AreaWidgets } from '@estes/shared';

export const area = 'planning';

export const areaWidgets: AreaWidgets<'planning'> = {
  'planning.tripPlannerTeaser': () =>
    import(/* webpackChunkName: "widget-planning.tripPlannerTeaser" */ './widgets/trip-planner-teaser'),
  'planning.eventsTeaser': () =>
    import(/* webpackChunkName: "widget-planning.eventsTeaser" */ './widgets/events-teaser'),
};
