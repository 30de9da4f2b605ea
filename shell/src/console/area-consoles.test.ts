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

it('asks no area for a module its version does not expose, and tells the failures of the others apart', async () => {
  const asked: string[] = [];
  const loaded = await loadAreaConsoles(
    [
      { area: 'content', version: '3.1.0', entry: '/remotes/content/3.1.0/remoteEntry.js', exposesConsole: false },
      // The server could not read this version's manifest: the module is tried, and it is not there.
      { area: 'conditions', version: '1.0.0', entry: '/remotes/conditions/1.0.0/remoteEntry.js' },
      { area: 'lodging', version: '2.0.0', entry: '/remotes/lodging/2.0.0/remoteEntry.js', exposesConsole: true },
      { area: 'planning', version: '1.4.0', entry: '/remotes/planning/1.4.0/remoteEntry.js', exposesConsole: true },
    ],
    async ({ area }) => {
      asked.push(area);
      if (area === 'conditions') {
        throw new Error('[ Federation Runtime ]: Module "./console" does not exist in container "mfe_conditions".');
      }
      if (area === 'lodging') {
        throw new Error(
          '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"x"}\nView the docs to see how to solve: https://module-federation.io/',
        );
      }
      return planningConsole;
    },
    ['/console'],
  );
  expect(asked).toEqual(['conditions', 'lodging', 'planning']);
  expect(loaded.problems).toEqual([
    "The conditions area's console pages could not be loaded (version 1.0.0): this version has no console module.",
    "The lodging area's console pages could not be loaded (version 2.0.0): Failed to get manifest (RUNTIME-003).",
  ]);
  expect(loaded.pages.map((page) => page.path)).toEqual(['/console/submissions', '/console/planning-settings']);
});
