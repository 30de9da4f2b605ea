/**
 * A version's page and home widget modules, evaluated when it loads (area-versions.ts), one
 * after the other in the order the area declares them, before any render uses it (decision 069).
 *
 * styled-components numbers a component's style group when its module is evaluated, and a
 * page's style block lists its rules in group order: evaluated when a visitor first asked for
 * each page, the numbers and the order differed between instances, so one page had different
 * bytes and ETags on each. A module that does not load is left to the render that needs it,
 * which reports it as before.
 */
import type { AreaRouteDefinition, AreaServerModule } from '@estes/shared';

export async function withPageModulesEvaluated<Module extends AreaServerModule>(module: Module): Promise<Module> {
  for (const route of Object.values<AreaRouteDefinition>(module.areaRoutes)) await route.load().catch(() => undefined);
  for (const widget of Object.values<() => Promise<unknown>>(module.areaWidgets ?? {})) {
    await widget().catch(() => undefined);
  }
  return module;
}
