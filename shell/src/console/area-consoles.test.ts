/**
 * Loading the areas' `./console` modules (decision 064), without React: a module that never
 * arrives is a sentence after the time limit (a fake clock, not a wait), and one area's trouble
 * leaves the others' pages listed.
 */
import { areaConsoleLoadTimeoutMs, loadAreaConsoles } from './area-consoles';
import { liveAreas, planningConsole } from './testing/area-console-modules';

afterEach(() => jest.useRealTimers());

it('says an area’s module did not arrive in time, and lists the other area’s pages', async () => {
  jest.useFakeTimers();
  const loading = loadAreaConsoles(
    liveAreas,
    ({ area }) => (area === 'lodging' ? new Promise(() => {}) : Promise.resolve(planningConsole)),
    ['/console'],
  );
  await jest.advanceTimersByTimeAsync(areaConsoleLoadTimeoutMs);
  const loaded = await loading;
  expect(loaded.problems).toEqual([
    "The lodging area's console pages could not be loaded (version 2.0.0): it did not arrive within 15 seconds.",
  ]);
  expect(loaded.pages.map((page) => [page.area, page.version, page.path])).toEqual([
    ['planning', '1.4.0', '/console/submissions'],
    ['planning', '1.4.0', '/console/planning-settings'],
  ]);
});

it('refuses an address outside /console/ or not plain, and a second page at the same address', async () => {
  const [first] = planningConsole.pages;
  const planning = liveAreas.find((area) => area.area === 'planning');
  if (!first || !planning) throw new Error('the stand-ins have a planning page and version');
  const loaded = await loadAreaConsoles(
    [planning],
    async () => ({
      pages: [
        { ...first, path: '/admin', title: 'Outside' },
        { ...first, path: '/console/Queue?x=1', title: 'Not plain' },
        first,
        { ...first, title: 'Twice' },
      ],
    }),
    ['/console'],
  );
  expect(loaded.pages.map((page) => page.title)).toEqual(['Submissions']);
  expect(loaded.problems).toEqual([
    "The planning area's page “Outside” is not listed: its address /admin is not a console address.",
    "The planning area's page “Not plain” is not listed: its address /console/Queue?x=1 is not a console address.",
    "The planning area's page “Twice” is not listed: its address /console/submissions is another page’s.",
  ]);
});
