/** @jest-environment node */
/**
 * A version's page and widget modules are evaluated when it loads, one after the other in the
 * order the area declares them (decision 069): styled-components numbers style groups in the
 * order modules are evaluated, so every instance must evaluate them in the same order, whatever
 * page its first visitor asked for.
 */
import type { AreaPageModule, AreaServerModule, LoadedWidgetModule } from '@estes/shared';
import { withPageModulesEvaluated } from './area-page-modules';

/** A module loader that records when it starts and ends, and settles when the test lets it. */
function recordedLoad<T>(name: string, log: string[], outcome: 'loads' | 'fails' = 'loads') {
  return async (): Promise<T> => {
    log.push(`${name} start`);
    await new Promise((resolve) => setImmediate(resolve));
    log.push(`${name} end`);
    if (outcome === 'fails') throw new Error(`${name} is missing`);
    return { default: () => null } as T;
  };
}

function fakeModule(log: string[], failing?: string): AreaServerModule {
  const route = (id: string) => ({
    meta: () => ({ title: id, description: id }),
    query: [],
    load: recordedLoad<AreaPageModule>(id, log, id === failing ? 'fails' : 'loads'),
  });
  return {
    area: 'planning',
    areaRoutes: { events: route('events'), thingsToDo: route('thingsToDo'), partner: route('partner') },
    areaWidgets: { upcomingEvents: recordedLoad<LoadedWidgetModule>('upcomingEvents', log) },
  } as unknown as AreaServerModule;
}

describe("a version's page modules", () => {
  it('are all evaluated, pages then widgets, in declared order, one after the other', async () => {
    const log: string[] = [];
    const module = fakeModule(log);
    await expect(withPageModulesEvaluated(module)).resolves.toBe(module);
    expect(log).toEqual([
      'events start',
      'events end',
      'thingsToDo start',
      'thingsToDo end',
      'partner start',
      'partner end',
      'upcomingEvents start',
      'upcomingEvents end',
    ]);
  });

  it('go on past a module that does not load, leaving it to the render that needs it', async () => {
    const log: string[] = [];
    const module = fakeModule(log, 'thingsToDo');
    await expect(withPageModulesEvaluated(module)).resolves.toBe(module);
    expect(log.filter((line) => line.endsWith('end'))).toEqual([
      'events end',
      'thingsToDo end',
      'partner end',
      'upcomingEvents end',
    ]);
  });
});
