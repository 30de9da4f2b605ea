/** Exposed as `mfe_conditions/widgets`: the conditions pieces of the home page, each loaded on demand. */
import type { AreaWidgets } from '@estes/shared';

export const area = 'conditions';

export const areaWidgets: AreaWidgets<'conditions'> = {
  'conditions.weatherCard': () =>
    import(/* webpackChunkName: "widget-conditions.weatherCard" */ './widgets/weather-card'),
};
